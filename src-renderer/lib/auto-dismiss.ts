/**
 * The timer of a dialog that closes by itself: calls `dismiss` once the dialog has been up `ms`,
 * not counting the time the pointer rests on it (someone is reading it), and tells `seconds` the
 * whole seconds left each time that number changes, for the countdown on show. `ms` null: no
 * timer at all (the dialog stays until dismissed).
 */
export class AutoDismiss {
  /** What was left when the count last started or stood still; null once over or cancelled. */
  private left: number | null;
  private startedAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private shown: number | null = null;

  constructor(
    ms: number | null,
    private readonly dismiss: () => void,
    private readonly seconds: (seconds: number) => void = () => {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.left = ms;
    this.resume();
  }

  /** The pointer came onto the dialog: the count stands still. */
  pause(): void {
    if (this.timer === null || this.left === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.left = this.remaining();
  }

  /** The pointer left: the count goes on from where it stood. */
  resume(): void {
    if (this.timer !== null || this.left === null) return;
    this.startedAt = this.now();
    this.step();
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.left = null;
  }

  private remaining(): number {
    return Math.max(0, (this.left ?? 0) - (this.now() - this.startedAt));
  }

  /**
   * Reads the clock rather than counting its own calls: a clock that jumps ahead (a suspended
   * laptop, a test's fast-forward) ends the count at once instead of one second per wake-up.
   */
  private step(): void {
    const remaining = this.remaining();
    if (remaining <= 0) {
      this.timer = null;
      this.left = null;
      this.dismiss();
      return;
    }
    const seconds = Math.ceil(remaining / 1000);
    if (seconds !== this.shown) {
      this.shown = seconds;
      this.seconds(seconds);
    }
    // Wake at the next whole second, when the number on show changes (or the count ends).
    this.timer = setTimeout(() => this.step(), remaining - (seconds - 1) * 1000);
  }
}
