import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { AnyGameRules } from '../../src-main/host/games';

/** A seeded chooser for tests that play random legal moves. */
export function chooser(seed: number) {
  const gen = xoroshiro128plus(seed);
  return <T>(items: readonly T[]): T => items[uniformInt(gen, 0, items.length - 1)]!;
}

export interface Move {
  readonly seat: string;
  readonly action: unknown;
}

/** The next random legal move in `state`, or null when nobody has a decision. */
export function randomMove(
  rules: AnyGameRules,
  state: unknown,
  pick: ReturnType<typeof chooser>,
): Move | null {
  const seats = rules.toAct(state);
  if (seats.length === 0) return null;
  const seat = pick(seats);
  const legal = rules.legalActions(state, seat);
  if (legal.length === 0) return null;
  return { seat, action: pick(legal) };
}
