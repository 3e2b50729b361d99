import { TABLE_SEAT } from '../../engine/core';
import type { HostMessage } from '../../protocol/messages';
import type { Table } from './table';

/** How much of a table's log one screen has already been sent for one seat. */
export interface LogCursor {
  /** Unfiltered events consumed so far. */
  events: number;
  /** Filtered events sent so far: the client's log length. */
  sent: number;
}

export const freshCursor = (): LogCursor => ({ events: 0, sent: 0 });

/**
 * THE choke point: the only place a message carrying game data is built. Everything in it
 * comes from the rules' own per-seat filters (`viewFor`, `eventsFor`, `legalActions` for that
 * seat); never the state, the seed, the journal or another seat's anything.
 */
export function viewMessageFor(
  table: Table,
  seat: string,
  cursor: LogCursor,
): Extract<HostMessage, { type: 'view' }> {
  const log = table.logFor(seat, cursor.events);
  const logFrom = cursor.sent;
  cursor.events = table.logLength;
  cursor.sent += log.length;
  return {
    type: 'view',
    seat,
    table: table.id,
    version: table.actionCount,
    view: table.viewFor(seat),
    log,
    logFrom,
    legal: seat === TABLE_SEAT ? [] : table.legalFor(seat),
    canUndo: seat !== TABLE_SEAT && table.canUndo(seat),
    over: table.isOver,
    winners: table.isOver ? table.winners() : [],
  };
}
