import { type Contribution, err, ok, type Result, type RngSeed, TABLE_SEAT } from '../../engine/core';
import type { BotPace, DealSummary, FairDealProof, GameId, TableSummary } from '../../protocol/messages';
import { hashToken, newSeatToken, tokenMatches } from './credentials';
import { type AnyGameRules, hostedGame } from './games';
import type { JournalHeader, JournalRecord } from './journal';
import { saveFailed } from './save-fs';
import { dealtAtCreation, seedOf } from './table-deal';

/** Where a table's records go; the host's store writes them to disk, tests may keep them in memory. */
export interface JournalSink {
  /**
   * Must not return until the record is durable; throws if it cannot be, leaving the journal as it
   * was. The table then refuses the change (`save_failed`) and changes nothing.
   */
  append(record: JournalRecord): void;
  /**
   * Called every SNAPSHOT_EVERY actions with the standing actions and the state after them. Only
   * an optimisation and a replay check: a snapshot that fails is skipped, never the action.
   */
  snapshot(actions: ReadonlyArray<{ seat: string; action: unknown }>, state: unknown): void;
  /** Lets go of the journal file (before it is deleted); nothing is appended afterwards. */
  close?(): void;
}

export const SNAPSHOT_EVERY = 50;

const PAUSED = err('paused', 'The game is paused; a player must resume it first.');
const NOT_DEALT = err('not_dealt', 'The game has not been dealt yet: every seat must be taken first.');

/** A key anyone knows, for a game made only to learn its seats and check its options: never shown, never played. */
const TRIAL_SEED: RngSeed = { chacha20: '0'.repeat(64) };

interface Played {
  readonly seat: string;
  readonly action: unknown;
  readonly undoable: boolean;
  /** How many log events this action produced. */
  readonly eventCount: number;
}

export type TableChange =
  | { kind: 'action'; seat: string }
  | { kind: 'undo'; seat: string }
  | { kind: 'pause'; seat: string }
  | { kind: 'seats' }
  /** The game was dealt: it can be seen and played from now on. */
  | { kind: 'dealt' }
  /** The log gained a table note (a stand-in came or went) outside any action. */
  | { kind: 'note' };

/**
 * What happened at the table rather than in the game, for every seat's log: a computer player
 * took a person's seat or gave it back, the game was paused or resumed. Public by nature.
 */
export interface TableNote {
  readonly type: 'table-note';
  readonly note: 'stand-in' | 'stand-in-left' | 'paused' | 'resumed';
  readonly seat: string;
}

/** How much of a table's log a reader has taken: unfiltered game events and table notes. */
export interface LogPosition {
  readonly events: number;
  readonly notes: number;
}

/**
 * One game and its seats. The only way to change the game is `submit` or `undo`, and each
 * journals before it changes anything anyone can see.
 */
export class Table {
  private played: Played[] = [];
  private events: unknown[] = [];
  /** Per unfiltered event, the number of the action that produced it (1 for the first action). */
  private eventActs: number[] = [];
  /** Table notes, each with the unfiltered event count when it happened. */
  private notes: { readonly at: number; readonly note: TableNote }[] = [];
  private readonly claims = new Map<string, string>();
  /** Seats a computer player holds, by bot name (a human's claim on the seat may remain). */
  private readonly bots = new Map<string, string>();
  private readonly connectedSeats = new Map<string, number>();
  /** The player who paused the game; null while it runs. */
  private paused: string | null = null;
  private archivedFlag = false;
  /** How fast its bots' moves are played; a choice of the room, not of the game, so not journaled. */
  private pace: BotPace = 'off';
  private readonly listeners = new Set<(change: TableChange) => void>();

  /** The game; null until it is dealt (a fair deal waits for its `deal` record). */
  private state: unknown = null;
  /** The seats' contributions to the deal, once it is dealt. */
  private contributions: readonly Contribution[] = [];
  /** Before the deal: each seat a screen took, with the value it contributed (null: none). */
  private readonly seatedBeforeDeal = new Map<string, string | null>();

  private constructor(
    readonly header: JournalHeader,
    private readonly rules: AnyGameRules,
    private readonly seatList: readonly string[],
    private readonly sink: JournalSink,
  ) {}

  /** A table for the header's game and options, dealt at once unless its deal waits for the seats. */
  static create(header: JournalHeader, sink: JournalSink): Result<Table> {
    const rules = hostedGame(header.game).rules;
    const atCreation = dealtAtCreation(header.deal);
    const created = rules.create({
      ...header.options,
      seed: atCreation ? seedOf(header.deal, []) : TRIAL_SEED,
    });
    if (!created.ok) return created;
    const table = new Table(header, rules, rules.seats(created.value), sink);
    if (atCreation) table.state = created.value;
    return ok(table);
  }

