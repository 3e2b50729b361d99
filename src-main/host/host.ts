import { botListings, botNames } from '../../engine/bots';
import { type ErrorParams, err, ok, type Result, TABLE_SEAT } from '../../engine/core';
import {
  BOT_PACE_MS,
  type BotPace,
  type ClientMessage,
  type GameId,
  type GameSettings,
  type HostMessage,
  type NoticeCode,
  type TableSummary,
} from '../../protocol/messages';
import { parseClientMessage } from '../lan/messages';
import { RateLimiter, SourceRateLimits } from '../lan/rate-limit';
import { APP_VERSION } from '../version';
import { type BoardScreen, boardCommand } from './board-commands';
import type { BoardPanel } from './board-panel';
import { BotSeats, type BotSeatsHooks } from './bot-seats';
import { newJoinCode, newTableId } from './credentials';
import { GameFileUpload } from './game-file';
import { gameCatalogue, hostedGame, isRegisteredGame } from './games';
import { JoinGuard, type JoinGuardLimits } from './join-guard';
import { newTableHeader } from './journal';
import type { OpeningReferee } from './opening-play';
import { Openings, type OpeningsOptions } from './openings';
import { botMayPlay } from './presence';
import { Rematches } from './rematch';
import { replayFrame } from './replay';
import { freshCursor, type LogCursor, viewMessageFor } from './seat-view';
import { StandIns } from './stand-ins';
import { Table, type TableChange } from './table';
import { fairDeal, type TableDeal } from './table-deal';
import {
  deleteTable,
  importGame,
  memorySink,
  type Shelf,
  type ShelfScreen,
  shelfCommand,
} from './table-shelf';
import type { LoadedTables, TableStore } from './table-store';
import { TurnTimers } from './turn-timers';

/** One connected screen, whatever carries it (a WebSocket, Electron IPC, a test). */
export interface ClientLink {
  send(message: HostMessage): void;
  /** Ends the connection (used against floods). */
  close?(): void;
}

/** What the transport calls when the client sends a frame. */
export interface ClientSession {
  receive(raw: string): void;
  /** A binary frame came: refused and counted like any bad message. */
  receiveBinary(): void;
  close(): void;
}

export interface ConnectOptions {
  /** True for the desktop window and loopback browsers: they may create tables and watch replays. */
  readonly local: boolean;
  /**
   * Where the screen connects from (its IP address), for counting wrong join codes across its
   * connections. Screens without one (the desktop window) share one count.
   */
  readonly address?: string;
}

export interface HostOptions {
  /** Saves tables to disk; without one they live in memory only. */
  readonly store?: TableStore | null;
  /** Opens or closes LAN play on request from the host machine's lobby; absent when fixed at start. */
  readonly lanSwitch?: (enabled: boolean) => Promise<readonly string[]>;
  /** Per-connection message budget; the default suits people, scripted tests may raise it. */
  readonly rateLimit?: { readonly perSecond: number; readonly burst: number };
  /**
   * The timed opening play (B5) of Double Agent tables: always run at a physical board; at
   * screen-only tables only with `everyTable` (until every screen shows its countdown).
   */
  readonly openingPlay?: OpeningsOptions;
  /** Asks a computer player for its move (a worker thread in the app); without it, no bots. */
  readonly askBot?: BotSeatsHooks['ask'];
  /** Starts the bots' thread ahead of the first question (called when a table has a bot seat). */
  readonly warmBots?: () => void;
  /** A person's seat left without any screen this long is handed to a bot until they come back. */
  readonly abandonedSeatMs?: number | null;
  /** Per game, screen settings other than its defaults (told to every screen on joining). */
  readonly gameSettings?: Readonly<Partial<Record<GameId, GameSettings>>>;
  /** How wrong join codes are slowed down per address (src-main/host/join-guard.ts). */
  readonly joinGuard?: JoinGuardLimits;
  /**
   * How often one LAN source may be seated anew (join or resume): each sends the seat's whole
   * history, so a loop of leave and rejoin would otherwise cost the host a full history each time.
   */
  readonly seatingLimit?: { readonly perSecond: number; readonly burst: number };
  /**
   * How fast bots' moves are played at tables that do not say (`createTable.botPace`). Off unless
   * given, so tests, tournaments and benchmarks are never slowed; the app and `serve` give normal.
   */
  readonly botPace?: BotPace;
  /** The optional turn timer: a person's seat waited on this long plays its default (`turn-timers.ts`). */
  readonly turnMs?: number | null;
}

