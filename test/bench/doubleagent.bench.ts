// Benchmarks of the Double Agent engine: one JSON line per benchmark on stdout, nothing else.
import { Dice, seedRng } from '../../engine/core';
import {
  type DaState,
  deduce,
  isOver,
  legalActions,
  newGame,
  reachable,
  step,
  toAct,
} from '../../engine/doubleagent';
import { forgetMoveTables } from '../../engine/doubleagent/movement';

const BUDGET_MS = 2500;

function measure(run: () => number): { ops: number; ms: number } {
  let ops = 0;
  const t0 = performance.now();
  let ms = 0;
  while (ms < BUDGET_MS) {
    ops += run();
    ms = performance.now() - t0;
  }
  return { ops, ms };
}

/** A game dealt as a table deals it: ChaCha20 under a 256-bit key (here one made from `seed`). */
function game(
  seed: number,
  players = ['a', 'b', 'c', 'd'],
  variant: 'standard' | 'deluxe' = 'standard',
): DaState {
  const r = newGame({ seed: { chacha20: seed.toString(16).padStart(64, '0') }, players, variant });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// reachable: every roll 2–12 from every square of the camp a token can stand on, others off the board.
{
  const base = game(1);
  const squares = base.board.squares.filter((s) => s.kind !== 'gazebo' && !s.deluxeOnly).map((s) => s.id);
  const states = squares.map((sq) => ({
    ...base,
    players: base.players.map((p, i) => ({ ...p, position: i === 0 ? sq : null })),
  }));
  let paths = 0;
  const { ops, ms } = measure(() => {
    for (const s of states) for (let roll = 2; roll <= 12; roll++) paths += reachable(s, 'a', roll).length;
    return states.length * 11;
  });
  const sweeps = ops / (states.length * 11);
  // Cold: each sweep on a board object never seen, so the board is compiled, the search tables are
  // built and every (square, roll) is searched afresh; the figure above reuses what a game keeps.
  let cold = 0;
  const coldRun = measure(() => {
    forgetMoveTables();
    const board = structuredClone(base.board);
    for (const s of states) {
      const fresh = { ...s, board };
      for (let roll = 2; roll <= 12; roll++) reachable(fresh, 'a', roll);
    }
    cold++;
    return 1;
  });
  console.log(
    JSON.stringify({
      bench: 'doubleagent.reachable',
      squares: states.length,
      rolls: '2-12',
      callsPerSec: Math.round((ops / ms) * 1000),
      fullSweepsPerSec: Number(((sweeps / ms) * 1000).toFixed(2)),
      msPerFullSweep: Number((ms / sweeps).toFixed(1)),
      msPerColdSweep: Number((coldRun.ms / cold).toFixed(1)),
      endpointsPerSweep: Math.round(paths / sweeps),
    }),
  );
}

// deduce: a 200-entry list, 6 players, 15 sectors.
{
  const players = ['me', 'b', 'c', 'd', 'e', 'f'];
  const sectors = [
    'SEC',
    'INT',
    'POW',
    'GYM',
    'GAR',
    'TER',
    'STO',
    'DEC',
    'BAR',
    'RAD',
    'ARM',
    'PAR',
    'MES',
    'LAB',
    'VLT',
  ];
  const dice = new Dice(seedRng(7));
  const state: Record<string, 'ON' | 'OFF'> = Object.fromEntries(sectors.map((s) => [s, 'ON']));
  state.GYM = 'OFF';
  const list: ({ sector: string; by: string } | { sector: string; found: 'ON' | 'OFF' })[] = [];
  while (list.length < 200) {
    const who = players[dice.int(0, 5)]!;
    const sector = sectors[dice.int(0, 14)]!;
    if (who === 'me') list.push({ sector, found: state[sector]! });
    else {
      if (who === 'd' && dice.int(0, 2) === 0) state[sector] = 'OFF';
      list.push({ sector, by: who });
    }
  }
  let last = deduce({ players, me: 'me', sectors, list });
  const { ops, ms } = measure(() => {
    for (let i = 0; i < 100; i++) last = deduce({ players, me: 'me', sectors, list });
    return 100;
  });
  console.log(
    JSON.stringify({
      bench: 'doubleagent.deduce',
      entries: list.length,
      players: players.length,
      sectors: sectors.length,
      perSec: Math.round((ops / ms) * 1000),
      usPerDeduction: Number(((ms / ops) * 1000).toFixed(1)),
      suspects: last.suspects,
    }),
  );
}

// playout: random legal actions from a new game to the end.
{
  let seed = 0;
  let steps = 0;
  const { ops, ms } = measure(() => {
    seed++;
    let s = game(seed);
    const dice = new Dice(seedRng(seed));
    while (!isOver(s)) {
      const seats = toAct(s);
      const seat = seats[dice.int(0, seats.length - 1)]!;
      const actions = legalActions(s, seat);
      const eager = actions.filter((a) => a.type === 'exit' || (a.type === 'inspect' && a.sabotage));
      const pool = eager.length > 0 && dice.int(0, 1) === 0 ? eager : actions;
      const r = step(s, seat, pool[dice.int(0, pool.length - 1)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      steps++;
    }
    return 1;
  });
  console.log(
    JSON.stringify({
      bench: 'doubleagent.playout',
      board: 'camp',
      players: 4,
      playoutsPerSec: Number(((ops / ms) * 1000).toFixed(1)),
      actionsPerSec: Math.round((steps / ms) * 1000),
      meanActionsPerGame: Math.round(steps / ops),
    }),
  );
}
