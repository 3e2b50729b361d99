import {
  applyBoardEvent,
  type BoardSnapshot,
  diffSnapshots,
  type SocketChange,
  snapshotOf,
} from './board-snapshot';

export type { BoardIdentity };

import { ok, type Result } from '../../../../engine/core';
import type { BoardIdentity, BoardLinkPhase, BoardLinkStatus } from '../../../../protocol/board-report';
import { type AppLine, type BoardLine, type LineError, PROTOCOL_VERSION } from './codec';
import { type Greeting, greet, type Hello } from './greet';
import { LineChannel } from './line-channel';
import { listSerialDevices, type OpenTransport, openTransport } from './transport';

/** The timings serial-v1 fixes ("Life of a connection", "App to board"); tests may shorten them. */
export interface LinkTiming {
  readonly helloTries: number;
  readonly helloTryMs: number;
  readonly commandTimeoutMs: number;
  readonly commandResends: number;
  readonly silenceMs: number;
  readonly backoffFirstMs: number;
  readonly backoffMaxMs: number;
  readonly errorBurst: number;
  readonly errorWindowMs: number;
}

export const SERIAL_V1_TIMING: LinkTiming = {
  helloTries: 2,
  helloTryMs: 1000,
  commandTimeoutMs: 250,
  commandResends: 3,
  silenceMs: 3000,
  backoffFirstMs: 500,
  backoffMaxMs: 5000,
  errorBurst: 5,
  errorWindowMs: 2000,
};

export const DEFAULT_BAUD = 115200;

/** Everything the board panel and `GET /api/board` show, and what the app believes the board shows. */
export interface BoardStatus extends BoardLinkStatus {
  readonly snapshot: BoardSnapshot | null;
}

export type SnapshotReason = 'connect' | 'reconnect' | 'resync' | 'board';

export interface BoardLinkListener {
  status?(status: BoardStatus): void;
  /** One board event, after it was applied to `snapshot`. */
  event?(event: Extract<BoardLine, { type: 'EV' }>, snapshot: BoardSnapshot): void;
  /** A full STATE was taken as the truth; `changes` are against what the app knew before. */
  snapshot?(reason: SnapshotReason, snapshot: BoardSnapshot, changes: readonly SocketChange[]): void;
}

export interface BoardLinkOptions {
  /** A serial device path, `tcp://HOST:PORT`, or `auto` (probe every serial device). */
  readonly target: string;
  readonly baud?: number;
  readonly timing?: Partial<LinkTiming>;
  readonly open?: OpenTransport;
  readonly listDevices?: () => Promise<string[]>;
}

type SessionEnd = { kind: 'lost' | 'fatal'; message: string };
type Acquired = Result<{ channel: LineChannel; hello: Hello }, SessionEnd>;
/** The board's OK, or why the command did not go through. */
type CommandAnswer = Result<void, string>;

interface PendingCommand {
  settle(answer: CommandAnswer): void;
  fail(): void;
}

type CommandBody = AppLine extends infer L ? (L extends { id: number } ? Omit<L, 'id'> : never) : never;

const describeLineError = (error: LineError) => `${error.code}: ${error.reason}`;

/**
 * One board, kept connected: handshake, SYNC, seq checking with resync, heartbeat watchdog,
 * command retries, and reconnection with backoff (matched by board id) after the board goes away.
 */
export class BoardLink {
  private readonly timing: LinkTiming;
  private readonly baud: number;
  private readonly open: OpenTransport;
  private readonly listDevices: () => Promise<string[]>;
  private readonly listeners = new Set<BoardLinkListener>();

  private channel: LineChannel | null = null;
  private endSession: ((end: SessionEnd) => void) | null = null;
  private stopped = false;
  private everConnected = false;
  private backoffMs: number;
  private wake: (() => void) | null = null;

  private phase: BoardLinkPhase = 'connecting';
  private message = 'Looking for the board…';
  private identity: BoardIdentity | null = null;
  private snapshot: BoardSnapshot | null = null;
  private lastSeq: number | null = null;
  private awaitingState: ((state: BoardSnapshot) => void) | null = null;
  private syncing = false;
  private nextId = 0;
  private readonly pending = new Map<number, PendingCommand>();
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private recentErrors: number[] = [];
  private counters = { lineErrors: 0, seqGaps: 0, resyncs: 0, reconnects: 0, unansweredCommands: 0 };
  private lastLineError: string | null = null;
  private awayChanges: readonly SocketChange[] = [];

