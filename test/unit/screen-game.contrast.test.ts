import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, DARK_INK, inkOn, LIGHT_INK } from '../../src-renderer/scenes/contrast';
import {
  GOLD,
  INK,
  LOBBY_CARD_COLORS,
  MIDDLE_BAND,
  MUTED,
  PAPER,
  SIDE_BAND,
  SIDE_TEXT,
} from '../../src-renderer/scenes/palette';

const AA = 4.5;

describe('contrast arithmetic (WCAG 2)', () => {
  it('black on white is 21:1, a colour on itself 1:1, and the order does not matter', () => {
    expect(contrastRatio(0x000000, 0xffffff)).toBeCloseTo(21, 5);
    expect(contrastRatio(0x777777, 0x777777)).toBeCloseTo(1, 5);
    expect(contrastRatio(0xd9a441, 0x101820)).toBeCloseTo(contrastRatio(0x101820, 0xd9a441), 10);
    // The well-known borderline greys on white: #777 just fails 4.5:1, #767676 just passes.
    expect(contrastRatio(0x777777, 0xffffff)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(0x767676, 0xffffff)).toBeCloseTo(4.54, 2);
  });
  it('blends a colour over another by its alpha', () => {
    expect(blend(0x000000, 0xffffff, 0.5)).toBe(0x808080);
    expect(blend(0x1c3a4a, 0x000000, 1)).toBe(0x000000);
    expect(blend(0x1c3a4a, 0x000000, 0)).toBe(0x1c3a4a);
  });
  it('inkOn picks whichever of dark and light reads better', () => {
    expect(inkOn(0xffffff)).toBe(DARK_INK);
    expect(inkOn(0x000000)).toBe(LIGHT_INK);
    expect(inkOn(GOLD)).toBe(DARK_INK);
  });
});

describe('every word the canvas draws has at least 4.5:1 against what it is drawn on', () => {
  const pairs: [string, number, number][] = [
    ...Object.entries(SIDE_TEXT).map(([s, c]): [string, number, number] => [
      `${s}'s name on its band`,
      c,
      SIDE_BAND,
    ]),
    ...Object.entries(LOBBY_CARD_COLORS).map(([k, c]): [string, number, number] => [
      `the lobby's ${k} title`,
      inkOn(c),
      c,
    ]),
    ['muted words on a side band', MUTED, SIDE_BAND],
    ['influence against stability on a side band', 0xc9d1d9, SIDE_BAND],
    ['muted words on the middle band', MUTED, MIDDLE_BAND],
    ['the discard counts on the middle band', 0xa9b0b8, MIDDLE_BAND],
    ['VP in gold on a side band', GOLD, SIDE_BAND],
    ['ink on paper cards', INK, PAPER],
    ['ink on the Balance token', INK, GOLD],
    ['the objective card’s small print', 0x5b6672, PAPER],
    ['civil disorder and an over-full gauge', 0xff8a80, SIDE_BAND],
  ];
  it.each(pairs)('%s', (_what, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA);
  });
});
