import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, placeTip, TIP_GAP } from '../../src-renderer/table/tip-placement';

/** A card power's words beside the action buttons: never over any button (issue 17). */

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('where a card power floats', () => {
  it('on a desktop, left of the button column (over the stage), level with the pointed button', () => {
    // The panel's buttons at x 872–1200 of a 1280 × 900 window; the third button at y 420.
    const column = { left: 872, top: 320, width: 328, height: 300 };
    const button = { left: 872, top: 420, width: 328, height: 40 };
    expect(placeTip(button, column, { width: 1280, height: 900 }, { width: 320, height: 90 })).toEqual({
      left: 872 - 8 - 320,
      top: 420,
      width: 320,
    });
  });

  it('with no room beside the column (a narrow window), above it', () => {
    const column = { left: 4, top: 500, width: 382, height: 200 };
    const button = { left: 4, top: 550, width: 382, height: 44 };
    expect(placeTip(button, column, { width: 390, height: 844 }, { width: 320, height: 100 })).toEqual({
      left: 8,
      top: 500 - 8 - 100,
      width: 320,
    });
  });

  it('nowhere when the window has no room on any side of the column', () => {
    const column = { left: 0, top: 0, width: 390, height: 844 };
    expect(placeTip(column, column, { width: 390, height: 844 }, { width: 320, height: 100 })).toBeNull();
  });

  it('never covers a button of the column and stays inside the window (any layout)', () => {
    const size = fc.record({
      width: fc.integer({ min: 200, max: 2400 }),
      height: fc.integer({ min: 200, max: 1600 }),
    });
    fc.assert(
      fc.property(
        size,
        fc.record({
          x: fc.double({ min: 0, max: 1, noNaN: true }),
          y: fc.double({ min: -0.5, max: 1, noNaN: true }),
          w: fc.double({ min: 0.1, max: 1, noNaN: true }),
          h: fc.double({ min: 0.05, max: 1.5, noNaN: true }),
          row: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        fc.record({ width: fc.integer({ min: 120, max: 400 }), height: fc.integer({ min: 30, max: 300 }) }),
        (win, c, tip) => {
          const column = {
            left: c.x * win.width * (1 - c.w),
            top: c.y * win.height,
            width: c.w * win.width,
            height: c.h * win.height,
          };
          const button = {
            left: column.left,
            top: column.top + c.row * (column.height - 40),
            width: column.width,
            height: 40,
          };
          const placed = placeTip(button, column, win, tip);
          if (placed === null) return;
          const box = { left: placed.left, top: placed.top, width: placed.width, height: tip.height };
          expect(overlaps(box, column)).toBe(false);
          expect(box.left).toBeGreaterThanOrEqual(TIP_GAP - 1e-6);
          expect(box.top).toBeGreaterThanOrEqual(TIP_GAP - 1e-6);
          expect(box.left + box.width).toBeLessThanOrEqual(win.width - TIP_GAP + 1e-6);
          expect(box.top + box.height).toBeLessThanOrEqual(win.height - TIP_GAP + 1e-6);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
