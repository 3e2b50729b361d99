import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppLine,
  type BoardLine,
  encodeAppLine,
  encodeBoardLine,
  type LineError,
  LineSplitter,
  type Parsed,
  parseAppLine,
  parseBoardLine,
} from '../../src-main/games/doubleagent/board/codec';

const ERROR_CODES = [
  'empty',
  'overlong',
  'non-ascii',
  'control-char',
  'no-checksum',
  'bad-checksum',
  'unknown-type',
  'wrong-field-count',
  'bad-field',
  'out-of-range',
  'wrong-length',
];

/** CRC-8/SMBUS from its definition, independent of the codec. */
function referenceCrc8(text: string): number {
  let crc = 0;
  for (const char of text) {
    crc ^= char.charCodeAt(0) & 0xff;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}
const framed = (body: string) => `${body}*${referenceCrc8(body).toString(16).toUpperCase().padStart(2, '0')}`;

const VALID_BOARD_LINES = [
  'HELLO,1,CAMP-01,9,PB,1.0.0*BC',
  'STATE,0,111111111,111111111*35',
  'EV,1,4,LIFT*FC',
  'EV,2,4,OFF*68',
  'EV,3,4,PLACE*14',
  'HB,4,15023*F2',
  'ACK,7*B6',
  'NAK,9,unsupported*5B',
  framed('STATE,12,10?1?0101,-'),
  framed(`STATE,7,${'1'.repeat(32)},${'0'.repeat(32)}`),
  framed('HB,65535,4294967295'),
];
const VALID_APP_LINES = [
  'HELLO?*36',
  'SYNC,7*A1',
  'BUZZ,8,300*8F',
  'LED,9,4,blink*34',
  framed('LED,1,*,off'),
];

/** The codec's answer is well formed, and an accepted line really carries a matching checksum. */
function checkAnswer(line: string, parsed: Parsed<BoardLine | AppLine>): void {
  if (parsed.ok) {
    const text = line.replace(/\r$/, '');
    if (parsed.value.type === 'COMMENT') {
      expect(text.startsWith('#')).toBe(true);
      return;
    }
    const star = text.lastIndexOf('*');
    expect(star).toBeGreaterThan(0);
    expect(text.slice(star + 1)).toBe(
      referenceCrc8(text.slice(0, star)).toString(16).toUpperCase().padStart(2, '0'),
    );
  } else {
    expectWellFormedError(parsed.error);
  }
}

function expectWellFormedError(error: LineError): void {
  expect(ERROR_CODES).toContain(error.code);
  expect(error.reason.length).toBeGreaterThan(0);
  expect(error.line.length).toBeLessThanOrEqual(100);
  expect(error.line).toMatch(/^[\x20-\x7e]*$/);
}

function parseBoth(line: string, sockets?: number): void {
  const context = sockets === undefined ? undefined : { sockets };
  checkAnswer(line, parseBoardLine(line, context));
  checkAnswer(line, parseAppLine(line, context));
}

describe('codec fuzzing', () => {
  it('never throws on random strings, and accepts none with a wrong checksum', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: 'binary-ascii', maxLength: 120 }),
        ),
        fc.option(fc.integer({ min: -5, max: 40 }), { nil: undefined }),
        (line, sockets) => parseBoth(line, sockets),
      ),
      { numRuns: 800 },
    );
  });

  it('never throws on lines built from protocol pieces with a real checksum, and reports a known code', () => {
    const piece = fc.constantFrom(
      'HELLO',
      'HELLO?',
      'STATE',
      'EV',
      'HB',
      'ACK',
      'NAK',
      'SYNC',
      'LED',
      'BUZZ',
      '1',
      '0',
      '?',
      '-',
      '*',
      '',
      '65535',
      '65536',
      '99',
      'PB',
      'ON',
      'LIFT',
      'blink',
      '111111111',
      'x',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), fc.boolean(), (pieces, sign) => {
        const body = pieces.join(',');
        parseBoth(sign ? framed(body) : body);
      }),
      { numRuns: 800 },
    );
  });

  it('refuses every single-bit flip of a valid line', () => {
    const lines = [...VALID_BOARD_LINES, ...VALID_APP_LINES];
    for (const line of lines) {
      for (let index = 0; index < line.length; index++) {
        for (let bit = 0; bit < 8; bit++) {
          const flipped =
            line.slice(0, index) +
            String.fromCharCode(line.charCodeAt(index) ^ (1 << bit)) +
            line.slice(index + 1);
          const board = parseBoardLine(flipped);
          const app = parseAppLine(flipped);
          expect(board.ok, flipped).toBe(false);
          expect(app.ok, flipped).toBe(false);
          if (!board.ok) expectWellFormedError(board.error);
        }
      }
    }
  });

  it('accepts a random multi-byte corruption only when the checksum still matches', () => {
    const lines = [...VALID_BOARD_LINES, ...VALID_APP_LINES];
    fc.assert(
      fc.property(
        fc.constantFrom(...lines),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        (line, edits) => {
          const chars = [...line];
          for (const [position, byte] of edits) chars[position % chars.length] = String.fromCharCode(byte);
          parseBoth(chars.join(''));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses every proper truncation of a valid line', () => {
    for (const line of [...VALID_BOARD_LINES, ...VALID_APP_LINES]) {
      for (let length = 0; length < line.length; length++) {
        const cut = line.slice(0, length);
        expect(parseBoardLine(cut).ok, cut).toBe(false);
        expect(parseAppLine(cut).ok, cut).toBe(false);
      }
    }
  });

  it('refuses a field too many or too few, even with a good checksum', () => {
    for (const line of [...VALID_BOARD_LINES, ...VALID_APP_LINES]) {
      const fields = line.slice(0, line.lastIndexOf('*')).split(',');
      const parse = VALID_APP_LINES.includes(line) ? parseAppLine : parseBoardLine;
      const longer = parse(framed([...fields, '1'].join(',')));
      expect(!longer.ok && longer.error.code, line).toBe('wrong-field-count');
      if (fields.length > 1) {
        const shorter = parse(framed(fields.slice(0, -1).join(',')));
        expect(!shorter.ok && shorter.error.code, line).toBe('wrong-field-count');
      }
    }
  });

  it('refuses a 5,000-byte line at once, and a splitter reports it once and stays small', () => {
    const huge = 'STATE,1,'.padEnd(5000, '1');
    expect(parseBoardLine(huge)).toMatchObject({ ok: false, error: { code: 'overlong' } });
    const splitter = new LineSplitter();
    const errors: LineError[] = [];
    for (let sent = 0; sent < 5000; sent += 128) {
      const result = splitter.push(new Uint8Array(128).fill(0x31));
      expect(result.lines).toEqual([]);
      errors.push(...result.errors);
    }
    expect(errors.map((error) => error.code)).toEqual(['overlong']);
    expectWellFormedError(errors[0]!);
    expect(splitter.push(new TextEncoder().encode('111\nACK,7*B6\n'))).toEqual({
      lines: ['ACK,7*B6'],
      errors: [],
    });
  });

  it('splits random byte streams in random chunks without throwing; lines fit the limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.uint8Array({ maxLength: 200 }),
            fc.constantFrom(...VALID_BOARD_LINES).map((line) => new TextEncoder().encode(`${line}\n`)),
            fc.constant(Uint8Array.of(0x0a)),
          ),
          { maxLength: 30 },
        ),
        (chunks) => {
          const splitter = new LineSplitter();
          for (const chunk of chunks) {
            const { lines, errors } = splitter.push(chunk);
            for (const line of lines) {
              expect(line.length).toBeLessThanOrEqual(95);
              expect(line).not.toContain('\n');
              expect([...line].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
              checkAnswer(line, parseBoardLine(line));
            }
            for (const error of errors) expectWellFormedError(error);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the encoders never throw, even on values out of range (they format, parse validates)', () => {
    const bad = encodeBoardLine({ type: 'EV', seq: -1, socket: 99, kind: 'ON' });
    expect(parseBoardLine(bad)).toMatchObject({ ok: false, error: { code: 'bad-field' } });
    const buzz = encodeAppLine({ type: 'BUZZ', id: 1, ms: 9000 });
    expect(parseAppLine(buzz)).toMatchObject({ ok: false, error: { code: 'out-of-range' } });
  });
});
