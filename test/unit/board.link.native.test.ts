import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BoardLink,
  type BoardLinkOptions,
  type BoardStatus,
} from '../../src-main/games/doubleagent/board/link';
import {
  type SimulatorHandle,
  type SimulatorOptions,
  startSimulator,
} from '../../src-main/games/doubleagent/board/simulator/simulator';
import { closedAfterEach, FAST_LINK } from '../support/board-link';
import { until } from '../support/until';

const running = closedAfterEach();

let ptyCount = 0;
async function simulate(
  options: Partial<SimulatorOptions> & { tcp?: boolean } = {},
): Promise<SimulatorHandle> {
  const transport = options.tcp
    ? ({ kind: 'tcp', port: 0 } as const)
    : ({
        kind: 'pty',
        link: path.join(mkdtempSync(path.join(tmpdir(), 'safehouse-pty-')), `board${ptyCount++}`),
      } as const);
  const sim = await startSimulator({ heartbeatMs: 100, ...options, transport });
  running.push(sim);
  return sim;
}

function link(target: string, options: Partial<BoardLinkOptions> = {}) {
  const board = new BoardLink({ target, timing: FAST_LINK, ...options });
  const statuses: BoardStatus[] = [];
  const events: string[] = [];
  const snapshots: { reason: string; changes: number[] }[] = [];
  board.on({
    status: (status) => statuses.push(status),
    event: (event) => events.push(`${event.socket}:${event.kind}`),
    snapshot: (reason, _snapshot, changes) =>
      snapshots.push({ reason, changes: changes.map((c) => c.socket) }),
  });
  const done = board.run();
  running.push(board);
  return { board, statuses, events, snapshots, done };
}

const positions = (status: BoardStatus) => status.snapshot?.pos.join('');
const presence = (status: BoardStatus) => status.snapshot?.pres?.join('') ?? '-';

describe('the board link over a pseudo-terminal (as a USB board)', () => {
  it('greets the board, syncs, and follows its events', async () => {
    const sim = await simulate({ boardId: 'CAMP-01', sockets: 9, presence: true, buzzer: true, leds: false });
    const { board, events } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    expect(board.status()).toMatchObject({
      device: sim.where,
      board: { id: 'CAMP-01', sockets: 9, caps: { presence: true, buzzer: true, leds: false } },
      lineErrors: 0,
    });
    expect(sim.received[0]).toBe('HELLO?*36');
    expect(sim.received.some((line) => line.startsWith('SYNC,'))).toBe(true);
    expect(positions(board.status())).toBe('111111111');

    sim.lift(4);
    sim.turn(4, 'OFF');
    sim.place(4);
    await until(() => events.length === 3, 'three events');
    expect(events).toEqual(['4:LIFT', '4:OFF', '4:PLACE']);
    expect(positions(board.status())).toBe('111011111');
    expect(presence(board.status())).toBe('111111111');
  });

  it('reconnects after an unplug, by board id, and reports what changed while it was away', async () => {
    const sim = await simulate({ boardId: 'CAMP-02', presence: false });
    const { board, snapshots } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    await sim.unplug();
    await until(() => board.status().phase === 'reconnecting', 'noticed the unplug');
    sim.turn(2, 'OFF');
    sim.turn(7, 'OFF');
    await sim.replug();
    await until(() => board.status().phase === 'connected', 'reconnected');
    expect(board.status().reconnects).toBe(1);
    expect(
      board.status().awayChanges.map((change) => [change.socket, change.pos.from, change.pos.to]),
    ).toEqual([
      [2, '1', '0'],
      [7, '1', '0'],
    ]);
    expect(snapshots.at(-1)).toEqual({ reason: 'reconnect', changes: [2, 7] });
  });

  it('waits for its own board by id when another board appears at the same device', async () => {
    const first = await simulate({ boardId: 'CAMP-A' });
    const { board } = link(first.where);
    await until(() => board.status().phase === 'connected', 'connected');
    await first.close();
    const stranger = await startSimulator({
      heartbeatMs: 100,
      boardId: 'CAMP-B',
      transport: { kind: 'pty', link: first.where },
    });
    running.push(stranger);
    await until(() => /is board CAMP-B, not CAMP-A/.test(board.status().message), 'the stranger refused');
    expect(board.status()).toMatchObject({ phase: 'reconnecting', board: { id: 'CAMP-A' } });
    await stranger.close();
    const back = await startSimulator({
      heartbeatMs: 100,
      boardId: 'CAMP-A',
      transport: { kind: 'pty', link: first.where },
    });
    running.push(back);
    await until(() => board.status().phase === 'connected', 'its own board back');
    expect(board.status().reconnects).toBe(1);
  });

  it('reports a board that stops talking, and picks it up again when it speaks', async () => {
    const sim = await simulate();
    const { board } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    sim.setHeartbeat(false);
    await until(() => board.status().phase === 'reconnecting', 'silence noticed');
    expect(board.status().message).toMatch(/No line from the board for 1 s/);
    sim.setHeartbeat(true);
    await until(() => board.status().phase === 'connected', 'back');
    expect(board.status().reconnects).toBe(1);
  });

  it('says a device silent at start is not a Double Agent board, and keeps trying with the backoff', async () => {
    const sim = await simulate({ silent: true });
    const { board } = link(sim.where);
    const hellos = () => sim.received.filter((line) => line === 'HELLO?*36').length;
    // Two HELLOs per attempt (FAST_LINK.helloTries): a third attempt means it did not give up.
    await until(() => hellos() >= 6, 'a third attempt', 15_000);
    expect(board.status().phase).not.toBe('failed');
    expect(board.status().message).toMatch(/is not a Double Agent board: no valid HELLO within 0.8 s/);
  });

  it('names the protocol version a board of another version speaks, and closes', async () => {
    const sim = await simulate({ proto: 2 });
    const { board, done } = link(sim.where);
    await done;
    expect(board.status()).toMatchObject({ phase: 'failed', board: null });
    expect(board.status().message).toMatch(/speaks serial protocol version 2; Safehouse supports version 1/);
  });
});

