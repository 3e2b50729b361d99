/**
 * A Double Agent camp board as a pure model: app lines in, board lines out, no clock and no I/O.
 * It keeps one seq counter over STATE, EV and HB (wrapping 65535 to 0), as serial-v1 asks.
 */
import {
  type AppLine,
  type BoardLine,
  type LedMode,
  type LineError,
  MAX_SEQ,
  MAX_SOCKETS,
  type MonitorPos,
  type PresenceState,
  parseAppLine,
} from '../codec';

export interface VirtualBoardOptions {
  boardId?: string;
  /** 9 or 15 on a real camp board; anything from 1 to 32 is accepted. */
  sockets?: number;
  presence?: boolean;
  leds?: boolean;
  buzzer?: boolean;
  /** The proto the HELLO announces; anything but 1 plays a board of another version. */
  proto?: number;
  fw?: string;
  /** A device that never says anything: no HELLO, no answers, no heartbeats, no events. */
  silent?: boolean;
  /** Send a STATE right after the boot HELLO. */
  stateAtBoot?: boolean;
  /** Where the monitors stand at power-up; all ON by default. */
  positions?: MonitorPos[];
  /** The seq of the first STATE/EV/HB after boot (0 on real hardware), to test wrapping. */
  firstSeq?: number;
}

/** A control the board cannot carry out (a socket it lacks, a monitor already lifted, …). */
export class BoardControlError extends Error {}

const COMMENT_MAX = 94;

export class VirtualBoard {
  readonly boardId: string;
  readonly sockets: number;
  readonly hasPresence: boolean;
  readonly hasLeds: boolean;
  readonly hasBuzzer: boolean;
  readonly proto: number;
  readonly fw: string;
  readonly silent: boolean;
  /** Every BUZZ the board carried out, in ms. */
  readonly buzzes: number[] = [];

  private readonly stateAtBoot: boolean;
  private readonly firstSeq: number;
  private readonly pos: MonitorPos[];
  private readonly pres: PresenceState[];
  private readonly leds: LedMode[];
  private seq: number;
  /** The last command carried out since power-up, and whether it was refused (serial-v1: a resend is idempotent). */
  private last: { readonly id: number; readonly refused: boolean } | null = null;

  constructor(options: VirtualBoardOptions = {}) {
    this.boardId = options.boardId ?? 'SIM-01';
    this.sockets = options.sockets ?? 9;
    if (!Number.isInteger(this.sockets) || this.sockets < 1 || this.sockets > MAX_SOCKETS)
      throw new RangeError(`a board has 1 to ${MAX_SOCKETS} sockets, not ${this.sockets}`);
    this.hasPresence = options.presence ?? true;
    this.hasLeds = options.leds ?? true;
    this.hasBuzzer = options.buzzer ?? true;
    this.proto = options.proto ?? 1;
    this.fw = options.fw ?? 'sim-1.0.0';
    this.silent = options.silent ?? false;
    this.stateAtBoot = options.stateAtBoot ?? false;
    this.firstSeq = options.firstSeq ?? 0;
    this.pos = options.positions ? [...options.positions] : new Array<MonitorPos>(this.sockets).fill('1');
    if (this.pos.length !== this.sockets)
      throw new RangeError(`${this.pos.length} positions given for ${this.sockets} sockets`);
    this.pres = new Array<PresenceState>(this.sockets).fill('1');
    this.leds = new Array<LedMode>(this.sockets).fill('off');
    this.seq = this.firstSeq;
  }

  /** Power-up: seq starts over and the LEDs go dark; the monitors stay where they physically are. */
  boot(): BoardLine[] {
    this.seq = this.firstSeq;
    this.last = null;
    this.leds.fill('off');
    return this.say(this.stateAtBoot ? [this.hello(), this.state()] : [this.hello()]);
  }

  /** The HELLO a board sends unasked (to a new network client). */
  greet(): BoardLine[] {
    return this.say([this.hello()]);
  }

  /** One line from the app (without its LF): the board's answer. */
  receive(line: string): BoardLine[] {
    const parsed = parseAppLine(line, { sockets: this.sockets });
    if (!parsed.ok) return this.refuse(parsed.error);
    const command = parsed.value;
    if (command.type === 'HELLO?') {
      // Every connection starts with HELLO?: a command of an earlier connection is never a resend.
      this.last = null;
      return this.say([this.hello()]);
    }
    if (this.last?.id === command.id) return this.answerAgain(command);
    const answer = this.carryOut(command);
    this.last = { id: command.id, refused: answer[0]?.type === 'NAK' };
    return this.say(answer);
  }

