/**
 * serial-v1 (docs/board-protocol.md): parses and encodes
 * single lines. Pure: no I/O, and parsing never throws; every refused line comes back as a LineError.
 */
import type { Result } from '../../../../engine/core';
import { crc8, hex2 } from './crc8';
import {
  firstBadCharacter,
  type LineError,
  type LineErrorCode,
  lineError,
  MAX_LINE_BYTES,
} from './line-error';

export { crc8 } from './crc8';
export { type LineError, type LineErrorCode, MAX_LINE_BYTES } from './line-error';
export { LineSplitter } from './line-splitter';

export type MonitorPos = '1' | '0' | '?';
export type PresenceState = '1' | '0' | '?';
export interface BoardCaps {
  presence: boolean;
  leds: boolean;
  buzzer: boolean;
}
export type EventKind = 'ON' | 'OFF' | 'LIFT' | 'PLACE' | 'FAULT';
export type LedMode = 'on' | 'off' | 'blink';

export type BoardLine =
  | { type: 'HELLO'; proto: number; boardId: string; sockets: number; caps: BoardCaps; fw: string }
  /** pres is null when the board sends '-' (no presence sensing). */
  | { type: 'STATE'; seq: number; pos: MonitorPos[]; pres: PresenceState[] | null }
  | { type: 'EV'; seq: number; socket: number; kind: EventKind }
  | { type: 'HB'; seq: number; uptimeMs: number }
  | { type: 'ACK'; id: number }
  | { type: 'NAK'; id: number; reason: string }
  | { type: 'COMMENT'; text: string };

export type AppLine =
  | { type: 'HELLO?' }
  | { type: 'SYNC'; id: number }
  | { type: 'LED'; id: number; socket: number | '*'; mode: LedMode }
  | { type: 'BUZZ'; id: number; ms: number };

export type Parsed<T> = Result<T, LineError>;

export interface LineContext {
  /** The socket count from HELLO, when known: STATE lengths and socket numbers are checked against it. */
  sockets?: number;
}

export const PROTOCOL_VERSION = 1;
export const MAX_SEQ = 65535;
export const MAX_ID = 65535;
export const MAX_SOCKETS = 32;
export const MAX_UPTIME_MS = 0xffffffff;
export const MAX_BUZZ_MS = 5000;
export const EVENT_KINDS: readonly EventKind[] = ['ON', 'OFF', 'LIFT', 'PLACE', 'FAULT'];
export const LED_MODES: readonly LedMode[] = ['on', 'off', 'blink'];

const BOARD_FIELD_COUNTS: Readonly<Record<string, number>> = {
  HELLO: 6,
  STATE: 4,
  EV: 4,
  HB: 3,
  ACK: 2,
  NAK: 3,
};
const APP_FIELD_COUNTS: Readonly<Record<string, number>> = { 'HELLO?': 1, SYNC: 2, LED: 4, BUZZ: 3 };

const CANONICAL_DECIMAL = /^(0|[1-9][0-9]{0,9})$/;
const BOARD_ID = /^[A-Za-z0-9-]{1,16}$/;
const FIRMWARE = /^[\x20-\x7e]{1,16}$/;
const NAK_REASON = /^[a-z0-9-]{1,32}$/;
const POSITIONS = /^[10?]+$/;
const CHECKSUM = /^[0-9A-F]{2}$/;

/** A field that failed; thrown only inside this module and always caught by the parse functions. */
class FieldFault {
  constructor(
    readonly code: LineErrorCode,
    readonly reason: string,
  ) {}
}

export function parseBoardLine(line: string, context: LineContext = {}): Parsed<BoardLine> {
  const framed = unframe(line);
  if (framed.kind === 'error') return framed.result;
  if (framed.kind === 'comment') return { ok: true, value: { type: 'COMMENT', text: framed.text } };
  return decodeFields(line, framed.fields, BOARD_FIELD_COUNTS, APP_FIELD_COUNTS, 'app-to-board', (fields) =>
    decodeBoardFields(fields, socketLimit(context)),
  );
}

/** The board's side: what a board (the simulator, the firmware) accepts from the app. */
export function parseAppLine(line: string, context: LineContext = {}): Parsed<AppLine> {
  const framed = unframe(line);
  if (framed.kind === 'error') return framed.result;
  if (framed.kind === 'comment') return refuse(line, 'unknown-type', 'the app sends no comment lines');
  return decodeFields(line, framed.fields, APP_FIELD_COUNTS, BOARD_FIELD_COUNTS, 'board-to-app', (fields) =>
    decodeAppFields(fields, socketLimit(context)),
  );
}

/**
 * The proto field of any HELLO line with a good checksum, even one whose other fields do not fit version 1,
 * so the app can say which version a board speaks. Null when the line is no such HELLO.
 */
