import { afterEach, describe, expect, it } from 'vitest';
import { gameFileRefusalSentence } from '../../protocol/game-file-refusal';
import { hostErrorText } from '../../src-renderer/i18n/host-errors';
import { setLanguage } from '../../src-renderer/i18n/language-store';
import { saveProblemText } from '../../src-renderer/i18n/save-problems';

/** The host's words, as the lobby and the game-file upload receive them (host.rules-version). */
const LOBBY_LINE =
  'abcabcabcabc.journal.jsonl: it was played under newer coldwar rules (rules version 3; this Safehouse plays up to 2).';
const FILE_REFUSAL =
  'The file is not a game Safehouse can read: it was played under newer doubleagent rules (rules version 7; this Safehouse plays up to 1).';

/** The refusal the host sends with FILE_REFUSAL as its params. */
const NEWER = { cause: 'newer_rules', game: 'doubleagent', version: 7, plays: 1 } as const;

afterEach(() => setLanguage('en', { save: false }));

describe('a save played under newer rules, in the screen’s words', () => {
  it('the host words the game and both versions', () => {
    expect(gameFileRefusalSentence(NEWER)).toBe(FILE_REFUSAL);
  });

  it('a refused game file says so in English and in Traditional Chinese, naming the game', () => {
    expect(hostErrorText('bad_game_file', FILE_REFUSAL, NEWER)).toBe(
      'That file was played under newer Project KGB: The Double Agent rules (rules version 7; this Safehouse plays up to 1). Update Safehouse to open it.',
    );
    setLanguage('zh-TW', { save: false });
    expect(hostErrorText('bad_game_file', FILE_REFUSAL, NEWER)).toBe(
      '這個檔案使用較新版本的 KGB 計畫：雙面特務規則（規則版本 7；此 Safehouse 最多支援 1）。請更新 Safehouse 後再開啟。',
    );
  });

  it('the lobby’s list of unloaded saves says it in both languages, with the file name', () => {
    expect(saveProblemText(LOBBY_LINE)).toBe(
      'abcabcabcabc.journal.jsonl: played under newer Cold War: CIA vs KGB rules (rules version 3; this Safehouse plays up to 2). Update Safehouse to go on with it; the file was left as it is.',
    );
    setLanguage('zh-TW', { save: false });
    expect(saveProblemText(LOBBY_LINE)).toBe(
      'abcabcabcabc.journal.jsonl：使用較新版本的冷戰：CIA 對 KGB 規則（規則版本 3；此 Safehouse 最多支援 2）。請更新 Safehouse 後再繼續這局；檔案保持原樣。',
    );
    expect(
      saveProblemText(
        'x.journal.jsonl: it was written by a newer Safehouse (save format 99; this one reads up to 2).',
      ),
    ).toBe(
      'x.journal.jsonl：由較新版本的 Safehouse 儲存（存檔格式 99；此版本最多讀取 2）。請更新 Safehouse 後再繼續這局；檔案保持原樣。',
    );
  });

  it('other problems stay in the host’s words', () => {
    setLanguage('zh-TW', { save: false });
    const line = 'x.journal.jsonl: line 4 is not valid JSON.';
    expect(saveProblemText(line)).toBe(line);
  });
});
