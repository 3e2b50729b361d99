import { afterEach, describe, expect, it } from 'vitest';
import type { GameFileRefusal } from '../../protocol/game-file-refusal';
import { refused } from '../../src-main/host/game-file';
import { hostErrorText } from '../../src-renderer/i18n/host-errors';
import { setLanguage } from '../../src-renderer/i18n/language-store';

const HAN = /\p{Script=Han}/u;

/** One refusal of every cause, with the details the host fills in. */
const REFUSALS: readonly GameFileRefusal[] = [
  { cause: 'empty' },
  { cause: 'cut_off' },
  { cause: 'has_claims' },
  { cause: 'out_of_order' },
  { cause: 'unknown_game' },
  { cause: 'too_big', mib: 16 },
  { cause: 'newer', format: 99, reads: 1 },
  { cause: 'not_json', line: 4 },
  { cause: 'not_record', line: 7 },
  { cause: 'not_replaying', record: 12, reason: 'Agent X is not in play.' },
  { cause: 'unreadable', reason: 'bad header at seed: expected number.' },
  { cause: 'damaged', reason: 'The saved options are refused: no such board.' },
];

afterEach(() => setLanguage('en', { save: false }));

describe('a refused game file, in the screen’s words (issue 15)', () => {
  /** What a screen receives for a refusal: the host's sentence and the refusal as params. */
  const received = (refusal: GameFileRefusal) => {
    const answer = refused(refusal);
    if (answer.ok) throw new Error('a refusal was not refused');
    return answer.error;
  };

  it('the host sends the reason it worded its sentence from', () => {
    for (const refusal of REFUSALS) expect(received(refusal).params, refusal.cause).toEqual(refusal);
  });

  it('says each reason in its own words, in English and in Traditional Chinese, with its details', () => {
    for (const language of ['en', 'zh-TW'] as const) {
      setLanguage(language, { save: false });
      const texts = REFUSALS.map((refusal) => {
        const { code, message, params } = received(refusal);
        return hostErrorText(code, message, params);
      });
      expect(new Set(texts).size, language).toBe(REFUSALS.length);
      for (const [i, text] of texts.entries()) {
        const { cause, ...details } = REFUSALS[i]!;
        for (const detail of Object.values(details)) expect(text, cause).toContain(String(detail));
        if (language === 'en') continue;
        expect(text, cause).toMatch(HAN);
        // No English but the host's quoted reason, the product's name and the units.
        const rest = Object.values(details).reduce<string>((left, d) => left.replace(String(d), ''), text);
        expect(rest.replace(/Safehouse|MiB|JSON/g, ''), cause).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });

  it('words it does not know are quoted, not guessed at', () => {
    setLanguage('zh-TW', { save: false });
    expect(hostErrorText('bad_game_file', 'A file problem of a new kind.')).toBe(
      '無法匯入這個檔案：A file problem of a new kind.',
    );
  });
});
