import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The state of a seeded generator as plain JSON data, so it can live inside a game state
 * and replays stay byte-identical. Never seeded from the clock.
 */
export type RngState = readonly [number, number, number, number];

export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState() as unknown as RngState;
}

/**
 * A mutable cursor over an `RngState` for the duration of one engine step; read `state()` at the
 * end and store it in the new game state.
 */
export class Dice {
  private readonly gen;

  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }

  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  /** A new array with the items in uniformly random order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i]!;
      out[i] = out[j]!;
      out[j] = t;
    }
    return out;
  }

  state(): RngState {
    return this.gen.getState() as unknown as RngState;
  }
}
