import { err, type OpeningCurtains, OpeningSequence, ok, type Result } from '../../engine/core';
import type { OpeningStatus } from '../../protocol/messages';
import type { Table } from './table';

/** A physical board's say in the opening (see src-main/games/doubleagent/board); screen-only games have none. */
export interface OpeningReferee {
  /**
   * The sequence is about to start: forget what the board did before. `openWindow` tells, by the
   * opening's own clock, which window is open at the moment it is asked (null: none).
   */
  begin(openWindow: () => number | null): void;
  /** A window opened or closed (a cue for the board's buzzer, where it has one). */
  windowChanged?(): void;
  /** Whether the board shows a proper opening: what to run once the choices are in the game, or play it again. */
  verdict(sequence: OpeningSequence): OpeningVerdict;
}

/** What to do once the opening's choices are in the game, or that the board shows no clear opening. */
export type OpeningVerdict = Result<() => void, 'play_again'>;

export interface OpeningPlayOptions {
  /** Who plays in which window, decided when the sequence starts (screens may join until then). */
  readonly groups: () => readonly (readonly string[])[];
  readonly windowMs: number;
  readonly handoverMs: number;
  /**
   * At a shared screen, the seats whose windows wait behind their curtain (decided with the
   * groups); none at a physical board, whose windows keep their fixed timing.
   */
  readonly curtains?: () => OpeningCurtains;
  /** What a seat that let its window pass plays (the game's "no change"). */
  readonly noChoice: unknown;
  readonly referee?: OpeningReferee | null;
  /** Seats whose curtained window waited out its time: they count as absent (the table is told). */
  readonly onAbsent?: (seats: readonly string[]) => void;
  readonly now?: () => number;
  /**
   * Seats whose window stays open past its deadline until they have chosen. Only the e2e host
   * sets any (`--test-hooks`): a browser on a busy machine can take longer than a short window to
   * land one click, and the game's own windows never wait for anyone.
   */
  readonly heldSeats?: () => ReadonlySet<string>;
}

/**
 * Runs a game's timed opening play (the Double Agent's B5) at one table: holds each seat's choice until every window
 * has closed, so the game moves on only when the whole sequence is over (and, with a physical
 * board, only once the board shows a proper opening). Choices are kept in memory: if the host
 * stops mid-sequence the opening simply starts again.
 */
export class OpeningPlay {
  private sequence: OpeningSequence;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private redo: 'board' | null = null;
  /** Past its deadline, the open window waits for a held seat's choice. */
  private waitingForHeld = false;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(
    private readonly table: Table,
    private readonly options: OpeningPlayOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.sequence = this.fresh();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  status(): OpeningStatus {
    return { ...this.sequence.status(this.now()), redo: this.redo };
  }

  /** Before the start, works out the windows again (screens may have joined or left); true if they changed. */
  regroup(): boolean {
    if (this.sequence.status(this.now()).stage !== 'ready') return false;
    const next = this.fresh();
    const shape = (sequence: OpeningSequence) =>
      JSON.stringify([sequence.groups, [...sequence.curtains.seats].sort()]);
    if (shape(next) === shape(this.sequence)) return false;
    this.sequence = next;
    this.emit();
    return true;
  }

  /** Whether `seat`'s window is open now. */
  isOpenFor(seat: string): boolean {
    return this.sequence.current().includes(seat);
  }

  hasChosen(seat: string): boolean {
    return this.sequence.hasChosen(seat);
  }

  start(): Result<void> {
    if (this.sequence.status(this.now()).stage === 'ready') {
      this.sequence = this.fresh();
      this.redo = null;
      this.options.referee?.begin(() => this.sequence.windowIndexAt(this.now()));
    }
    const started = this.afterCommand(this.sequence.start(this.now()));
    if (started.ok) this.options.referee?.windowChanged?.();
    return started;
  }

  /** A curtained window's player uncovered it (only a screen holding the seat may say so). */
  uncover(seat: string): Result<void> {
    const uncovered = this.afterCommand(this.sequence.uncover(seat, this.now()));
    if (uncovered.ok) this.options.referee?.windowChanged?.();
    return uncovered;
  }

  pause(): Result<void> {
    return this.afterCommand(this.sequence.pause(this.now()));
  }

  resume(): Result<void> {
    return this.afterCommand(this.sequence.resume(this.now()));
  }

  /**
   * A seat's opening action, kept until the end; refused outside its window or if the rules refuse
   * it. Not a change of the schedule: listeners are not told (the caller tells the chooser only),
   * so no other screen learns when anyone chose.
   */
  choose(seat: string, action: unknown): Result<void> {
    const legal = this.table.legalFor(seat);
    const text = JSON.stringify(action);
    if (!legal.some((candidate) => JSON.stringify(candidate) === text))
      return err('bad_opening', 'That is not an opening choice this game offers.');
    const kept = this.sequence.choose(seat, action);
    if (kept.ok && this.waitingForHeld && !this.waitsForHeldSeat()) this.onDeadline();
    return kept;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private fresh(): OpeningSequence {
    return new OpeningSequence(
      this.options.groups(),
      this.options.windowMs,
      this.options.handoverMs,
      this.options.curtains?.(),
    );
  }

  private afterCommand(outcome: Result<void>): Result<void> {
    if (!outcome.ok) return outcome;
    this.schedule();
    this.emit();
    return ok(undefined);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.waitingForHeld = false;
    const deadline = this.sequence.deadline();
    if (deadline !== null)
      this.timer = setTimeout(() => this.onDeadline(), Math.max(0, deadline - this.now()));
  }

  private onDeadline(): void {
    this.waitingForHeld = this.waitsForHeldSeat();
    if (this.waitingForHeld) return;
    const due = this.sequence.deadline();
    const absentBefore = this.sequence.status(this.now()).absent.length;
    const finished = this.sequence.tick(this.now());
    const absent = this.sequence.status(this.now()).absent.slice(absentBefore);
    if (absent.length > 0) this.options.onAbsent?.(absent);
    // A timer may fire a moment before the clock says the deadline is due: then nothing moved,
    // and the board must not be cued for an edge that did not happen.
    if (finished || this.sequence.deadline() !== due) this.options.referee?.windowChanged?.();
    if (finished) this.finish();
    else this.schedule();
    this.emit();
  }

  private waitsForHeldSeat(): boolean {
    const held = this.options.heldSeats?.();
    if (!held || held.size === 0) return false;
    return this.sequence.current().some((seat) => held.has(seat) && !this.sequence.hasChosen(seat));
  }

  private finish(): void {
    const verdict = this.options.referee?.verdict(this.sequence) ?? ok(() => {});
    if (!verdict.ok) {
      this.redo = 'board';
      this.sequence = this.fresh();
      return;
    }
    this.redo = null;
    for (const { seat, choice } of this.sequence.choices(this.options.noChoice)) {
      const submitted = this.table.submit(seat, choice);
      // Checked when chosen, and nothing else moves the game during the opening: this is a bug.
      if (!submitted.ok)
        console.error(`safehouse: opening choice of ${seat} refused: ${submitted.error.message}`);
    }
    verdict.value();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
