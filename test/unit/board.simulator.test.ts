import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BoardLine,
  encodeAppLine,
  encodeBoardLine,
  type LineError,
  LineSplitter,
  parseBoardLine,
} from '../../src-main/games/doubleagent/board/codec';
import { parseSimulatorArgs } from '../../src-main/games/doubleagent/board/simulator/cli-args';
import { runConsoleCommand } from '../../src-main/games/doubleagent/board/simulator/console-commands';
import {
  type SimulatorHandle,
  startSimulator,
} from '../../src-main/games/doubleagent/board/simulator/simulator';
import {
  BoardControlError,
  VirtualBoard,
} from '../../src-main/games/doubleagent/board/simulator/virtual-board';

const wire = (lines: BoardLine[]) => lines.map(encodeBoardLine);
const seqOf = (line: BoardLine) => ('seq' in line ? line.seq : undefined);

describe('the virtual board (pure model)', () => {
  it('boots with a HELLO that tells its caps, and a STATE only when asked', () => {
    expect(wire(new VirtualBoard({ boardId: 'CAMP-01', fw: '1.0.0', leds: false }).boot())).toEqual([
      'HELLO,1,CAMP-01,9,PB,1.0.0*BC',
    ]);
    const board = new VirtualBoard({ sockets: 15, presence: false, stateAtBoot: true });
    expect(board.boot()).toEqual([
      {
        type: 'HELLO',
        proto: 1,
        boardId: 'SIM-01',
        sockets: 15,
        caps: { presence: false, leds: true, buzzer: true },
        fw: 'sim-1.0.0',
      },
      { type: 'STATE', seq: 0, pos: new Array(15).fill('1'), pres: null },
    ]);
  });

  it('answers HELLO?, SYNC (ACK then STATE), LED and BUZZ', () => {
    const board = new VirtualBoard({ boardId: 'CAMP-01', fw: '1.0.0' });
    board.boot();
    expect(board.receive('HELLO?*36')).toEqual([
      {
        type: 'HELLO',
        proto: 1,
        boardId: 'CAMP-01',
        sockets: 9,
        caps: { presence: true, leds: true, buzzer: true },
        fw: '1.0.0',
      },
    ]);
    expect(board.receive('SYNC,7*A1')).toEqual([
      { type: 'ACK', id: 7 },
      { type: 'STATE', seq: 0, pos: [...'111111111'], pres: [...'111111111'] },
    ]);
    expect(board.receive('LED,9,4,blink*34')).toEqual([{ type: 'ACK', id: 9 }]);
    expect(board.ledModes[3]).toBe('blink');
    expect(board.receive(encodeAppLine({ type: 'LED', id: 10, socket: '*', mode: 'on' }))).toEqual([
      { type: 'ACK', id: 10 },
    ]);
    expect(new Set(board.ledModes)).toEqual(new Set(['on']));
    expect(board.receive('BUZZ,8,300*8F')).toEqual([{ type: 'ACK', id: 8 }]);
    expect(board.buzzes).toEqual([300]);
  });

  it('answers a resend (the same id) again without carrying it out twice (serial-v1, App to board)', () => {
    const board = new VirtualBoard();
    board.boot();
    const buzz = encodeAppLine({ type: 'BUZZ', id: 12, ms: 200 });
    expect(board.receive(buzz)).toEqual([{ type: 'ACK', id: 12 }]);
    expect(board.receive(buzz)).toEqual([{ type: 'ACK', id: 12 }]);
    expect(board.buzzes).toEqual([200]);
    expect(board.receive(encodeAppLine({ type: 'BUZZ', id: 13, ms: 200 }))).toEqual([
      { type: 'ACK', id: 13 },
    ]);
    expect(board.buzzes).toEqual([200, 200]);
    // SYNC only reads: its resend gets the ACK and a fresh STATE again.
    const sync = encodeAppLine({ type: 'SYNC', id: 14 });
    expect(board.receive(sync).map((line) => line.type)).toEqual(['ACK', 'STATE']);
    expect(board.receive(sync).map((line) => line.type)).toEqual(['ACK', 'STATE']);
    // A reboot forgets the last id.
    board.boot();
    expect(board.receive(buzz)).toEqual([{ type: 'ACK', id: 12 }]);
    expect(board.buzzes).toEqual([200, 200, 200]);
    // So does HELLO?, which starts every connection.
    expect(board.receive(buzz)).toEqual([{ type: 'ACK', id: 12 }]);
    board.receive(encodeAppLine({ type: 'HELLO?' }));
    board.receive(buzz);
    expect(board.buzzes).toEqual([200, 200, 200, 200]);
    const bare = new VirtualBoard({ buzzer: false });
    bare.boot();
    expect(bare.receive(buzz)).toEqual([{ type: 'NAK', id: 12, reason: 'unsupported' }]);
    expect(bare.receive(buzz)).toEqual([{ type: 'NAK', id: 12, reason: 'unsupported' }]);
  });

  it('refuses LED and BUZZ with NAK,unsupported when it lacks the cap', () => {
    const board = new VirtualBoard({ leds: false, buzzer: false });
    expect(wire(board.receive('LED,9,4,blink*34'))).toEqual(['NAK,9,unsupported*5B']);
    expect(board.receive('BUZZ,8,300*8F')).toEqual([{ type: 'NAK', id: 8, reason: 'unsupported' }]);
    expect(board.buzzes).toEqual([]);
  });

  it('answers a bad line with a comment that says why, and nothing else', () => {
    const board = new VirtualBoard();
    for (const [line, code] of [
      ['SYNC,7*A2', 'bad-checksum'],
      ['SYNC,7', 'no-checksum'],
      [encodeAppLine({ type: 'LED', id: 1, socket: 10, mode: 'on' }), 'out-of-range'],
      ['ACK,7*B6', 'unknown-type'],
    ] as const) {
      const answer = board.receive(line);
      expect(answer).toHaveLength(1);
      expect(answer[0]).toMatchObject({ type: 'COMMENT' });
      const text = wire(answer)[0]!;
      expect(text).toContain(code);
      expect(parseBoardLine(text)).toMatchObject({ ok: true, value: { type: 'COMMENT' } });
    }
    expect(board.nextSequence).toBe(0);
  });

  it('counts one seq over STATE, EV and HB, wrapping 65535 to 0', () => {
    const board = new VirtualBoard({ firstSeq: 65534 });
    const lines = [
      ...board.heartbeat(10),
      ...board.lift(2),
      ...board.receive('SYNC,7*A1'),
      ...board.heartbeat(20),
    ];
    expect(lines.map(seqOf)).toEqual([65534, 65535, undefined, 0, 1]);
    board.boot();
    expect(board.heartbeat(0).map(seqOf)).toEqual([65534]);
  });

  it('reports lifting, turning and placing a monitor, and refuses what a real board could not do', () => {
    const board = new VirtualBoard();
    expect(() => board.turn(4, 'OFF')).toThrow(BoardControlError);
    expect([...board.lift(4), ...board.turn(4, 'OFF'), ...board.place(4)]).toEqual([
      { type: 'EV', seq: 0, socket: 4, kind: 'LIFT' },
      { type: 'EV', seq: 1, socket: 4, kind: 'OFF' },
      { type: 'EV', seq: 2, socket: 4, kind: 'PLACE' },
    ]);
    expect(board.positions.join('')).toBe('111011111');
    expect(() => board.place(4)).toThrow(/already in place/);
    board.lift(4);
    expect(() => board.lift(4)).toThrow(/already lifted/);
    expect(board.turn(4, 'OFF')).toEqual([]); // already OFF: nothing changes
    expect(() => board.lift(10)).toThrow(/sockets 1 to 9/);
    expect(board.fault(9)).toEqual([{ type: 'EV', seq: 4, socket: 9, kind: 'FAULT' }]);
    expect(board.receive('SYNC,7*A1')[1]).toEqual({
      type: 'STATE',
      seq: 5,
      pos: [...'11101111?'],
      pres: [...'111011111'],
    });
  });

  it('without presence sensing: turns directly, cannot lift, and its STATE says "-"', () => {
    const board = new VirtualBoard({ presence: false });
    expect(() => board.lift(1)).toThrow(/no presence sensing/);
    expect(board.turn(1, 'OFF')).toEqual([{ type: 'EV', seq: 0, socket: 1, kind: 'OFF' }]);
    const state = wire(board.receive('SYNC,7*A1'))[1]!;
    expect(state.startsWith('STATE,1,011111111,-*')).toBe(true);
    expect(board.presence).toBeNull();
  });

  it('keeps the monitors where they are across a reboot, with seq from the start', () => {
    const board = new VirtualBoard();
    board.lift(3);
    board.turn(3, 'OFF');
    board.boot();
    const state = board.receive(encodeAppLine({ type: 'SYNC', id: 2 }))[1];
    expect(state).toEqual({ type: 'STATE', seq: 0, pos: [...'110111111'], pres: [...'110111111'] });
  });

  it('a silent device says nothing at all', () => {
    const board = new VirtualBoard({ silent: true });
    expect([...board.boot(), ...board.receive('HELLO?*36'), ...board.heartbeat(5), ...board.lift(1)]).toEqual(
      [],
    );
  });

  it('announces another proto when told to', () => {
    expect(new VirtualBoard({ proto: 2 }).boot()[0]).toMatchObject({ type: 'HELLO', proto: 2 });
  });

  it('only ever produces lines the app accepts, with consecutive seq numbers', () => {
    const action = fc.oneof(
      fc.tuple(
        fc.constantFrom('lift', 'place', 'turnOn', 'turnOff', 'fault'),
        fc.integer({ min: 1, max: 15 }),
      ),
      fc.tuple(fc.constant('hb'), fc.nat()),
      fc.tuple(fc.constant('sync'), fc.integer({ min: 1, max: 65535 })),
      fc.tuple(fc.constant('garbage'), fc.nat()),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(9, 15),
        fc.boolean(),
        fc.integer({ min: 0, max: 65535 }),
        fc.array(action, { maxLength: 60 }),
        (sockets, presence, firstSeq, actions) => {
          const board = new VirtualBoard({ sockets, presence, firstSeq });
          const out: BoardLine[] = [...board.boot()];
          for (const [kind, n] of actions) {
            try {
              if (kind === 'lift') out.push(...board.lift(n));
              else if (kind === 'place') out.push(...board.place(n));
              else if (kind === 'turnOn') out.push(...board.turn(n, 'ON'));
              else if (kind === 'turnOff') out.push(...board.turn(n, 'OFF'));
              else if (kind === 'fault') out.push(...board.fault(n));
              else if (kind === 'hb') out.push(...board.heartbeat(n));
              else if (kind === 'sync') out.push(...board.receive(encodeAppLine({ type: 'SYNC', id: n })));
              else out.push(...board.receive(`x${n}`));
            } catch (error) {
              expect(error).toBeInstanceOf(BoardControlError);
            }
          }
          let expected = firstSeq;
          for (const line of out) {
            const text = encodeBoardLine(line);
            expect(parseBoardLine(text, { sockets })).toEqual({ ok: true, value: line });
            const seq = seqOf(line);
            if (seq !== undefined) {
              expect(seq).toBe(expected);
              expected = (expected + 1) % 65536;
            }
            if (line.type === 'EV' && !presence) expect(['LIFT', 'PLACE']).not.toContain(line.kind);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Board lines as they arrive on a link, parsed; `next` waits for one that matches. */
class BoardListener {
  readonly lines: BoardLine[] = [];
  readonly errors: LineError[] = [];
  private readonly splitter = new LineSplitter();
  private waiters: (() => void)[] = [];

  feed(chunk: Uint8Array): void {
    const { lines, errors } = this.splitter.push(chunk);
    for (const text of lines) {
      const parsed = parseBoardLine(text, { sockets: 9 });
      if (parsed.ok) this.lines.push(parsed.value);
      else this.errors.push(parsed.error);
    }
    this.errors.push(...errors);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The first line from index `from` on that matches, waiting up to `ms`. */
  async next(match: (line: BoardLine) => boolean, from = 0, ms = 3000): Promise<BoardLine> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.lines.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching line within ${ms} ms; got ${JSON.stringify(this.lines)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async nextError(ms = 3000): Promise<LineError> {
    const deadline = Date.now() + ms;
    while (this.errors.length === 0) {
      if (Date.now() > deadline) throw new Error('no line error arrived');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.errors[0]!;
  }
}

const is =
  <T extends BoardLine['type']>(
    type: T,
    extra: (line: Extract<BoardLine, { type: T }>) => boolean = () => true,
  ) =>
  (line: BoardLine) =>
    line.type === type && extra(line as Extract<BoardLine, { type: T }>);

const running: SimulatorHandle[] = [];
const children: ChildProcess[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const child of children.splice(0)) child.kill();
  for (const sim of running.splice(0)) await sim.close();
});

async function simulator(options: Parameters<typeof startSimulator>[0]): Promise<SimulatorHandle> {
  const sim = await startSimulator(options);
  running.push(sim);
  return sim;
}

function tcpClient(
  port: number,
): Promise<{ socket: Socket; board: BoardListener; send: (line: string) => void }> {
  return new Promise((resolve, reject) => {
    const board = new BoardListener();
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    socket.on('data', (chunk: Buffer) => board.feed(new Uint8Array(chunk)));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, board, send: (line) => socket.write(`${line}\n`) }));
  });
}

describe('the simulator over TCP', () => {
  it('greets, answers SYNC with ACK then STATE, reports events and beats', async () => {
    const sim = await simulator({ transport: { kind: 'tcp', port: 0 }, heartbeatMs: 40, boardId: 'CAMP-07' });
    expect(sim.where).toBe(`tcp://127.0.0.1:${sim.port}`);
    const { board, send } = await tcpClient(sim.port!);
    expect(await board.next(is('HELLO'))).toMatchObject({ boardId: 'CAMP-07', sockets: 9 });
    send('SYNC,7*A1');
    const ack = await board.next(is('ACK', (line) => line.id === 7));
    const state = await board.next(is('STATE'));
    expect(board.lines.indexOf(state)).toBe(board.lines.indexOf(ack) + 1);
    sim.lift(4);
    sim.turn(4, 'OFF');
    expect(await board.next(is('EV', (line) => line.kind === 'OFF'))).toMatchObject({ socket: 4 });
    const first = await board.next(is('HB'));
    const later = await board.next(is('HB', (line) => line.seq > seqOf(first)! + 1));
    expect((later as { uptimeMs: number }).uptimeMs).toBeGreaterThan(
      (first as { uptimeMs: number }).uptimeMs,
    );
    expect(sim.received).toContain('SYNC,7*A1');
    expect(sim.sent).toContain(encodeBoardLine(ack));
    expect(board.errors).toEqual([]);
  });

  it('misbehaves on demand: a wrong checksum, a lost line (a seq gap), noise, silence', async () => {
    const sim = await simulator({ transport: { kind: 'tcp', port: 0 }, heartbeatMs: 0 });
    const { board } = await tcpClient(sim.port!);
    await board.next(is('HELLO'));
    sim.corruptChecksums(1);
    sim.lift(1);
    expect((await board.nextError()).code).toBe('bad-checksum');
    sim.dropLines(1);
    sim.place(1);
    sim.lift(2);
    const seen = await board.next(is('EV', (line) => line.socket === 2));
    expect(seqOf(seen)).toBe(2); // seq 0 was corrupted, seq 1 lost
    expect(board.lines.some(is('EV', (line) => line.socket === 1))).toBe(false);
    board.errors.length = 0;
    sim.injectNoise(Uint8Array.of(0xff, 0x00, 0x81, 0x0a));
    expect((await board.nextError()).code).toBe('non-ascii');
  });

  it('heartbeats can be switched off and on', async () => {
    const sim = await simulator({ transport: { kind: 'tcp', port: 0 }, heartbeatMs: 20 });
    const { board } = await tcpClient(sim.port!);
    await board.next(is('HB'));
    sim.setHeartbeat(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const count = board.lines.filter(is('HB')).length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(board.lines.filter(is('HB')).length).toBe(count);
    sim.setHeartbeat(true);
    await board.next(is('HB'), board.lines.length);
  });

  it('unplugged: the connection drops and nobody answers; replugged: same port, a fresh boot', async () => {
    const sim = await simulator({ transport: { kind: 'tcp', port: 0 }, heartbeatMs: 30 });
    const port = sim.port!;
    const { socket, board } = await tcpClient(port);
    await board.next(is('HB'));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await sim.unplug();
    await closed;
    expect(sim.plugged).toBe(false);
    await expect(tcpClient(port)).rejects.toThrow(/ECONNREFUSED/);
    sim.lift(5); // changes while away
    await sim.replug();
    expect(sim.port).toBe(port);
    const again = await tcpClient(port);
    expect(await again.board.next(is('HELLO'))).toMatchObject({ type: 'HELLO' });
    again.send(encodeAppLine({ type: 'SYNC', id: 3 }));
    const state = await again.board.next(is('STATE'));
    expect(state).toMatchObject({ pres: [...'111101111'] });
    expect(seqOf(state)).toBeLessThan(5); // counting from 0 again after the reboot
  });

  it('a silent device accepts the connection and never says a word', async () => {
    const sim = await simulator({ transport: { kind: 'tcp', port: 0 }, heartbeatMs: 10, silent: true });
    const { board, send } = await tcpClient(sim.port!);
    send('HELLO?*36');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(board.lines).toEqual([]);
    expect(sim.received).toEqual(['HELLO?*36']);
  });
});

/**
 * Opens a serial device with serialport the way the app does, in a process of its own: serialport's native
 * poller aborts the whole process when used from a worker thread, which is where vitest runs this file.
 */
const SERIAL_PIPE = `
const { SerialPort } = require('serialport');
const port = new SerialPort({ path: process.argv[1], baudRate: 115200, autoOpen: false });
port.open((error) => {
  if (error) { process.stderr.write('error ' + error.message + '\\n'); process.exit(1); }
  process.stderr.write('open\\n');
  process.stdin.on('data', (chunk) => port.write(chunk));
  port.on('data', (chunk) => process.stdout.write(chunk));
  port.on('error', () => {});
  port.on('close', () => { process.stderr.write('closed\\n'); process.exit(0); });
});`;

interface SerialClient {
  board: BoardListener;
  send(line: string): void;
  closed: Promise<void>;
}

function openSerial(devicePath: string): Promise<SerialClient> {
  return new Promise((resolve, reject) => {
    const board = new BoardListener();
    const child = spawn(process.execPath, ['-e', SERIAL_PIPE, devicePath], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdin.on('error', () => {});
    child.stdout.on('data', (chunk: Buffer) => board.feed(new Uint8Array(chunk)));
    const closed = new Promise<void>((done) => child.once('exit', () => done()));
    let status = '';
    child.stderr.on('data', (chunk: Buffer) => {
      status += chunk.toString();
      if (status.startsWith('open'))
        resolve({ board, send: (line) => child.stdin.write(`${line}\n`), closed });
      else if (status.includes('\n')) reject(new Error(status.trim()));
    });
    child.once('exit', () => reject(new Error(`the serial client stopped: ${status.trim()}`)));
  });
}

describe('the simulator on a pty (socat)', () => {
  const link = () =>
    path.join(tmpdir(), `safehouse-sim-${process.pid}-${Math.random().toString(36).slice(2)}`);

  it('is a serial device the app opens with serialport: HELLO?, SYNC, events, heartbeats', async () => {
    const device = link();
    const sim = await simulator({ transport: { kind: 'pty', link: device }, heartbeatMs: 40 });
    expect(sim.where).toBe(device);
    expect(sim.path).toBe(device);
    const { board, send } = await openSerial(device);
    send('HELLO?*36');
    expect(await board.next(is('HELLO'))).toMatchObject({ boardId: 'SIM-01', sockets: 9 });
    send('SYNC,7*A1');
    await board.next(is('ACK', (line) => line.id === 7));
    await board.next(is('STATE'));
    sim.fault(6);
    expect(await board.next(is('EV'))).toMatchObject({ socket: 6, kind: 'FAULT' });
    const beat = await board.next(is('HB'));
    await board.next(is('HB', (line) => line.seq > seqOf(beat)!));
    expect(board.errors).toEqual([]);
  });

  it('unplugged: the device vanishes and the open port closes; replugged: same path, it answers again', async () => {
    const device = link();
    const sim = await simulator({ transport: { kind: 'pty', link: device }, heartbeatMs: 40 });
    const { board, closed } = await openSerial(device);
    await board.next(is('HB'));
    await sim.unplug();
    expect(existsSync(device)).toBe(false);
    await closed;
    await sim.replug();
    expect(existsSync(device)).toBe(true);
    const again = await openSerial(device);
    again.send('HELLO?*36');
    await again.board.next(is('HELLO'));
    await again.board.next(is('HB'));
  });

  it('leaves no device behind when closed, and refuses a path socat could misread', async () => {
    const device = link();
    const sim = await startSimulator({ transport: { kind: 'pty', link: device }, heartbeatMs: 0 });
    await sim.close();
    expect(existsSync(device)).toBe(false);
    await expect(startSimulator({ transport: { kind: 'pty', link: '/tmp/a,b' } })).rejects.toThrow(
      /only letters/,
    );
  });
});

describe('the simulator command line', () => {
  it('reads its arguments, and explains a wrong one in one line', () => {
    expect(
      parseSimulatorArgs(['--tcp', '7000', '--sockets', '15', '--no-presence', '--id', 'CAMP-2']),
    ).toMatchObject({
      ok: true,
      value: {
        options: { transport: { kind: 'tcp', port: 7000 }, sockets: 15, presence: false, boardId: 'CAMP-2' },
      },
    });
    expect(parseSimulatorArgs(['--pty'])).toMatchObject({
      ok: true,
      value: { options: { transport: { kind: 'pty' } } },
    });
    expect(parseSimulatorArgs(['--pty', '/tmp/x', '--sockets', '9'])).toMatchObject({
      ok: true,
      value: { options: { transport: { kind: 'pty', link: '/tmp/x' }, sockets: 9 } },
    });
    for (const bad of [
      ['--sockets', '10'],
      ['--tcp'],
      ['--tcp', 'x'],
      ['--tcp', '1', '--pty'],
      ['--id', 'a_b'],
      ['--what'],
    ]) {
      const parsed = parseSimulatorArgs(bad);
      expect(parsed.ok, bad.join(' ')).toBe(false);
      expect(!parsed.ok && parsed.error).not.toContain('\n');
    }
  });

  it('steers the board from typed commands and explains a bad one', async () => {
    const sim = await simulator({ transport: { kind: 'tcp', port: 0 }, heartbeatMs: 0 });
    expect(await runConsoleCommand('l 4', sim)).toBe('');
    expect(await runConsoleCommand('t 4 off', sim)).toBe('');
    expect(await runConsoleCommand('p 4', sim)).toBe('');
    expect(sim.board.positions.join('')).toBe('111011111');
    expect(await runConsoleCommand('t 5 off', sim)).toMatch(/lift monitor 5/);
    expect(await runConsoleCommand('l', sim)).toMatch(/needs a socket number/);
    expect(await runConsoleCommand('l 12', sim)).toMatch(/sockets 1 to 9/);
    expect(await runConsoleCommand('t 4 sideways', sim)).toMatch(/on or off/);
    expect(await runConsoleCommand('zap', sim)).toMatch(/unknown command/);
    expect(await runConsoleCommand('h', sim)).toMatch(/lift monitor N/);
    expect(await runConsoleCommand('u', sim)).toBe('unplugged');
    expect(sim.plugged).toBe(false);
    expect(await runConsoleCommand('r', sim)).toMatch(/plugged in again/);
    expect(await runConsoleCommand('q', sim)).toBe('quit');
  });
});
