import { describe, expect, it } from 'vitest';
import { agentTokenShape } from '../../src-renderer/games/coldwar/scenes/agent-token-shape';
import { MIN_TEXT_PX } from '../../src-renderer/scenes/readable';

describe('an agent token', () => {
  it('keeps its number badge inside its own square, so tokens side by side never cover each other', () => {
    for (let size = 8; size <= 120; size += 0.5) {
      const shape = agentTokenShape(size);
      if (shape.form !== 'picture') continue;
      const { x, y, radius } = shape.badge;
      expect(x - radius, `size ${size}`).toBeGreaterThanOrEqual(0);
      expect(x + radius, `size ${size}`).toBeLessThanOrEqual(size);
      expect(y - radius, `size ${size}`).toBeGreaterThanOrEqual(0);
      expect(y + radius, `size ${size}`).toBeLessThanOrEqual(size);
    }
  });

  it('writes its number at 11 px or more, and a badge leaves most of the picture in view', () => {
    // The layout draws no token smaller than 12 px (test/unit/coldwar-table-layout.test.ts).
    for (let size = 12; size <= 120; size += 0.5) {
      const shape = agentTokenShape(size);
      expect(shape.digitPx).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      if (shape.form === 'picture') {
        // The badge's area is at most about a third of the disc's.
        expect((shape.badge.radius / (size / 2)) ** 2).toBeLessThanOrEqual(0.36);
        // The digit fits its badge.
        expect(shape.digitPx).toBeLessThanOrEqual(shape.badge.radius * 2);
      } else {
        // The digit's height fits inside the token's disc (drawn at 92 % of the radius).
        expect(shape.digitPx).toBeLessThanOrEqual(size * 0.92);
      }
    }
  });
});
