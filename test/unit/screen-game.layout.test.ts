import { describe, expect, it } from 'vitest';
import { coalesce } from '../../src-renderer/scenes/coalesce';
import { cellAt, fitGrid, influenceGauge } from '../../src-renderer/scenes/table-layout';

describe('influence against stability', () => {
  it('fills the share and marks civil disorder above Stability (A7)', () => {
    expect(influenceGauge(9, 9)).toEqual({ share: 1, over: false });
    expect(influenceGauge(10, 9)).toEqual({ share: 1, over: true });
    expect(influenceGauge(3, 6)).toEqual({ share: 0.5, over: false });
    expect(influenceGauge(0, 0)).toEqual({ share: 0, over: false });
  });
});

describe('board grid', () => {
  it('fits the largest whole cell and centres the board', () => {
    const g = fitGrid(28, 27, 600, 600, 8);
    expect(g.cell).toBe(Math.floor(584 / 28));
    expect(g.originX).toBe(Math.floor((600 - g.cell * 28) / 2));
    expect(g.originY).toBe(Math.floor((600 - g.cell * 27) / 2));
  });
  it('answers which cell a point is in, or null outside', () => {
    const g = fitGrid(10, 10, 100, 100, 0);
    expect(cellAt(g, 5, 5)).toEqual({ x: 0, y: 0 });
    expect(cellAt(g, 95, 15)).toEqual({ x: 9, y: 1 });
    expect(cellAt(g, 100, 5)).toBeNull();
    expect(cellAt(g, -1, 5)).toBeNull();
  });
});

describe('redraw coalescing', () => {
  it('many requests within one frame give one redraw; a later request gives another', () => {
    const callbacks: (() => void)[] = [];
    let draws = 0;
    const c = coalesce(
      () => draws++,
      (cb) => callbacks.push(cb),
      () => {},
    );
    c.schedule();
    c.schedule();
    c.schedule();
    expect(callbacks).toHaveLength(1);
    expect(c.pending).toBe(true);
    callbacks[0]!();
    expect(draws).toBe(1);
    expect(c.pending).toBe(false);
    c.schedule();
    expect(callbacks).toHaveLength(2);
  });
  it('a cancelled frame draws nothing', () => {
    let cancelled = 0;
    const c = coalesce(
      () => {},
      () => 7,
      (h) => {
        cancelled = h;
      },
    );
    c.schedule();
    c.cancel();
    expect(cancelled).toBe(7);
    expect(c.pending).toBe(false);
  });
});
