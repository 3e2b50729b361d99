/**
 * The attack on table seeds, two JSON lines on stdout:
 *   attack.seed-search          — a Security Agent at a new host table reads the 20 dice of the
 *                                 start roll and the first turns, then tries every 32-bit
 *                                 seed (every seed `createTable` could have drawn) for the deal
 *                                 and those dice. With a 31-bit seed it finds the table's seed,
 *                                 and the double agent; with a seed the search cannot reach, no fit.
 *   attack.seed-search.control  — the same search over 2^24 seeds around a random legacy numeric
 *                                 seed of an engine game: it must find that seed (exit 1 if not).
 *   npx tsx test/bench/attack.bench.ts   (or `npm run bench -- attack`); about a minute on 2 cores.
 */
import { randomInt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Host } from '../../src-main/host/host';
import { playAtNewHostTable, playLegacyGame } from '../support/observed-dice';
import {
  chanceFits,
  dealtDoubleAgent,
  type SeedQuery,
  seedIndex,
  shuffleDraws,
} from '../support/seed-search';

const WORKERS = 2;
const ALL_SEEDS = 2 ** 32;
const CONTROL_SEEDS = 2 ** 24;

function startWorker(): Worker {
  // Workers do not inherit tsx's loader: register it there before loading the worker module.
  const api = import.meta.resolve('tsx/esm/api');
  const source = new URL('../support/seed-search-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true });
}

/** The query's seeds in chunks, each worker taking the next as it finishes one. */
async function searchOn(workers: readonly Worker[], query: SeedQuery): Promise<number[]> {
  const chunk = Math.max(2 ** 16, Math.ceil((query.to - query.from) / 64));
  let next = query.from;
  const fits: number[] = [];
  const drive = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const give = () => {
        if (next >= query.to) {
          worker.off('message', take).off('error', reject);
          resolve();
          return;
        }
        const from = next;
        next = Math.min(query.to, from + chunk);
        worker.postMessage({ ...query, from, to: next });
      };
      const take = (found: number[]) => {
        fits.push(...found);
        give();
      };
      worker.on('message', take).on('error', reject);
      give();
    });
  await Promise.all(workers.map(drive));
  return fits.sort((a, b) => a - b);
}

async function timed(workers: readonly Worker[], query: SeedQuery) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const fits = await searchOn(workers, query);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const seeds = query.to - query.from;
  return {
    seeds,
    fits,
    seconds: Number(seconds.toFixed(2)),
    // The workers' time too (they are threads of this process): what the search costs on a busy machine.
    cpuSeconds: Number(((used.user + used.system) / 1e6).toFixed(2)),
    seedsPerSec: Math.round(seeds / seconds),
  };
}

/** What the search concluded, checked against the truth the attacker never saw. */
function verdict(
  fits: readonly number[],
  players: readonly string[],
  trueSeed: number | null,
  doubleAgent: string,
) {
  return {
    fits: fits.length,
    trueSeedFound: trueSeed !== null && fits.includes(trueSeed),
    doubleAgentFound:
      fits.length > 0 && fits.every((seed) => dealtDoubleAgent(seed, players) === doubleAgent),
  };
}

const workers = Array.from({ length: WORKERS }, startWorker);
await searchOn(workers, { from: 0, to: 2 ** 16, drawsBeforeDice: [], dice: [1] });

const players = ['Red', 'Blue', 'Green', 'Yellow'];
const legacySeed = randomInt(0, 2 ** 31);
const legacy = playLegacyGame(legacySeed, players);
const controlFrom = Math.max(0, seedIndex(legacySeed) - randomInt(0, CONTROL_SEEDS));
const control = await timed(workers, {
  from: controlFrom,
  to: Math.min(ALL_SEEDS, controlFrom + CONTROL_SEEDS),
  drawsBeforeDice: shuffleDraws(players.length),
  dice: legacy.dice,
});

const host = new Host();
// Twenty dice, not the audit's fourteen: with 6^20 outcomes a wrong seed fits by chance about once
// in a million searches, so "no fit" is the answer to expect when the seed is out of reach.
const seen = playAtNewHostTable(host, 20);
// Only to check the result: after the attack, never during it.
const deal = host.tableById(seen.tableId)?.header.deal;
const tableSeed = deal?.generator === 'xoroshiro128plus' ? seedIndex(deal.seed) : null;
const full = await timed(workers, {
  from: 0,
  to: ALL_SEEDS,
  drawsBeforeDice: shuffleDraws(seen.players.length),
  dice: seen.dice,
});
await Promise.all(workers.map((worker) => worker.terminate()));

const line = (bench: string, run: Awaited<ReturnType<typeof timed>>, dice: number, found: object) =>
  JSON.stringify({
    bench,
    seeds: run.seeds,
    dice,
    workers: WORKERS,
    ...found,
    chanceFits: Number(chanceFits(run.seeds, dice).toPrecision(2)),
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    seedsPerSec: run.seedsPerSec,
  });
const controlVerdict = verdict(control.fits, players, seedIndex(legacySeed), legacy.doubleAgent);
console.log(
  line('attack.seed-search', full, seen.dice.length, {
    tableGenerator: deal?.generator,
    ...verdict(full.fits, seen.players, tableSeed, seen.doubleAgent),
  }),
);
console.log(line('attack.seed-search.control', control, legacy.dice.length, controlVerdict));
process.exit(controlVerdict.trueSeedFound ? 0 : 1);
