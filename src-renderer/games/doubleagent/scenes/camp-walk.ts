/** Where a walking pawn is after some animation time: pure numbers, no Pixi. */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Time a pawn takes per square at normal speed. */
export const MS_PER_SQUARE = 100;

/**
 * The pawn's point after `elapsedMs` along `points` (the start square's centre first), moving one
 * segment each `msPerStep` with an ease-in-out per step, and whether it has arrived.
 */
export function walkPoint(
  points: readonly Point[],
  elapsedMs: number,
  msPerStep = MS_PER_SQUARE,
): { point: Point; step: number; done: boolean } {
  const last = points.length - 1;
  if (last < 0) return { point: { x: 0, y: 0 }, step: 0, done: true };
  if (last === 0 || elapsedMs >= last * msPerStep) return { point: points[last]!, step: last, done: true };
  const t = Math.max(0, elapsedMs) / msPerStep;
  const step = Math.floor(t);
  const f = t - step;
  const eased = f * f * (3 - 2 * f);
  const a = points[step]!;
  const b = points[step + 1]!;
  return { point: { x: a.x + (b.x - a.x) * eased, y: a.y + (b.y - a.y) * eased }, step, done: false };
}

/** How long a walk of `squares` steps lasts at normal speed. */
export const walkDuration = (squares: number, msPerStep = MS_PER_SQUARE): number =>
  Math.max(0, squares) * msPerStep;
