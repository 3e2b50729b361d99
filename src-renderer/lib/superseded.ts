import { TABLE_SEAT } from '../../protocol/messages';
import type { JoinFailure } from './join-queue';
import type { NoticeMessage } from './notices';

/**
 * The seats this screen lost to another device (issue #50): that device resumed the seat with its
 * token, the host gave it the seat and told this screen (`seat-taken-over`). A lost seat's screen
 * is not this screen's any more: nothing of it is drawn and nothing is pressed for it; the screen
 * offers it back instead, which resumes it here with the token this screen holds (the other
 * device then loses it in turn).
 */
export interface Superseded {
  /** The seats taken over elsewhere, in the order lost. */
  readonly lost: readonly string[];
  /** The lost seat this screen asked the host for again and has no answer for yet. */
  readonly retaking: string | null;
}

export const NOT_SUPERSEDED: Superseded = { lost: [], retaking: null };

export type SupersededEvent =
  /** The host gave the seat to another device. */
  | { readonly type: 'lost'; readonly seat: string }
  /** The user pressed "Take this seat back". */
  | { readonly type: 'retake'; readonly seat: string }
  /** The host gave this screen the seat (again). */
  | { readonly type: 'joined'; readonly seat: string }
  /** The host refused these seats (the join queue's failures). */
  | { readonly type: 'refused'; readonly seats: readonly string[] };

export function stepSuperseded(state: Superseded, event: SupersededEvent): Superseded {
  const { lost, retaking } = state;
  switch (event.type) {
    case 'lost':
      if (lost.includes(event.seat)) return state;
      return { lost: [...lost, event.seat], retaking: retaking === event.seat ? null : retaking };
    case 'retake':
      if (!lost.includes(event.seat) || retaking !== null) return state;
      return { lost, retaking: event.seat };
    case 'joined':
      if (!lost.includes(event.seat)) return state;
      return {
        lost: lost.filter((seat) => seat !== event.seat),
        retaking: retaking === event.seat ? null : retaking,
      };
    case 'refused':
      return retaking !== null && event.seats.includes(retaking) ? { lost, retaking: null } : state;
  }
}

/** The player seat a notice says this screen lost, or null when the notice is not about one it holds. */
export function seatLostBy(
  notice: Pick<NoticeMessage, 'code' | 'params'>,
  held: readonly string[],
): string | null {
  if (notice.code !== 'seat-taken-over') return null;
  const seat = notice.params.seat;
  return typeof seat === 'string' && seat !== TABLE_SEAT && held.includes(seat) ? seat : null;
}

/**
 * The seats to ask the host for when the link comes back: those held, and a seat being taken
 * back; never a seat lost meanwhile, which would silently take it from the device now playing it.
 * With nothing held, what the address asked for, less the seats lost.
 */
export function seatsToRejoin(
  held: readonly string[],
  asked: readonly string[],
  state: Superseded,
): string[] {
  const base = held.length > 0 ? held : asked.filter((seat) => !state.lost.includes(seat));
  return state.retaking !== null && !base.includes(state.retaking) ? [...base, state.retaking] : [...base];
}

/** One lost seat as the screen offers it back. */
export interface LostSeat {
  readonly seat: string;
  /** Asked for again, no answer yet: the button waits. */
  readonly retaking: boolean;
  /** Why the host would not give it back, when it refused. */
  readonly refusal: JoinFailure | null;
}

export interface SupersededPanel {
  readonly seats: readonly LostSeat[];
  /** No player seat is left on this screen: nothing of the game is drawn, only the panel. */
  readonly inert: boolean;
}

/** What the screen shows of the seats it lost (null: none lost); `players`: the player seats it still holds. */
export function supersededPanel(
  state: Superseded,
  players: readonly string[],
  failures: readonly JoinFailure[],
): SupersededPanel | null {
  if (state.lost.length === 0) return null;
  return {
    seats: state.lost.map((seat) => ({
      seat,
      retaking: state.retaking === seat,
      refusal: state.retaking === seat ? null : (failures.find((failure) => failure.seat === seat) ?? null),
    })),
    inert: players.length === 0,
  };
}