export function peekHelloProto(line: string): number | null {
  const framed = unframe(line);
  if (framed.kind !== 'body' || framed.fields[0] !== 'HELLO') return null;
  const proto = framed.fields[1] ?? '';
  return CANONICAL_DECIMAL.test(proto) && Number(proto) <= MAX_SEQ ? Number(proto) : null;
}

/** 'BODY*CC' (or '#text' for a comment), without the LF. Formats what it is given without validating it. */
export function encodeBoardLine(msg: BoardLine): string {
  switch (msg.type) {
    case 'HELLO':
      return frame(['HELLO', msg.proto, msg.boardId, msg.sockets, capsText(msg.caps), msg.fw]);
    case 'STATE':
      return frame(['STATE', msg.seq, msg.pos.join(''), msg.pres === null ? '-' : msg.pres.join('')]);
    case 'EV':
      return frame(['EV', msg.seq, msg.socket, msg.kind]);
    case 'HB':
      return frame(['HB', msg.seq, msg.uptimeMs]);
    case 'ACK':
      return frame(['ACK', msg.id]);
    case 'NAK':
      return frame(['NAK', msg.id, msg.reason]);
    case 'COMMENT':
      return `#${msg.text}`;
  }
}

/** 'BODY*CC' without the LF. Formats what it is given without validating it. */
export function encodeAppLine(msg: AppLine): string {
  switch (msg.type) {
    case 'HELLO?':
      return frame(['HELLO?']);
    case 'SYNC':
      return frame(['SYNC', msg.id]);
    case 'LED':
      return frame(['LED', msg.id, msg.socket, msg.mode]);
    case 'BUZZ':
      return frame(['BUZZ', msg.id, msg.ms]);
  }
}

function frame(fields: ReadonlyArray<string | number>): string {
  const body = fields.join(',');
  return `${body}*${hex2(crc8(body))}`;
}

function capsText(caps: BoardCaps): string {
  return (caps.presence ? 'P' : '') + (caps.leds ? 'L' : '') + (caps.buzzer ? 'B' : '');
}

type Framed =
  | { kind: 'error'; result: Result<never, LineError> }
  | { kind: 'comment'; text: string }
  | { kind: 'body'; fields: string[] };

/** Length, characters and checksum: everything about a line except what its fields say. */
function unframe(input: string): Framed {
  const fail = (code: LineErrorCode, reason: string): Framed => ({
    kind: 'error',
    result: refuse(input, code, reason),
  });
  // The CR, when present, travelled on the wire and counts towards the 96 bytes.
  if (input.length + 1 > MAX_LINE_BYTES) return fail('overlong', `line longer than ${MAX_LINE_BYTES} bytes`);
  const line = input.endsWith('\r') ? input.slice(0, -1) : input;
  if (line.length === 0) return fail('empty', 'empty line');
  const bad = firstBadCharacter(line);
  if (bad) return fail(bad.code, bad.reason);
  if (line.startsWith('#')) return { kind: 'comment', text: line.slice(1) };
  const star = line.lastIndexOf('*');
  if (star < 0) return fail('no-checksum', 'no *CC checksum');
  const body = line.slice(0, star);
  const checksum = line.slice(star + 1);
  if (!CHECKSUM.test(checksum)) {
    const lowercase = /^[0-9a-fA-F]{2}$/.test(checksum);
    return fail(
      'bad-checksum',
      lowercase ? 'checksum hex must be uppercase' : 'checksum is not two hex digits',
    );
  }
  const expected = hex2(crc8(body));
  if (checksum !== expected)
    return fail('bad-checksum', `checksum ${checksum} does not match (body gives ${expected})`);
  return { kind: 'body', fields: body.split(',') };
}

function decodeFields<T>(
  line: string,
  fields: string[],
  counts: Readonly<Record<string, number>>,
  otherDirection: Readonly<Record<string, number>>,
  otherDirectionName: string,
  decode: (fields: string[]) => T,
): Parsed<T> {
  const type = fields[0] ?? '';
  const count = Object.hasOwn(counts, type) ? counts[type] : undefined;
  if (count === undefined) {
    const why = Object.hasOwn(otherDirection, type)
      ? `${type} is an ${otherDirectionName} line`
      : `unknown line type "${type}"`;
    return refuse(line, 'unknown-type', why);
  }
  if (fields.length !== count)
    return refuse(line, 'wrong-field-count', `${type} has ${count} fields, got ${fields.length}`);
  try {
    return { ok: true, value: decode(fields) };
  } catch (fault) {
    if (fault instanceof FieldFault) return refuse(line, fault.code, fault.reason);
    throw fault;
  }
}