const DEFAULT_RATE_LIMIT = { perSecond: 20, burst: 40 };
const DEFAULT_SEATING_LIMIT = { perSecond: 0.5, burst: 10 };
const SEATING_WAIT = err(
  'seating_wait',
  'This device joined seats too often in a short time; wait a few seconds, then try again.',
);
/** A client refused this many times in a row is dropped. */
const MAX_REFUSALS = 200;
const MAX_WRONG_CODES = 10;

interface Connection {
  readonly link: ClientLink;
  readonly local: boolean;
  readonly address: string;
  readonly limiter: RateLimiter;
  table: Table | null;
  readonly seats: Map<string, LogCursor>;
  unsubscribe: (() => void) | null;
  /** The board panel, if this screen uses it. */
  readonly board: BoardScreen;
  refusals: number;
  wrongCodes: number;
  /** A game file arriving in parts (host machine only). */
  readonly upload: GameFileUpload;
  /** A `seating` message is on its way to this screen. */
  seatingDue: boolean;
  /** The table whose proof this screen was sent (a proof is sent once per screen and table). */
  proofOf: string | null;
}

/**
 * The authority every screen talks to. Transports hand raw frames in; every frame becomes an
 * intent that is checked (who holds the seat, what the rules allow), applied, journaled, and
 * only then shown, each screen getting only its own seat's view.
 */
export class Host {
  private readonly tables = new Map<string, Table>();
  private readonly byCode = new Map<string, Table>();
  private readonly shelf: Shelf;
  private readonly rematches: Rematches;
  private readonly connections = new Set<Connection>();
  private readonly openings: Openings;
  private board: BoardPanel | null = null;
  private readonly botSeats: BotSeats | null;
  private readonly standIns: StandIns | null;
  private readonly turnTimers: TurnTimers;

  private readonly store: TableStore | null;
  private readonly rateLimit: { readonly perSecond: number; readonly burst: number };
  private readonly seatings: SourceRateLimits;
  private lan: { enabled: boolean; urls: readonly string[] } = { enabled: false, urls: [] };
  private readonly lanSwitch: HostOptions['lanSwitch'];

  private saves: { problems: readonly string[]; warnings: readonly string[] } = {
    problems: [],
    warnings: [],
  };
  private readonly joinGuard: JoinGuard;

  constructor(private readonly options: HostOptions = {}) {
    this.store = options.store ?? null;
    this.joinGuard = new JoinGuard(options.joinGuard);
    this.lanSwitch = options.lanSwitch;
    this.rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
    const seating = options.seatingLimit ?? DEFAULT_SEATING_LIMIT;
    this.seatings = new SourceRateLimits(seating.perSecond, seating.burst);
    const askBot = options.askBot;
    this.botSeats = askBot
      ? new BotSeats({
          ask: askBot,
          needsDecision: (table, seat) => this.waitsOn(table, seat),
          mayPlay: botMayPlay,
          paceMs: (table) => BOT_PACE_MS[table.botPace],
          submit: (table, seat, action) => this.submit(table, seat, action as Record<string, unknown>),
          warm: options.warmBots,
          log: (line) => console.warn(`safehouse: ${line}`),
        })
      : null;
    this.standIns =
      this.botSeats && options.abandonedSeatMs != null
        ? new StandIns(options.abandonedSeatMs, {
            seatBot: (table, seat, bot) => this.seatBot(table.id, seat, bot),
            notify: (table, code, params) => this.notify(table.id, null, code, params),
            waitsOn: (table, seat) => this.waitsOn(table, seat),
          })
        : null;
    this.turnTimers = new TurnTimers(options.turnMs ?? null, {
      waitsOn: (table, seat) => this.waitsOn(table, seat),
      submit: (table, seat, action) => this.submit(table, seat, action),
      notify: (table, code, params) => this.notify(table.id, null, code, params),
    });
    this.openings = new Openings(
      options.openingPlay ?? {},
      (table) => this.screensAt(table),
      (table) => this.botSeats?.think(table),
      (table, code, params) => this.notify(table.id, null, code, params),
    );
    this.shelf = this.shelfView();
    this.rematches = new Rematches(this.shelf);
  }

