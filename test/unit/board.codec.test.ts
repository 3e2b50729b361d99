import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppLine,
  type BoardLine,
  crc8,
  encodeAppLine,
  encodeBoardLine,
  LineSplitter,
  parseAppLine,
  parseBoardLine,
  peekHelloProto,
} from '../../src-main/games/doubleagent/board/codec';

interface Vector {
  direction: 'board' | 'app';
  line: string;
  context?: { sockets?: number };
  canonical?: boolean;
  note: string;
}
interface ValidVector extends Vector {
  value: BoardLine | AppLine;
}
interface InvalidVector extends Vector {
  code: string;
}
type StreamPart = { text: string } | { hex: string } | { repeat: string; count: number };
interface StreamVector {
  note: string;
  bytes: StreamPart[];
  lines: string[];
  errors: string[];
}
const vectors = JSON.parse(
  readFileSync(path.resolve(__dirname, '../fixtures/serial-v1/vectors.json'), 'utf8'),
) as { valid: ValidVector[]; invalid: InvalidVector[]; streams: StreamVector[] };

/** CRC-8/SMBUS straight from its definition (poly 0x07, init 0, no reflection, no xor-out), bit by bit. */
function referenceCrc8(text: string): number {
  let crc = 0;
  for (const char of text) {
    crc ^= char.charCodeAt(0);
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function checksumMatches(line: string): boolean {
  const star = line.lastIndexOf('*');
  return (
    star >= 0 &&
    line.slice(star + 1) === referenceCrc8(line.slice(0, star)).toString(16).toUpperCase().padStart(2, '0')
  );
}

const parse = (vector: Vector) =>
  vector.direction === 'board'
    ? parseBoardLine(vector.line, vector.context)
    : parseAppLine(vector.line, vector.context);

function streamBytes(parts: StreamPart[]): Uint8Array {
  const bytes: number[] = [];
  for (const part of parts) {
    if ('text' in part) bytes.push(...Buffer.from(part.text, 'latin1'));
    else if ('hex' in part) bytes.push(...Buffer.from(part.hex, 'hex'));
    else bytes.push(...Buffer.from(part.repeat.repeat(part.count), 'latin1'));
  }
  return Uint8Array.from(bytes);
}

describe('crc8', () => {
  it('gives the check value of CRC-8/SMBUS', () => {
    expect(crc8('123456789')).toBe(0xf4);
    expect(crc8('')).toBe(0);
  });

  it('agrees with a bit-by-bit implementation of the definition on any ASCII text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary-ascii', maxLength: 120 }),
        (text) => crc8(text) === referenceCrc8(text),
      ),
    );
  });
});

