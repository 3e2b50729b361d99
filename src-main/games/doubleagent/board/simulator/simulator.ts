/**
 * A virtual board on a real link: a pty the app opens like a USB serial device, or a TCP server.
 * It answers like firmware would, sends heartbeats, and can misbehave on demand (noise, lost lines,
 * bad checksums, unplugging) so the app's link layer can be tested without hardware.
 */
import { type BoardLine, encodeBoardLine, LineSplitter } from '../codec';
import type { BoardPort } from './board-port';
import { openPtyPort } from './pty-port';
import { openTcpPort } from './tcp-port';
import { VirtualBoard, type VirtualBoardOptions } from './virtual-board';

export type SimulatorTransport = { kind: 'tcp'; port: number; host?: string } | { kind: 'pty'; link: string };

export interface SimulatorOptions extends VirtualBoardOptions {
  transport: SimulatorTransport;
  /** One HB line every this many ms (serial-v1 asks for at least one a second); 0 sends none. */
  heartbeatMs?: number;
  /** The socat binary, for the pty transport. */
  socat?: string;
}

export interface SimulatorHandle {
  readonly board: VirtualBoard;
  /** Where the app connects: the pty path, or tcp://HOST:PORT. */
  readonly where: string;
  /** The pty path (pty transport). */
  readonly path: string | undefined;
  /** The listening port, the real one when 0 was asked (tcp transport). */
  readonly port: number | undefined;
  readonly plugged: boolean;
  /** Lines the board put on the wire (as sent: after corruption, without dropped ones), without LF. */
  readonly sent: readonly string[];
  /** Lines the board received from the app, without LF. */
  readonly received: readonly string[];
  lift(socket: number): void;
  place(socket: number): void;
  turn(socket: number, to: 'ON' | 'OFF'): void;
  fault(socket: number): void;
  /** The device goes away: the pty vanishes / the TCP connection drops and the server stops listening. */
  unplug(): Promise<void>;
  /** Back at the same path or port; the board boots again (HELLO, seq from the start). */
  replug(): Promise<void>;
  injectNoise(bytes: Uint8Array): void;
  /** The next n board lines are lost (their seq numbers are still used up, so the app sees a gap). */
  dropLines(n: number): void;
  /** The next n checksummed board lines go out with a wrong checksum. */
  corruptChecksums(n: number): void;
  setHeartbeat(on: boolean): void;
  /** Every line in ('in', from the app) and out ('out', as sent), as it happens. */
  onTraffic(listener: (direction: 'in' | 'out', line: string) => void): void;
  close(): Promise<void>;
}

const LOG_LIMIT = 10_000;

export async function startSimulator(options: SimulatorOptions): Promise<SimulatorHandle> {
  const board = new VirtualBoard(options);
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const sent: string[] = [];
  const received: string[] = [];
  const splitter = new LineSplitter();
  let port: BoardPort | null = null;
  let tcpPort = options.transport.kind === 'tcp' ? options.transport.port : undefined;
  let bootedAt = Date.now();
  let heartbeatOn = true;
  let toDrop = 0;
  let toCorrupt = 0;
  let closed = false;

  const trafficListeners: ((direction: 'in' | 'out', line: string) => void)[] = [];
  const log = (list: string[], line: string) => {
    for (const listener of trafficListeners) listener(list === sent ? 'out' : 'in', line);
    list.push(line);
    if (list.length > LOG_LIMIT) list.splice(0, list.length - LOG_LIMIT);
  };

  const send = (lines: BoardLine[]) => {
    for (const line of lines) {
      if (!port) continue;
      if (toDrop > 0) {
        toDrop--;
        continue;
      }
      let text = encodeBoardLine(line);
      if (toCorrupt > 0 && line.type !== 'COMMENT') {
        toCorrupt--;
        text = withWrongChecksum(text);
      }
      if (port.write(`${text}\n`)) log(sent, text);
    }
  };

  const receive = (chunk: Uint8Array) => {
    const { lines, errors } = splitter.push(chunk);
    for (const error of errors) send(board.refuse(error));
    for (const line of lines) {
      log(received, line);
      send(board.receive(line));
    }
  };

  const plugIn = async () => {
    const opened =
      options.transport.kind === 'pty'
        ? await openPtyPort(options.transport.link, options.socat)
        : await openTcpPort(tcpPort ?? 0, options.transport.host);
    if ('port' in opened && typeof opened.port === 'number') tcpPort = opened.port;
    splitter.reset();
    opened.onData(receive);
    // A network board greets each new client (as a USB Arduino reboots when its port is opened).
    opened.onConnect(() => {
      splitter.reset();
      send(board.greet());
    });
    port = opened;
    bootedAt = Date.now();
    send(board.boot());
  };

  const unplug = async () => {
    const current = port;
    port = null;
    // Quiet for a moment first: serialport (bindings-cpp 13) spins forever on a pty that hangs up while a
    // read is under way (read() keeps returning 0), instead of reporting the device gone.
    if (current && options.transport.kind === 'pty') await new Promise((resolve) => setTimeout(resolve, 100));
    await current?.close();
  };

  await plugIn();
  const heartbeat =
    heartbeatMs > 0
      ? setInterval(() => {
          if (heartbeatOn && port) send(board.heartbeat(Date.now() - bootedAt));
        }, heartbeatMs)
      : null;
  heartbeat?.unref();

  const control = (lines: BoardLine[]) => send(lines);

  return {
    board,
    get where() {
      return options.transport.kind === 'pty'
        ? options.transport.link
        : `tcp://${hostOf(options.transport)}:${tcpPort}`;
    },
    path: options.transport.kind === 'pty' ? options.transport.link : undefined,
    get port() {
      return tcpPort;
    },
    get plugged() {
      return port !== null;
    },
    sent,
    received,
    lift: (socket) => control(board.lift(socket)),
    place: (socket) => control(board.place(socket)),
    turn: (socket, to) => control(board.turn(socket, to)),
    fault: (socket) => control(board.fault(socket)),
    unplug,
    replug: async () => {
      if (closed) throw new Error('the simulator is closed');
      await unplug();
      await plugIn();
    },
    injectNoise: (bytes) => {
      port?.write(bytes);
    },
    dropLines: (n) => {
      toDrop += Math.max(0, Math.floor(n));
    },
    corruptChecksums: (n) => {
      toCorrupt += Math.max(0, Math.floor(n));
    },
    setHeartbeat: (on) => {
      heartbeatOn = on;
    },
    onTraffic: (listener) => {
      trafficListeners.push(listener);
    },
    close: async () => {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      await unplug();
    },
  };
}

function hostOf(transport: { host?: string }): string {
  const host = transport.host ?? '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The same line with its last checksum digit changed: the CRC no longer matches. */
function withWrongChecksum(line: string): string {
  const checksum = Number.parseInt(line.slice(-2), 16) ^ 0x01;
  return line.slice(0, -2) + checksum.toString(16).toUpperCase().padStart(2, '0');
}
