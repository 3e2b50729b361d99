import type { ColdWarView, Side } from '../../engine/coldwar';
import type { DaView } from '../../engine/doubleagent';
import type { GameId } from '../../protocol/messages';
import { objectiveCard } from '../coldwar/names';
import { tKnown } from '../i18n';
import type { helpEn } from '../i18n/parts/help.en';

/**
 * The table's phase line: what the seat on screen may do now, and why, as a message key and its
 * params. Built from that seat's own view only, and only from its public parts where another
 * seat is concerned: it names who decides, never what they chose or saw. In the Double Agent it
 * is the same for either role (B7.3: a Security Agent's screen and the double agent's look alike).
 */
export interface PhaseHelp {
  readonly key: Extract<keyof typeof helpEn, `help.phase.${string}`>;
  readonly params: Readonly<Record<string, string | number>>;
}

const help = (key: PhaseHelp['key'], params: PhaseHelp['params'] = {}): PhaseHelp => ({ key, params });

const other = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

export function coldWarPhaseHelp(view: ColdWarView): PhaseHelp | null {
  const pending = view.pending;
  if (view.result || !pending) return null;
  const me = view.seat === 'CIA' || view.seat === 'KGB' ? view.seat : null;
  const mine = me !== null && pending.sides.includes(me);
  const side = pending.sides.find((s) => s !== me) ?? pending.sides[0] ?? '';
  switch (pending.kind) {
    case 'chooseFirst':
      return mine ? help('help.phase.cw.chooseFirst.you') : help('help.phase.cw.chooseFirst.them', { side });
    case 'chooseAgent':
      if (pending.faceUp) {
        if (mine && me) return help('help.phase.cw.chooseAgent.faceUp.you', { side: other(me) });
        if (me) return help('help.phase.cw.chooseAgent.faceUp.them', { side });
      }
      if (mine) return help('help.phase.cw.chooseAgent.you');
      if (pending.sides.length > 1) return help('help.phase.cw.chooseAgent.both');
      return help('help.phase.cw.chooseAgent.them', { side });
    case 'doubleAgentPrivilege':
      if (!mine || !me) return help('help.phase.cw.privilege.them', { side });
      return view.rules.doubleAgentVariant === 'revealOnly'
        ? help('help.phase.cw.privilege.revealOnly.you', { side: other(me) })
        : help('help.phase.cw.privilege.you', { side: other(me) });
    case 'arrangeGroups':
      return mine
        ? help('help.phase.cw.arrangeGroups.you')
        : help('help.phase.cw.arrangeGroups.them', { side });
    case 'action': {
      if (!mine || !me) return help('help.phase.cw.action.them', { side });
      if (view.struggle.acted[me] === 0) return help('help.phase.cw.action.first.you');
      const stability = view.objective ? (objectiveCard(view.objective)?.stability ?? 0) : 0;
      const influence = view.sides[me].influence;
      return view.struggle.lastPass
        ? help('help.phase.cw.action.afterPass.you', { side: other(me), influence, stability })
        : help('help.phase.cw.action.you', { influence, stability });
    }
    case 'mediaDecision':
      return mine ? help('help.phase.cw.media.you') : help('help.phase.cw.media.them', { side });
    case 'nobel':
      return mine ? help('help.phase.cw.nobel.you') : help('help.phase.cw.nobel.them', { side });
    case 'detente':
      return mine ? help('help.phase.cw.detente.you') : help('help.phase.cw.detente.them', { side });
    case 'arrangeObjectives':
      return mine
        ? help('help.phase.cw.arrangeObjectives.you')
        : help('help.phase.cw.arrangeObjectives.them', { side });
    case 'returnAgent':
      return mine ? help('help.phase.cw.returnAgent.you') : help('help.phase.cw.returnAgent.them', { side });
  }
  return null;
}

export function doubleAgentPhaseHelp(view: DaView): PhaseHelp | null {
  const phase = view.phase;
  switch (phase.kind) {
    case 'startRoll':
      return help('help.phase.da.startRoll');
    case 'opening':
      return help('help.phase.da.opening');
    case 'over':
      return null;
    case 'turn': {
      const mine = phase.player === view.seat;
      const player = phase.player;
      switch (phase.step) {
        case 'roll':
          return mine ? help('help.phase.da.roll.you') : help('help.phase.da.roll.them', { player });
        case 'move': {
          const total = (phase.dice?.[0] ?? 0) + (phase.dice?.[1] ?? 0);
          return mine
            ? help('help.phase.da.move.you', { total })
            : help('help.phase.da.move.them', { total, player });
        }
        case 'inspect':
          return mine ? help('help.phase.da.inspect.you') : help('help.phase.da.inspect.them', { player });
        case 'place':
          return help('help.phase.da.place');
      }
    }
  }
  return null;
}

/** The phase line for a seat's view of `game`; null when there is nothing to explain. */
export function phaseHelp(game: GameId, view: unknown): PhaseHelp | null {
  if (typeof view !== 'object' || view === null) return null;
  if (game === 'coldwar') return 'sides' in view ? coldWarPhaseHelp(view as ColdWarView) : null;
  return 'phase' in view && 'board' in view ? doubleAgentPhaseHelp(view as DaView) : null;
}

/** The line in words, in the current language. */
export const phaseHelpText = (line: PhaseHelp): string => tKnown(line.key, line.key, line.params);