describe('the examples of serial-v1.md', () => {
  it('parses every example line to its meaning', () => {
    expect(parseBoardLine('HELLO,1,CAMP-01,9,PB,1.0.0*BC')).toEqual({
      ok: true,
      value: {
        type: 'HELLO',
        proto: 1,
        boardId: 'CAMP-01',
        sockets: 9,
        caps: { presence: true, leds: false, buzzer: true },
        fw: '1.0.0',
      },
    });
    expect(parseBoardLine('STATE,0,111111111,111111111*35', { sockets: 9 })).toEqual({
      ok: true,
      value: { type: 'STATE', seq: 0, pos: [...'111111111'], pres: [...'111111111'] },
    });
    expect(parseBoardLine('EV,1,4,LIFT*FC')).toEqual({
      ok: true,
      value: { type: 'EV', seq: 1, socket: 4, kind: 'LIFT' },
    });
    expect(parseBoardLine('EV,2,4,OFF*68')).toEqual({
      ok: true,
      value: { type: 'EV', seq: 2, socket: 4, kind: 'OFF' },
    });
    expect(parseBoardLine('EV,3,4,PLACE*14')).toEqual({
      ok: true,
      value: { type: 'EV', seq: 3, socket: 4, kind: 'PLACE' },
    });
    expect(parseBoardLine('HB,4,15023*F2')).toEqual({
      ok: true,
      value: { type: 'HB', seq: 4, uptimeMs: 15023 },
    });
    expect(parseAppLine('HELLO?*36')).toEqual({ ok: true, value: { type: 'HELLO?' } });
    expect(parseAppLine('SYNC,7*A1')).toEqual({ ok: true, value: { type: 'SYNC', id: 7 } });
    expect(parseBoardLine('ACK,7*B6')).toEqual({ ok: true, value: { type: 'ACK', id: 7 } });
    expect(parseAppLine('BUZZ,8,300*8F')).toEqual({ ok: true, value: { type: 'BUZZ', id: 8, ms: 300 } });
    expect(parseAppLine('LED,9,4,blink*34')).toEqual({
      ok: true,
      value: { type: 'LED', id: 9, socket: 4, mode: 'blink' },
    });
    expect(parseBoardLine('NAK,9,unsupported*5B')).toEqual({
      ok: true,
      value: { type: 'NAK', id: 9, reason: 'unsupported' },
    });
  });

  it('encodes every example back to the same characters', () => {
    for (const line of [
      'HELLO,1,CAMP-01,9,PB,1.0.0*BC',
      'STATE,0,111111111,111111111*35',
      'EV,3,4,PLACE*14',
    ]) {
      const parsed = parseBoardLine(line);
      expect(parsed.ok && encodeBoardLine(parsed.value)).toBe(line);
    }
    for (const line of ['HELLO?*36', 'SYNC,7*A1', 'BUZZ,8,300*8F', 'LED,9,4,blink*34']) {
      const parsed = parseAppLine(line);
      expect(parsed.ok && encodeAppLine(parsed.value)).toBe(line);
    }
  });

  it('drops every "must drop" example, each for its own reason', () => {
    const code = (line: string, context?: { sockets: number }) => {
      const parsed = parseBoardLine(line, context);
      return parsed.ok ? 'accepted' : parsed.error.code;
    };
    expect(code('EV,2,4,OFF*69')).toBe('bad-checksum');
    expect(code('EV,2,4,OFF')).toBe('no-checksum');
    expect(code('EV,5,99,OFF*FB')).toBe('out-of-range');
    expect(code('EV,5,99,OFF*FB', { sockets: 9 })).toBe('out-of-range');
    expect(code('A'.repeat(5000))).toBe('overlong');
    expect(code('STATE,6,1111,111111111*E6')).toBe('wrong-length');
    expect(code('STATE,6,1111,111111111*E6', { sockets: 9 })).toBe('wrong-length');
    expect(code('\u00ff\u0000\u0081A')).toBe('non-ascii');
  });
});

describe('shared vectors (test/fixtures/serial-v1/vectors.json)', () => {
  it('has real checksums: every valid line and every invalid line not refused for its framing', () => {
    const framing = [
      'bad-checksum',
      'no-checksum',
      'overlong',
      'non-ascii',
      'control-char',
      'empty',
      'unknown-type',
    ];
    const checked = [...vectors.valid, ...vectors.invalid.filter((vector) => !framing.includes(vector.code))];
    expect(checked.length).toBeGreaterThan(80);
    for (const vector of checked) {
      if (vector.line.startsWith('#')) continue;
      expect(checksumMatches(vector.line.replace(/\r$/, '')), vector.line).toBe(true);
    }
  });

  it.each(vectors.valid.map((vector) => [vector.line, vector] as const))('accepts %j', (_line, vector) => {
    expect(parse(vector)).toEqual({ ok: true, value: vector.value });
    if (vector.canonical !== false) {
      const encoded =
        vector.direction === 'board'
          ? encodeBoardLine(vector.value as BoardLine)
          : encodeAppLine(vector.value as AppLine);
      expect(encoded).toBe(vector.line);
    }
  });

  it.each(vectors.invalid.map((vector) => [vector.line.slice(0, 60), vector] as const))(
    'refuses %j',
    (_line, vector) => {
      const parsed = parse(vector);
      expect(parsed.ok ? 'accepted' : parsed.error.code, vector.note).toBe(vector.code);
    },
  );

  it.each(vectors.streams.map((vector) => [vector.note, vector] as const))(
    'splits the stream: %s',
    (_note, vector) => {
      const bytes = streamBytes(vector.bytes);
      const whole = new LineSplitter().push(bytes);
      expect(whole.lines).toEqual(vector.lines);
      expect(whole.errors.map((error) => error.code)).toEqual(vector.errors);
      // byte by byte gives the same result
      const splitter = new LineSplitter();
      const lines: string[] = [];
      const errors: string[] = [];
      for (const byte of bytes) {
        const step = splitter.push(Uint8Array.of(byte));
        lines.push(...step.lines);
        errors.push(...step.errors.map((error) => error.code));
      }
      expect(lines).toEqual(vector.lines);
      expect(errors).toEqual(vector.errors);
    },
  );
});

