// Host benchmarks: intent → every client has the new view (p50/p99 ms, loopback WebSockets),
// and what the journal's fsync costs per accepted action.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Host } from '../../src-main/host/host';
import { JOURNAL_SCHEMA, JournalWriter } from '../../src-main/host/journal';
import { TableStore } from '../../src-main/host/table-store';
import { startHttpServer } from '../../src-main/lan/http-server';
import { knownDeal } from '../support/deals';
import { chooser } from '../support/playout';
import { isJoined, WsClient } from '../support/ws-client';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

async function fanout(
  game: 'coldwar' | 'doubleagent',
  options: Record<string, unknown>,
  watchers: number,
  samples: number,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-bench-'));
  const host = new Host({ store: new TableStore(dir), rateLimit: { perSecond: 1e6, burst: 1e6 } });
  const server = await startHttpServer({ host, webRoot: dir, bindAddress: '127.0.0.1', port: 0 });
  const timings: number[] = [];
  let bytes = 0;
  let messages = 0;
  let games = 0;
  while (timings.length < samples) {
    const created = host.createTable(game, options);
    if (!created.ok) throw new Error(created.error.message);
    games++;
    const table = host.tableById(created.value.id)!;
    const seats = [...table.seats(), ...Array.from({ length: watchers }, () => 'table')];
    const clients: Array<{ seat: string; client: WsClient }> = [];
    for (const seat of seats) {
      const client = await WsClient.open(server.url);
      client.send({ type: 'join', code: created.value.code, seat });
      await client.first(isJoined);
      clients.push({ seat, client });
    }
    const pick = chooser(games);
    for (let n = 0; timings.length < samples && !table.isOver; n++) {
      await Promise.all(clients.map(({ client }) => client.viewAt(n)));
      const actors = clients.filter(
        ({ seat, client }) => seat !== 'table' && (client.lastView()?.legal.length ?? 0) > 0,
      );
      if (actors.length === 0) break;
      const actor = pick(actors);
      const started = performance.now();
      const arrived = Promise.all(clients.map(({ client }) => client.viewAt(n + 1)));
      actor.client.send({ type: 'intent', action: pick(actor.client.lastView()!.legal) });
      await arrived;
      timings.push(performance.now() - started);
      for (const { client } of clients) {
        bytes += client.raw.reduce((sum, text) => sum + text.length, 0);
        messages += client.raw.length;
        client.forget();
      }
    }
    for (const { client } of clients) client.close();
  }
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  timings.sort((a, b) => a - b);
  return {
    bench: 'host.fanout',
    game,
    clients: seatsCount(game, options) + watchers,
    samples: timings.length,
    p50Ms: round(percentile(timings, 0.5)),
    p99Ms: round(percentile(timings, 0.99)),
    meanBytesPerMessage: Math.round(bytes / messages),
  };
}

function seatsCount(game: string, options: Record<string, unknown>): number {
  return game === 'coldwar' ? 2 : (options.players as string[]).length;
}

function journalCost(appends: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-journal-'));
  const writer = JournalWriter.create(path.join(dir, 'bench.journal.jsonl'), {
    kind: 'safehouse-table',
    schema: JOURNAL_SCHEMA,
    id: '000000000000',
    game: 'coldwar',
    deal: knownDeal(1),
    options: {},
    code: 'BENCH1',
    createdAt: new Date().toISOString(),
    appVersion: 'bench',
    rules: { game: 'coldwar', version: 1 },
  });
  const started = performance.now();
  for (let n = 1; n <= appends; n++)
    writer.append({ t: 'action', n, seat: 'CIA', action: { type: 'recruit' } });
  const elapsed = performance.now() - started;
  writer.close();
  rmSync(dir, { recursive: true, force: true });
  return { bench: 'host.journal', appends, usPerFsyncedAppend: round((elapsed * 1000) / appends, 1) };
}

console.log(JSON.stringify(await fanout('coldwar', {}, 5, 2000)));
console.log(
  JSON.stringify(
    await fanout('doubleagent', { players: ['A', 'B', 'C', 'D', 'E', 'F'], variant: 'deluxe' }, 1, 1000),
  ),
);
console.log(JSON.stringify(journalCost(500)));
