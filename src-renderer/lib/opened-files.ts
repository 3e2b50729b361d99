import type { OpenedGameFile } from '../../protocol/opened-game-file';

/**
 * The game files the desktop app was asked to open, taken in one at a time (the host takes one
 * upload per screen at a time): `offer` queues them, `take(text)` starts the next one's import,
 * `done()` (its answer came) moves on; a file that could not be read is `reported` and skipped.
 */
export class OpenedFileQueue {
  private waiting: OpenedGameFile[] = [];
  private busy = false;

  constructor(
    private readonly take: (text: string) => void,
    private readonly report: (file: Extract<OpenedGameFile, { problem: string }>) => void,
  ) {}

  offer(files: readonly OpenedGameFile[]): void {
    this.waiting.push(...files);
    if (!this.busy) this.next();
  }

  /** The import under way was answered (taken in or refused). */
  done(): void {
    if (!this.busy) return;
    this.busy = false;
    this.next();
  }

  private next(): void {
    for (let file = this.waiting.shift(); file; file = this.waiting.shift()) {
      if ('text' in file) {
        this.busy = true;
        this.take(file.text);
        return;
      }
      this.report(file);
    }
  }
}