function decodeBoardFields(fields: string[], sockets: number | undefined): BoardLine {
  const field = (index: number) => fields[index] ?? '';
  switch (field(0)) {
    case 'HELLO':
      return {
        type: 'HELLO',
        proto: decimal(field(1), 'proto', 1, MAX_SEQ),
        boardId: text(field(2), 'board-id', BOARD_ID, '1-16 of A-Z a-z 0-9 -'),
        sockets: decimal(field(3), 'sockets', 1, MAX_SOCKETS),
        caps: caps(field(4)),
        fw: text(
          field(5),
          'fw',
          FIRMWARE,
          '1-16 printable characters without , or *',
          (fw) => !fw.includes('*'),
        ),
      };
    case 'STATE': {
      const seq = decimal(field(1), 'seq', 0, MAX_SEQ);
      const pos = positions(field(2), 'pos', sockets);
      const presText = field(3);
      if (presText === '-') return { type: 'STATE', seq, pos, pres: null };
      return { type: 'STATE', seq, pos, pres: positions(presText, 'pres', pos.length) };
    }
    case 'EV':
      return {
        type: 'EV',
        seq: decimal(field(1), 'seq', 0, MAX_SEQ),
        socket: socket(field(2), sockets),
        kind: oneOf(field(3), 'kind', EVENT_KINDS),
      };
    case 'HB':
      return {
        type: 'HB',
        seq: decimal(field(1), 'seq', 0, MAX_SEQ),
        uptimeMs: decimal(field(2), 'uptime', 0, MAX_UPTIME_MS),
      };
    case 'ACK':
      return { type: 'ACK', id: decimal(field(1), 'id', 1, MAX_ID) };
    default:
      return {
        type: 'NAK',
        id: decimal(field(1), 'id', 1, MAX_ID),
        reason: text(field(2), 'reason', NAK_REASON, '1-32 of a-z 0-9 -'),
      };
  }
}

function decodeAppFields(fields: string[], sockets: number | undefined): AppLine {
  const field = (index: number) => fields[index] ?? '';
  switch (field(0)) {
    case 'HELLO?':
      return { type: 'HELLO?' };
    case 'SYNC':
      return { type: 'SYNC', id: decimal(field(1), 'id', 1, MAX_ID) };
    case 'LED': {
      const id = decimal(field(1), 'id', 1, MAX_ID);
      const target = field(2) === '*' ? '*' : socket(field(2), sockets);
      return { type: 'LED', id, socket: target, mode: oneOf(field(3), 'mode', LED_MODES) };
    }
    default:
      return {
        type: 'BUZZ',
        id: decimal(field(1), 'id', 1, MAX_ID),
        ms: decimal(field(2), 'ms', 1, MAX_BUZZ_MS),
      };
  }
}

function decimal(field: string, name: string, min: number, max: number): number {
  if (!CANONICAL_DECIMAL.test(field))
    throw new FieldFault('bad-field', `${name} "${field}" is not a plain decimal (no sign, no leading zero)`);
  const value = Number(field);
  if (value < min || value > max)
    throw new FieldFault('out-of-range', `${name} ${value} is not within ${min}-${max}`);
  return value;
}

function socket(field: string, sockets: number | undefined): number {
  const value = decimal(field, 'socket', 1, MAX_SOCKETS);
  if (sockets !== undefined && value > sockets)
    throw new FieldFault('out-of-range', `socket ${value} but the board has ${sockets} sockets`);
  return value;
}

function positions(field: string, name: string, expectedLength: number | undefined): MonitorPos[] {
  if (!POSITIONS.test(field)) throw new FieldFault('bad-field', `${name} must be made of 1, 0 and ?`);
  if (expectedLength !== undefined && field.length !== expectedLength)
    throw new FieldFault('wrong-length', `${name} has ${field.length} sockets, expected ${expectedLength}`);
  if (field.length > MAX_SOCKETS)
    throw new FieldFault('wrong-length', `${name} has ${field.length} sockets, at most ${MAX_SOCKETS}`);
  return [...field] as MonitorPos[];
}

function caps(field: string): BoardCaps {
  if (!/^[PLB]*$/.test(field)) throw new FieldFault('bad-field', 'caps must be made of P, L and B');
  if (new Set(field).size !== field.length) throw new FieldFault('bad-field', 'caps repeats a letter');
  return { presence: field.includes('P'), leds: field.includes('L'), buzzer: field.includes('B') };
}

function text(
  field: string,
  name: string,
  pattern: RegExp,
  rule: string,
  extra = (_: string) => true,
): string {
  if (!pattern.test(field) || !extra(field)) throw new FieldFault('bad-field', `${name} must be ${rule}`);
  return field;
}

function oneOf<T extends string>(field: string, name: string, allowed: readonly T[]): T {
  const found = allowed.find((value) => value === field);
  if (found === undefined) throw new FieldFault('bad-field', `${name} must be one of ${allowed.join(' ')}`);
  return found;
}

function socketLimit(context: LineContext): number | undefined {
  const { sockets } = context;
  return Number.isInteger(sockets) && sockets !== undefined && sockets >= 1 && sockets <= MAX_SOCKETS
    ? sockets
    : undefined;
}

function refuse(line: string, code: LineErrorCode, reason: string): Result<never, LineError> {
  return { ok: false, error: lineError(code, reason, line) };
}
