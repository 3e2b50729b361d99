/**
 * Cold War playout benchmark: uniformly random legal actions from newGame to the end, on one
 * core. Prints one JSON line per benchmark on stdout and nothing else.
 *   npx tsx test/bench/coldwar.bench.ts [seconds]
 * (after a 3 s warm-up that is not measured).
 */
import { type ColdWarState, legalActions, newGame, step, toAct } from '../../engine/coldwar';

const seconds = Number(process.argv[2] ?? 2.5);
const WARM_UP_MS = 3000;

/** The playout policy's own generator, so runs are repeatable. */
let x = 0x9e3779b9;
const pick = (n: number): number => {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0) % n;
};

/** A game dealt as a table deals it: ChaCha20 under a 256-bit key (here one made from `seed`). */
function playout(seed: number): number {
  const created = newGame({ seed: { chacha20: seed.toString(16).padStart(64, '0') } });
  if (!created.ok) throw new Error(created.error.code);
  let s: ColdWarState = created.value;
  let actions = 0;
  while (s.result === null) {
    const sides = toAct(s);
    const side = sides.length === 1 ? sides[0]! : sides[pick(sides.length)]!;
    const legal = legalActions(s, side);
    const r = step(s, side, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    actions++;
  }
  return actions;
}

/**
 * Several short rounds timed in this process's CPU time (user + system), and the figures of the
 * median round: this 2-core machine is shared, and wall time would mostly measure the neighbours.
 */
function bench(): void {
  // Warm up until the JIT has settled: process CPU time also counts V8's background compiler and
  // GC threads, which stay busy for the first second or two and would be billed to the rounds.
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; i < 50 || performance.now() < warmUntil; i++) playout(i);
  const rounds: { actions: number; games: number; ms: number }[] = [];
  const roundMs = (seconds * 1000) / 5;
  let seed = 1000;
  for (let r = 0; r < 5; r++) {
    let games = 0;
    let actions = 0;
    const start = process.cpuUsage();
    let ms = 0;
    while (ms < roundMs) {
      actions += playout(seed++);
      games++;
      if (games % 8 === 0) {
        const used = process.cpuUsage(start);
        ms = (used.user + used.system) / 1000;
      }
    }
    rounds.push({ actions, games, ms });
  }
  rounds.sort((a, b) => a.actions / a.ms - b.actions / b.ms);
  const m = rounds[2]!;
  const s = m.ms / 1000;
  console.log(
    JSON.stringify({
      bench: 'coldwar.playout',
      actionsPerSec: Math.round(m.actions / s),
      gamesPerSec: Math.round((m.games / s) * 10) / 10,
      avgActionsPerGame: Math.round((m.actions / m.games) * 10) / 10,
    }),
  );
}

bench();
