import { describe, expect, it } from 'vitest';
import { type DrawnText, overlappingTexts, textsOutside } from '../../src-renderer/scenes/text-clearance';

const text = (name: string, x: number, y: number, width = 40, height = 16): DrawnText => ({
  px: 11,
  text: name,
  box: { x, y, width, height },
});

describe('words drawn clear of each other and of the edges', () => {
  it('finds two words drawn over each other, and no others', () => {
    const korea = text('Korea', 10, 10);
    const egypt = text('Egypt', 30, 12);
    const far = text('HQ', 200, 10);
    expect(overlappingTexts([korea, egypt, far]).map(([a, b]) => `${a.text}/${b.text}`)).toEqual([
      'Korea/Egypt',
    ]);
  });

  it('lets lines stacked one under the other touch in their leading', () => {
    // 16-px boxes 13 px apart: the boxes meet, the letters (the middle half) do not.
    expect(overlappingTexts([text('Influence', 0, 0), text('Balance', 0, 13)])).toEqual([]);
    expect(overlappingTexts([text('Influence', 0, 0), text('Balance', 0, 6)])).toHaveLength(1);
  });

  it('lets words side by side touch by a pixel, not more', () => {
    expect(overlappingTexts([text('1', 0, 0, 10), text('2', 9.5, 0, 10)])).toEqual([]);
    expect(overlappingTexts([text('1', 0, 0, 10), text('2', 7, 0, 10)])).toHaveLength(1);
  });

  it('finds words past any edge of the stage', () => {
    const inside = text('Camp', 0, 0, 100, 20);
    const left = text('Kor', -6, 50);
    const right = text('Turkey', 370, 50);
    const bottom = text('Gone', 10, 290);
    expect(textsOutside([inside, left, right, bottom], 390, 300).map((t) => t.text)).toEqual([
      'Kor',
      'Turkey',
      'Gone',
    ]);
  });
});