  get connectedClients(): number {
    return this.connections.size;
  }

  /** Records whether phones can reach this host, and at which base URLs. */
  setLan(enabled: boolean, urls: readonly string[]): void {
    this.lan = { enabled, urls };
  }

  /**
   * Brings back saved tables (rebuilt from seed and journal) so their players can rejoin, and
   * keeps what could not be loaded to tell the lobby.
   */
  adopt(saved: Pick<LoadedTables, 'tables'> & Partial<LoadedTables>): void {
    for (const table of saved.tables) {
      this.register(table);
      this.dealWhenSeated(table);
    }
    this.saves = { problems: saved.problems ?? [], warnings: saved.warnings ?? [] };
  }

  /**
   * Sets up a table, with a secret from the operating system's generator. `deal` is for callers
   * inside the host process that must replay a game exactly (tests, a lesson); no screen can
   * choose it, so none can know a deal in advance.
   */
  createTable(
    game: GameId,
    options?: Record<string, unknown>,
    deal: TableDeal = fairDeal(),
    botPace?: BotPace,
    lesson?: 'guided',
  ): Result<TableSummary> {
    if (!isRegisteredGame(game)) return err('unknown_game', `This host plays no game "${game}".`);
    let code = newJoinCode();
    while (this.byCode.has(code)) code = newJoinCode();
    const header = newTableHeader({
      id: newTableId(),
      game,
      options: options ?? hostedGame(game).defaultOptions,
      deal,
      code,
      appVersion: APP_VERSION,
      ...(lesson ? { lesson } : {}),
    });
    const created = this.store ? this.store.create(header) : Table.create(header, memorySink);
    // The engine's own refusal, with its code and params, so a screen can say which option is wrong.
    if (!created.ok) return created;
    this.register(created.value);
    if (botPace) created.value.setBotPace(botPace);
    return ok(created.value.summary());
  }

  /**
   * Deals a fair-deal table once every seat is taken, by a screen (with the value it added) or a
   * computer player (docs/fair-deal.md, "When the deal happens"). A deal that cannot be saved is
   * tried again at the next change of seats.
   */
  private dealWhenSeated(table: Table): void {
    const contributions = table.contributionsWhenSeated();
    if (contributions === null) return;
    const dealt = table.deal(contributions);
    if (!dealt.ok)
      console.warn(`safehouse: table ${table.id} could not be dealt yet: ${dealt.error.message}`);
  }

  /**
   * Sets up `game`'s guided first game: its known deal and options, its computer players seated.
   * The deal is known (it is in the source), which is fine for a lesson against the trainer.
   */
  createGuidedTable(game: GameId, botPace?: BotPace): Result<TableSummary> {
    if (!isRegisteredGame(game)) return err('unknown_game', `This host plays no game "${game}".`);
    const guided = hostedGame(game).guided;
    if (!guided)
      return err('no_guided_game', `${hostedGame(game).listing.name} has no guided first game yet.`);
    if (!this.botSeats) return err('no_bots', 'This host has no computer players.');
    const known: TableDeal = { generator: 'chacha20-known', key: guided.key };
    const created = this.createTable(game, guided.options, known, botPace, 'guided');
    if (!created.ok) return created;
    for (const [seat, bot] of Object.entries(guided.bots)) {
      const seated = this.seatBot(created.value.id, seat, bot);
      if (!seated.ok) return seated;
    }
    return ok(this.tables.get(created.value.id)!.summary());
  }

  status(): { tables: TableSummary[]; clients: number } {
    return {
      tables: [...this.tables.values()].map((table) => table.summary()),
      clients: this.connections.size,
    };
  }

  /** For replays and tests inside the host process only; never reaches a screen. */
  tableById(id: string): Table | undefined {
    return this.tables.get(id);
  }

  /**
   * Test hosts only (`--test-hooks`): `seats`' opening windows at this table stay open past their
   * deadline until each has chosen, so a spec on a busy machine never misses its own window.
   */
  holdOpeningWindows(tableId: string, seats: readonly string[]): Result<void> {
    const table = this.tables.get(tableId);
    if (!table) return err('no_such_table', `No table has the id "${tableId}".`);
    this.openings.holdWindows(table, seats);
    return ok(undefined);
  }

