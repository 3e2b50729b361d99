import type { DaView } from '../../../engine/doubleagent';
import { joinList, t } from '../../i18n';
import { sectorName } from './places';
import { endReason } from './reasons';
import { doubleAgentWaitingFor } from './waiting';

/** The phase, the dice and whose decision it is, in words, for `view.seat` (`touch`: tap wording). */
export function daPhaseText(view: DaView, touch = false): string {
  const p = view.phase;
  const me = view.seat;
  const tableDice = view.rules.dice === 'table';
  switch (p.kind) {
    case 'startRoll': {
      const waiting = doubleAgentWaitingFor(view) ?? [];
      const rolled = joinList(
        Object.entries(p.rolls).map(([who, total]) => t('da.phase.rollOf', { who, total })),
      );
      const mine = waiting.includes(me);
      const next = mine
        ? tableDice
          ? t('da.phase.startRollTable')
          : t('da.phase.startRollEngine')
        : t('da.phase.waitingFor', { players: joinList(waiting) });
      return rolled ? t('da.phase.startRollSoFar', { rolled, next }) : t('da.phase.startRoll', { next });
    }
    case 'opening': {
      if (!p.done.includes(me) && view.players.some((q) => q.id === me)) return t('da.phase.openingYours');
      const waiting = doubleAgentWaitingFor(view) ?? [];
      return t('da.phase.openingWaiting', {
        players: waiting.length ? joinList(waiting) : t('da.phase.nobody'),
      });
    }
    case 'turn': {
      const mine = p.player === me;
      const head = mine
        ? t('da.phase.yourTurn', { round: view.round })
        : t('da.phase.theirTurn', { round: view.round, player: p.player });
      switch (p.step) {
        case 'roll':
          return t('da.phase.step', {
            head,
            step: mine
              ? tableDice
                ? t('da.phase.rollTable')
                : t('da.phase.rollEngine')
              : t('da.phase.rolling'),
          });
        case 'move': {
          const [a, b] = p.dice ?? [0, 0];
          return t('da.phase.moveStep', {
            head,
            a,
            b,
            total: a + b,
            next: mine
              ? touch
                ? t('da.phase.chooseMoveTouch')
                : t('da.phase.chooseMove')
              : t('da.phase.moving'),
          });
        }
        case 'inspect':
          return t('da.phase.step', {
            head,
            step: mine
              ? t('da.phase.inspectYours', { sector: sectorName(view.board, p.sector ?? '') })
              : t('da.phase.mayInspect'),
          });
        case 'place':
          return t('da.phase.step', { head, step: t('da.phase.place') });
      }
      return t('da.phase.headOnly', { head });
    }
    case 'over':
      if (p.winner === null) return t('da.phase.overDraw', { reason: endReason(p.reason) });
      return p.winner === me
        ? t('da.phase.overYouWin', { reason: endReason(p.reason) })
        : t('da.phase.overWins', { player: p.winner, reason: endReason(p.reason) });
  }
}
