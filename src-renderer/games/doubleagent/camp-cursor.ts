/** Moving a square cursor among the highlighted squares with the arrow keys: pure geometry. */

export interface CursorTarget {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

const STEP: Record<Direction, { dx: number; dy: number }> = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
};

/** The arrow key a keyboard event names, if any. */
export function arrowDirection(key: string): Direction | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return null;
  }
}

/**
 * The target the cursor goes to from `current` in `direction`: the nearest one lying that way
 * (ahead along the arrow, sideways drift counting double), or `current` when none does. With no
 * current target (or one no longer among them) the first target in reading order is taken.
 */
export function moveCursor(
  targets: readonly CursorTarget[],
  current: string | null,
  direction: Direction,
): string | null {
  if (targets.length === 0) return null;
  const here = targets.find((t) => t.id === current);
  if (!here) return firstTarget(targets);
  const { dx, dy } = STEP[direction];
  let best: CursorTarget | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const t of targets) {
    const ahead = (t.x - here.x) * dx + (t.y - here.y) * dy;
    if (ahead <= 0) continue;
    const side = Math.abs((t.x - here.x) * dy) + Math.abs((t.y - here.y) * dx);
    const score = ahead + side * 2;
    if (score < bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best?.id ?? here.id;
}

/** The top-left target in reading order (rows, then columns). */
export function firstTarget(targets: readonly CursorTarget[]): string | null {
  let first: CursorTarget | null = null;
  for (const t of targets) if (!first || t.y < first.y || (t.y === first.y && t.x < first.x)) first = t;
  return first?.id ?? null;
}
