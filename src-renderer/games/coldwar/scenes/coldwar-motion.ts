import type { Rect } from '../../../scenes/table-layout';
import { type Move, type Pose, samePose } from '../../../scenes/tween';
import type { Placement, TableGeometry } from './coldwar-layout';

/**
 * How the table moves from one view to the next (pure, unit-tested): each placement of the new
 * view starts where the same card was before (matched by key), or, new on the table, at the pile
 * it comes from (a recruited group from the group deck, a revealed objective from the objective
 * deck); a card that left the table slides to its pile and fades. A card whose place is unchanged
 * does not move.
 */

export interface Sprite {
  readonly placement: Placement;
  readonly move: Move;
  /** Not in the new view: drawn only while it slides away. */
  readonly leaving: boolean;
}

/** How long a change takes at normal speed. */
export const MOVE_MS = 320;

const rest = (p: Placement): Pose => ({ x: p.x, y: p.y, rotation: p.rotation, scale: 1, alpha: 1 });

const centreOf = (r: Rect): { x: number; y: number } => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

/** The pile a card of this kind comes from and goes back to, as a pose for placement `p`. */
function pilePose(p: Placement, geometry: TableGeometry, alpha: number): Pose | null {
  const shown = p.shown;
  if (shown.kind === 'group') {
    const r = geometry.groupDeck;
    return { ...centreOf(r), rotation: 0, scale: r.width / p.width, alpha };
  }
  if (shown.kind === 'objective') {
    const r = geometry.objectiveDeck;
    return { ...centreOf(r), rotation: 0, scale: r.height / p.height, alpha };
  }
  if (shown.kind === 'agentBack') {
    const r = geometry.sides[shown.side].agents.hq;
    return { ...centreOf(r), rotation: 0, scale: 0.3, alpha };
  }
  return null;
}

export function planMotion(
  previous: readonly Placement[] | null,
  next: readonly Placement[],
  geometry: TableGeometry,
): Sprite[] {
  const before = new Map((previous ?? []).map((p) => [p.key, p]));
  const sprites: Sprite[] = next.map((placement) => {
    const to = rest(placement);
    if (!previous) return { placement, move: { from: to, to }, leaving: false };
    const old = before.get(placement.key);
    if (old) {
      const from = { ...rest(old), scale: old.width / placement.width };
      return { placement, move: { from, to }, leaving: false };
    }
    const from = pilePose(placement, geometry, 1) ?? { ...to, alpha: 0 };
    return { placement, move: { from, to }, leaving: false };
  });
  if (previous) {
    const after = new Set(next.map((p) => p.key));
    for (const old of previous) {
      if (after.has(old.key)) continue;
      const from = rest(old);
      const to = pilePose(old, geometry, 0) ?? { ...from, alpha: 0 };
      sprites.push({ placement: old, move: { from, to }, leaving: true });
    }
  }
  return sprites;
}

export const isMoving = (sprite: Sprite): boolean => !samePose(sprite.move.from, sprite.move.to);
