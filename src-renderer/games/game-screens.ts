import type { Component } from 'svelte';
import type { GameRules } from '../../engine/core';
import type { GameHelp } from '../help/game-help';
import type { SeatModel } from '../lib/seat-model';
import type { GameOverText } from '../table/game-over-text';
import type { PhaseHelp } from '../table/phase-help';
import type { ScreenProps } from '../table/screen-props';

/** A form the lobby shows before a table of the game is made, for the options it needs. */
export interface SetupProps {
  oncreate(options: Record<string, unknown>): void;
  oncancel(): void;
}

/**
 * What the shell reads from one game besides its components, so that it never imports one or
 * branches on its id. Plain functions (tested in Node): each reads only the view it is given (a
 * seat's own, or the public one) and none may reach for another seat's secrets.
 */
export interface GamePresentation {
  /** "Play against the computer": the seat a bot of the chosen level takes and the one this screen keeps. */
  readonly computerOpponent?: { readonly seat: string; readonly yourSeat: string };
  /** Whether the game has a guided first game ("Learn to play"). */
  readonly guided: boolean;
  /** Whether "Play again" may also swap the seats (a two-sided game). */
  readonly swapOnRematch: boolean;
  /** Whether the game has an opening play the host times (the opening screen and its messages). */
  readonly openingPlay: boolean;
  /** The game's name, how many play, and one line about it, in the current language. */
  name(): string;
  players(): string;
  blurb(): string;
  /** "How to play", in the current language. */
  help(): GameHelp;
  /** What the seat on screen may do now, and why; null when there is nothing to explain. */
  phaseHelp(view: unknown): PhaseHelp | null;
  /** Who the table waits for, from a public view; null when the view does not say. */
  waitingFor(view: unknown): string[] | null;
  /** Whether the view is at a step every player may watch, so a shared screen needs no curtain. */
  isPublicStep(view: unknown): boolean;
  /** The part of a seat's model anyone at the table may see. */
  publicModel(model: SeatModel): SeatModel;
  /** How the game ended, from the seat's own final view and log; null while it goes on. */
  gameOverText(view: unknown, log: readonly unknown[]): GameOverText | null;
  /** One legal action in words, for controls the shell draws itself (the opening play's). */
  actionLabel(view: unknown, action: unknown): string;
  /** A place a notice names (by id), as the game's screen names it. */
  placeName(view: unknown, id: string): string;
  /** The seat's own identity card (a hidden role dealt to it), from its own view; null when it has none. */
  identityCard?(view: unknown): IdentityCard | null;
  /**
   * Whether the game has not opened yet (no player has made a choice that needs their identity):
   * a shared screen shows each seat its identity card first.
   */
  beforeOpening?(view: unknown): boolean;
}

/** A hidden role as its card says it, in the current language. */
export interface IdentityCard {
  /** The role's name as on the card: "Double Agent". */
  readonly title: string;
  /** What the role must do, in a sentence or two. */
  readonly text: string;
}

/** A game's rules behind the engine's one contract, as the shell holds them: it never looks inside a state. */
export type AnyGameRules = GameRules<unknown, unknown, unknown, Record<string, unknown>>;

/**
 * Everything the shell needs from one game: a game registers this in
 * `src-renderer/games/<game>/index.ts` and `registry.ts` lists it.
 */
export interface GameScreens extends GamePresentation {
  /** The table for one seat (or the TV's public one). */
  readonly Screen: Component<ScreenProps>;
  /** The lobby's form for a new table; without one, "New table" makes it at once. */
  readonly Setup?: Component<SetupProps>;
  /**
   * The game's own rules, the engine's `GameRules`: each screen replays a finished fair-deal game
   * with them to check its deal. Null for a game this screen does not have.
   */
  readonly rules: AnyGameRules | null;
}

/** `publicModel` of a game whose every seat's view is private: nothing of it may be shown to all. */
export const nothingPublic = (model: SeatModel): SeatModel => ({ ...model, view: {}, log: [] });

/** Whether a shared screen must show this seat its identity card before the game opens. */
export const identityDue = (game: GamePresentation, view: unknown): boolean =>
  (game.beforeOpening?.(view) ?? false) && (game.identityCard?.(view) ?? null) !== null;
