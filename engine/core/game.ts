import type { Result } from './result';
import type { RngSeed } from './rng';

/** Who looks at a view: a player's seat id, or the public table (a TV, a spectator). */
export const TABLE_SEAT = 'table';

/** The longest seat id (a player's name) a screen can send, so the longest a game may give a seat. */
export const MAX_SEAT_LENGTH = 32;

/** What one accepted action produced. */
export interface Step<State, Event> {
  readonly state: State;
  /** Narration of what happened, unfiltered; pass through `eventsFor` before showing a seat. */
  readonly events: readonly Event[];
  /**
   * True when taking this action back leaks nothing: it drew nothing random and revealed
   * nothing hidden to anyone, the actor included (a peek is final). The host offers undo only for
   * such actions; test/unit/undo.property.test.ts checks the meaning for every engine.
   */
  readonly undoable: boolean;
}

/**
 * The contract every game engine offers the host, so the host, the journal, the bots and the
 * leak tests stay generic over games. Everything is pure: no I/O, no clock, no Math.random.
 */
export interface GameRules<State, Action, Event, Options> {
  readonly id: string;
  /**
   * A new game; every random choice comes from the seed: a table's 256-bit key, or (saves made
   * before tables were keyed, tests, tournaments) a number for the fast generator.
   */
  create(options: Options & { seed: RngSeed }): Result<State>;
  /** The player seats of this game, in turn order (never includes the table seat). */
  seats(state: State): readonly string[];
  /** The seats that have a decision pending now (empty when the game is over). */
  toAct(state: State): readonly string[];
  legalActions(state: State, seat: string): readonly Action[];
  /** Validates `action` (it may be any untrusted value) and applies it; never throws, never mutates. */
  step(state: State, seat: string, action: unknown): Result<Step<State, Event>>;
  /** Only what `seat` (a player seat or TABLE_SEAT) may know. Plain JSON. */
  viewFor(state: State, seat: string): unknown;
  /** The log events `seat` may read, redacted where needed. */
  eventsFor(events: readonly Event[], seat: string): readonly Event[];
  isOver(state: State): boolean;
  /** The winning seats once the game is over (empty for a draw or while it runs). */
  winners(state: State): readonly string[];
}