describe('the board link over TCP (a network board)', () => {
  it('connects to tcp://HOST:PORT and follows events', async () => {
    const sim = await simulate({ tcp: true, boardId: 'NET-1', sockets: 15, presence: false });
    const { board, events } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    expect(board.status().board).toMatchObject({ id: 'NET-1', sockets: 15 });
    sim.turn(15, 'OFF');
    await until(() => events.length === 1, 'event');
    expect(positions(board.status())).toBe('111111111111110');
  });

  it('resyncs after a seq gap and trusts the new STATE', async () => {
    const sim = await simulate({ tcp: true, presence: false });
    const { board, events, snapshots } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    sim.dropLines(1);
    sim.turn(3, 'OFF'); // lost on the wire
    sim.turn(5, 'OFF'); // arrives after a gap
    await until(() => board.status().resyncs >= 1 && positions(board.status()) === '110101111', 'resync');
    expect(board.status().seqGaps).toBeGreaterThanOrEqual(1);
    expect(events).not.toContain('5:OFF');
    expect(snapshots.at(-1)).toEqual({ reason: 'resync', changes: [3, 5] });
  });

  it('counts and drops noise and bad checksums, resyncing after a burst', async () => {
    const sim = await simulate({ tcp: true, presence: false });
    const { board } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    sim.corruptChecksums(1);
    sim.turn(1, 'OFF');
    await until(() => board.status().lineErrors === 1, 'bad checksum counted');
    expect(board.status().lastLineError).toMatch(/^bad-checksum/);
    expect(positions(board.status())).toBe('111111111');
    const noise = new TextEncoder().encode('x\ny\nEV,9,1,OFF\n\u00ff\n#ok\nzz*00\nSTATE,1*00\n');
    sim.injectNoise(noise);
    await until(() => board.status().resyncs >= 1, 'resync after the burst');
    expect(board.status().lineErrors).toBeGreaterThanOrEqual(7);
    // The resync read the truth: socket 1 was turned OFF even though its EV was refused.
    await until(() => positions(board.status()) === '011111111', 'state re-read');
    expect(board.status().phase).toBe('connected');
  });

  it('resends an unanswered command with the same id, and refuses what the board cannot do', async () => {
    const sim = await simulate({ tcp: true, buzzer: true, leds: false });
    const { board } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    sim.dropLines(1); // the ACK of the first BUZZ is lost
    expect(await board.buzz(300)).toEqual({ ok: true, value: undefined });
    const buzzes = sim.received.filter((line) => line.startsWith('BUZZ,'));
    expect(buzzes).toHaveLength(2);
    expect(buzzes[0]).toBe(buzzes[1]);
    expect(await board.led(3, 'blink')).toEqual({ ok: false, error: 'the board has no LEDs' });
  });

  it('reports a board that stops answering commands', async () => {
    const sim = await simulate({ tcp: true, buzzer: true });
    const { board } = link(sim.where);
    await until(() => board.status().phase === 'connected', 'connected');
    sim.setHeartbeat(false);
    sim.dropLines(10);
    expect(await board.buzz(100)).toEqual({ ok: false, error: 'the board is not answering' });
    expect(sim.received.filter((line) => line.startsWith('BUZZ,'))).toHaveLength(4);
    expect(board.status().unansweredCommands).toBe(1);
  });
});

describe('auto', () => {
  it('probes every serial device and takes the one that answers HELLO', async () => {
    const silent = await simulate({ silent: true });
    const real = await simulate({ boardId: 'FOUND-ME' });
    const { board } = link('auto', {
      listDevices: async () => ['/dev/does-not-exist', silent.where, real.where],
    });
    await until(() => board.status().phase === 'connected', 'connected');
    expect(board.status()).toMatchObject({ device: real.where, board: { id: 'FOUND-ME' } });
  });

  it('says so when no device answers, and keeps looking', async () => {
    const silent = await simulate({ silent: true });
    const { board } = link('auto', { listDevices: async () => [silent.where] });
    await until(() => board.status().phase === 'reconnecting', 'trying again', 15_000);
    expect(board.status().message).toMatch(
      /No serial device answered as a Double Agent board \(tried .*not a Double Agent board/,
    );
  });
});
