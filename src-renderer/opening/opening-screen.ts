import type { OpeningStatus } from '../../protocol/messages';
import { seatsUp } from './countdown';

/** What a screen shows during the timed opening; the same kinds, words and timing for every role. */
export type OpeningScreen =
  | { readonly kind: 'ready'; readonly order: readonly (readonly string[])[]; readonly redo: boolean }
  /**
   * The seat up must uncover its turn first: at a shared screen always; on any screen holding the
   * seat while its window waits behind a curtain (the window starts when its player presses).
   */
  | { readonly kind: 'curtain'; readonly seat: string }
  /** This screen uncovered the seat's waiting window: the host is opening it. */
  | { readonly kind: 'uncovering'; readonly seat: string }
  /** Another screen's seat is up, and its window waits for its player to take the screen. */
  | { readonly kind: 'awaitingPlayer'; readonly seats: readonly string[] }
  | { readonly kind: 'yourTurn'; readonly seat: string }
  | { readonly kind: 'lookAway'; readonly seats: readonly string[] }
  | { readonly kind: 'handover'; readonly next: readonly string[] }
  | { readonly kind: 'paused'; readonly seats: readonly string[] }
  | { readonly kind: 'done' };

/**
 * The opening screen for the player seats this screen holds (none for a TV). `uncovered` is the
 * seat that last passed the curtain: on a shared screen (not `alone`: it holds, or asked for,
 * several seats) a seat's private turn is shown only once its player has uncovered it; on any
 * screen a window waiting behind its curtain opens only when its player uncovers it.
 */
export function openingScreen(
  status: OpeningStatus,
  players: readonly string[],
  uncovered: string | null,
  alone = players.length === 1,
): OpeningScreen {
  switch (status.stage) {
    case 'ready':
      return { kind: 'ready', order: status.groups, redo: status.redo === 'board' };
    case 'done':
      return { kind: 'done' };
    case 'paused':
      return { kind: 'paused', seats: seatsUp(status) };
    case 'handover':
      return { kind: 'handover', next: seatsUp(status) };
    case 'curtain': {
      // No clock runs behind this curtain: the window waits for its own player on every screen.
      const up = seatsUp(status);
      const mine = players.filter((seat) => up.includes(seat));
      if (mine.length === 0) return { kind: 'awaitingPlayer', seats: up };
      if (uncovered !== null && mine.includes(uncovered)) return { kind: 'uncovering', seat: uncovered };
      return { kind: 'curtain', seat: mine[0]! };
    }
    case 'window': {
      const up = seatsUp(status);
      const mine = players.filter((seat) => up.includes(seat));
      if (mine.length === 0) return { kind: 'lookAway', seats: up };
      if (alone) return { kind: 'yourTurn', seat: mine[0]! };
      if (uncovered !== null && mine.includes(uncovered)) return { kind: 'yourTurn', seat: uncovered };
      return { kind: 'curtain', seat: mine[0]! };
    }
  }
}

export type OpeningCue = 'open' | 'close';

/** The sound to play as the status changes: a window opening or closing (null: none). */
export function cueFor(previous: OpeningStatus | null, next: OpeningStatus | null): OpeningCue | null {
  const wasOpen = previous?.stage === 'window';
  const isOpen = next?.stage === 'window';
  if (isOpen && (!wasOpen || previous!.index !== next!.index)) return 'open';
  if (wasOpen && !isOpen && next?.stage !== 'paused') return 'close';
  return null;
}