describe('decisions where the spec leaves room', () => {
  const codeOf = (parsed: { ok: boolean; error?: { code: string } }) =>
    parsed.ok ? 'accepted' : parsed.error?.code;

  it('refuses a lowercase checksum, since the spec says uppercase', () => {
    const parsed = parseBoardLine('HELLO,1,CAMP-01,9,PB,1.0.0*bc');
    expect(codeOf(parsed)).toBe('bad-checksum');
    expect(!parsed.ok && parsed.error.reason).toMatch(/uppercase/);
  });

  it('takes caps in any order but refuses a repeated letter', () => {
    const reordered = 'HELLO,1,CAMP-01,9,BLP,1.0.0';
    const repeated = 'HELLO,1,CAMP-01,9,PP,1.0.0';
    const framed = (body: string) =>
      `${body}*${referenceCrc8(body).toString(16).toUpperCase().padStart(2, '0')}`;
    expect(parseBoardLine(framed(reordered))).toMatchObject({
      ok: true,
      value: { caps: { presence: true, leds: true, buzzer: true } },
    });
    expect(codeOf(parseBoardLine(framed(repeated)))).toBe('bad-field');
  });

  it('parses a HELLO of another version, and peeks the version of one that no longer fits version 1', () => {
    expect(parseBoardLine('HELLO,1,CAMP-01,9,PB,1.0.0*BC')).toMatchObject({ ok: true, value: { proto: 1 } });
    const body = 'HELLO,2,CAMP-01,9,PB,2.0.0,extra';
    const line = `${body}*${referenceCrc8(body).toString(16).toUpperCase().padStart(2, '0')}`;
    expect(codeOf(parseBoardLine(line))).toBe('wrong-field-count');
    expect(peekHelloProto(line)).toBe(2);
    expect(peekHelloProto('HELLO,1,CAMP-01,9,PB,1.0.0*BC')).toBe(1);
    expect(peekHelloProto('HELLO,2,CAMP-01,9,PB,1.0.0*BC')).toBeNull(); // checksum no longer matches
    expect(peekHelloProto('ACK,7*B6')).toBeNull();
  });

  it('ignores an unusable socket count in the context instead of failing', () => {
    for (const sockets of [0, -1, 33, 1.5, Number.NaN]) {
      expect(parseBoardLine('EV,1,4,LIFT*FC', { sockets }).ok).toBe(true);
    }
  });

  it('reports the offending line printable and at most 100 characters long', () => {
    const parsed = parseBoardLine(`EV,1\u0007\u00e9\\${'x'.repeat(80)}`);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.line.startsWith('EV,1\\x07\\xE9\\\\xxx')).toBe(true);
    const long = parseBoardLine('\u0001'.repeat(5000));
    expect(!long.ok && long.error.line.length).toBeLessThanOrEqual(100);
    expect(!long.ok && /^[\x20-\x7e]*$/.test(long.error.line)).toBe(true);
  });
});

