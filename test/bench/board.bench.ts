// Board benchmarks: an EV line written to a pty (socat, as a USB board) → a screen has the new
// table view, p50/p99 ms, through the real link, board service, host and journal; and how many
// serial-v1 lines per second the codec parses.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DaView } from '../../engine/doubleagent';
import type { HostMessage } from '../../protocol/messages';
import { BoardService } from '../../src-main/games/doubleagent/board/board-service';
import { encodeBoardLine, LineSplitter, parseBoardLine } from '../../src-main/games/doubleagent/board/codec';
import { startSimulator } from '../../src-main/games/doubleagent/board/simulator/simulator';
import { Host } from '../../src-main/host/host';
import { TableStore } from '../../src-main/host/table-store';
import { until } from '../support/until';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const PLAYERS = ['Red', 'Blue', 'Green', 'Yellow'];

async function latency(samples: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-bench-board-'));
  const sim = await startSimulator({
    transport: { kind: 'pty', link: path.join(dir, 'board') },
    presence: false,
  });
  const host = new Host({
    store: new TableStore(path.join(dir, 'tables')),
    rateLimit: { perSecond: 1e6, burst: 1e6 },
    openingPlay: { windowMs: 100, handoverMs: 50 },
  });
  const board = new BoardService(host, { settingsFile: null });
  board.connect(sim.where);
  await until(() => board.status()?.phase === 'connected', 'the board');
  const created = host.createTable('doubleagent', { players: PLAYERS, rules: { monitors: 'table' } });
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  const inbox: { at: number; message: HostMessage }[] = [];
  const sessions = PLAYERS.map((seat) => {
    const session = host.connect({ send: (message) => inbox.push({ at: performance.now(), message }) });
    session.receive(JSON.stringify({ type: 'join', code: created.value.code, seat }));
    return { seat, session };
  });
  const phase = () => (table.viewFor('table') as DaView).phase;
  while (phase().kind === 'startRoll')
    for (const { seat, session } of sessions)
      if (table.legalFor(seat).length > 0)
        session.receive(JSON.stringify({ type: 'intent', action: { type: 'roll' } }));
  // The opening: the double agent turns the first monitor OFF in its own window.
  const mapping = board.report(true).mapping as string[];
  const da = PLAYERS.find((seat) => (table.viewFor(seat) as DaView).you?.role === 'doubleAgent')!;
  sessions[0]!.session.receive(JSON.stringify({ type: 'opening', command: 'start' }));
  const openingStatus = () =>
    [...inbox].reverse().find((entry) => entry.message.type === 'opening')?.message as
      | Extract<HostMessage, { type: 'opening' }>
      | undefined;
  const window = openingStatus()!.status!.groups.findIndex((group) => group.includes(da));
  await until(() => {
    const status = openingStatus()?.status;
    return status?.stage === 'window' && status.index === window;
  }, 'the double agent window');
  sim.turn(1, 'OFF');
  await until(() => phase().kind === 'turn', 'the end of the opening');

  // Each sample turns a monitor that is not part of any inspection: the host reports it to the
  // game as seat `table`, journals it, and pushes every seat a new view.
  const timings: number[] = [];
  let on = true;
  const socket = mapping.length; // the last monitor, left ON by the opening
  for (let i = 0; i < samples; i++) {
    const version = table.actionCount;
    const seen = inbox.length;
    const started = performance.now();
    on = !on;
    sim.turn(socket, on ? 'ON' : 'OFF');
    await until(
      () =>
        inbox.slice(seen).some((entry) => entry.message.type === 'view' && entry.message.version > version),
      'the new view',
    );
    const arrived = inbox.slice(seen).find((entry) => entry.message.type === 'view')!;
    timings.push(arrived.at - started);
  }
  await board.close();
  await sim.close();
  timings.sort((a, b) => a - b);
  return {
    bench: 'board.latency',
    transport: 'pty (socat)',
    samples,
    p50Ms: round(percentile(timings, 0.5)),
    p99Ms: round(percentile(timings, 0.99)),
    maxMs: round(timings[timings.length - 1]!),
  };
}

function codecThroughput(seconds: number) {
  const lines = [
    encodeBoardLine({ type: 'EV', seq: 1234, socket: 7, kind: 'OFF' }),
    encodeBoardLine({ type: 'HB', seq: 1235, uptimeMs: 987654 }),
    encodeBoardLine({ type: 'STATE', seq: 1236, pos: [...'111011101111111'] as ('1' | '0')[], pres: null }),
    'EV,2,4,OFF*69',
  ];
  const stream = new TextEncoder().encode(`${lines.join('\n')}\n`.repeat(256));
  const perChunk = lines.length * 256;
  const splitter = new LineSplitter();
  let parsed = 0;
  let accepted = 0;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    for (const line of splitter.push(stream).lines) {
      if (parseBoardLine(line, { sockets: 15 }).ok) accepted++;
      parsed++;
    }
  }
  return {
    bench: 'board.codec',
    linesPerSec: Math.round(parsed / seconds),
    acceptedShare: round(accepted / parsed),
    chunkLines: perChunk,
  };
}

console.log(JSON.stringify(codecThroughput(3)));
console.log(JSON.stringify(await latency(200)));
process.exit(0);
