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

/** Plays seeded random legal moves at a host's table until its game is over. */
export function playTableToTheEnd(
  table: {
    readonly isOver: boolean;
    seats(): readonly string[];
    legalFor(seat: string): readonly unknown[];
    submit(seat: string, action: unknown): { ok: boolean };
  },
  seed: number,
): void {
  const pick = chooser(seed);
  for (let step = 0; step < 5_000 && !table.isOver; step++) {
    const seat = pick(table.seats().filter((s) => table.legalFor(s).length > 0));
    if (!table.submit(seat, pick(table.legalFor(seat))).ok) throw new Error('a legal move was refused');
  }
  if (!table.isOver) throw new Error('the game did not end');
}
