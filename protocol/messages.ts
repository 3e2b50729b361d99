import { z } from 'zod';
import {
  ENTROPY_HEX,
  type ErrorParams,
  type FairDealProof,
  MAX_SEAT_LENGTH,
  type OpeningProgress,
} from '../engine/core';
import type { BoardReport } from './board-report';

/**
 * The wire protocol between the host and every screen (a LAN browser over WebSocket, the
 * Electron window over IPC). Host and screens both import this file; it holds no game logic.
 * Documented for humans in docs/lan-protocol.md.
 */

/**
 * A game's screen settings, chosen where the host was started and told to every screen on
 * joining; each game's screens read their own keys (the Double Agent's: `inspectionMs`).
 */
export type GameSettings = Readonly<Record<string, number>>;

/** The largest frame a client may send; anything bigger is refused before parsing. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * How fast computer players' moves are played at a table (issue 17): the host holds each answer
 * until this long after it asked, so people can follow the board. `off` is for tournaments,
 * benchmarks and tests.
 */
export const BOT_PACES = ['off', 'normal', 'slow'] as const;
export type BotPace = (typeof BOT_PACES)[number];
export const BOT_PACE_MS: Readonly<Record<BotPace, number>> = { off: 0, normal: 800, slow: 1600 };

/** A game's id: any short name, since a host may register games this build does not ship (a test's toy game). */
export type GameId = string;
/** A game id as a message or a save may carry it; whether the host plays that game is the host's to say (`unknown_game`). */
export const gameIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);

/** The seat of a TV or spectator: public information only (defined with the game contract). */
export { TABLE_SEAT } from '../engine/core';

const seatName = z.string().min(1).max(MAX_SEAT_LENGTH);

/**
 * The length of a seat name longer than any seat may be, else null. The host refuses such a name
 * by name (`long_seat_name`, with `max` and `length`) rather than as a malformed message, and
 * never cuts it to fit.
 */
export function overlongSeatName(name: unknown): number | null {
  return typeof name === 'string' && name.length > MAX_SEAT_LENGTH ? name.length : null;
}
/** Six letters and digits, typed with any case and spaces (`K7M 2QX`). */
const joinCode = z.string().min(4).max(24);
const token = z.string().min(16).max(128);
/**
 * A screen's share of the deal (docs/fair-deal.md): 128 bits from its own `crypto.getRandomValues`,
 * sent when it takes a seat; counted only for a seat taken before the game is dealt.
 */
