import { afterEach, describe, expect, it } from 'vitest';
import { narrateColdWar } from '../../src-renderer/games/coldwar/narrate';
import { narrateDa } from '../../src-renderer/games/doubleagent/describe';
import { setLanguage } from '../../src-renderer/i18n/language-store';

afterEach(() => setLanguage('en', { save: false }));

const note = (kind: string, seat: string) => ({ type: 'table-note', note: kind, seat });

describe('a table note in the log, in words', () => {
  it('reads the same in both games', () => {
    for (const narrate of [narrateColdWar, (entry: unknown) => narrateDa(entry)]) {
      expect(narrate(note('stand-in', 'Blue'))).toBe(
        'A computer player is playing for Blue until Blue returns.',
      );
      expect(narrate(note('stand-in-left', 'Blue'))).toBe(
        'The computer player gave Blue back to its player.',
      );
      expect(narrate(note('paused', 'Red'))).toBe('Red paused the game.');
      expect(narrate(note('resumed', 'KGB'))).toBe('KGB resumed the game.');
    }
  });

  it('in Traditional Chinese too', () => {
    setLanguage('zh-TW', { save: false });
    expect(narrateColdWar(note('stand-in', 'KGB'))).toBe('電腦玩家暫代 KGB，直到 KGB 回來。');
    expect(narrateDa(note('paused', 'Red'))).toBe('Red 暫停了遊戲。');
  });

  it('a note this screen does not know is called that, not guessed at', () => {
    expect(narrateColdWar(note('something-new', 'Blue'))).toBe(
      'Something happened that this screen cannot describe.',
    );
  });
});
