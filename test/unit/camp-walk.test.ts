import { describe, expect, it } from 'vitest';
import { walkDuration, walkPoint } from '../../src-renderer/games/doubleagent/scenes/camp-walk';

const L = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 20 },
];

describe('a pawn walking its path', () => {
  it('starts on the first square and arrives on the last after one step time per square', () => {
    expect(walkPoint(L, 0, 100)).toEqual({ point: { x: 0, y: 0 }, step: 0, done: false });
    expect(walkPoint(L, 200, 100)).toEqual({ point: { x: 10, y: 20 }, step: 2, done: true });
    expect(walkPoint(L, Number.POSITIVE_INFINITY, 100).done).toBe(true);
    expect(walkDuration(2, 100)).toBe(200);
  });
  it('is half way along a step at half its time, and on the square between steps', () => {
    expect(walkPoint(L, 50, 100).point).toEqual({ x: 5, y: 0 });
    expect(walkPoint(L, 100, 100).point).toEqual({ x: 10, y: 0 });
    expect(walkPoint(L, 150, 100).point).toEqual({ x: 10, y: 10 });
  });
  it('eases: slower near a square than in the middle of a step', () => {
    const early = walkPoint(L, 10, 100).point.x;
    const middle = walkPoint(L, 55, 100).point.x - walkPoint(L, 45, 100).point.x;
    expect(early).toBeLessThan(middle);
  });
  it('never leaves the segment it is on', () => {
    for (let t = 0; t <= 200; t += 7) {
      const { point, step } = walkPoint(L, t, 100);
      const a = L[step]!;
      const b = L[Math.min(step + 1, 2)]!;
      expect(point.x).toBeGreaterThanOrEqual(Math.min(a.x, b.x));
      expect(point.x).toBeLessThanOrEqual(Math.max(a.x, b.x));
      expect(point.y).toBeGreaterThanOrEqual(Math.min(a.y, b.y));
      expect(point.y).toBeLessThanOrEqual(Math.max(a.y, b.y));
    }
  });
  it('a one-point walk is already over', () => {
    expect(walkPoint([{ x: 3, y: 4 }], 0).done).toBe(true);
  });
});