  /** Every table, oldest first; for the board bridge inside the host process. */
  allTables(): readonly Table[] {
    return [...this.tables.values()];
  }

  /**
   * Tells the screens at a table something outside the game view: everyone (`seat` null) or
   * only the screens holding `seat`. Callers must pass nothing a seat may not know.
   */
  notify(tableId: string, seat: string | null, code: NoticeCode, params: Record<string, string>): void {
    for (const connection of this.connections) {
      if (connection.table?.id !== tableId) continue;
      if (seat !== null && !connection.seats.has(seat)) continue;
      connection.link.send({ type: 'notice', table: tableId, seat, code, params });
    }
  }

  connect(link: ClientLink, options: ConnectOptions = { local: false }): ClientSession {
    const connection: Connection = {
      link,
      local: options.local,
      address: options.address ?? 'this machine',
      limiter: new RateLimiter(this.rateLimit.perSecond, this.rateLimit.burst),
      table: null,
      seats: new Map(),
      unsubscribe: null,
      board: { send: (message) => link.send(message), unwatch: null },
      refusals: 0,
      wrongCodes: 0,
      upload: new GameFileUpload(),
      seatingDue: false,
      proofOf: null,
    };
    this.connections.add(connection);
    return {
      receive: (raw) => this.receive(connection, raw),
      receiveBinary: () => this.receiveBinary(connection),
      close: () => this.disconnect(connection),
    };
  }

  private welcome(connection: Connection): void {
    connection.link.send({
      type: 'welcome',
      version: APP_VERSION,
      games: gameCatalogue(),
      bots: botListings(),
      tables: connection.local ? this.status().tables : [],
      lan: connection.local ? { ...this.lan, switchable: this.lanSwitch !== undefined } : null,
      saves: connection.local ? this.saves : null,
      ...(connection.local ? { probing: this.joinGuard.probes() } : {}),
    });
  }

  /** The physical board, for the board panel of screens on the host machine. */
  setBoardPanel(board: BoardPanel | null): void {
    this.board = board;
  }

  /** Lets a physical board judge the opening play of the tables it serves. */
  setOpeningReferee(referee: ((table: Table) => OpeningReferee | null) | null): void {
    this.openings.setReferee(referee);
  }

  /** Whether the game waits on `seat` now: it has a decision, and its opening window (if any) is open. */
  private waitsOn(table: Table, seat: string): boolean {
    return (
      table.pausedBy === null && table.legalFor(seat).length > 0 && this.openings.awaitsDecision(table, seat)
    );
  }

  private screensAt(table: Table) {
    return [...this.connections]
      .filter((connection) => connection.table === table)
      .map((connection) => ({
        seats: [...connection.seats.keys()],
        local: connection.local,
        send: (message: HostMessage) => connection.link.send(message),
      }));
  }

  private register(table: Table): void {
    table.setBotPace(this.options.botPace ?? 'off');
    this.tables.set(table.id, table);
    this.byCode.set(table.code, table);
    table.onChange((change) => {
      if (change.kind === 'seats') this.openings.seatsChanged(table);
      else if (change.kind === 'pause') this.openings.pausedChanged(table);
      else if (change.kind !== 'note') this.openings.check(table);
      this.standIns?.check(table);
      this.botSeats?.think(table);
      if (change.kind === 'undo') this.turnTimers.restart(table);
      else this.turnTimers.update(table, change.kind === 'action' ? change.seat : null);
    });
    this.openings.check(table);
    this.botSeats?.think(table);
    this.turnTimers.update(table, null);
  }

  /** What the finished-table operations (table-shelf.ts, rematch.ts) need of this host. */
  private shelfView(): Shelf {
    return {
      store: this.store,
      table: (id) => this.tables.get(id),
      codeInUse: (code) => this.byCode.has(code),
      add: (table) => this.register(table),
      drop: (table) => {
        this.turnTimers.stop(table);
        this.tables.delete(table.id);
        this.byCode.delete(table.code);
      },
      createTable: (game, options) => this.createTable(game, options),
      seatBot: (id, seat, bot) => this.seatBot(id, seat, bot),
      screensAt: (table) =>
        [...this.connections]
          .filter((connection) => connection.table === table)
          .map((connection) => this.shelfScreen(connection)),
    };
  }

