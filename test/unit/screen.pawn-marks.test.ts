import { describe, expect, it } from 'vitest';
import {
  PAWN_COLORS,
  PAWN_SHAPES,
  pawnMark,
  pawnOutline,
  pawnSvgPoints,
} from '../../src-renderer/games/doubleagent/art/pawn-marks';
import { en } from '../../src-renderer/i18n/en';

const rgb = (color: number) => ({ r: (color >> 16) & 255, g: (color >> 8) & 255, b: color & 255 });

/** The hue in degrees (0 red, 60 yellow, 120 green, 240 blue, 280 purple). */
function hue(color: number): number {
  const { r, g, b } = rgb(color);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** Where on the colour wheel each default name sits, give or take. */
const HUES: Record<string, [number, number]> = {
  Red: [345, 375],
  Orange: [20, 40],
  Yellow: [45, 62],
  Green: [100, 160],
  Blue: [200, 230],
  Purple: [260, 300],
};

describe("the players' pawns", () => {
  it('are the colour of the default name of their seat', () => {
    for (let seat = 1; seat <= 6; seat++) {
      const name = en[`setup.defaultName.${seat}` as keyof typeof en];
      const [from, to] = HUES[name]!;
      const h = hue(pawnMark(seat - 1).color);
      const inRange = (h >= from && h <= to) || (h + 360 >= from && h + 360 <= to);
      expect(inRange, `${name}'s pawn has hue ${h.toFixed(0)}`).toBe(true);
    }
  });

  it('each has its own shape, so none is told apart by colour alone', () => {
    const marks = PAWN_COLORS.map((_, i) => pawnMark(i));
    expect(new Set(marks.map((m) => m.shape)).size).toBe(PAWN_COLORS.length);
    expect(new Set(marks.map((m) => m.color)).size).toBe(PAWN_COLORS.length);
    expect(pawnMark(6)).toEqual(pawnMark(0));
  });

  it('draws every shape but the circle as a closed outline round the centre, the same on the board and in the legend', () => {
    for (const shape of PAWN_SHAPES) {
      const outline = pawnOutline(shape, 10);
      if (shape === 'circle') {
        expect(outline).toBeNull();
        expect(pawnSvgPoints(shape, 16)).toBeNull();
        continue;
      }
      expect(outline!.length % 2).toBe(0);
      expect(outline!.length).toBeGreaterThanOrEqual(6);
      for (const v of outline!) expect(Math.abs(v)).toBeLessThanOrEqual(14);
      const points = pawnSvgPoints(shape, 16)!.split(' ');
      expect(points).toHaveLength(outline!.length / 2);
      for (const point of points) {
        const [x, y] = point.split(',').map(Number);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(16);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(16);
      }
    }
  });
});
