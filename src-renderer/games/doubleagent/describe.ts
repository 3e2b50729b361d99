import type { BoardDef, DaEvent } from '../../../engine/doubleagent';
import { joinList, t, tKnown, tn } from '../../i18n';
import { tableNoteText } from '../../lib/table-note';
import { placeName, sectorName } from './places';
import { endReason } from './reasons';

export interface NarrationContext {
  readonly board?: BoardDef;
  /** The seat reading the log: its own private events are told as "you". */
  readonly seat?: string;
}

function anomaly(problem: string): string {
  switch (problem) {
    case 'turnedOn':
      return t('da.anomaly.turnedOn');
    case 'changedOutsideInspection':
      return t('da.anomaly.changedOutsideInspection');
    case 'securityAgentChangedMonitor':
      return t('da.anomaly.securityAgentChangedMonitor');
    case 'secondOpeningSabotage':
      return t('da.anomaly.secondOpeningSabotage');
    default:
      return problem;
  }
}

const dice = (d: readonly number[]): string => d.join(' + ');

/** One sentence for a Double Agent log event, in the current language. */
export function describeDaEvent(e: DaEvent, ctx: NarrationContext = {}): string {
  const { board, seat } = ctx;
  const mine = 'player' in e && e.player === seat;
  switch (e.type) {
    case 'startRolled':
      return mine
        ? t('da.log.startRolled.you', { dice: dice(e.dice), total: e.total })
        : t('da.log.startRolled', { player: e.player, dice: dice(e.dice), total: e.total });
    case 'firstPlayer':
      return mine ? t('da.log.firstPlayer.you') : t('da.log.firstPlayer', { player: e.player });
    case 'openingDone':
      return mine ? t('da.log.openingDone.you') : t('da.log.openingDone', { player: e.player });
    case 'openingSabotage':
      return mine
        ? t('da.log.openingSabotage.you', { sector: sectorName(board, e.sector) })
        : t('da.log.openingSabotage', { player: e.player, sector: sectorName(board, e.sector) });
    case 'turnStarted':
      return mine
        ? t('da.log.turnStarted.you', { round: e.round })
        : t('da.log.turnStarted', { round: e.round, player: e.player });
    case 'rolled':
      return mine
        ? t('da.log.rolled.you', { dice: dice(e.dice), total: e.total })
        : t('da.log.rolled', { player: e.player, dice: dice(e.dice), total: e.total });
    case 'moved':
      return mine
        ? tn('da.log.moved.you', e.path.length, { place: placeName(board, e.to) })
        : tn('da.log.moved', e.path.length, { player: e.player, place: placeName(board, e.to) });
    case 'noMove':
      return mine ? t('da.log.noMove.you') : t('da.log.noMove', { player: e.player });
    case 'inspected': {
      const name = tKnown(`da.sector.${e.code}`, e.name);
      return mine
        ? t('da.log.inspected.you', { code: e.code, player: e.player, name })
        : t('da.log.inspected', { code: e.code, player: e.player, name });
    }
    case 'monitorSeen': {
      const params = { sector: sectorName(board, e.sector), found: e.found, left: e.left };
      if (mine)
        return e.found === e.left
          ? t('da.log.monitorLeft.you', params)
          : t('da.log.monitorTurned.you', params);
      return e.found === e.left
        ? t('da.log.monitorLeft', { player: e.player, ...params })
        : t('da.log.monitorTurned', { player: e.player, ...params });
    }
    case 'observed':
      return t('da.log.observed', { sector: sectorName(board, e.sector), state: e.state });
    case 'anomaly':
      return t('da.log.anomaly', { problem: anomaly(e.anomaly.problem), sector: e.anomaly.sector });
    case 'accused':
      if (e.correct)
        return mine
          ? t('da.log.accusedRight.you', { target: e.target })
          : t('da.log.accusedRight', { player: e.player, target: e.target });
      return mine
        ? t('da.log.accusedWrong.you', { target: e.target })
        : t('da.log.accusedWrong', { player: e.player, target: e.target });
    case 'eliminated':
      return mine ? t('da.log.eliminated.you') : t('da.log.eliminated', { player: e.player });
    case 'revealed':
      if (e.role === 'doubleAgent')
        return mine
          ? t('da.log.revealedDoubleAgent.you')
          : t('da.log.revealedDoubleAgent', { player: e.player });
      return mine ? t('da.log.revealedSecurity.you') : t('da.log.revealedSecurity', { player: e.player });
    case 'escaped':
      return mine
        ? t('da.log.escaped.you', { place: placeName(board, e.gate) })
        : t('da.log.escaped', { player: e.player, place: placeName(board, e.gate) });
    case 'gameOver': {
      const reason = endReason(e.reason);
      const da = Object.keys(e.roles).find((p) => e.roles[p] === 'doubleAgent');
      const head =
        e.winner === null
          ? t('da.log.gameOverDraw', { reason })
          : t('da.log.gameOverWins', { player: e.winner, reason });
      return t('da.log.gameOver', {
        head,
        doubleAgent: da ?? t('da.log.nobody'),
        off: e.sabotaged.length ? joinList(e.sabotaged) : t('da.log.none'),
      });
    }
  }
}

/** Any log entry in words; an entry this screen does not know is never shown as JSON. */
export function narrateDa(entry: unknown, ctx: NarrationContext = {}): string {
  const note = tableNoteText(entry);
  if (note !== null) return note;
  try {
    const text = describeDaEvent(entry as DaEvent, ctx);
    if (typeof text === 'string' && text) return text;
  } catch {
    // fall through
  }
  return t('log.unknownEntry');
}