  private shelfScreen(connection: Connection): ShelfScreen {
    return {
      seats: [...connection.seats.keys()],
      send: (message) => connection.link.send(message),
      leave: () => this.leave(connection),
    };
  }

  /** Takes in a game file as a new table (table-shelf.ts). */
  importGame(text: string): Result<TableSummary> {
    return importGame(this.shelf, text);
  }

  /** Deletes a finished table and its saved game (table-shelf.ts). */
  deleteTable(tableId: string): Result<void> {
    return deleteTable(this.shelf, tableId);
  }

  private rematch(connection: Connection, tableId: string, swap: boolean): Result<void> {
    const table = this.tables.get(tableId);
    if (!table) return err('no_such_table', 'There is no such table.');
    const players = [...connection.seats.keys()].filter((seat) => seat !== TABLE_SEAT);
    if (!connection.local && (connection.table !== table || players.length === 0))
      return err('not_your_seat', 'Only the players of this table start a new game at it.');
    if (!table.isOver) return err('not_finished', 'Only a finished game can be played again.');
    return this.rematches.start(table, swap, this.shelfScreen(connection));
  }

  /** Puts a computer player in a seat, or (`bot` null) takes it out; the seat's person may return. */
  seatBot(tableId: string, seat: string, bot: string | null): Result<void> {
    const table = this.tables.get(tableId);
    if (!table) return err('no_such_table', 'There is no such table.');
    if (!this.botSeats) return err('no_bots', 'This host has no computer players.');
    if (bot !== null && !botNames(table.game).includes(bot))
      return err(
        'no_such_bot',
        `No computer player is called "${bot}"; try ${botNames(table.game).join(', ')}.`,
      );
    if (bot !== null && hostedGame(table.game).openingPlay?.physical(table.header.options))
      return err('physical_table', 'A computer player cannot move the pieces of a physical board.');
    if (bot !== null && table.summary().seats.some((s) => s.seat === seat && s.connected && !s.bot))
      return err('seat_taken', `Someone is playing "${seat}" right now.`);
    const seated = table.seatBot(seat, bot);
    if (seated.ok) {
      this.dealWhenSeated(table);
      this.botSeats.reset(table, seat);
      this.botSeats.think(table);
    }
    return seated;
  }

  /**
   * The one path of every intent, from a screen, a bot, a turn timer or the physical board:
   * opening choices are held by the opening play, the rest go to the game.
   */
  private intend(table: Table, seat: string, action: Record<string, unknown>): Result<readonly unknown[]> {
    const held = this.openings.intercept(table, seat, action);
    if (held) return held.ok ? ok([]) : held;
    return table.submitAndReport(seat, action);
  }

  private submit(table: Table, seat: string, action: Record<string, unknown>): Result<void> {
    const submitted = this.intend(table, seat, action);
    return submitted.ok ? ok(undefined) : submitted;
  }

  /**
   * What the physical board read (a report at the table seat, an inspection by a player), through
   * the same path as every screen's intent. Returns the game's unfiltered events so the board can
   * tell a rule break to whoever broke it: for the board bridge inside the host, never a screen.
   */
  submitFromBoard(table: Table, seat: string, action: Record<string, unknown>): Result<readonly unknown[]> {
    return this.intend(table, seat, action);
  }

  private disconnect(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    connection.board.unwatch?.();
    this.leave(connection);
  }

  /** Frees the screen from its table; the seats stay claimed and their tokens keep working. */
  private leave(connection: Connection): void {
    connection.unsubscribe?.();
    connection.unsubscribe = null;
    for (const seat of connection.seats.keys()) {
      const table = connection.table;
      if (!table) continue;
      table.markConnected(seat, -1);
      if (!table.summary().seats.some((s) => s.seat === seat && s.connected))
        this.standIns?.left(table, seat);
    }
    connection.seats.clear();
    connection.table = null;
  }

  private refuse(connection: Connection, code: string, message: string, params?: ErrorParams): void {
    connection.refusals += 1;
    connection.link.send(
      params ? { type: 'error', code, message, params } : { type: 'error', code, message },
    );
    if (connection.refusals >= MAX_REFUSALS) {
      this.disconnect(connection);
      connection.link.close?.();
    }
  }

