import type { GameSettings } from '../../protocol/messages';

/**
 * What the shell hands a game's screen. The screen draws `view` and offers every entry of
 * `legal` as something the player can choose; it never talks to the host itself.
 *
 * Contract the shell's tests rely on: every legal action is reachable as a button carrying
 * `data-action-index="<index into legal>"`, and the undo control carries `data-undo`.
 */
export interface ScreenProps {
  /** The seat this view belongs to (`table` for a TV or a replay). */
  readonly seat: string;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** This seat's log, oldest first. */
  readonly log: readonly unknown[];
  /** Per entry of `log`, the number of the action that produced it (null when none did). */
  readonly logActs?: readonly (number | null)[];
  readonly canUndo: boolean;
  /** True for replays and the TV: nothing can be chosen. */
  readonly readonly: boolean;
  act(index: number): void;
  undo(): void;
  /** The game's settings from the host (`joined`); each game's screen reads its own keys. */
  readonly settings?: GameSettings;
  /**
   * A private step the player still has to dismiss (an inspection's finding): while held, a
   * screen shared by several seats keeps this seat on show instead of passing to the next.
   */
  hold?(holding: boolean): void;
  /**
   * Whether this view comes right after the last one drawn (default true). A replay's jump, or a
   * step back, is not: nothing is animated from the last view drawn (a walk that never happened).
   */
  readonly follows?: boolean;
  /** The game is paused: nothing can be chosen, and timers on the screen stand still. */
  readonly paused?: boolean;
  /**
   * Why the choices of `legal` cannot be taken now (the game is paused; `lib/choices-lock.ts`):
   * every control that would take one stays on show, disabled, with these words beside it, and
   * its keys do nothing. Null or absent while they can be taken.
   */
  readonly locked?: string | null;
  /** The table's id, on a live table screen (absent in a replay). */
  readonly table?: string;
  /** Several players look at this screen (hot-seat) or it is the public view (a TV). */
  readonly shared?: boolean;
  /** A lesson table ("Learn to play"): a game that has lessons adds its notes on a player's own screen. */
  readonly lesson?: boolean;
}
