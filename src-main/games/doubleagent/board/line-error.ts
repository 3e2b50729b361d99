/** Why a serial-v1 line was dropped. The same codes are used by the firmware's C parser. */
export type LineErrorCode =
  | 'empty'
  | 'overlong'
  | 'non-ascii'
  | 'control-char'
  | 'no-checksum'
  | 'bad-checksum'
  | 'unknown-type'
  | 'wrong-field-count'
  | 'bad-field'
  | 'out-of-range'
  | 'wrong-length';

export interface LineError {
  code: LineErrorCode;
  reason: string;
  /** The offending line, printable-escaped and truncated to at most 100 characters. */
  line: string;
}

/** At most 96 bytes on the wire, the LF included. */
export const MAX_LINE_BYTES = 96;

const MAX_SHOWN = 100;

export function lineError(code: LineErrorCode, reason: string, line: string): LineError {
  return { code, reason, line: printable(line) };
}

/** The line as safe log text: control and non-ASCII characters as \xNN (or \u{N}), cut to 100 characters. */
export function printable(raw: string): string {
  let shown = '';
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    const piece =
      code === 0x5c
        ? '\\\\'
        : code >= 0x20 && code < 0x7f
          ? raw[i]!
          : code <= 0xff
            ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
            : `\\u{${code.toString(16).toUpperCase()}}`;
    if (shown.length + piece.length > MAX_SHOWN - 3) return `${shown}...`;
    shown += piece;
  }
  return shown;
}

/** Position and description of the first byte no serial-v1 line may hold, or null. */
export function firstBadCharacter(
  line: string,
): { code: 'non-ascii' | 'control-char'; reason: string } | null {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    const hex = code.toString(16).toUpperCase().padStart(2, '0');
    if (code > 0x7f) return { code: 'non-ascii', reason: `non-ASCII byte 0x${hex} at column ${i + 1}` };
    if (code < 0x20 || code === 0x7f)
      return { code: 'control-char', reason: `control character 0x${hex} at column ${i + 1}` };
  }
  return null;
}
