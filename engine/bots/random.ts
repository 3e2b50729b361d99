/**
 * A small seeded generator for bots (a 32-bit xorshift with a splitmix-style seed scramble):
 * cheap enough for playouts, and plain integers, so no clock and no Math.random.
 */
export class BotRandom {
  private x: number;

  constructor(seed: number) {
    let z = (seed | 0) + 0x9e3779b9;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    this.x = z === 0 ? 0x2545f491 : z;
  }

  /** A uniform integer in [0, n). */
  below(n: number): number {
    let x = this.x;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.x = x;
    return (x >>> 0) % n;
  }

  /** A float in [0, 1). */
  unit(): number {
    return this.below(0x40000000) / 0x40000000;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** A fresh seed for a sub-generator. */
  seed(): number {
    return this.below(0x7fffffff);
  }
}