  private carryOut(command: Exclude<AppLine, { type: 'HELLO?' }>): BoardLine[] {
    switch (command.type) {
      case 'SYNC':
        return [{ type: 'ACK', id: command.id }, this.state()];
      case 'LED':
        if (!this.hasLeds) return [{ type: 'NAK', id: command.id, reason: 'unsupported' }];
        if (command.socket === '*') this.leds.fill(command.mode);
        else this.leds[command.socket - 1] = command.mode;
        return [{ type: 'ACK', id: command.id }];
      case 'BUZZ':
        if (!this.hasBuzzer) return [{ type: 'NAK', id: command.id, reason: 'unsupported' }];
        this.buzzes.push(command.ms);
        return [{ type: 'ACK', id: command.id }];
    }
  }

  /** A resend of the last command (its ACK was lost): the same answer, nothing done twice; SYNC only reads. */
  private answerAgain(command: Exclude<AppLine, { type: 'HELLO?' }>): BoardLine[] {
    if (this.last?.refused) return this.say([{ type: 'NAK', id: command.id, reason: 'unsupported' }]);
    const ack: BoardLine = { type: 'ACK', id: command.id };
    return this.say(command.type === 'SYNC' ? [ack, this.state()] : [ack]);
  }

  /** A line that could not even be cut out of the byte stream (overlong, non-ASCII). */
  refuse(error: LineError): BoardLine[] {
    const text = ` dropped line: ${error.code}: ${error.reason}`.replace(/[^\x20-\x7e]/g, '?');
    return this.say([{ type: 'COMMENT', text: text.slice(0, COMMENT_MAX) }]);
  }

  heartbeat(uptimeMs: number): BoardLine[] {
    return this.say([{ type: 'HB', seq: this.nextSeq(), uptimeMs: Math.max(0, Math.floor(uptimeMs)) }]);
  }

  lift(socket: number): BoardLine[] {
    const index = this.presenceIndex(socket);
    if (this.pres[index] === '0') throw new BoardControlError(`monitor ${socket} is already lifted`);
    this.pres[index] = '0';
    return this.event(socket, 'LIFT');
  }

  place(socket: number): BoardLine[] {
    const index = this.presenceIndex(socket);
    if (this.pres[index] === '1') throw new BoardControlError(`monitor ${socket} is already in place`);
    this.pres[index] = '1';
    return this.event(socket, 'PLACE');
  }

  /** Turns the outer disc; on a board with presence sensing the monitor must be lifted first. */
  turn(socket: number, to: 'ON' | 'OFF'): BoardLine[] {
    const index = this.index(socket);
    if (this.hasPresence && this.pres[index] !== '0')
      throw new BoardControlError(`lift monitor ${socket} before turning it`);
    const position: MonitorPos = to === 'ON' ? '1' : '0';
    if (this.pos[index] === position) return [];
    this.pos[index] = position;
    return this.event(socket, to);
  }

  /** The sensor of a socket stops making sense (or its monitor is gone): position unknown. */
  fault(socket: number): BoardLine[] {
    const index = this.index(socket);
    if (this.pos[index] === '?') return [];
    this.pos[index] = '?';
    return this.event(socket, 'FAULT');
  }

  get positions(): readonly MonitorPos[] {
    return this.pos;
  }

  /** In place ('1') or lifted ('0') per socket; null on a board without presence sensing. */
  get presence(): readonly PresenceState[] | null {
    return this.hasPresence ? this.pres : null;
  }

  get ledModes(): readonly LedMode[] {
    return this.leds;
  }

  /** The seq the next STATE, EV or HB will carry. */
  get nextSequence(): number {
    return this.seq;
  }

  private hello(): BoardLine {
    return {
      type: 'HELLO',
      proto: this.proto,
      boardId: this.boardId,
      sockets: this.sockets,
      caps: { presence: this.hasPresence, leds: this.hasLeds, buzzer: this.hasBuzzer },
      fw: this.fw,
    };
  }

  private state(): BoardLine {
    return {
      type: 'STATE',
      seq: this.nextSeq(),
      pos: [...this.pos],
      pres: this.hasPresence ? [...this.pres] : null,
    };
  }

  private event(socket: number, kind: 'ON' | 'OFF' | 'LIFT' | 'PLACE' | 'FAULT'): BoardLine[] {
    return this.say([{ type: 'EV', seq: this.nextSeq(), socket, kind }]);
  }

  private nextSeq(): number {
    const seq = this.seq;
    this.seq = seq === MAX_SEQ ? 0 : seq + 1;
    return seq;
  }

  private say(lines: BoardLine[]): BoardLine[] {
    return this.silent ? [] : lines;
  }

  private index(socket: number): number {
    if (!Number.isInteger(socket) || socket < 1 || socket > this.sockets)
      throw new BoardControlError(`no socket ${socket}: this board has sockets 1 to ${this.sockets}`);
    return socket - 1;
  }

  private presenceIndex(socket: number): number {
    if (!this.hasPresence)
      throw new BoardControlError('this board has no presence sensing: turn the monitor directly');
    return this.index(socket);
  }
}
