import { describe, expect, it } from 'vitest';
import { easeInOutCubic, type Move, poseAt, Tween } from '../../src-renderer/scenes/tween';

const from = { x: 10, y: 20, rotation: 0, scale: 2, alpha: 0 };
const to = { x: 110, y: -80, rotation: Math.PI / 2, scale: 1, alpha: 1 };
const move: Move = { from, to };

describe('easing', () => {
  it('starts at 0, ends at 1, passes ½ at half time, and never goes back', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5, 10);
    expect(easeInOutCubic(-3)).toBe(0);
    expect(easeInOutCubic(7)).toBe(1);
    let last = 0;
    for (let t = 0; t <= 1; t += 0.01) {
      const v = easeInOutCubic(t);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    // Slow in: a tenth of the time covers much less than a tenth of the way.
    expect(easeInOutCubic(0.1)).toBeLessThan(0.01);
  });
});

describe('poses', () => {
  it('mixes every part of the pose', () => {
    expect(poseAt(move, 0.25)).toEqual({ x: 35, y: -5, rotation: Math.PI / 8, scale: 1.75, alpha: 0.25 });
    expect(poseAt(move, 0)).toBe(from);
    expect(poseAt(move, 1)).toBe(to);
  });
});

describe('Tween', () => {
  it('runs for its duration, then stops exactly at the end poses', () => {
    const tween = new Tween([move, { from: to, to: from }], 300);
    expect(tween.advance(0)).toBe(true);
    expect(tween.pose(0)).toEqual(from);
    expect(tween.advance(150)).toBe(true);
    const half = tween.pose(0);
    expect(half.x).toBeCloseTo(60, 6);
    expect(half.rotation).toBeCloseTo(Math.PI / 4, 6);
    expect(tween.advance(149)).toBe(true);
    expect(tween.advance(1)).toBe(false);
    expect(tween.pose(0)).toEqual(to);
    expect(tween.pose(1)).toEqual(from);
  });

  it('jumps to the end on advance(Infinity), as the "off" animation speed asks', () => {
    const tween = new Tween([move], 320);
    expect(tween.advance(Number.POSITIVE_INFINITY)).toBe(false);
    expect(tween.done).toBe(true);
    expect(tween.pose(0)).toEqual(to);
  });

  it('has nothing to do when the duration is 0 (nothing moved)', () => {
    const tween = new Tween([{ from: to, to }], 0);
    expect(tween.advance(0)).toBe(false);
    expect(tween.pose(0)).toEqual(to);
  });

  it('ignores negative time', () => {
    const tween = new Tween([move], 100);
    tween.advance(50);
    tween.advance(-40);
    expect(tween.progress).toBe(0.5);
  });
});
