import type { BoardDef, DaEvent } from '../../engine/doubleagent';
import { placeName, sectorName } from './places';

export interface NarrationContext {
  readonly board?: BoardDef;
  /** The seat reading the log: its own private events are told as "you". */
  readonly seat?: string;
}

const REASONS: Record<string, string> = {
  accused: 'the double agent was caught',
  escaped: 'the double agent escaped',
  noSecurityAgentLeft: 'no Security Agent is left',
  maxRounds: 'the last round is over',
};

const ANOMALIES: Record<string, string> = {
  turnedOn: 'a monitor was turned back ON',
  changedOutsideInspection: 'a monitor changed outside an inspection',
  securityAgentChangedMonitor: 'a Security Agent changed a monitor',
  secondOpeningSabotage: 'a second opening sabotage',
};

const roleName = (role: string): string => (role === 'doubleAgent' ? 'the double agent' : 'a Security Agent');
const dice = (d: readonly number[]): string => d.join(' + ');

/** One English sentence for a Double Agent log event. */
export function describeDaEvent(e: DaEvent, ctx: NarrationContext = {}): string {
  const { board, seat } = ctx;
  const who = (player: string): string => (player === seat ? 'You' : player);
  switch (e.type) {
    case 'startRolled':
      return `${who(e.player)} rolled ${dice(e.dice)} = ${e.total} for the start.`;
    case 'firstPlayer':
      return `${who(e.player)} ${e.player === seat ? 'play' : 'plays'} first.`;
    case 'openingDone':
      return `${who(e.player)} finished the opening play.`;
    case 'openingSabotage':
      return `${who(e.player)} sabotaged the monitor of ${sectorName(board, e.sector)} in the opening play.`;
    case 'turnStarted':
      return `Round ${e.round}: ${e.player === seat ? 'your' : `${e.player}'s`} turn.`;
    case 'rolled':
      return `${who(e.player)} rolled ${dice(e.dice)} = ${e.total}.`;
    case 'moved':
      return `${who(e.player)} moved ${e.path.length} squares to ${placeName(board, e.to)}.`;
    case 'noMove':
      return `${who(e.player)} had no full-count move and stayed put.`;
    case 'inspected':
      return `${e.code} — ${e.player}${e.player === seat ? ' (you)' : ''} inspected the ${e.name} monitor.`;
    case 'monitorSeen':
      return e.found === e.left
        ? `${who(e.player)} found the monitor of ${sectorName(board, e.sector)} ${e.found} and left it ${e.left}.`
        : `${who(e.player)} found the monitor of ${sectorName(board, e.sector)} ${e.found} and turned it ${e.left}.`;
    case 'observed':
      return `The board reports the monitor of ${sectorName(board, e.sector)} ${e.state}.`;
    case 'anomaly':
      return `The board noticed ${ANOMALIES[e.anomaly.problem] ?? e.anomaly.problem} (${e.anomaly.sector}).`;
    case 'accused':
      return e.correct
        ? `${who(e.player)} accused ${e.target}, and ${e.target} is the double agent!`
        : `${who(e.player)} accused ${e.target}, wrongly.`;
    case 'eliminated':
      return `${who(e.player)} ${e.player === seat ? 'are' : 'is'} out of the game.`;
    case 'revealed':
      return `${who(e.player)} ${e.player === seat ? 'are' : 'is'} ${roleName(e.role)}.`;
    case 'escaped':
      return `${who(e.player)} escaped through ${placeName(board, e.gate)}.`;
    case 'gameOver': {
      const why = REASONS[e.reason] ?? e.reason;
      const da = Object.keys(e.roles).find((p) => e.roles[p] === 'doubleAgent');
      const head = e.winner === null ? `Game over, a draw: ${why}.` : `Game over: ${e.winner} wins, ${why}.`;
      const off = e.sabotaged.length ? e.sabotaged.join(', ') : 'none';
      return `${head} The double agent was ${da ?? 'nobody'}; monitors OFF: ${off}.`;
    }
  }
}

/** Any log entry in words; an entry this screen does not know is never shown as JSON. */
export function narrateDa(entry: unknown, ctx: NarrationContext = {}): string {
  try {
    const text = describeDaEvent(entry as DaEvent, ctx);
    if (typeof text === 'string' && text) return text;
  } catch {
    // fall through
  }
  return 'Something happened that this screen cannot describe.';
}
