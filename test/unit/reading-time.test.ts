import { describe, expect, it } from 'vitest';
import { readingMs, wordCount } from '../../src-renderer/lib/reading-time';

describe('words in a dialog’s text', () => {
  it('counts the stretches between spaces that hold a letter or a digit', () => {
    expect(wordCount('Influence 5 / Stability 9')).toBe(4);
    expect(wordCount("CIA's Analyst was terminated (civil disorder).")).toBe(6);
    expect(wordCount('  +10 VP — no VP\n\nTurn 3  ')).toBe(6);
    expect(wordCount('')).toBe(0);
  });

  it('counts Chinese characters as a word for each one and a half, punctuation not at all', () => {
    expect(wordCount('停火協議')).toBeCloseTo(4 / 1.5);
    expect(wordCount('停火協議：安哥拉')).toBeCloseTo(7 / 1.5);
    // Latin and digits among the characters are words of their own.
    expect(wordCount('KGB 的傳媒 2')).toBe(2 + 3 / 1.5);
    expect(wordCount('CIA贏得')).toBe(1 + 2 / 1.5);
  });
});

describe('reading time', () => {
  it('reads 250 words a minute, rounded up to a whole second', () => {
    // 50 words: a fifth of a minute, 12 s exactly.
    expect(readingMs('word '.repeat(50))).toBe(12_000);
    // 51 words: 12.24 s, shown as 13 s.
    expect(readingMs('word '.repeat(51))).toBe(13_000);
    // 250 words: one minute.
    expect(readingMs('word '.repeat(250))).toBe(60_000);
  });

  it('never gives less than 8 s, not even to an empty text', () => {
    expect(readingMs('')).toBe(8_000);
    expect(readingMs('Cease-fire on Angola')).toBe(8_000);
    // 33 words make 7.92 s: still 8 s; 34 words make 8.16 s: 9 s.
    expect(readingMs('word '.repeat(33))).toBe(8_000);
    expect(readingMs('word '.repeat(34))).toBe(9_000);
  });

  it('gives a Chinese text its time by characters', () => {
    // 150 characters are 100 words: 24 s.
    expect(readingMs('停'.repeat(150))).toBe(24_000);
    // 300 characters, full-width commas among them not counted: 200 words, 48 s.
    expect(readingMs('停火協議，'.repeat(75))).toBe(48_000);
  });
});
