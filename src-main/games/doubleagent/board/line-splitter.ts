import { type LineError, lineError, MAX_LINE_BYTES } from './line-error';

const LF = 0x0a;
const CR = 0x0d;

/**
 * Cuts a serial byte stream into serial-v1 lines (LF-terminated, a CR before the LF ignored).
 * A line longer than 96 bytes (LF included) is reported once as 'overlong' as soon as it overflows,
 * then discarded up to the next LF; a line holding a byte above 0x7F becomes a 'non-ascii' error.
 * Never holds more than 95 bytes between calls.
 */
export class LineSplitter {
  private readonly pending = new Uint8Array(MAX_LINE_BYTES - 1);
  private length = 0;
  private discarding = false;
  private firstNonAscii = -1;

  push(chunk: Uint8Array): { lines: string[]; errors: LineError[] } {
    const lines: string[] = [];
    const errors: LineError[] = [];
    for (const byte of chunk) {
      if (byte === LF) {
        if (!this.discarding) this.endLine(lines, errors);
        this.reset();
      } else if (this.discarding) {
        // skipping the rest of an overlong line, already reported
      } else if (this.length === this.pending.length) {
        errors.push(
          lineError('overlong', `line longer than ${MAX_LINE_BYTES} bytes (LF included)`, this.text()),
        );
        this.reset();
        this.discarding = true;
      } else {
        if (byte > 0x7f && this.firstNonAscii < 0) this.firstNonAscii = this.length;
        this.pending[this.length++] = byte;
      }
    }
    return { lines, errors };
  }

  /** Forgets any partial line (for a fresh connection). */
  reset(): void {
    this.length = 0;
    this.discarding = false;
    this.firstNonAscii = -1;
  }

  private endLine(lines: string[], errors: LineError[]): void {
    if (this.length > 0 && this.pending[this.length - 1] === CR) this.length--;
    const text = this.text();
    if (this.firstNonAscii >= 0) {
      const byte = this.pending[this.firstNonAscii]!.toString(16).toUpperCase();
      errors.push(
        lineError('non-ascii', `non-ASCII byte 0x${byte} at column ${this.firstNonAscii + 1}`, text),
      );
    } else {
      lines.push(text);
    }
  }

  private text(): string {
    return String.fromCharCode(...this.pending.subarray(0, this.length));
  }
}