describe('round trips', () => {
  const seq = fc.integer({ min: 0, max: 65535 });
  const id = fc.integer({ min: 1, max: 65535 });
  const socketsAndSocket = fc
    .integer({ min: 1, max: 32 })
    .chain((sockets) => fc.tuple(fc.constant(sockets), fc.integer({ min: 1, max: sockets })));
  const withContext = <T>(line: T, sockets?: number): [T, number | undefined] => [line, sockets];
  const position = fc.constantFrom<'1' | '0' | '?'>('1', '0', '?');

  const boardLines: fc.Arbitrary<[BoardLine, number | undefined]> = fc.oneof(
    fc
      .record({
        type: fc.constant('HELLO' as const),
        proto: fc.integer({ min: 1, max: 65535 }),
        boardId: fc.stringMatching(/^[A-Za-z0-9-]{1,16}$/),
        sockets: fc.integer({ min: 1, max: 32 }),
        caps: fc.record({ presence: fc.boolean(), leds: fc.boolean(), buzzer: fc.boolean() }),
        fw: fc.stringMatching(/^[\x20-\x29\x2b\x2d-\x7e]{1,16}$/),
      })
      .map((line) => withContext(line)),
    fc.integer({ min: 1, max: 32 }).chain((sockets) =>
      fc.tuple(
        fc.record({
          type: fc.constant('STATE' as const),
          seq,
          pos: fc.array(position, { minLength: sockets, maxLength: sockets }),
          pres: fc.option(fc.array(position, { minLength: sockets, maxLength: sockets })),
        }),
        fc.option(fc.constant(sockets), { nil: undefined }),
      ),
    ),
    fc
      .tuple(seq, socketsAndSocket, fc.constantFrom('ON', 'OFF', 'LIFT', 'PLACE', 'FAULT' as const))
      .map(([seq, [sockets, socket], kind]) =>
        withContext<BoardLine>({ type: 'EV', seq, socket, kind }, sockets),
      ),
    fc
      .record({ type: fc.constant('HB' as const), seq, uptimeMs: fc.integer({ min: 0, max: 0xffffffff }) })
      .map((line) => withContext(line)),
    fc.record({ type: fc.constant('ACK' as const), id }).map((line) => withContext(line)),
    fc
      .record({ type: fc.constant('NAK' as const), id, reason: fc.stringMatching(/^[a-z0-9-]{1,32}$/) })
      .map((line) => withContext(line)),
    fc
      .record({ type: fc.constant('COMMENT' as const), text: fc.stringMatching(/^[\x20-\x7e]{0,94}$/) })
      .map((line) => withContext(line)),
  );

  const appLines: fc.Arbitrary<[AppLine, number | undefined]> = fc.oneof(
    fc.constant(withContext<AppLine>({ type: 'HELLO?' })),
    fc.record({ type: fc.constant('SYNC' as const), id }).map((line) => withContext(line)),
    fc
      .tuple(id, socketsAndSocket, fc.boolean(), fc.constantFrom('on', 'off', 'blink' as const))
      .map(([id, [sockets, socket], all, mode]) =>
        withContext<AppLine>({ type: 'LED', id, socket: all ? '*' : socket, mode }, sockets),
      ),
    fc
      .record({ type: fc.constant('BUZZ' as const), id, ms: fc.integer({ min: 1, max: 5000 }) })
      .map((line) => withContext(line)),
  );

  it('parseBoardLine(encodeBoardLine(x)) is x, within 95 bytes, with a checksum computed per the spec', () => {
    fc.assert(
      fc.property(boardLines, ([line, sockets]) => {
        const encoded = encodeBoardLine(line);
        expect(encoded.length).toBeLessThanOrEqual(95);
        if (line.type !== 'COMMENT') expect(checksumMatches(encoded)).toBe(true);
        expect(parseBoardLine(encoded, sockets === undefined ? {} : { sockets })).toEqual({
          ok: true,
          value: line,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('parseAppLine(encodeAppLine(x)) is x, with a checksum computed per the spec', () => {
    fc.assert(
      fc.property(appLines, ([line, sockets]) => {
        const encoded = encodeAppLine(line);
        expect(checksumMatches(encoded)).toBe(true);
        expect(parseAppLine(encoded, sockets === undefined ? {} : { sockets })).toEqual({
          ok: true,
          value: line,
        });
      }),
      { numRuns: 300 },
    );
  });
});
