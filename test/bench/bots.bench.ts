/**
 * Bot benchmarks, one JSON line each on stdout:
 *   bots.ismcts       — Cold War SO-ISMCTS iterations per second from the opening position
 *                       (CIA's first struggle decision), normal-level playouts;
 *   bots.doubleagent  — Double Agent games per second, planner bots in all four seats.
 *   npx tsx test/bench/bots.bench.ts [seconds]   (or `npm run bench -- bots`)
 * Timed in process CPU time after a warm-up; the figures are the median of five rounds.
 */
import { determinize, LEVELS, planningBot, search } from '../../engine/bots';
import { type ColdWarState, legalActions, newGame, step, toAct, viewFor } from '../../engine/coldwar';
import { playDoubleAgentGame } from '../../src-main/games/doubleagent/tournament-match';

const seconds = Number(process.argv[2] ?? 2.5);
const WARM_UP_MS = 2000;

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

/** The first decision with a real choice in a seeded game (the opening struggle position). */
function openingDecision(): { state: ColdWarState; side: 'CIA' | 'KGB' } {
  const created = newGame({ seed: 1 });
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value;
  for (;;) {
    const side = toAct(s)[0]!;
    const legal = legalActions(s, side);
    if (s.phase === 'struggle' && s.pending?.kind === 'action' && legal.length > 1) return { state: s, side };
    const r = step(s, side, legal[0]);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
}

/** Runs `work` (returning units done) in five rounds of CPU time; the median round's rate. */
function medianRate(work: () => number): number {
  const warmUntil = performance.now() + WARM_UP_MS;
  while (performance.now() < warmUntil) work();
  const rates: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = process.cpuUsage();
    let units = 0;
    let ms = 0;
    while (ms < (seconds * 1000) / 5) {
      units += work();
      ms = cpuMs(start);
    }
    rates.push(units / (ms / 1000));
  }
  rates.sort((a, b) => a - b);
  return rates[2]!;
}

function benchSearch(): void {
  const { state, side } = openingDecision();
  const view = viewFor(state, side);
  const legal = legalActions(state, side);
  const level = LEVELS.normal;
  let seed = 0;
  const rate = medianRate(() => {
    const n = 200;
    let left = n;
    search({
      seat: side,
      legal,
      sample: (rand) => determinize(view, rand),
      seed: seed++,
      stop: () => left-- <= 0,
      greed: level.greed,
      extraTurns: level.extraTurns,
    });
    return n;
  });
  console.log(
    JSON.stringify({ bench: 'bots.ismcts', iterationsPerSec: Math.round(rate), legalActions: legal.length }),
  );
}

function benchDoubleAgent(): void {
  const bot = planningBot();
  let seed = 1;
  const rate = medianRate(() => {
    playDoubleAgentGame(bot, bot, seed++);
    return 1;
  });
  console.log(JSON.stringify({ bench: 'bots.doubleagent', gamesPerSec: Math.round(rate * 10) / 10 }));
}

benchSearch();
benchDoubleAgent();
