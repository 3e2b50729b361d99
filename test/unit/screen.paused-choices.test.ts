import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src-renderer/i18n/language-store';
import { choicesLock } from '../../src-renderer/lib/choices-lock';
import { turnText } from '../../src-renderer/lib/turn';
import { shortcutFor } from '../../src-renderer/table/shortcuts';

afterEach(() => setLanguage('en', { save: false }));

describe('while the game is paused nothing can be chosen, and the screen says why (issue #50)', () => {
  it('the choices are locked with who paused and what to do, in both languages', () => {
    expect(choicesLock('Red', false)).toBe('Paused by Red: resume to play');
    setLanguage('zh-TW', { save: false });
    expect(choicesLock('Red', false)).toBe('Red 暫停了遊戲：繼續遊戲後才能選擇');
  });

  it('nothing is locked while the game runs, nor once it is over', () => {
    expect(choicesLock(null, false)).toBeNull();
    expect(choicesLock(null, true)).toBeNull();
    expect(choicesLock('Red', true)).toBeNull();
  });

  it('the turn line says the game is paused, not whose decision it is', () => {
    expect(turnText(['Red'], ['Red'], ['Red'], 'Blue')).toBe('Game paused by Blue.');
    expect(turnText(['Red', 'Blue'], ['Blue'], ['Blue'], 'Red')).toBe('Game paused by Red.');
    expect(turnText([], [], ['Red'], 'Red')).toBe('Game paused by Red.');
    expect(turnText(['Red'], ['Red'], ['Red'], null)).toBe('Your decision.');
    setLanguage('zh-TW', { save: false });
    expect(turnText(['Red'], ['Red'], ['Red'], 'Blue')).toBe('Blue 暫停了遊戲。');
  });

  it('the action keys do nothing while the choices are locked', () => {
    expect(shortcutFor({ key: '1' }, 3, true, true)).toBeNull();
    expect(shortcutFor({ key: 'u' }, 3, true, true)).toBeNull();
    expect(shortcutFor({ key: '1' }, 3, true, false)).toEqual({ kind: 'act', index: 0 });
    expect(shortcutFor({ key: 'u' }, 3, true, false)).toEqual({ kind: 'undo' });
  });
});
