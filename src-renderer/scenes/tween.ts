/**
 * Tweening of drawn things between two poses: pure numbers, no Pixi, unit-tested. A pose is a
 * centre point, a rotation (radians), a scale and an opacity.
 */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly scale: number;
  readonly alpha: number;
}

export interface Move {
  readonly from: Pose;
  readonly to: Pose;
}

/** Slow in, slow out: 0 → 0, ½ → ½, 1 → 1. */
export function easeInOutCubic(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

const mix = (a: number, b: number, k: number): number => a + (b - a) * k;

/** The pose a share `k` (0–1, already eased) of the way from `from` to `to`; exactly `to` at 1. */
export function poseAt(move: Move, k: number): Pose {
  if (k >= 1) return move.to;
  if (k <= 0) return move.from;
  const { from, to } = move;
  return {
    x: mix(from.x, to.x, k),
    y: mix(from.y, to.y, k),
    rotation: mix(from.rotation, to.rotation, k),
    scale: mix(from.scale, to.scale, k),
    alpha: mix(from.alpha, to.alpha, k),
  };
}

export const samePose = (a: Pose, b: Pose): boolean =>
  Math.abs(a.x - b.x) < 0.5 &&
  Math.abs(a.y - b.y) < 0.5 &&
  Math.abs(a.rotation - b.rotation) < 1e-3 &&
  Math.abs(a.scale - b.scale) < 1e-3 &&
  Math.abs(a.alpha - b.alpha) < 1e-3;

/**
 * A clock for a set of moves that all run together for `durationMs`. `advance(ms)` moves the
 * clock on (`Infinity` jumps to the end) and answers whether anything is still moving.
 */
export class Tween {
  private elapsed = 0;

  constructor(
    readonly moves: readonly Move[],
    readonly durationMs: number,
    private readonly ease: (t: number) => number = easeInOutCubic,
  ) {}

  /** Share of the time gone, 0–1. */
  get progress(): number {
    if (this.durationMs <= 0) return 1;
    return Math.min(1, this.elapsed / this.durationMs);
  }

  get done(): boolean {
    return this.progress >= 1;
  }

  advance(elapsedMs: number): boolean {
    if (elapsedMs > 0) this.elapsed += elapsedMs;
    return !this.done;
  }

  pose(index: number): Pose {
    return poseAt(this.moves[index]!, this.done ? 1 : this.ease(this.progress));
  }
}