  constructor(private readonly options: BoardLinkOptions) {
    this.timing = { ...SERIAL_V1_TIMING, ...options.timing };
    this.baud = options.baud ?? DEFAULT_BAUD;
    this.open = options.open ?? openTransport;
    this.listDevices = options.listDevices ?? listSerialDevices;
    this.backoffMs = this.timing.backoffFirstMs;
  }

  on(listener: BoardLinkListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects and keeps the board connected until `close()`; resolves when it gives up or is closed. */
  async run(): Promise<void> {
    while (!this.stopped) {
      const end = await this.session();
      if (this.stopped) break;
      // Only a board of another protocol version is hopeless; a silent or absent one (at start
      // as later) may yet be powered on or plugged in, so it is tried again with the same backoff.
      if (end.kind === 'fatal') {
        this.setPhase('failed', end.message);
        return;
      }
      this.setPhase('reconnecting', `${end.message}; trying again in ${this.backoffMs / 1000} s.`);
      await this.sleep(this.backoffMs);
      this.backoffMs = Math.min(this.backoffMs * 2, this.timing.backoffMaxMs);
    }
    this.setPhase('closed', 'The board connection is closed.');
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    this.endSession?.({ kind: 'lost', message: 'closed' });
    await this.channel?.close();
    this.setPhase('closed', 'The board connection is closed.');
  }

  status(): BoardStatus {
    return {
      target: this.options.target,
      device: this.channel?.device ?? null,
      phase: this.phase,
      message: this.message,
      board: this.identity,
      snapshot: this.snapshot,
      ...this.counters,
      lastLineError: this.lastLineError,
      awayChanges: this.awayChanges,
    };
  }

  /** Sounds the board's buzzer; refused on a board without one. */
  buzz(ms: number): Promise<CommandAnswer> {
    if (!this.identity?.caps.buzzer) return Promise.resolve({ ok: false, error: 'the board has no buzzer' });
    return this.command({ type: 'BUZZ', ms: Math.max(1, Math.min(5000, Math.round(ms))) });
  }

  /** Sets a socket's LED (or every LED with `*`); refused on a board without LEDs. */
  led(socket: number | '*', mode: 'on' | 'off' | 'blink'): Promise<CommandAnswer> {
    if (!this.identity?.caps.leds) return Promise.resolve({ ok: false, error: 'the board has no LEDs' });
    return this.command({ type: 'LED', socket, mode });
  }

  private emit(call: (listener: BoardLinkListener) => void): void {
    for (const listener of this.listeners) call(listener);
  }

  private setPhase(phase: BoardLinkPhase, message: string): void {
    this.phase = phase;
    this.message = message;
    this.emitStatus();
  }

  private emitStatus(): void {
    const status = this.status();
    this.emit((listener) => listener.status?.(status));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** One connection, from opening the device to losing it. */
  private async session(): Promise<SessionEnd> {
    const acquired = await this.acquire();
    if (!acquired.ok) return acquired.error;
    const { channel, hello } = acquired.value;
    if (this.stopped) {
      await channel.close();
      return { kind: 'lost', message: 'closed' };
    }
    this.channel = channel;
    channel.sockets = hello.sockets;
    this.identity = { id: hello.boardId, sockets: hello.sockets, caps: hello.caps, fw: hello.fw };
    this.lastSeq = null;
    this.recentErrors = [];
    const ended = new Promise<SessionEnd>((resolve) => {
      this.endSession = (end) => {
        this.endSession = null;
        resolve(end);
      };
    });
    channel.listen({
      line: (line) => this.onLine(line),
      lineError: (error) => this.onLineError(error),
      closed: (reason) => this.endSession?.({ kind: 'lost', message: `The board went away (${reason})` }),
    });
    this.setPhase(
      this.everConnected ? 'reconnecting' : 'connecting',
      `Board ${hello.boardId} found at ${channel.device}; reading its monitors…`,
    );
    this.armSilenceWatchdog();
    const before = this.snapshot;
    const first = await Promise.race([this.resync(), ended.then(() => null)]);
    if (first) {
      const reason: SnapshotReason = this.everConnected ? 'reconnect' : 'connect';
      const changes = before ? diffSnapshots(before, first) : [];
      if (this.everConnected) {
        this.counters.reconnects += 1;
        this.awayChanges = changes;
      }
      this.everConnected = true;
      this.backoffMs = this.timing.backoffFirstMs;
      this.setPhase('connected', `Board ${hello.boardId} is connected at ${channel.device}.`);
      this.emit((listener) => listener.snapshot?.(reason, first, changes));
    }
    const end = await ended;
    clearTimeout(this.silenceTimer);
    for (const command of this.pending.values()) command.fail();
    this.pending.clear();
    this.awaitingState = null;
    this.syncing = false;
    this.channel = null;
    await channel.close();
    return end;
  }

  /** Opens the target (or, for `auto`, every serial device in turn) and greets it. */
  private async acquire(): Promise<Acquired> {
    const target = this.options.target;
    const devices = target === 'auto' ? await this.listDevices().catch(() => []) : [target];
    const tried: string[] = [];
    for (const device of devices) {
      const channel = await this.open(device, this.baud).then(
        (transport) => new LineChannel(transport),
        (error: unknown) => {
          tried.push(`${device} (${error instanceof Error ? error.message : String(error)})`);
          return null;
        },
      );
      if (!channel) continue;
      const greeting = await greet(channel, this.timing.helloTries, this.timing.helloTryMs);
      const checked = this.checkGreeting(device, greeting);
      if (checked.ok) return ok({ channel, hello: checked.value });
      await channel.close();
      const problem = checked.error;
      if (problem.kind === 'fatal' && target !== 'auto') return { ok: false, error: problem };
      tried.push(`${device} (${problem.message})`);
      if (target !== 'auto') return { ok: false, error: problem };
    }
    if (target !== 'auto')
      return { ok: false, error: { kind: 'lost', message: `Cannot open ${tried.join('; ')}` } };
    return {
      ok: false,
      error: {
        kind: 'lost',
        message:
          devices.length === 0
            ? 'No serial device is connected'
            : `No serial device answered as a Double Agent board (tried ${tried.join('; ')})`,
      },
    };
  }

  /** The board's HELLO if this Safehouse can work with it, else why not. */
  private checkGreeting(device: string, greeting: Greeting): Result<Hello, SessionEnd> {
    const proto = greeting.ok
      ? greeting.value.proto
      : greeting.error.reason === 'version'
        ? greeting.error.proto
        : null;
    if (proto !== null && proto !== PROTOCOL_VERSION) {
      return {
        ok: false,
        error: {
          kind: 'fatal',
          message: `The board at ${device} speaks serial protocol version ${proto}; Safehouse supports version ${PROTOCOL_VERSION}`,
        },
      };
    }
    if (!greeting.ok) {
      const failure = greeting.error;
      const detail = 'detail' in failure ? failure.detail : '';
      const message =
        failure.reason === 'closed'
          ? `${device} closed during the handshake (${detail})`
          : `${device} is not a Double Agent board: ${detail}`;
      return { ok: false, error: { kind: 'lost', message } };
    }
    const hello = greeting.value;
    if (this.identity && hello.boardId !== this.identity.id) {
      return {
        ok: false,
        error: {
          kind: 'lost',
          message: `${device} is board ${hello.boardId}, not ${this.identity.id}; plug ${this.identity.id} back in`,
        },
      };
    }
    return ok(hello);
  }

  private armSilenceWatchdog(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(
      () =>
        this.endSession?.({
          kind: 'lost',
          message: `No line from the board for ${this.timing.silenceMs / 1000} s`,
        }),
      this.timing.silenceMs,
    );
  }

  private onLine(line: BoardLine): void {
    this.armSilenceWatchdog();
    switch (line.type) {
      case 'COMMENT':
        return;
      case 'HELLO':
        // The board restarted under us: read it again.
        if (line.proto === PROTOCOL_VERSION && line.boardId === this.identity?.id) {
          this.lastSeq = null;
          void this.resync();
        }
        return;
      case 'ACK':
        this.pending.get(line.id)?.settle(ok(undefined));
        return;
      case 'NAK':
        this.pending.get(line.id)?.settle({ ok: false, error: line.reason });
        return;
      case 'STATE':
        this.checkSeq(line.seq, false);
        this.takeState(snapshotOf(line));
        return;
      case 'EV':
        if (!this.checkSeq(line.seq, true) || this.awaitingState || !this.snapshot) return;
        this.snapshot = applyBoardEvent(this.snapshot, line);
        this.emit((listener) => listener.event?.(line, this.snapshot!));
        this.emitStatus();
        return;
      case 'HB':
        this.checkSeq(line.seq, true);
        return;
    }
  }

  /** False when lines were lost before this one (a resync is then under way). */
  private checkSeq(seq: number, resyncOnGap: boolean): boolean {
    const expected = this.lastSeq === null ? seq : (this.lastSeq + 1) % 65536;
    this.lastSeq = seq;
    if (seq === expected) return true;
    this.counters.seqGaps += 1;
    if (resyncOnGap) void this.resync();
    return false;
  }

  private takeState(state: BoardSnapshot): void {
    const waiting = this.awaitingState;
    if (waiting) {
      this.awaitingState = null;
      waiting(state);
      return;
    }
    const before = this.snapshot;
    this.snapshot = state;
    if (before) this.emit((listener) => listener.snapshot?.('board', state, diffSnapshots(before, state)));
    this.emitStatus();
  }

  private onLineError(error: LineError): void {
    this.counters.lineErrors += 1;
    this.lastLineError = describeLineError(error);
    const now = Date.now();
    this.recentErrors = this.recentErrors.filter((at) => now - at < this.timing.errorWindowMs);
    this.recentErrors.push(now);
    if (this.recentErrors.length > this.timing.errorBurst) {
      this.recentErrors = [];
      void this.resync();
    }
    this.emitStatus();
  }

  /**
   * SYNC, then trust the next STATE. Resolves with it (null if the board did not answer, in
   * which case the session ends). The first call of a session sets the snapshot silently; later
   * ones report what changed.
   */
  private async resync(): Promise<BoardSnapshot | null> {
    if (this.syncing) return null;
    this.syncing = true;
    const first = this.snapshot === null || this.phase !== 'connected';
    if (!first) this.counters.resyncs += 1;
    const state = new Promise<BoardSnapshot>((resolve) => {
      this.awaitingState = resolve;
    });
    const answer = await this.command({ type: 'SYNC' });
    if (!answer.ok) {
      this.syncing = false;
      this.awaitingState = null;
      this.endSession?.({ kind: 'lost', message: `The board does not answer SYNC (${answer.error})` });
      return null;
    }
    const fresh = await state;
    this.syncing = false;
    const before = this.snapshot;
    this.snapshot = fresh;
    if (!first && before)
      this.emit((listener) => listener.snapshot?.('resync', fresh, diffSnapshots(before, fresh)));
    this.emitStatus();
    return fresh;
  }

  /** Sends a command with a fresh id; resends it until answered, at most `commandResends` times. */
  private command(body: CommandBody): Promise<CommandAnswer> {
    const channel = this.channel;
    if (!channel) return Promise.resolve({ ok: false, error: 'the board is not connected' });
    this.nextId = (this.nextId % 65535) + 1;
    const id = this.nextId;
    const line = { ...body, id } as AppLine;
    return new Promise((resolve) => {
      let sends = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (answer: CommandAnswer) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(answer);
      };
      const attempt = () => {
        if (sends > this.timing.commandResends) {
          this.counters.unansweredCommands += 1;
          this.message = `The board is not answering (${line.type} sent ${sends} times).`;
          this.emitStatus();
          finish({ ok: false, error: 'the board is not answering' });
          return;
        }
        sends += 1;
        channel.send(line);
        timer = setTimeout(attempt, this.timing.commandTimeoutMs);
      };
      this.pending.set(id, {
        settle: finish,
        fail: () => finish({ ok: false, error: 'the board went away' }),
      });
      attempt();
    });
  }
}
