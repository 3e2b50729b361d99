import { TABLE_SEAT } from '../../engine/core';
import type { HostMessage, ViewPatch } from '../../protocol/messages';
import type { LogPosition, Table } from './table';

/** How much of a table's log one screen has already been sent for one seat. */
export interface LogCursor {
  /** Unfiltered events and table notes consumed so far. */
  read: LogPosition;
  /** Filtered events sent so far: the client's log length. */
  sent: number;
  /** The last view sent, per top-level key, to send only what changed. */
  lastView: Map<string, SentPart> | null;
}

/** One top-level part of a view as last sent: the value itself and its JSON text. */
interface SentPart {
  readonly value: unknown;
  readonly text: string;
}

export const freshCursor = (): LogCursor => ({ read: { events: 0, notes: 0 }, sent: 0, lastView: null });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The whole view the first time, then only the top-level keys whose JSON changed. Rules never
 * mutate a state, so a part that is the very object sent last time (a board, the rules) is
 * unchanged without serialising it again: stringifying a Double Agent camp for every screen on
 * every action was what stalled the host.
 */
function viewOrPatch(view: unknown, cursor: LogCursor): { view: unknown } | { patch: ViewPatch } {
  if (!isRecord(view)) {
    cursor.lastView = null;
    return { view };
  }
  const previous = cursor.lastView;
  const current = new Map<string, SentPart>();
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(view)) {
    const before = previous?.get(key);
    if (before && before.value === value) {
      current.set(key, before);
      continue;
    }
    const text = JSON.stringify(value);
    current.set(key, { value, text });
    if (before?.text !== text) set[key] = value;
  }
  cursor.lastView = current;
  if (!previous) return { view };
  const unset = [...previous.keys()].filter((key) => !current.has(key));
  return { patch: { set, unset } };
}

/**
 * THE choke point: the only place a message carrying game data is built. Everything in it
 * comes from the rules' own per-seat filters (`viewFor`, `eventsFor`, `legalActions` for that
 * seat) and the table's public notes; never the state, the seed, the journal or another seat's anything.
 */
export function viewMessageFor(
  table: Table,
  seat: string,
  cursor: LogCursor,
): Extract<HostMessage, { type: 'view' }> {
  const { log, acts } = table.numberedLogFor(seat, cursor.read);
  const logFrom = cursor.sent;
  cursor.read = table.logEnd;
  cursor.sent += log.length;
  return {
    type: 'view',
    seat,
    table: table.id,
    version: table.actionCount,
    ...viewOrPatch(table.viewFor(seat), cursor),
    log,
    logFrom,
    logActs: acts,
    legal: seat === TABLE_SEAT ? [] : table.legalFor(seat),
    canUndo: seat !== TABLE_SEAT && table.canUndo(seat),
    paused: table.pausedBy,
    over: table.isOver,
    winners: table.isOver ? table.winners() : [],
  };
}
