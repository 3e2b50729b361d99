import { err, type OpeningCurtains, type Result, TABLE_SEAT } from '../../engine/core';
import type { HostMessage, NoticeCode } from '../../protocol/messages';
import { hostedGame } from './games';
import { OpeningPlay, type OpeningReferee } from './opening-play';
import type { Table } from './table';

/** What a screen asks of the opening: run its clock, or uncover a seat's window behind its curtain. */
export type OpeningCommand =
  | { readonly command: 'start' | 'pause' | 'resume' }
  | { readonly command: 'uncover'; readonly seat: string | null };

/** A screen at a table, as the opening play sees it: the seats it holds, and its mailbox. */
export interface OpeningScreen {
  readonly seats: readonly string[];
  readonly local: boolean;
  send(message: HostMessage): void;
}

export interface OpeningsOptions {
  readonly windowMs?: number;
  readonly handoverMs?: number;
  /** How long a window at a shared screen waits behind its curtain before its seats count as absent. */
  readonly curtainWaitMs?: number;
  /** Run the timed opening at screen-only tables too (physical-board tables always have it). */
  readonly everyTable?: boolean;
}

const players = (seats: Iterable<string>) => [...seats].filter((seat) => seat !== TABLE_SEAT);

/** A seat's player who never uncovers their window at a shared screen counts as absent after this. */
export const CURTAIN_WAIT_MS = 120_000;

/**
 * Every table's timed opening play (B5): started as a game enters its opening, ended as it
 * leaves it, with its status sent alike to every screen at the table.
 */
export class Openings {
  private readonly plays = new Map<string, OpeningPlay>();
  private referee: ((table: Table) => OpeningReferee | null) | null = null;
  /** Per table, seats whose windows wait for their choice (test hosts only; see OpeningPlay). */
  private readonly held = new Map<string, ReadonlySet<string>>();
  /** Tables whose running opening was stopped by pausing the game. */
  private readonly pausedByGame = new Set<string>();

  constructor(
    private readonly options: OpeningsOptions,
    private readonly screensAt: (table: Table) => Iterable<OpeningScreen>,
    /** Called after every change of a table's opening (bots may have a window to play). */
    private readonly changed: (table: Table) => void,
    /** Tells everyone at a table something outside the game view. */
    private readonly notify: (
      table: Table,
      code: NoticeCode,
      params: Record<string, string>,
    ) => void = () => {},
  ) {}

  /** Lets a physical board judge the opening play of the tables it serves. */
  setReferee(referee: ((table: Table) => OpeningReferee | null) | null): void {
    this.referee = referee;
  }

  /** From now on `seats`' windows at this table stay open until they have chosen (test hosts only). */
  holdWindows(table: Table, seats: readonly string[]): void {
    this.held.set(table.id, new Set(seats));
  }

  /** Starts or ends a table's opening play as the game enters or leaves it. */
  check(table: Table): void {
    const rule = hostedGame(table.game).openingPlay;
    const running = this.plays.get(table.id);
    const timed =
      rule !== undefined && (this.options.everyTable === true || rule.physical(table.header.options));
    // A table not dealt yet has no game, so no opening to wait for: it is checked again once dealt.
    const pending = timed && table.isDealt && rule.pending(table.viewFor(TABLE_SEAT));
    if (pending && !running) {
      const play = new OpeningPlay(table, {
        groups: () => this.groups(table),
        windowMs: this.options.windowMs ?? rule.windowMs,
        handoverMs: this.options.handoverMs ?? rule.handoverMs,
        curtains: () => this.curtains(table),
        onAbsent: (seats) => {
          for (const seat of seats) this.notify(table, 'opening-absent', { seat });
        },
        noChoice: rule.noChoice,
        referee: this.referee?.(table) ?? null,
        heldSeats: () => this.held.get(table.id) ?? new Set(),
      });
      this.plays.set(table.id, play);
      play.onChange(() => {
        this.broadcast(table);
        this.changed(table);
      });
      this.broadcast(table);
    } else if (!pending && running) {
      running.stop();
      this.plays.delete(table.id);
      this.broadcast(table);
    }
  }

