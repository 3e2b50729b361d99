import type { DaState } from './state';

/** The Double Agent's opening windows (B5): 15 seconds each, and a short handover between. */
export const OPENING_WINDOW_MS = 15_000;
export const OPENING_HANDOVER_MS = 3_000;

/** B5 "each player in turn": the first player (from the start roll), then on in seating order. */
export function openingWindowOrder(view: {
  readonly players: readonly { readonly id: string }[];
  readonly firstPlayer: string | null;
}): string[] {
  const seats = view.players.map((player) => player.id);
  const first = Math.max(0, seats.indexOf(view.firstPlayer ?? ''));
  return [...seats.slice(first), ...seats.slice(0, first)];
}

/** A game whose monitors are on a physical board plays its opening there, not on a screen. */
export const opensAtPhysicalBoard = (options: { readonly rules?: unknown }): boolean =>
  (options.rules as { monitors?: unknown } | undefined)?.monitors === 'table';

/**
 * B5: the one seat whose opening window may change a monitor (the double agent). Read from the
 * state, for the host's board referee only; it must never reach a screen or a log.
 */
export function openingSaboteur(state: DaState): string | null {
  return state.players.find((player) => player.role === 'doubleAgent')?.id ?? null;
}

/** What a physical board showed around the opening play, by socket index: '1' ON, '0' OFF, else unknown. */
export interface OpeningAtBoard {
  readonly start: readonly string[];
  readonly end: readonly string[];
  /** The socket indexes (0-based) that hold a monitor in this game. */
  readonly sockets: readonly number[];
  /** The window open when each board change came (null: between or outside windows). */
  readonly changesIn: readonly (number | null)[];
  /** The double agent's window. */
  readonly doubleAgentWindow: number;
}

/**
 * B5 at a physical board: from every monitor ON, exactly one went OFF, and the board changed only
 * in the double agent's own window. Returns the socket index sabotaged, or null when the opening must be
 * played again (which says nothing of who broke it).
 */
export function judgeOpeningAtBoard(opening: OpeningAtBoard): number | null {
  if (opening.sockets.some((socket) => opening.start[socket] !== '1')) return null;
  const off = opening.sockets.filter((socket) => opening.end[socket] !== '1');
  if (off.length !== 1 || opening.end[off[0]!] !== '0') return null;
  if (opening.changesIn.some((window) => window !== opening.doubleAgentWindow)) return null;
  return off[0]!;
}
