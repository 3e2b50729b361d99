import { TABLE_SEAT } from '../../protocol/messages';

/** Whose screen the table header says this is. */
export type HeaderSeat =
  /** The public table: a TV. */
  | { readonly kind: 'table' }
  | { readonly kind: 'seat'; readonly seat: string }
  /** A shared screen with no seat named now: every player seat it holds. */
  | { readonly kind: 'seats'; readonly seats: readonly string[] }
  /** No seat held yet (still joining). */
  | { readonly kind: 'none' };

export interface HeaderSeatInput {
  /** The seat whose screen is drawn (privately or a public step; `table` on a TV), else null. */
  readonly visible: string | null;
  /** The player seats the host gave this screen. */
  readonly players: readonly string[];
  /** Whether the screen holds the public table seat and no player seat. */
  readonly watching: boolean;
  /** Whether several people look at this screen (`isSharedScreen`). */
  readonly shared: boolean;
  /** The seat whose curtain was passed last (null: none, or the screen changed hands since). */
  readonly lastPassed: string | null;
}

/**
 * The seat the header names, for every screen that holds one, at every stage: during the timed
 * opening and before the deal too, when no seat's screen is drawn. A screen of one player seat
 * names it. A shared screen names only the seat whose player last passed its curtain (the one
 * holding the screen), else lists all its seats: it never names as "you" a seat that did not
 * uncover the screen.
 */
export function headerSeat({ visible, players, watching, shared, lastPassed }: HeaderSeatInput): HeaderSeat {
  if (visible === TABLE_SEAT || (visible === null && watching)) return { kind: 'table' };
  if (visible !== null) return { kind: 'seat', seat: visible };
  if (players.length === 0) return { kind: 'none' };
  if (!shared && players.length === 1) return { kind: 'seat', seat: players[0]! };
  if (lastPassed !== null && players.includes(lastPassed)) return { kind: 'seat', seat: lastPassed };
  return { kind: 'seats', seats: players };
}

/** The seat a test or a script reads off the header (`data-shown-seat`): empty when it names none or several. */
export function headerSeatId(named: HeaderSeat): string {
  if (named.kind === 'table') return TABLE_SEAT;
  return named.kind === 'seat' ? named.seat : '';
}
