import type { DaView } from '../../engine/doubleagent';
import { sectorName } from './places';

const REASONS: Record<string, string> = {
  accused: 'the double agent was caught',
  escaped: 'the double agent escaped',
  noSecurityAgentLeft: 'no Security Agent is left',
  maxRounds: 'the last round is over: a draw',
};

/** The phase, the dice and whose decision it is, in words, for `view.seat`. */
export function daPhaseText(view: DaView): string {
  const p = view.phase;
  const me = view.seat;
  const tableDice = view.rules.dice === 'table';
  switch (p.kind) {
    case 'startRoll': {
      const waiting = p.contenders.filter((c) => !Object.hasOwn(p.rolls, c));
      const rolled = Object.entries(p.rolls)
        .map(([who, total]) => `${who} ${total}`)
        .join(', ');
      const mine = waiting.includes(me);
      return `Start roll: the highest total plays first.${rolled ? ` So far: ${rolled}.` : ''} ${
        mine
          ? tableDice
            ? 'Roll two dice and enter them.'
            : 'Roll the dice.'
          : `Waiting for ${waiting.join(', ')}.`
      }`;
    }
    case 'opening':
      return p.done.includes(me) || !view.players.some((q) => q.id === me)
        ? `Opening play: waiting for ${
            view.players
              .filter((q) => !p.done.includes(q.id))
              .map((q) => q.id)
              .join(', ') || 'nobody'
          }.`
        : 'Opening play: pick a sector, alone at the board.';
    case 'turn': {
      const mine = p.player === me;
      const whose = mine ? 'Your turn' : `${p.player}'s turn`;
      const round = `Round ${view.round}`;
      switch (p.step) {
        case 'roll':
          return `${round}. ${whose}: ${mine ? (tableDice ? 'roll two dice and enter them.' : 'roll the dice.') : 'rolling.'}`;
        case 'move': {
          const [a, b] = p.dice ?? [0, 0];
          return `${round}. ${whose}: rolled ${a} + ${b} = ${a + b}. ${mine ? 'Choose where to move: click a highlighted square.' : 'Moving.'}`;
        }
        case 'inspect':
          return `${round}. ${whose}: ${mine ? `inspect ${sectorName(view.board, p.sector ?? '')}?` : 'may inspect a monitor.'}`;
        case 'place':
          return `${round}. ${whose}: waiting for the board to report the monitor put back.`;
      }
      return `${round}. ${whose}.`;
    }
    case 'over':
      return p.winner === null
        ? `Game over: ${REASONS[p.reason] ?? p.reason}.`
        : `Game over: ${p.winner === me ? 'you win' : `${p.winner} wins`}, ${REASONS[p.reason] ?? p.reason}.`;
  }
}
