import { type EngineError, err, ok, type Result } from './result';

/** Every refusal an opening play can give. */
export const OPENING_ERROR_CODES = [
  'opening_running',
  'opening_not_running',
  'opening_not_paused',
  'not_your_window',
  'not_your_curtain',
] as const;
export type OpeningErrorCode = (typeof OPENING_ERROR_CODES)[number];
type OpeningResult = Result<void, EngineError<OpeningErrorCode>>;

/** Where an opening sequence stands, for screens and the host. */
export interface OpeningProgress {
  /**
   * `handover`: the short pause between two windows, to step up to the board or pass a phone.
   * `curtain`: at a shared screen, the window waits behind its seat's curtain until its player
   * uncovers it (or, after `curtainMs`, counts as absent).
   */
  readonly stage: 'ready' | 'curtain' | 'window' | 'handover' | 'paused' | 'done';
  /** The windows in order; each lists the seats that play at once in it. */
  readonly groups: readonly (readonly string[])[];
  readonly index: number;
  readonly windowMs: number;
  readonly handoverMs: number;
  /** How long a window waits behind its curtain before its seats count as absent. */
  readonly curtainMs: number;
  /** Time left in the window, handover or curtain under way (or paused). */
  readonly remainingMs: number;
  /** Seats whose window was never uncovered in time: they played the game's "no change". */
  readonly absent: readonly string[];
}

/** At a shared screen: which seats' windows wait for their player, and for how long at most. */
export interface OpeningCurtains {
  readonly seats: ReadonlySet<string>;
  readonly waitMs: number;
}

const NO_CURTAINS: OpeningCurtains = { seats: new Set(), waitMs: 0 };

type OpeningStage = OpeningProgress['stage'];
type Running = 'window' | 'handover' | 'curtain';

/**
 * A game's timed opening play (the Double Agent's B5) as a clock-driven sequence: each group of
 * seats gets the same private window, one group after another, with the same short handover between windows
 * (to step up to the board). A group is one seat at a shared screen or a
 * physical board; on separate devices all seats form one group and play at once. At a shared
 * screen no clock runs behind a curtain: a curtained group's window opens when its player
 * uncovers it, and lasts the whole window from then (the curtain takes the handover's place).
 * The sequence is pure: the caller passes the time in and sets its own timer for `deadline()`.
 */
export class OpeningSequence {
  private stage: OpeningStage = 'ready';
  private index = 0;
  private endsAt = 0;
  private remainingMs: number;
  /** What a pause interrupted. */
  private paused: Running = 'window';
  private readonly chosen = new Map<string, unknown>();
  private readonly absent: string[] = [];

  constructor(
    readonly groups: readonly (readonly string[])[],
    readonly windowMs: number,
    readonly handoverMs: number,
    readonly curtains: OpeningCurtains = NO_CURTAINS,
  ) {
    this.remainingMs = windowMs;
  }

  /** `index` is the window under way, paused or next; it equals groups.length once done. */
  status(now: number): OpeningProgress {
    return {
      stage: this.stage,
      groups: this.groups,
      index: this.index,
      windowMs: this.windowMs,
      handoverMs: this.handoverMs,
      curtainMs: this.curtains.waitMs,
      remainingMs: this.isRunning() ? Math.max(0, this.endsAt - now) : this.remainingMs,
      absent: [...this.absent],
    };
  }

  /** The seats whose window is open now. */
  current(): readonly string[] {
    return this.stage === 'window' ? (this.groups[this.index] ?? []) : [];
  }

  /** The seats whose window waits behind their curtain now. */
  awaitingUncover(): readonly string[] {
    return this.stage === 'curtain' ? (this.groups[this.index] ?? []) : [];
  }

  /** When the open window closes, the handover ends or a curtain's wait runs out, for the caller's timer. */
  deadline(): number | null {
    return this.isRunning() ? this.endsAt : null;
  }

  start(now: number): OpeningResult {
    if (this.stage !== 'ready') return err('opening_running', 'The opening play has already started.');
    this.enter(now);
    return ok(undefined);
  }

  /** A curtained window's player uncovered it: the whole window runs from now. */
  uncover(seat: string, now: number): OpeningResult {
    if (!this.awaitingUncover().includes(seat))
      return err('not_your_curtain', 'No opening window waits for this seat to uncover it.');
    this.open(now, this.windowMs);
    return ok(undefined);
  }

  pause(now: number): OpeningResult {
    if (!this.isRunning()) return err('opening_not_running', 'The opening play is not running.');
    this.remainingMs = Math.max(0, this.endsAt - now);
    this.paused = this.stage as Running;
    this.stage = 'paused';
    return ok(undefined);
  }

  resume(now: number): OpeningResult {
    if (this.stage !== 'paused') return err('opening_not_paused', 'The opening play is not paused.');
    this.run(this.paused, now, this.remainingMs);
    return ok(undefined);
  }

  /** Keeps a seat's choice until the sequence ends; only inside its own window, and it may change its mind. */
  choose(seat: string, choice: unknown): OpeningResult {
    if (!this.current().includes(seat))
      return err('not_your_window', 'Wait for your opening window; the others must look away.');
    this.chosen.set(seat, choice);
    return ok(undefined);
  }

  hasChosen(seat: string): boolean {
    return this.chosen.has(seat);
  }

  /** Moves on when time is up: window → handover → next window; true when the last window closed. */
  tick(now: number): boolean {
    if (!this.isRunning() || now < this.endsAt) return false;
    // A late timer must not shorten what comes next: every window is full length.
    if (this.stage === 'handover') {
      this.open(now, this.windowMs);
      return false;
    }
    if (this.stage === 'curtain') this.absent.push(...(this.groups[this.index] ?? []));
    this.index += 1;
    if (this.index >= this.groups.length) {
      this.stage = 'done';
      this.remainingMs = 0;
      return true;
    }
    if (this.isCurtained(this.index) || this.handoverMs <= 0) this.enter(now);
    else this.run('handover', now, this.handoverMs);
    return false;
  }

  /** Every seat's choice in seat order; `fallback` for a seat that chose nothing. */
  choices(fallback: unknown): { seat: string; choice: unknown }[] {
    return this.groups.flat().map((seat) => ({ seat, choice: this.chosen.get(seat) ?? fallback }));
  }

  /** Which window (index) was open at a moment, or null between or outside them. */
  windowIndexAt(now: number): number | null {
    return this.stage === 'window' && now <= this.endsAt ? this.index : null;
  }

  private isRunning(): boolean {
    return this.stage === 'window' || this.stage === 'handover' || this.stage === 'curtain';
  }

  private isCurtained(index: number): boolean {
    return (this.groups[index] ?? []).some((seat) => this.curtains.seats.has(seat));
  }

  /** The window at `index` begins: behind its curtain, or open at once. */
  private enter(now: number): void {
    if (this.isCurtained(this.index)) this.run('curtain', now, this.curtains.waitMs);
    else this.open(now, this.windowMs);
  }

  private open(from: number, length: number): void {
    this.run('window', from, length);
  }

  private run(stage: Running, from: number, length: number): void {
    this.stage = stage;
    this.endsAt = from + length;
    this.remainingMs = length;
  }
}
