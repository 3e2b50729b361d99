import type { GameRules, Result } from '../../engine/core';
import type { GameListing, GameSettings } from '../../protocol/messages';
import type { HostTiming } from '../cli-args';
import type { BoardPanel } from './board-panel';
import type { Host } from './host';
import type { RulesStep, SavedRules } from './rules-version';

/** Every game behind the one contract the host speaks; the host never looks inside a state. */
export type AnyGameRules = GameRules<unknown, unknown, unknown, Record<string, unknown>>;

/** What the host must know of a game that opens with a timed private play (the Double Agent, B5). */
export interface OpeningPlayRule {
  /** Whether the game waits for its opening play, judged from the public table view. */
  readonly pending: (publicView: unknown) => boolean;
  /** The seats in the order they take their opening windows. */
  readonly order: (publicView: unknown) => readonly string[];
  /** True when the options make a physical board report the monitors. */
  readonly physical: (options: Record<string, unknown>) => boolean;
  /** The seat whose window may change the board, from the state: for the board referee, never sent. */
  readonly saboteur: (state: unknown) => string | null;
  /** Each window's and each handover's length unless the host is started with others. */
  readonly windowMs: number;
  readonly handoverMs: number;
  /** What a seat that let its window pass plays. */
  readonly noChoice: unknown;
}

/** A game's guided first game ("Learn to play"): a fixed deal and rules, and who the learner plays. */
export interface GuidedGame {
  /** The ChaCha20 key of its deal, known to all (64 hex digits): a lesson hides nothing from its learner. */
  readonly key: string;
  readonly options: Record<string, unknown>;
  /** The computer players seated at once, by seat; the learner takes the seat left free. */
  readonly bots: Readonly<Record<string, string>>;
}

/** Where a physical board keeps its settings, and where it says what happens to its connection. */
export interface PhysicalBoardSetup {
  /** The board choice and socket mapping (`board.json`); null keeps them in memory. */
  readonly settingsFile: string | null;
  readonly log?: (line: string) => void;
}

/**
 * A game's physical board inside the host (the Double Agent's camp, read over serial): it feeds
 * the game's physical tables through the host's intent path, and answers the board panel and
 * `/api/board`.
 */
export interface PhysicalBoard extends BoardPanel {
  /** The board chosen last time in the app's settings, if any. */
  readonly savedTarget: { readonly target: string; readonly baud: number } | null;
  close(): Promise<void>;
}

/**
 * One game as the host serves it: its rules and the few hooks the host calls. Each game's lives
 * in `src-main/games/<game>/`; `games.ts` registers them, and no other host module names a game.
 */
export interface HostedGame {
  readonly rules: AnyGameRules;
  /** The version of the rules this build plays, recorded in every save (docs/architecture.md, "Versioned rules"). */
  readonly rulesVersion: number;
  /** From each older rules version (the key) to the next: how an old save is brought up to date. */
  readonly rulesSteps?: Readonly<
    Record<number, RulesStep<{ rules: SavedRules; options: Record<string, unknown> }>>
  >;
  /** The computer player that stands in for a seat whose person left; without one, nobody does. */
  readonly standInBot?: string;
  /** "Play again, sides swapped": where each seat sits at the new table; without it, no swap is offered. */
  readonly swappedSeats?: Readonly<Record<string, string>>;
  /**
   * A LAN table request's `seats` as the game's options (`POST /api/tables`), or why they do not
   * fit; without it the game takes no seats there.
   */
  readonly seatsOption?: (
    seats: readonly string[],
    options: Record<string, unknown>,
  ) => Result<Record<string, unknown>>;
  readonly openingPlay?: OpeningPlayRule;
  readonly listing: GameListing;
  /** Options used when a table is created without any (the lobby's quick start). */
  readonly defaultOptions: Record<string, unknown>;
  /** The screens' settings unless the host is started with others (told on joining). */
  readonly defaultSettings: GameSettings;
  /** The screens' settings as the host was started (`serve --inspection-seconds`…); the defaults without it. */
  readonly settingsFrom?: (timing: HostTiming) => GameSettings;
  readonly guided?: GuidedGame;
  /** The no-effect default for a seat whose turn timed out (`serve --turn-seconds`); untimed without it. */
  readonly timeoutAction?: (state: unknown, seat: string) => unknown;
  /**
   * The think time the table's players agreed in its rules, from the public view: when it runs out
   * the table is told, and nothing is played for anyone. null: none agreed, or none applies now.
   */
  readonly agreedThinkSeconds?: (publicView: unknown) => number | null;
  /** The physical board this game can be played at; one host serves one board, of the first game that has one. */
  readonly physicalBoard?: (host: Host, setup: PhysicalBoardSetup) => Promise<PhysicalBoard>;
}