  /** Rebuilds a table from its journal by replaying every record through the rules. */
  static replay(header: JournalHeader, records: readonly JournalRecord[], sink: JournalSink): Result<Table> {
    const table = Table.create(header, sink);
    if (!table.ok) return err('bad_save', `The saved options are refused: ${table.error.message}`);
    const rebuilt = table.value;
    for (const [index, record] of records.entries()) {
      const outcome = rebuilt.apply(record);
      if (!outcome.ok)
        return err('bad_save', `Journal record ${index + 2} does not replay: ${outcome.error.message}`);
    }
    return ok(rebuilt);
  }

  get id(): string {
    return this.header.id;
  }

  get game(): GameId {
    return this.header.game;
  }

  get code(): string {
    return this.header.code;
  }

  get actionCount(): number {
    return this.played.length;
  }

  get isOver(): boolean {
    return this.state !== null && this.rules.isOver(this.state);
  }

  /** Whether the game exists yet: nothing hidden is drawn before the deal. */
  get isDealt(): boolean {
    return this.state !== null;
  }

  seats(): readonly string[] {
    return this.seatList;
  }

  /**
   * Deals the game from the header's secret and these contributions (seat order); journaled
   * first. Only once, and only for a deal that waits for it.
   */
  deal(contributions: readonly Contribution[]): Result<void> {
    if (this.state !== null) return err('already_dealt', 'This game has been dealt already.');
    const record: JournalRecord = { t: 'deal', contributions: contributions.map((c) => ({ ...c })) };
    const saved = this.save(record);
    if (!saved.ok) return saved;
    const dealt = this.apply(record);
    if (!dealt.ok) return dealt;
    this.emit({ kind: 'dealt' });
    return ok(undefined);
  }

  /** The contributions the game was dealt with; null for a table dealt when it was made, or not yet dealt. */
  dealtWith(): readonly Contribution[] | null {
    return this.state === null || dealtAtCreation(this.header.deal) ? null : this.contributions;
  }

  /** The game as it was dealt, before any action: for replays inside the host, never a screen. */
  startState(): Result<unknown> {
    if (this.state === null) return NOT_DEALT;
    return this.rules.create({ ...this.header.options, seed: seedOf(this.header.deal, this.contributions) });
  }

  hasSeat(seat: string): boolean {
    return seat === TABLE_SEAT || this.seats().includes(seat);
  }