const entropy = z.string().regex(ENTROPY_HEX);
/** Actions are validated by the game engine itself; here only their outer shape. */
const action = z.record(z.string(), z.unknown());

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), client: z.string().max(64).optional() }).strict(),
  z.object({ type: z.literal('ping'), nonce: z.number().int().optional() }).strict(),
  z.object({ type: z.literal('join'), code: joinCode, seat: seatName, entropy: entropy.optional() }).strict(),
  z.object({ type: z.literal('resume'), token, entropy: entropy.optional() }).strict(),
  /** `seat` is needed only by a screen holding several seats (hot-seat). */
  z.object({ type: z.literal('intent'), action, seat: seatName.optional() }).strict(),
  z.object({ type: z.literal('undo'), seat: seatName.optional() }).strict(),
  /** Any player pauses the whole game (`paused` true) or resumes it; `seat` as for `intent`. */
  z.object({ type: z.literal('pause'), paused: z.boolean(), seat: seatName.optional() }).strict(),
  /**
   * Double Agent opening play (B5): anyone seated at the table starts, pauses or resumes the
   * windows; at a shared screen a seat's player uncovers its window (`uncover`, with `seat`).
   */
  z
    .object({
      type: z.literal('opening'),
      command: z.enum(['start', 'pause', 'resume', 'uncover']),
      seat: seatName.optional(),
    })
    .strict(),
  /**
   * Host machine only: the physical board panel. `watch` sends a `board` report now and on
   * every change until `unwatch`; `ports` lists serial devices; `connect` takes `target` (a
   * device path, `auto` or tcp://HOST:PORT) and `baud`; `mapping` takes one sector id (or null)
   * per socket.
   */
  z
    .object({
      type: z.literal('board'),
      command: z.enum(['watch', 'unwatch', 'ports', 'connect', 'disconnect', 'mapping']),
      target: z.string().min(1).max(256).optional(),
      baud: z.number().int().min(300).max(4_000_000).optional(),
      mapping: z.array(z.string().max(16).nullable()).max(32).optional(),
    })
    .strict(),
  /** Host machine only: a computer player takes a seat (`bot` names it), or leaves it (`bot` null). */
  z
    .object({
      type: z.literal('seatBot'),
      table: z.string().max(32),
      seat: seatName,
      bot: z.string().min(1).max(32).nullable(),
    })
    .strict(),
  /** Host machine only: hide a finished table from the list (`archived` false brings it back). */
  z.object({ type: z.literal('archiveTable'), table: z.string().max(32), archived: z.boolean() }).strict(),
  /**
   * "Play again" on a finished table (a player's screen, or the host machine's): a new table with
   * the same game, options and bots and a new seed; `swap` trades the Cold War sides. Every screen
   * at the finished table is sent `rematch` with its seats (and their tokens) at the new one.
   */
  z.object({ type: z.literal('rematch'), table: z.string().max(32), swap: z.boolean().optional() }).strict(),
  /** Host machine only: a finished game as a file (answered with `gameFile`). */
  z.object({ type: z.literal('exportTable'), table: z.string().max(32) }).strict(),
  /**
   * Host machine only: a game file taken in, in parts of up to 4000 characters (a message is at
   * most 16 KiB), in order, `part` 0 to `parts` - 1 under one `upload` id. Answered with
   * `tableImported` once the last part is in and the game replays.
   */
  z
    .object({
      type: z.literal('importTable'),
      upload: z.string().min(1).max(32),
      part: z.number().int().min(0),
      parts: z.number().int().min(1).max(5000),
      text: z.string().max(4000),
    })
    .strict(),
  /** Host machine only: delete a finished table and its saved game for good. */
  z.object({ type: z.literal('deleteTable'), table: z.string().max(32) }).strict(),
  /** Let go of every seat this screen holds (its tokens stay valid), to sit at another table. */
  z.object({ type: z.literal('leave') }).strict(),
  /** Host machine only: open or close the table to phones and TVs on the local network. */
  z.object({ type: z.literal('setLan'), enabled: z.boolean() }).strict(),
  /** Host machine only: the public table of a game after `at` actions. */
  /**
   * `seat`: the step as that player saw it ("Reveal all"), only once the game is over; without
   * it, the public table.
   */
  z
    .object({
      type: z.literal('replay'),
      table: z.string().max(32),
      at: z.number().int().min(0),
      seat: seatName.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('createTable'),
      game: gameIdSchema,
      options: z.record(z.string(), z.unknown()).optional(),
      /** The game's guided first game instead: its fixed deal and rules, its trainer seated. */
      guided: z.literal(true).optional(),
      /** Without it, the host's own default (`serve --bot-pace`). */
      botPace: z.enum(BOT_PACES).optional(),
    })
    .strict(),
  /** A player at the table (any of its seats but the TV): how fast its computer players' moves are played. */
  z.object({ type: z.literal('setBotPace'), pace: z.enum(BOT_PACES) }).strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** A computer player as `welcome` lists it (the host's bot registry, `engine/bots/registry.ts`). */
export interface BotListing {
  readonly name: string;
  readonly game: GameId;
  /** The search level, for the bots that have one. */
  readonly level: 'easy' | 'normal' | 'hard' | null;
  /** The i18n key of its label, such as `bots.ismcts:easy`. */
  readonly labelKey: string;
  /** Offered in screens' menus; aliases and the lesson's trainer are only accepted. */
  readonly offered: boolean;
}

/** A game the table can host, as the lobby lists it. */
export interface GameListing {
  readonly id: GameId;
  readonly name: string;
  readonly players: string;
  readonly blurb: string;
}

/** A seat as anyone may see it: taken or free, never its token. */
export interface SeatStatus {
  readonly seat: string;
  readonly taken: boolean;
  readonly connected: boolean;
  /** The computer player holding the seat, if one does. */
  readonly bot: string | null;
}

/** How a table's cards and dice are dealt (docs/fair-deal.md). */
export type DealSummary =
  /**
   * A fair deal: the host's SHA-256 commitment to its secret (64 hex digits), shown from the first
   * frame; the game is dealt once every seat is taken (`dealt`), and checked on every screen at its end.
   */
  | { readonly kind: 'fair'; readonly commitment: string; readonly dealt: boolean }
  /** A lesson's deal, known to all (its key is in the source). */
  | { readonly kind: 'known' }
  /** A game saved before tables committed to their deal: nothing to check it with. */
  | { readonly kind: 'seeded' };

export type { FairDealProof } from '../engine/core';

export interface TableSummary {
  readonly id: string;
  readonly game: GameId;
  readonly code: string;
  readonly seats: readonly SeatStatus[];
  readonly actions: number;
  readonly over: boolean;
  /** A finished table hidden from the lobby's list (still replayable from its "Archived" view). */
  readonly archived: boolean;
  /** Set on a lesson table ("Learn to play", `createTable` with `guided`): screens show its notes. */
  readonly lesson?: 'guided';
  /** How fast its computer players’ moves are played (`BOT_PACE_MS`); always sent by this host. */
  readonly botPace?: BotPace;
  /** How its game is dealt, and the commitment to check it by. */
  readonly deal: DealSummary;
}

export interface ViewPatch {
  readonly set: Readonly<Record<string, unknown>>;
  readonly unset: readonly string[];
}

/** Applies a view message to the view a screen already holds for that seat. */
export function patchView(previous: unknown, message: { view?: unknown; patch?: ViewPatch }): unknown {
  if (message.view !== undefined || !message.patch) return message.view;
  const next: Record<string, unknown> = { ...(previous as Record<string, unknown>), ...message.patch.set };
  for (const key of message.patch.unset) delete next[key];
  return next;
}

export type HostMessage =
  | {
      type: 'welcome';
      version: string;
      games: readonly GameListing[];
      /** Every computer player the host accepts (`seatBot`); screens offer those marked `offered`. */
      bots: readonly BotListing[];
      /** Only for screens on the host machine: every table, running or finished. */
      tables: readonly TableSummary[];
      /** Only for screens on the host machine: where phones can reach this table, if LAN play is on. */
      lan: { enabled: boolean; switchable: boolean; urls: readonly string[] } | null;
      /**
       * Only for screens on the host machine: saved games that could not be loaded at start-up
       * (`problems`) and notes about those that were (`warnings`), in the host's words.
       */
      saves: { problems: readonly string[]; warnings: readonly string[] } | null;
      /**
       * Only for screens on the host machine: addresses that have made more wrong join codes than
       * a person mistyping would (someone may be guessing codes), with how many.
       */
      probing?: readonly { readonly address: string; readonly wrongCodes: number }[];
    }
  | {
      type: 'replayFrame';
      table: string;
      game: GameId;
      at: number;
      total: number;
      /** Whether the game is over (then it can be saved as a file). Absent from older hosts. */
      over?: boolean;
      /** Whose view this is (`table`: the public one), and the seats a finished game can be seen by. */
      seat?: string;
      seats?: readonly string[];
      view: unknown;
      log: readonly unknown[];
      /** Per entry of `log`, the number of the action that produced it (absent from older hosts). */
      logActs?: readonly number[];
      /** A finished fair-deal game's proof, to check it again on this device; absent otherwise. */
      proof?: FairDealProof;
    }
  | { type: 'pong'; nonce?: number }
  /** A finished game as one file (`.safehouse`), for the host machine's screen to save. */
  | { type: 'gameFile'; table: string; name: string; text: string }
  | { type: 'tableImported'; table: TableSummary }
  /**
   * The players of finished table `table` play again at `next`: this screen's seats there, each
   * with its token (none for the table seat). Empty `seats`: the new table was made earlier; join it.
   */
  | {
      type: 'rematch';
      table: string;
      next: { id: string; code: string };
      seats: readonly { seat: string; token?: string }[];
    }
  | { type: 'tableCreated'; table: TableSummary }
  /**
   * To every screen at a table not dealt yet, whenever its seats change: who has taken a seat, and
   * (`table.deal.dealt`) whether the game was dealt. Views follow once it is.
   */
  | { type: 'seating'; table: TableSummary }
  /**
   * To every screen at a fair-deal table once its game is over (and to a screen that comes to it
   * then): the host's secret, every seat's contribution and every standing action, for the screen
   * to check against what it was shown (`checkFairDeal`).
   */
  | { type: 'fairDeal'; table: string; proof: FairDealProof }
  /** To every screen at the table: its computer players' pace changed (`setBotPace`). */
  | { type: 'botPace'; table: string; pace: BotPace }
  /** `token` lets this seat come back after a drop; absent for the table seat, which needs none. */
  | {
      type: 'joined';
      seat: string;
      token?: string;
      table: TableSummary;
      /** The table's game settings, the same for every seat and the TV. */
      settings: GameSettings;
    }
  | {
      type: 'view';
      seat: string;
      table: string;
      /** How many actions the game has accepted; rises by one per accepted action. */
      version: number;
      /** The whole view: on joining, after an undo, or when the view is not an object. */
      view?: unknown;
      /** Otherwise only what changed since this screen's last view of this seat, by top-level key. */
      patch?: ViewPatch;
      /** Log events this seat may read, newest last; `logFrom` is the index of the first. */
      log: readonly unknown[];
      logFrom: number;
      /** Per entry of `log`, the number of the action that produced it; null for a table note. */
      logActs?: readonly (number | null)[];
      /** What this seat may do now (empty for the table seat or when it has no decision). */
      legal: readonly unknown[];
      /** Whether this seat may take back its last action now. */
      canUndo: boolean;
      /** The player who paused the game (nothing but resuming is accepted meanwhile); null while it runs. */
      paused: string | null;
      over: boolean;
      winners: readonly string[];
    }
  /**
   * The Double Agent opening play, identical for every seat whatever its role; `chosen` lists
   * the seats this screen holds that have made their choice. `status` is null once it is over.
   */
  | { type: 'opening'; table: string; status: OpeningStatus | null; chosen: readonly string[] }
  /**
   * Something a screen must tell its players that is not part of the game view: about the
   * physical board, for instance. `seat` null is for everyone at the table; otherwise it is for
   * that seat only (a shared screen shows it only while that seat's private view is shown).
   */
  | { type: 'notice'; table: string; seat: string | null; code: NoticeCode; params: Record<string, string> }
  /** Host machine only: the physical board, for the board panel (after a `board` `watch`). */
  | { type: 'board'; report: BoardReport }
  | { type: 'boardPorts'; ports: readonly string[] }
  /**
   * A refusal: a stable `code` (the host's, or the game engine's), the host's English sentence,
   * and the names and numbers a screen fills into its own translation of the code.
   */
  | { type: 'error'; code: string; message: string; params?: ErrorParams };

export type NoticeCode =
  /** For everyone: `seat` never uncovered its opening window at the shared screen, so it passed with no choice. */
  | 'opening-absent'
  /** For everyone: `seat`'s turn timed out (`serve --turn-seconds`) and its no-effect default was played. */
  | 'turn-timeout'
  /** For everyone: `seat` used up the think time the table's rules agreed (`turnThinkSeconds`); nothing was played. */
  | 'think-time-up'
  /** For everyone: the board shows something the rules do not allow; check it (`sector`). */
  | 'board-check'
  /** For everyone: monitors changed while the board was disconnected (`sectors`, comma-separated). */
  | 'board-changed-while-away'
  /** Private: you turned a monitor from OFF to ON, which no one may do (`sector`). */
  | 'board-rule-turned-on'
  /** Private: a Security Agent must leave a monitor as found (`sector`). */
  | 'board-rule-left-changed'
  /** For everyone: the game is paused, so what was done on the board at `sector` was not taken; undo it. */
  | 'board-paused'
  /** For everyone: the board stopped answering; wait or check its cable. */
  | 'board-lost'
  | 'board-back'
  /** For everyone: `seat` was left without a screen, and a computer player stands in for now. */
  | 'seat-bot'
  /** For everyone: `seat`'s player is back and the computer player left. */
  | 'seat-back'
  /** For the screen that held `seat` only: its token was used on another device, which has the seat now. */
  | 'seat-taken-over'
  /** For everyone else at the table: `seat` now plays on another device. */
  | 'seat-moved';

export interface OpeningStatus extends OpeningProgress {
  /** Set after a check failed: the table sets the board right and plays the opening again. */
  readonly redo: 'board' | null;
}
