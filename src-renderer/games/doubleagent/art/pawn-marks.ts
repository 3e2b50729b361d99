/**
 * The players' pawns: seat 1 to 6 in the colours of their default names (Red, Blue, Green,
 * Yellow, Purple, Orange), and each in its own shape, so no two are told apart by colour alone
 * (Red and Orange, Green and Yellow meet under the common colour blindnesses). The board and the
 * legend under it draw the same marks.
 */
export const PAWN_COLORS = [0xd62839, 0x1f6fd1, 0x1b9e5a, 0xf2c80f, 0x8e44ad, 0xf07f13] as const;

export const PAWN_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star'] as const;
export type PawnShape = (typeof PAWN_SHAPES)[number];

export interface PawnMark {
  readonly color: number;
  readonly shape: PawnShape;
}

/** The mark of the player in seat `index` (0-based, in the game's player order). */
export function pawnMark(index: number): PawnMark {
  const i = ((index % PAWN_COLORS.length) + PAWN_COLORS.length) % PAWN_COLORS.length;
  return { color: PAWN_COLORS[i]!, shape: PAWN_SHAPES[i]! };
}

/**
 * The outline of a shape of "radius" `r` round (0, 0), as x, y pairs; null for the circle. Each
 * shape is sized to look about as big as a circle of that radius.
 */
export function pawnOutline(shape: PawnShape, r: number): number[] | null {
  const ring = (corners: number, radius: number, turn: number): number[] =>
    Array.from({ length: corners }, (_, k) => {
      const a = turn + (k / corners) * Math.PI * 2;
      return [Math.cos(a) * radius, Math.sin(a) * radius];
    }).flat();
  switch (shape) {
    case 'circle':
      return null;
    case 'square':
      return ring(4, r * 1.2, Math.PI / 4);
    case 'triangle':
      return ring(3, r * 1.3, -Math.PI / 2).map((v, k) => (k % 2 === 1 ? v + r * 0.2 : v));
    case 'diamond':
      return ring(4, r * 1.25, 0);
    case 'hexagon':
      return ring(6, r * 1.1, 0);
    case 'star':
      return Array.from({ length: 10 }, (_, k) => {
        const a = -Math.PI / 2 + (k / 10) * Math.PI * 2;
        const radius = k % 2 === 0 ? r * 1.35 : r * 0.62;
        return [Math.cos(a) * radius, Math.sin(a) * radius];
      }).flat();
  }
}

/** The same outline as an SVG `points` list, for a mark drawn at `size` CSS pixels. */
export function pawnSvgPoints(shape: PawnShape, size: number): string | null {
  const outline = pawnOutline(shape, size * 0.36);
  if (!outline) return null;
  const points: string[] = [];
  for (let k = 0; k < outline.length; k += 2)
    points.push(`${(outline[k]! + size / 2).toFixed(2)},${(outline[k + 1]! + size / 2).toFixed(2)}`);
  return points.join(' ');
}