  onChange(listener: (change: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  summary(): TableSummary {
    return {
      id: this.id,
      game: this.game,
      code: this.code,
      seats: this.seats().map((seat) => ({
        seat,
        taken: this.claims.has(seat) || this.bots.has(seat),
        connected: (this.connectedSeats.get(seat) ?? 0) > 0,
        bot: this.bots.get(seat) ?? null,
      })),
      actions: this.actionCount,
      over: this.isOver,
      archived: this.archivedFlag,
      ...(this.header.lesson ? { lesson: this.header.lesson } : {}),
      botPace: this.pace,
      deal: this.dealSummary(),
    };
  }

  private dealSummary(): DealSummary {
    const deal = this.header.deal;
    switch (deal.generator) {
      case 'chacha20':
        return { kind: 'fair', commitment: deal.commitment, dealt: this.isDealt };
      case 'chacha20-known':
        return { kind: 'known' };
      case 'xoroshiro128plus':
        return { kind: 'seeded' };
    }
  }

  /**
   * A screen took `seat` before the deal, adding `entropy` (null: it sent none); the last screen
   * to take the seat counts. Kept in memory only: the deal record journals them all, and after a
   * restart each screen sends its own again when it comes back.
   */
  seatedForDeal(seat: string, entropy: string | null): void {
    if (this.state === null && this.seats().includes(seat)) this.seatedBeforeDeal.set(seat, entropy);
  }

  /**
   * What the game can be dealt with now, in seat order: each seat's screen's value, null for a seat
   * a computer player holds (its share is the host's secret). Null while a seat is still untaken,
   * or taken only by the host (a "Play again" seat whose screen has not come back yet).
   */
  contributionsWhenSeated(): Contribution[] | null {
    if (this.state !== null || dealtAtCreation(this.header.deal)) return null;
    const contributions: Contribution[] = [];
    for (const seat of this.seats()) {
      if (this.bots.has(seat)) contributions.push({ seat, entropy: null });
      else if (this.seatedBeforeDeal.has(seat))
        contributions.push({ seat, entropy: this.seatedBeforeDeal.get(seat) ?? null });
      else return null;
    }
    return contributions;
  }

  /** A finished fair-deal game's proof, for every screen to check; null before the end, or for another deal. */
  fairDealProof(): FairDealProof | null {
    const deal = this.header.deal;
    if (!this.isOver || deal.generator !== 'chacha20') return null;
    return {
      game: this.game,
      options: this.header.options,
      secret: deal.secret,
      commitment: deal.commitment,
      contributions: this.contributions,
      actions: this.actions(),
    };
  }

  /** Takes a free seat and returns its secret token; a taken seat cannot be taken again. */
  claim(seat: string): Result<string> {
    if (!this.seats().includes(seat)) return err('no_such_seat', `This table has no seat "${seat}".`);
    if (this.claims.has(seat)) {
      return err('seat_taken', `The seat "${seat}" is taken. Its player can rejoin from their own device.`);
    }
    if (this.bots.has(seat)) {
      return err('seat_taken', `A computer player holds "${seat}"; free it on the host machine first.`);
    }
    const token = newSeatToken();
    const record: JournalRecord = { t: 'claim', seat, tokenHash: hashToken(token) };
    const saved = this.save(record);
    if (!saved.ok) return saved;
    this.apply(record);
    this.emit({ kind: 'seats' });
    return ok(token);
  }

  /** Puts a computer player in a seat (`bot` null takes it out again); journaled like a claim. */
  seatBot(seat: string, bot: string | null): Result<void> {
    if (!this.seats().includes(seat)) return err('no_such_seat', `This table has no seat "${seat}".`);
    if ((this.bots.get(seat) ?? null) === bot) return ok(undefined);
    const record: JournalRecord = { t: 'bot', seat, bot };
    const saved = this.save(record);
    if (!saved.ok) return saved;
    const notes = this.notes.length;
    this.apply(record);
    this.emit({ kind: 'seats' });
    if (this.notes.length > notes) this.emit({ kind: 'note' });
    return ok(undefined);
  }

  botAt(seat: string): string | null {
    return this.bots.get(seat) ?? null;
  }

  /** Whether a person ever took this seat (their token can bring them back). */
  isClaimed(seat: string): boolean {
    return this.claims.has(seat);
  }

  /** The seat a token belongs to, compared in constant time against every seat's hash. */
  seatForToken(token: string): string | null {
    let found: string | null = null;
    for (const [seat, hash] of this.claims) if (tokenMatches(hash, token)) found = seat;
    return found;
  }

  /** Whether any screen shows `seat` now (the table seat: a TV or another watcher). */
  isShown(seat: string): boolean {
    return (this.connectedSeats.get(seat) ?? 0) > 0;
  }

  /** Counts screens showing a seat, for the lobby's "connected" marks. */
  markConnected(seat: string, delta: 1 | -1): void {
    this.connectedSeats.set(seat, Math.max(0, (this.connectedSeats.get(seat) ?? 0) + delta));
    this.emit({ kind: 'seats' });
  }

  submit(seat: string, action: unknown): Result<void> {
    const submitted = this.submitAndReport(seat, action);
    return submitted.ok ? ok(undefined) : submitted;
  }

  /**
   * `submit`, returning the action's unfiltered log events: for callers inside the host process
   * (the board bridge) that must react to what happened; never for a screen.
   */
  submitAndReport(seat: string, action: unknown): Result<readonly unknown[]> {
    if (this.state === null) return NOT_DEALT;
    if (this.paused !== null) return PAUSED;
    const stepped = this.rules.step(this.state, seat, action);
    if (!stepped.ok) return stepped;
    const n = this.played.length + 1;
    const saved = this.save({ t: 'action', n, seat, action });
    if (!saved.ok) return saved;
    this.commit(seat, action, stepped.value);
    if (n % SNAPSHOT_EVERY === 0) this.snapshot();
    this.emit({ kind: 'action', seat });
    return ok(stepped.value.events);
  }

  /**
   * Only the very last action, only by its own player, only if it drew nothing and showed nobody
   * anything hidden (the engine's `undoable`): an action that revealed anything is final.
   */
  canUndo(seat: string): boolean {
    const last = this.played[this.played.length - 1];
    return last !== undefined && last.seat === seat && last.undoable && !this.isOver && this.paused === null;
  }

  undo(seat: string): Result<void> {
    if (this.paused !== null) return PAUSED;
    const last = this.played[this.played.length - 1];
    if (last !== undefined && last.seat === seat && !this.isOver && !last.undoable) {
      return err(
        'action_final',
        'That action drew or showed something hidden, so it is final and cannot be taken back.',
      );
    }
    if (!this.canUndo(seat)) {
      return err(
        'cannot_undo',
        'Only your own last action can be taken back, and only before anything was revealed.',
      );
    }
    const record: JournalRecord = { t: 'undo', n: this.played.length };
    const saved = this.save(record);
    if (!saved.ok) return saved;
    this.apply(record);
    this.emit({ kind: 'undo', seat });
    return ok(undefined);
  }

  /** Who paused the game, or null while it runs. */
  get pausedBy(): string | null {
    return this.paused;
  }

  /**
   * Pauses (`paused` true) or resumes the game for everyone: any player may do either. While
   * paused nothing but resuming is accepted. Journaled, so a pause outlives a restart.
   */
  setPaused(seat: string, paused: boolean): Result<void> {
    if (!this.seats().includes(seat)) return err('not_your_seat', 'Only the players pause or resume a game.');
    if (this.state === null) return NOT_DEALT;
    if (this.isOver) return err('table_over', 'This game is over.');
    if (paused === (this.paused !== null))
      return paused
        ? err('already_paused', 'The game is paused already.')
        : err('not_paused', 'The game is not paused.');
    const record: JournalRecord = paused ? { t: 'pause', seat } : { t: 'resume', seat };
    const saved = this.save(record);
    if (!saved.ok) return saved;
    this.apply(record);
    this.emit({ kind: 'pause', seat });
    return ok(undefined);
  }

  get botPace(): BotPace {
    return this.pace;
  }

  setBotPace(pace: BotPace): void {
    this.pace = pace;
  }

  get archived(): boolean {
    return this.archivedFlag;
  }

  /** Hides a finished table from the lobby's list, or brings it back; journaled. */
  setArchived(archived: boolean): Result<void> {
    if (!this.isOver) return err('not_finished', 'Only a finished game can be archived or deleted.');
    if (archived === this.archivedFlag) return ok(undefined);
    const record: JournalRecord = { t: 'archive', archived };
    const saved = this.save(record);
    if (!saved.ok) return saved;
    this.apply(record);
    this.emit({ kind: 'seats' });
    return ok(undefined);
  }

  /** Lets go of the journal file, for a table being deleted. */
  close(): void {
    this.sink.close?.();
  }

  /** `seat`'s view; null before the deal, when there is no game to see. */
  viewFor(seat: string): unknown {
    return this.state === null ? null : this.rules.viewFor(this.state, seat);
  }

  legalFor(seat: string): readonly unknown[] {
    return seat === TABLE_SEAT || this.state === null ? [] : this.rules.legalActions(this.state, seat);
  }

  /** The game's default for `seat` when its turn times out; null when the game has none. */
  timeoutActionFor(seat: string): unknown {
    if (this.state === null) return null;
    return hostedGame(this.header.game).timeoutAction?.(this.state, seat) ?? null;
  }

  /** The seat whose opening window may change a physical board; inside the host only. */
  openingSaboteur(): string | null {
    if (this.state === null) return null;
    return hostedGame(this.header.game).openingPlay?.saboteur(this.state) ?? null;
  }

  /** The think time its players agreed (a rules option), in ms; null when none applies now. */
  agreedThinkMs(): number | null {
    if (this.state === null) return null;
    const seconds = hostedGame(this.header.game).agreedThinkSeconds?.(this.viewFor(TABLE_SEAT)) ?? null;
    return seconds === null ? null : seconds * 1000;
  }

  winners(): readonly string[] {
    return this.state === null ? [] : this.rules.winners(this.state);
  }

  /** How far the whole log reaches now; screens get it only through `logFor`. */
  get logEnd(): LogPosition {
    return { events: this.events.length, notes: this.notes.length };
  }

  /**
   * The log past `from` as `seat` may read it: the game events filtered by the rules, with the
   * table's notes where they happened.
   */
  logFor(seat: string, from: LogPosition = { events: 0, notes: 0 }): readonly unknown[] {
    return this.numberedLogFor(seat, from).log;
  }

  /**
   * `logFor`, with the number of the action that produced each entry (`acts`, one per entry;
   * null for a table note, which no action made). How many actions were played is public.
   */
  numberedLogFor(
    seat: string,
    from: LogPosition = { events: 0, notes: 0 },
  ): { log: readonly unknown[]; acts: readonly (number | null)[] } {
    const log: unknown[] = [];
    const acts: (number | null)[] = [];
    const eventsUpTo = (start: number, end: number) => {
      // Each action's events are filtered on their own, so every entry keeps its action's number.
      for (let i = start; i < end; ) {
        const act = this.eventActs[i]!;
        let j = i + 1;
        while (j < end && this.eventActs[j] === act) j++;
        const seen = this.rules.eventsFor(this.events.slice(i, j), seat);
        log.push(...seen);
        for (const _ of seen) acts.push(act);
        i = j;
      }
    };
    let events = from.events;
    for (const { at, note } of this.notes.slice(from.notes)) {
      // After an undo a note may sit past the events that remain: it follows them.
      const upTo = Math.min(Math.max(at, events), this.events.length);
      eventsUpTo(events, upTo);
      log.push(note);
      acts.push(null);
      events = upTo;
    }
    eventsUpTo(events, this.events.length);
    return { log, acts };
  }

  /** The standing actions, oldest first (for replays and saves; never sent to screens). */
  actions(): ReadonlyArray<{ seat: string; action: unknown }> {
    return this.played.map(({ seat, action }) => ({ seat, action }));
  }

  /** Journals a record; nothing may change until this says it is on disk. */
  private save(record: JournalRecord): Result<void> {
    try {
      this.sink.append(record);
      return ok(undefined);
    } catch (error) {
      return saveFailed(error);
    }
  }

  private snapshot(): void {
    try {
      this.sink.snapshot(this.actions(), this.state);
    } catch {
      // The journal holds the action; a snapshot is only a shortcut and a replay check.
    }
  }

  private apply(record: JournalRecord): Result<void> {
    switch (record.t) {
      case 'claim':
        this.claims.set(record.seat, record.tokenHash);
        return ok(undefined);
      case 'bot':
        if (this.claims.has(record.seat) && (this.bots.get(record.seat) ?? null) !== record.bot)
          this.note(record.bot === null ? 'stand-in-left' : 'stand-in', record.seat);
        if (record.bot === null) this.bots.delete(record.seat);
        else this.bots.set(record.seat, record.bot);
        return ok(undefined);
      case 'action': {
        if (this.state === null) return NOT_DEALT;
        if (record.n !== this.played.length + 1)
          return err('bad_record', `expected action ${this.played.length + 1}`);
        const stepped = this.rules.step(this.state, record.seat, record.action);
        if (!stepped.ok) return stepped;
        this.commit(record.seat, record.action, stepped.value);
        return ok(undefined);
      }
      case 'undo':
        return this.rewind(record.n);
      case 'pause':
        this.paused = record.seat;
        this.note('paused', record.seat);
        return ok(undefined);
      case 'resume':
        this.paused = null;
        this.note('resumed', record.seat);
        return ok(undefined);
      case 'archive':
        this.archivedFlag = record.archived;
        return ok(undefined);
      case 'deal': {
        if (this.state !== null) return err('bad_record', 'the game was dealt already');
        if (dealtAtCreation(this.header.deal))
          return err('bad_record', 'this table was dealt when it was made');
        const created = this.rules.create({
          ...this.header.options,
          seed: seedOf(this.header.deal, record.contributions),
        });
        if (!created.ok) return created;
        this.state = created.value;
        this.contributions = record.contributions;
        return ok(undefined);
      }
    }
  }

  private note(note: TableNote['note'], seat: string): void {
    this.notes.push({ at: this.events.length, note: { type: 'table-note', note, seat } });
  }

  private commit(
    seat: string,
    action: unknown,
    step: { state: unknown; events: readonly unknown[]; undoable: boolean },
  ) {
    this.state = step.state;
    this.events.push(...step.events);
    for (const _ of step.events) this.eventActs.push(this.played.length + 1);
    this.played.push({ seat, action, undoable: step.undoable, eventCount: step.events.length });
  }

  /** Rebuilds the game without its last action, from the deal: nothing is kept that could leak. */
  private rewind(n: number): Result<void> {
    if (n !== this.played.length || n === 0) return err('bad_record', `undo of ${n} is not the last action`);
    const keep = this.played.slice(0, -1);
    const fresh = this.startState();
    if (!fresh.ok) return fresh;
    this.state = fresh.value;
    this.played = [];
    this.events = [];
    this.eventActs = [];
    for (const { seat, action } of keep) {
      const stepped = this.rules.step(this.state, seat, action);
      if (!stepped.ok) return stepped;
      this.commit(seat, action, stepped.value);
    }
    return ok(undefined);
  }

  private emit(change: TableChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
