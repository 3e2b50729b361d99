/**
 * The attack on 32-bit table seeds: pure-rand 8's `xoroshiro128plus(seed)` and `uniformInt`,
 * replicated bit for bit in int32 arithmetic, and a search for every seed whose draws give the
 * dice a screen saw.
 */

const TWO_32 = 4294967296;
const TWO_31 = 2147483648;

/**
 * The largest draw (`next() + 2^31`) pure-rand's `uniformInt` keeps for a range of `size`
 * values; it draws again at or above it.
 */
const keptBelow = (size: number) => (size > 2 ? ~~(TWO_32 / size) * size : TWO_32);

/** pure-rand's xoroshiro128plus: the same state words, seeding and output. */
export class Xoroshiro128Plus {
  private s01 = -1;
  private s00: number;
  private s11: number;
  private s10 = 0;

  /** Any number, as pure-rand takes it: only its int32 value (`seed | 0`) counts. */
  constructor(seed: number) {
    this.s00 = ~seed;
    this.s11 = seed | 0;
  }

  /** The next output, a signed 32-bit integer. */
  next(): number {
    const out = (this.s00 + this.s10) | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** pure-rand's `uniformInt(gen, from, to)`, for ranges of at most 2^32 integers. */
  uniformInt(from: number, to: number): number {
    const size = to - from + 1;
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || size < 1 || size > TWO_32)
      throw new RangeError(`no replica of uniformInt(${from}, ${to})`);
    const kept = keptBelow(size);
    let v = this.next() + TWO_31;
    while (v >= kept) v = this.next() + TWO_31;
    return (v % size) + from;
  }
}

/** The range sizes of the `uniformInt(0, i)` draws of a Fisher–Yates shuffle of `n` items. */
export function shuffleDraws(n: number): number[] {
  const sizes: number[] = [];
  for (let i = n - 1; i > 0; i--) sizes.push(i + 1);
  return sizes;
}

/** Where a legacy seed sits among the 2^32 the search tries: the engine seeds with `seed | 0`. */
export const seedIndex = (seed: number) => (seed | 0) >>> 0;

/** Who the Double Agent deal (`shuffled(players)[0]`) names for `seed`. */
export function dealtDoubleAgent(seed: number, players: readonly string[]): string {
  const gen = new Xoroshiro128Plus(seed | 0);
  const out = players.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = gen.uniformInt(0, i);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out[0]!;
}

export interface SeedQuery {
  /** First seed index tried (0 ≤ from ≤ to ≤ 2^32). */
  readonly from: number;
  /** One past the last seed index tried. */
  readonly to: number;
  /** The range size of each `uniformInt` drawn before the first die, in order (`shuffleDraws`). */
  readonly drawsBeforeDice: readonly number[];
  /** The dice seen, in the order they were rolled, each from `uniformInt(1, 6)`. */
  readonly dice: readonly number[];
}

/**
 * Every seed index in [from, to) whose generator, past the deal's draws, rolls exactly `dice`.
 * The generator is written out inline (the same steps as `Xoroshiro128Plus.next`): that ran the
 * search twice as fast as calling the class, and the tests hold the two together.
 */
export function searchSeeds(query: SeedQuery): number[] {
  const { from, to } = query;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > TWO_32 || from > to)
    throw new RangeError(`bad seed range [${from}, ${to})`);
  if (query.dice.length === 0 || query.dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6))
    throw new RangeError('the dice seen: at least one, each 1 to 6');
  const kept = query.drawsBeforeDice.map(keptBelow);
  const skips = kept.length;
  const faces = Int32Array.from(query.dice, (d) => d - 1);
  const count = faces.length;
  const dieKept = keptBelow(6);
  const fits: number[] = [];
  // An int32 seed counter keeps V8 on integer code across the whole 2^32 range.
  let seed = from | 0;
  for (let left = to - from; left > 0; left--, seed = (seed + 1) | 0) {
    let s01 = -1;
    let s00 = ~seed;
    let s11 = seed;
    let s10 = 0;
    let skipped = 0;
    let matched = 0;
    for (;;) {
      const out = (s00 + s10) | 0;
      const a0 = s10 ^ s00;
      const a1 = s11 ^ s01;
      const t00 = s00;
      const t01 = s01;
      s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
      s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s10 = (a1 << 5) ^ (a0 >>> 27);
      s11 = (a0 << 5) ^ (a1 >>> 27);
      // 2^31 written out: V8 kept this loop at half speed when it read the constant's name.
      const v = out + 2147483648;
      if (skipped < skips) {
        if (v < kept[skipped]!) skipped++;
        continue;
      }
      if (v >= dieKept) continue;
      if (v % 6 !== faces[matched]) break;
      if (++matched === count) {
        fits.push(seed >>> 0);
        break;
      }
    }
  }
  return fits;
}

/** How many of `seeds` wrong seeds are expected to fit `dice` dice by chance. */
export const chanceFits = (seeds: number, dice: number) => seeds / 6 ** dice;
