import { TABLE_SEAT } from '../../engine/core';
import type { Table } from './table';

/**
 * Who is at a table, as the computer players must respect it: a bot plays only for people who are
 * there (docs/bots.md, "When computer players play"). A table that everyone has left stays
 * exactly as it was, however long.
 */

/** Whether a person's screen shows a seat of this table other than `seat`. */
export function someoneElseSeated(table: Table, seat: string): boolean {
  return table.seats().some((other) => other !== seat && table.botAt(other) === null && table.isShown(other));
}

/** Whether any screen shows this table: a seated person's, or a TV's. */
export function anyoneWatching(table: Table): boolean {
  return table.isShown(TABLE_SEAT) || table.seats().some((seat) => table.isShown(seat));
}

/** A table of computer players only, made as such (a demo, a bot match): it plays to an empty room. */
export function botsOnly(table: Table): boolean {
  return table.seats().every((seat) => table.botAt(seat) !== null && !table.isClaimed(seat));
}

/**
 * Whether the bot at `seat` may play now. A stand-in (a bot in a person's seat) plays only while
 * someone else at the table is waiting; a bot seated on purpose plays while anyone watches, or
 * always at a table of bots only.
 */
export function botMayPlay(table: Table, seat: string): boolean {
  if (table.isClaimed(seat)) return someoneElseSeated(table, seat);
  return botsOnly(table) || anyoneWatching(table);
}
