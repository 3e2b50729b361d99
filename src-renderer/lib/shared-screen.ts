import { TABLE_SEAT } from '../../protocol/messages';

/**
 * Whether several people look at this screen: it asked for several player seats (hot-seat), or for
 * none but the public table view (a TV). A screen asked for one player seat is that player's own.
 */
export function isSharedScreen(askedSeats: readonly string[]): boolean {
  return askedSeats.filter((seat) => seat !== TABLE_SEAT).length !== 1;
}
