import { TABLE_SEAT } from '../../protocol/messages';

/**
 * Which sound cue a seat's new view calls for (issue 17), beyond the opening play's own: the
 * seat has a decision again, a Cold War cease-fire was resolved, the game ended. Decided only from
 * what the seat's own views show, so a cue tells the room nothing the screen does not.
 */
export type GameCue = 'yourTurn' | 'ceasefire' | 'gameOver';

/** The parts of a seat's model (lib/seat-model.ts) a cue is decided from. */
export interface CueView {
  readonly table: string;
  readonly version: number;
  readonly log: readonly unknown[];
  readonly legal: readonly unknown[];
  readonly over: boolean;
}

const isCeasefire = (entry: unknown): boolean =>
  typeof entry === 'object' && entry !== null && (entry as { type?: unknown }).type === 'ceasefire';

/**
 * The cue from `previous` to `next` of seat `seat`'s view, or null. None on a first view (joining
 * or coming back is not news), across tables, or after an undo (the view went back). The game's
 * end wins over a cease-fire, which wins over the turn; the table seat never has a turn.
 */
export function gameCue(previous: CueView | undefined, next: CueView, seat: string): GameCue | null {
  if (!previous || previous.table !== next.table || next.version <= previous.version) return null;
  if (next.over) return previous.over ? null : 'gameOver';
  if (next.log.slice(previous.log.length).some(isCeasefire)) return 'ceasefire';
  if (seat !== TABLE_SEAT && previous.legal.length === 0 && next.legal.length > 0) return 'yourTurn';
  return null;
}

/** Cues every seat of a screen sees alike: played once per version however many seats it holds. */
const SHARED: readonly GameCue[] = ['ceasefire', 'gameOver'];

/** What a screen remembers between views to play each shared cue once: the version it last played one at. */
export interface CueMemory {
  readonly sharedAt: number;
}

export const NO_CUES_YET: CueMemory = { sharedAt: -1 };

/**
 * The cue to play for one view message on a screen, and what it remembers. Nothing while the
 * Double Agent's timed opening runs (it has cues of its own).
 */
export function cueToPlay(
  memory: CueMemory,
  previous: CueView | undefined,
  next: CueView,
  seat: string,
  openingUnderWay: boolean,
): { readonly cue: GameCue | null; readonly memory: CueMemory } {
  const cue = openingUnderWay ? null : gameCue(previous, next, seat);
  if (cue === null || !SHARED.includes(cue)) return { cue, memory };
  if (next.version <= memory.sharedAt) return { cue: null, memory };
  return { cue, memory: { sharedAt: next.version } };
}
