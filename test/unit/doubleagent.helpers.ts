import { Dice, seedRng } from '../../engine/core';
import {
  type DaAction,
  type DaEvent,
  type DaRules,
  type DaState,
  isOver,
  legalActions,
  type NewGameOptions,
  newGame,
  step,
  toAct,
} from '../../engine/doubleagent';

export const FOUR = ['ann', 'bob', 'cat', 'dan'];

export function mustCreate(options: Partial<NewGameOptions> & { seed?: number }): DaState {
  const r = newGame({ seed: 1, players: FOUR, ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Applies an action that must be accepted. */
export function must(state: DaState, seat: string, action: unknown) {
  const r = step(state, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.message}`);
  return r.value;
}

/**
 * A game past the opening, with `mover` to move on `dice` and the agents on the given squares.
 * The double agent is `da`; monitors listed in `off` are OFF.
 */
export function position(opts: {
  da?: string;
  mover: string;
  dice: [number, number];
  at: Record<string, string>;
  off?: string[];
  players?: string[];
  rules?: Partial<DaRules>;
  variant?: 'standard' | 'deluxe';
}): DaState {
  const players = opts.players ?? FOUR;
  const base = mustCreate({
    players,
    deal: { doubleAgent: opts.da ?? 'dan' },
    firstPlayer: players[0]!,
    ...(opts.rules ? { rules: opts.rules } : {}),
    ...(opts.variant ? { variant: opts.variant } : {}),
  });
  const monitors = { ...base.monitors };
  for (const s of opts.off ?? []) monitors[s] = 'OFF';
  return {
    ...base,
    monitors,
    round: 1,
    players: base.players.map((p) => ({ ...p, position: opts.at[p.id] ?? p.position })),
    phase: { kind: 'turn', player: opts.mover, step: 'move', dice: opts.dice },
  };
}

/** One random legal playout; `pick` chooses among the legal actions. */
export function playout(
  state: DaState,
  seed: number,
  maxSteps = 20_000,
  onStep?: (
    before: DaState,
    seat: string,
    action: DaAction,
    after: DaState,
    events: readonly DaEvent[],
  ) => void,
): { state: DaState; steps: number } {
  const dice = new Dice(seedRng(seed));
  let s = state;
  let steps = 0;
  while (!isOver(s) && steps < maxSteps) {
    const seats = toAct(s);
    const seat = seats[dice.int(0, seats.length - 1)]!;
    const actions = legalActions(s, seat);
    if (actions.length === 0) throw new Error(`${seat} must act but has no legal action`);
    // Lean towards sabotage and escape, so games also end by escaping.
    const eager = actions.filter((a) => a.type === 'exit' || (a.type === 'inspect' && a.sabotage));
    const pool = eager.length > 0 && dice.int(0, 1) === 0 ? eager : actions;
    const action = pool[dice.int(0, pool.length - 1)]!;
    const { state: next, events } = must(s, seat, action);
    onStep?.(s, seat, action, next, events);
    s = next;
    steps++;
  }
  return { state: s, steps };
}
