/**
 * Cold War playout benchmark: uniformly random legal actions from newGame to the end, on one
 * core. Prints one JSON line per benchmark on stdout and nothing else.
 *   npx tsx test/bench/coldwar.bench.ts [seconds]
 */
import { type ColdWarState, legalActions, newGame, step, toAct } from '../../engine/coldwar';

const seconds = Number(process.argv[2] ?? 2.5);

/** The playout policy's own generator, so runs are repeatable. */
let x = 0x9e3779b9;
const pick = (n: number): number => {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0) % n;
};

function playout(seed: number): number {
  const created = newGame({ seed });
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

function bench(): void {
  for (let i = 0; i < 50; i++) playout(i); // warm up the JIT
  let games = 0;
  let actions = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    actions += playout(1000 + games);
    games++;
    elapsed = performance.now() - start;
  }
  const s = elapsed / 1000;
  console.log(
    JSON.stringify({
      bench: 'coldwar.playout',
      actionsPerSec: Math.round(actions / s),
      gamesPerSec: Math.round((games / s) * 10) / 10,
      avgActionsPerGame: Math.round((actions / games) * 10) / 10,
    }),
  );
}

bench();