  /**
   * The game was paused or resumed: a running opening stops its clock with it, and starts it again
   * on resume (an opening paused by its own button stays as it was).
   */
  pausedChanged(table: Table): void {
    const play = this.plays.get(table.id);
    if (!play) return;
    if (table.pausedBy !== null) {
      if (play.pause().ok) this.pausedByGame.add(table.id);
    } else if (this.pausedByGame.delete(table.id)) play.resume();
  }

  /** Screens came or went: a sequence not yet started shows the windows they make now. */
  seatsChanged(table: Table): void {
    this.plays.get(table.id)?.regroup();
  }

  isRunning(table: Table): boolean {
    return this.plays.has(table.id);
  }

  /** The opening message for one screen, or null at a table whose game has no opening play. */
  messageFor(table: Table, seats: Iterable<string>): HostMessage | null {
    if (hostedGame(table.game).openingPlay === undefined) return null;
    const play = this.plays.get(table.id);
    return {
      type: 'opening',
      table: table.id,
      status: play ? play.status() : null,
      chosen: play ? [...seats].filter((seat) => play.hasChosen(seat)) : [],
    };
  }

  command(table: Table, screen: OpeningScreen, command: OpeningCommand): Result<void> {
    const play = this.plays.get(table.id);
    if (!play) return err('no_opening', 'This table is not waiting for its opening play.');
    if (table.pausedBy !== null) return err('paused', 'The game is paused; a player must resume it first.');
    if (command.command === 'uncover') {
      if (command.seat === null) return err('no_seat', 'Say which seat uncovers its opening window.');
      if (!screen.seats.includes(command.seat) || command.seat === TABLE_SEAT)
        return err('not_your_seat', 'This screen does not hold that seat.');
      return play.uncover(command.seat);
    }
    if (players(screen.seats).length === 0 && !screen.local)
      return err('not_your_seat', 'Only the players run the opening play.');
    if (command.command === 'start') return play.start();
    return command.command === 'pause' ? play.pause() : play.resume();
  }

  /**
   * Holds an opening choice made during a timed opening; null for any other action. Only the
   * screens holding the chooser's seat hear of it (their `chosen`): every other screen gets opening
   * messages only when the schedule changes, so none can tell when anyone chose.
   */
  intercept(table: Table, seat: string, action: Record<string, unknown>): Result<void> | null {
    const play = this.plays.get(table.id);
    if (!play || action.type !== 'opening') return null;
    if (table.pausedBy !== null) return err('paused', 'The game is paused; a player must resume it first.');
    const kept = play.choose(seat, action);
    if (kept.ok) {
      for (const screen of this.screensAt(table)) {
        if (!screen.seats.includes(seat)) continue;
        const message = this.messageFor(table, screen.seats);
        if (message) screen.send(message);
      }
      this.changed(table);
    }
    return kept;
  }

  /** Whether a seat may decide now: always, except in a timed opening outside its window or after choosing. */
  awaitsDecision(table: Table, seat: string): boolean {
    const play = this.plays.get(table.id);
    return !play || (play.isOpenFor(seat) && !play.hasChosen(seat));
  }

  /**
   * One window per seat in turn at a physical board or a shared screen (B5 "hot-seat"); all at
   * once when every player has a screen of their own.
   */
  private groups(table: Table): string[][] {
    const rule = hostedGame(table.game).openingPlay!;
    const order = [...rule.order(table.viewFor(TABLE_SEAT))];
    const shared = [...this.screensAt(table)].some((screen) => players(screen.seats).length > 1);
    return rule.physical(table.header.options) || shared ? order.map((seat) => [seat]) : [order];
  }

  /**
   * At a shared screen (windows one seat at a time, no physical board) every seat a screen holds
   * waits behind its curtain: its window opens when its player uncovers it. A seat no screen holds
   * (a computer player) keeps the fixed timing.
   */
  private curtains(table: Table): OpeningCurtains {
    const rule = hostedGame(table.game).openingPlay!;
    const screens = [...this.screensAt(table)];
    const shared = screens.some((screen) => players(screen.seats).length > 1);
    const seats =
      shared && !rule.physical(table.header.options)
        ? new Set(screens.flatMap((screen) => players(screen.seats)))
        : new Set<string>();
    return { seats, waitMs: this.options.curtainWaitMs ?? CURTAIN_WAIT_MS };
  }

  private broadcast(table: Table): void {
    for (const screen of this.screensAt(table)) {
      const message = this.messageFor(table, screen.seats);
      if (message) screen.send(message);
    }
  }
}