  private receiveBinary(connection: Connection): void {
    if (!this.connections.has(connection)) return;
    if (!connection.limiter.take()) this.refuse(connection, 'rate_limited', 'Too many messages; slow down.');
    else this.refuse(connection, 'binary_frame', 'Only text frames are accepted.');
  }

  private receive(connection: Connection, raw: string): void {
    if (!this.connections.has(connection)) return;
    if (!connection.limiter.take()) {
      this.refuse(connection, 'rate_limited', 'Too many messages; slow down.');
      return;
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      this.refuse(connection, parsed.error.code, parsed.error.message, parsed.error.params);
      return;
    }
    const outcome = this.handle(connection, parsed.value);
    if (outcome.ok) connection.refusals = 0;
    else this.refuse(connection, outcome.error.code, outcome.error.message, outcome.error.params);
  }

  private handle(connection: Connection, message: ClientMessage): Result<void> {
    switch (message.type) {
      case 'hello':
        this.welcome(connection);
        return ok(undefined);
      case 'setLan': {
        if (!connection.local) return err('not_local', 'LAN play is switched on the host machine.');
        const lanSwitch = this.lanSwitch;
        if (!lanSwitch) {
          return err(
            'lan_fixed',
            'LAN play was set when the host started; restart it with or without --lan.',
          );
        }
        lanSwitch(message.enabled).then(
          (urls) => {
            this.setLan(message.enabled, urls);
            this.welcome(connection);
          },
          (error: unknown) =>
            connection.link.send({
              type: 'error',
              code: 'lan_failed',
              message: `Could not open LAN play: ${String(error)}`,
            }),
        );
        return ok(undefined);
      }
      case 'ping':
        connection.link.send(
          message.nonce === undefined ? { type: 'pong' } : { type: 'pong', nonce: message.nonce },
        );
        return ok(undefined);
      case 'createTable': {
        if (!connection.local) return err('not_local', 'Tables can be set up only on the host machine.');
        if (message.guided && message.options !== undefined)
          return err('guided_options', 'A guided game has its own options; send either options or guided.');
        const created = message.guided
          ? this.createGuidedTable(message.game, message.botPace)
          : this.createTable(message.game, message.options, undefined, message.botPace);
        if (!created.ok) return created;
        connection.link.send({ type: 'tableCreated', table: created.value });
        return ok(undefined);
      }
      case 'replay': {
        if (!connection.local) return err('not_local', 'Replays are shown on the host machine.');
        const table = this.tables.get(message.table);
        if (!table) return err('no_such_table', 'There is no such table.');
        const frame = replayFrame(table, message.at, message.seat);
        if (!frame.ok) return frame;
        connection.link.send({ type: 'replayFrame', table: table.id, game: table.game, ...frame.value });
        return ok(undefined);
      }
      case 'leave':
        this.leave(connection);
        return ok(undefined);
      case 'join':
        return this.join(connection, message.code, message.seat, message.entropy ?? null);
      case 'resume':
        return this.resume(connection, message.token, message.entropy ?? null);
      case 'intent':
        return this.act(connection, message.seat, (table, seat) => this.submit(table, seat, message.action));
      case 'opening':
        if (!connection.table) return err('not_seated', 'Join a table first.');
        return this.openings.command(
          connection.table,
          {
            seats: [...connection.seats.keys()],
            local: connection.local,
            send: (m) => connection.link.send(m),
          },
          message.command === 'uncover'
            ? { command: 'uncover', seat: message.seat ?? null }
            : { command: message.command },
        );
      case 'board':
        if (!connection.local) return err('not_local', 'The board is set up on the host machine.');
        if (!this.board) return err('no_board_support', 'This host was started without board support.');
        return boardCommand(this.board, connection.board, message);
      case 'seatBot':
        if (!connection.local) return err('not_local', 'Computer players are seated on the host machine.');
        return this.seatBot(message.table, message.seat, message.bot);
      case 'rematch':
        return this.rematch(connection, message.table, message.swap ?? false);
      case 'archiveTable':
      case 'exportTable':
      case 'importTable':
      case 'deleteTable': {
        if (!connection.local) return err('not_local', 'Saved games are looked after on the host machine.');
        const done = shelfCommand(
          this.shelf,
          { ...this.shelfScreen(connection), upload: connection.upload },
          message,
        );
        if (!done.ok) return done;
        if (done.value.listChanged) this.welcome(connection);
        return ok(undefined);
      }
      case 'setBotPace':
        return this.setBotPace(connection, message.pace);
      case 'undo':
        return this.act(connection, message.seat, (table, seat) => table.undo(seat));
      case 'pause':
        return this.act(connection, message.seat, (table, seat) => table.setPaused(seat, message.paused));
    }
  }

