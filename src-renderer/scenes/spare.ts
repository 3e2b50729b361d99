/**
 * One spare of something slow to make (pure, unit-tested): `warm()` starts making it before it is
 * needed, `take()` hands out the spare or makes one, `give()` keeps what a user is done with as the
 * next spare, or disposes of it when a spare is already kept. A failed warm-up is not final: the
 * next `take()` makes a new one.
 */
export class Spare<T> {
  private spare: Promise<T> | null = null;

  constructor(
    private readonly make: () => Promise<T>,
    private readonly dispose: (item: T) => void,
  ) {}

  warm(): void {
    this.spare ??= this.make();
  }

  take(): Promise<T> {
    const kept = this.spare;
    this.spare = null;
    return kept ? kept.catch(() => this.make()) : this.make();
  }

  give(item: T): void {
    if (this.spare) this.dispose(item);
    else this.spare = Promise.resolve(item);
  }
}