  /** Any player at the table sets how fast its bots play; every screen there is told. */
  private setBotPace(connection: Connection, pace: BotPace): Result<void> {
    const table = connection.table;
    if (!table || ![...connection.seats.keys()].some((seat) => seat !== TABLE_SEAT))
      return err('not_seated', 'Only the players at a table set how fast its computer players move.');
    table.setBotPace(pace);
    for (const other of this.connections)
      if (other.table === table) other.link.send({ type: 'botPace', table: table.id, pace });
    return ok(undefined);
  }

  private join(connection: Connection, code: string, seat: string, entropy: string | null): Result<void> {
    // The host machine's own screens are sent every table's code anyway: nothing to guess there.
    const guarded = !connection.local;
    const waitMs = guarded ? this.joinGuard.waitMs(connection.address) : 0;
    // Case and every space are ignored, as the code is read off a TV ("K7M 2QX"). While its
    // address must wait, a code is not even looked up.
    const table = waitMs > 0 ? undefined : this.byCode.get(code.replace(/\s+/g, '').toUpperCase());
    if (!table) {
      if (guarded && waitMs === 0) this.joinGuard.wrong(connection.address);
      // A screen that keeps guessing (or keeps trying while told to wait) is dropped.
      connection.wrongCodes += 1;
      if (connection.wrongCodes > MAX_WRONG_CODES) {
        this.disconnect(connection);
        connection.link.close?.();
      }
      return waitMs > 0
        ? err(
            'code_wait',
            `Too many wrong codes from this device; wait ${Math.ceil(waitMs / 1000)} s before trying again.`,
          )
        : err('bad_code', 'No table has that code. Check the code on the table screen.');
    }
    if (connection.table && connection.table !== table) {
      return err('other_table', 'This screen is already at another table.');
    }
    if (!table.hasSeat(seat)) return err('no_such_seat', `This table has no seat "${seat}".`);
    if (connection.seats.has(seat)) {
      // Asking again for a seat this screen holds: change nothing, and send only what changed
      // since its last view (usually nothing), never its whole history again.
      this.push(connection, seat);
      return ok(undefined);
    }
    if (table.isOver && seat !== TABLE_SEAT) {
      return err('table_over', 'This game is over; open it as the table screen (TV) to see how it ended.');
    }
    if (!this.maySeatAnew(connection)) return SEATING_WAIT;
    if (seat === TABLE_SEAT) {
      this.seat(connection, table, seat);
      connection.link.send({
        type: 'joined',
        seat,
        table: table.summary(),
        settings: this.settingsFor(table),
      });
    } else {
      const token = table.claim(seat);
      if (!token.ok) return token;
      this.seat(connection, table, seat);
      table.seatedForDeal(seat, entropy);
      connection.link.send({
        type: 'joined',
        seat,
        token: token.value,
        table: table.summary(),
        settings: this.settingsFor(table),
      });
      this.dealWhenSeated(table);
    }
    this.push(connection, seat);
    return ok(undefined);
  }

  private settingsFor(table: Table): GameSettings {
    return { ...hostedGame(table.game).defaultSettings, ...this.options.gameSettings?.[table.game] };
  }

  private resume(connection: Connection, token: string, entropy: string | null): Result<void> {
    for (const table of this.tables.values()) {
      const seat = table.seatForToken(token);
      if (seat === null) continue;
      if (connection.table && connection.table !== table) {
        return err('other_table', 'This screen is already at another table.');
      }
      if (!connection.seats.has(seat)) {
        if (!this.maySeatAnew(connection)) return SEATING_WAIT;
        this.takeOver(connection, table, seat);
        this.seat(connection, table, seat);
      }
      table.seatedForDeal(seat, entropy);
      connection.link.send({
        type: 'joined',
        seat,
        token,
        table: table.summary(),
        settings: this.settingsFor(table),
      });
      this.dealWhenSeated(table);
      this.push(connection, seat);
      return ok(undefined);
    }
    return err('bad_token', 'That rejoin token is not valid here. Join again with the table code.');
  }

  /** The host machine's own screens are not counted: they switch seats and tables freely. */
  private maySeatAnew(connection: Connection): boolean {
    return connection.local || this.seatings.take(connection.address);
  }

  /** The seat's token came back on `taker`: any other screen holding the seat loses it, and is told. */
  private takeOver(taker: Connection, table: Table, seat: string): void {
    const losers = [...this.connections].filter(
      (other) => other !== taker && other.table === table && other.seats.has(seat),
    );
    if (losers.length === 0) return;
    for (const loser of losers) {
      loser.seats.delete(seat);
      table.markConnected(seat, -1);
      loser.link.send({
        type: 'notice',
        table: table.id,
        seat: null,
        code: 'seat-taken-over',
        params: { seat },
      });
    }
    for (const other of this.connections) {
      if (other.table !== table || losers.includes(other)) continue;
      other.link.send({ type: 'notice', table: table.id, seat: null, code: 'seat-moved', params: { seat } });
    }
  }

  private seat(connection: Connection, table: Table, seat: string): void {
    if (!connection.table) {
      connection.table = table;
      connection.unsubscribe = table.onChange((change) => this.onTableChange(connection, change));
    }
    connection.seats.set(seat, freshCursor());
    table.markConnected(seat, 1);
    this.standIns?.returned(table, seat);
  }

  private act(
    connection: Connection,
    requested: string | undefined,
    run: (table: Table, seat: string) => Result<void>,
  ): Result<void> {
    const table = connection.table;
    if (!table) return err('not_seated', 'Join a table first.');
    const players = [...connection.seats.keys()].filter((seat) => seat !== TABLE_SEAT);
    let seat: string | undefined;
    if (requested !== undefined) {
      if (!players.includes(requested))
        return err('not_your_seat', `You do not hold the seat "${requested}".`);
      seat = requested;
    } else if (players.length === 1) {
      seat = players[0];
    } else {
      return err(
        players.length === 0 ? 'not_your_seat' : 'which_seat',
        players.length === 0 ? 'You are watching; only players act.' : 'Say which of your seats acts.',
      );
    }
    return run(table, seat!);
  }

  private onTableChange(connection: Connection, change: TableChange): void {
    const table = connection.table!;
    if (change.kind === 'seats' || change.kind === 'dealt') {
      if (!table.isDealt || change.kind === 'dealt') this.tellSeating(connection);
      if (change.kind === 'seats') return;
    }
    for (const [seat, cursor] of connection.seats) {
      // After an undo the log shrank: resend this seat's whole view and filtered log.
      if (change.kind === 'undo') Object.assign(cursor, freshCursor());
      connection.link.send(viewMessageFor(table, seat, cursor));
    }
    if (change.kind === 'action') this.sendFairDeal(connection);
  }

  /**
   * Before the deal every screen at the table follows who has sat down, and hears when it is dealt.
   * Told once the change is done (after a joining screen's own `joined`), once per run of changes.
   */
  private tellSeating(connection: Connection): void {
    if (connection.seatingDue) return;
    connection.seatingDue = true;
    queueMicrotask(() => {
      connection.seatingDue = false;
      if (connection.table && this.connections.has(connection))
        connection.link.send({ type: 'seating', table: connection.table.summary() });
    });
  }

  /** Once the game is over: what the screen needs to check its deal (none for another kind of deal). */
  private sendFairDeal(connection: Connection): void {
    const table = connection.table;
    if (!table || connection.proofOf === table.id) return;
    const proof = table.fairDealProof();
    if (!proof) return;
    connection.proofOf = table.id;
    connection.link.send({ type: 'fairDeal', table: table.id, proof });
  }

  private push(connection: Connection, seat: string): void {
    const cursor = connection.seats.get(seat);
    // Before the deal there is no game to show: the `joined` summary says who the table waits for.
    if (connection.table?.isDealt && cursor) {
      connection.link.send(viewMessageFor(connection.table, seat, cursor));
      this.sendFairDeal(connection);
    }
    if (connection.table && this.openings.isRunning(connection.table)) {
      const opening = this.openings.messageFor(connection.table, connection.seats.keys());
      if (opening) connection.link.send(opening);
    }
  }
}
