import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import camp from '../../assets/boards/camp.json';
import type { ColdWarView } from '../../engine/coldwar';
import { type BoardDef, type DaView, deduce } from '../../engine/doubleagent';
import { saveFailed } from '../../src-main/host/save-fs';
import { decisionText } from '../../src-renderer/games/coldwar/decision';
import { actionLabel } from '../../src-renderer/games/coldwar/labels';
import { narrateColdWar } from '../../src-renderer/games/coldwar/narrate';
import { deductionReason } from '../../src-renderer/games/doubleagent/deduction-reasons';
import { daActionLabel } from '../../src-renderer/games/doubleagent/labels';
import { daPhaseText } from '../../src-renderer/games/doubleagent/phase';
import { sectorName } from '../../src-renderer/games/doubleagent/places';
import { spaceBetweenScripts } from '../../src-renderer/i18n/cjk-spacing';
import { en } from '../../src-renderer/i18n/en';
import { hostErrorText } from '../../src-renderer/i18n/host-errors';
import { interpolate, placeholders } from '../../src-renderer/i18n/interpolate';
import { currentLanguage, onLanguageChange, setLanguage } from '../../src-renderer/i18n/language-store';
import { LANGUAGES, matchLanguage } from '../../src-renderer/i18n/languages';
import { joinAnd, joinList } from '../../src-renderer/i18n/list';
import { pickLanguage } from '../../src-renderer/i18n/pick-language';
import { CATALOGUES, t, tKnown, tn } from '../../src-renderer/i18n/translate';
import { zhTW } from '../../src-renderer/i18n/zh-TW';
import { gameOverText, turnText } from '../../src-renderer/lib/turn';
import { newLines } from '../../src-renderer/table/new-lines';
import { BLANK_SIDE } from '../support/coldwar-view';

const HAN = /\p{Script=Han}/u;
/** Latin words a Chinese message may carry: the brand, rulebook notation, key names, formats. */
const NOTATION = new Set([
  'Safehouse',
  'CIA',
  'KGB',
  'ON',
  'OFF',
  'Esc',
  'Enter',
  'Home',
  'End',
  'QR',
  'JSON',
  'MiB',
  'lan',
]);

/**
 * Messages that are rightly the same in Chinese as in English: a brand, notation, numbers and
 * placeholders only. Any other Chinese message identical to the English is a missing translation.
 */
const SAME_IN_BOTH = new Set([
  'app.name',
  'cw.group',
  'da.phase.rollOf',
  'da.place.floor',
  'da.log.inspection',
  'scene.cw.status.unknown',
  'log.actionNumber',
]);

afterEach(() => setLanguage('en', { save: false }));

describe('the catalogues', () => {
  const keys = Object.keys(en).sort();

  it('zh-TW has exactly the English keys: none missing, none extra', () => {
    const zh = Object.keys(zhTW).sort();
    expect(zh.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !zh.includes(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message', (language) => {
    const catalogue = CATALOGUES[language] as Record<string, string>;
    const empty = keys.filter((key) => typeof catalogue[key] !== 'string' || catalogue[key]!.trim() === '');
    expect(empty).toEqual([]);
  });

  it('each zh-TW message has the same {placeholders} as the English one', () => {
    const mismatched = keys.filter((key) => {
      const english = placeholders(en[key as keyof typeof en]).sort();
      const chinese = placeholders((zhTW as Record<string, string>)[key] ?? '').sort();
      return english.join() !== chinese.join();
    });
    expect(mismatched).toEqual([]);
  });

  it('no zh-TW message is a copy of the English, except the few that are the same in both', () => {
    const zh = zhTW as Record<string, string>;
    const copied = keys.filter((key) => !SAME_IN_BOTH.has(key) && zh[key] === en[key as keyof typeof en]);
    expect(copied).toEqual([]);
    for (const key of SAME_IN_BOTH) expect(HAN.test(zh[key]!), key).toBe(false);
  });

  it('no zh-TW message has English words in it, beyond notation', () => {
    const english = Object.entries(zhTW).flatMap(([key, message]) =>
      [...message.replace(/\{\w+\}/g, '').matchAll(/[A-Za-z]{2,}/g)]
        .map((match) => match[0])
        .filter((word) => !NOTATION.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(english).toEqual([]);
  });

  it('braces appear only as {placeholders}, never half-open or full-width', () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(CATALOGUES[language])) {
        const rest = message.replace(/\{\w+\}/g, '');
        expect(rest, `${language} ${key}`).not.toMatch(/[{}｛｝]/);
      }
    }
  });

  it('plural messages come in pairs (.one and .other)', () => {
    for (const key of keys) {
      if (key.endsWith('.one')) expect(keys, key).toContain(key.replace(/\.one$/, '.other'));
      if (key.endsWith('.other')) expect(keys, key).toContain(key.replace(/\.other$/, '.one'));
    }
  });

  it.each(LANGUAGES)('%s: every message, filled in, leaves no placeholder showing', (language) => {
    setLanguage(language, { save: false });
    for (const key of keys) {
      const params = Object.fromEntries(placeholders(en[key as keyof typeof en]).map((name) => [name, 7]));
      expect(interpolate(CATALOGUES[language][key as keyof typeof en], params), key).not.toMatch(/[{}]/);
    }
  });
});

describe('interpolation', () => {
  it('fills named placeholders, every occurrence, and leaves unknown ones visible', () => {
    expect(interpolate('Only {player} fits: {player} is it.', { player: 'Bob' })).toBe(
      'Only Bob fits: Bob is it.',
    );
    expect(interpolate('{a} + {b}', { a: 3 })).toBe('3 + {b}');
    expect(placeholders('Only {player} fits: {player} ({count})')).toEqual(['player', 'count']);
  });
  it('does not treat a placeholder name as a pattern', () => {
    expect(interpolate('{x}', { x: '$& $1' })).toBe('$& $1');
  });
});

describe('t and tn follow the current language', () => {
  it('switches at run time and tells its listeners once per change', () => {
    const heard: string[] = [];
    const stop = onLanguageChange((language) => heard.push(language));
    expect(t('lobby.games')).toBe('Games');
    setLanguage('zh-TW', { save: false });
    expect(currentLanguage()).toBe('zh-TW');
    expect(t('lobby.games')).toBe('遊戲');
    setLanguage('zh-TW', { save: false });
    setLanguage('en', { save: false });
    stop();
    setLanguage('zh-TW', { save: false });
    expect(heard).toEqual(['zh-TW', 'en']);
  });

  it('picks the plural form by count in English; Chinese has one form', () => {
    expect(tn('tables.actions', 1)).toBe('1 action');
    expect(tn('tables.actions', 0)).toBe('0 actions');
    expect(tn('tables.actions', 4)).toBe('4 actions');
    setLanguage('zh-TW', { save: false });
    expect(tn('tables.actions', 1)).toBe('1 個動作');
    expect(tn('tables.actions', 4)).toBe('4 個動作');
  });

  it('tKnown translates keys built from data and falls back to the data', () => {
    setLanguage('zh-TW', { save: false });
    expect(tKnown('da.sector.GYM', 'Gymnasium')).toBe('體育館');
    expect(tKnown('da.sector.XYZ', 'My own shed')).toBe('My own shed');
  });

  it('lists use the language’s separators', () => {
    expect(joinList(['CIA', 'KGB'])).toBe('CIA, KGB');
    expect(joinAnd(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
    setLanguage('zh-TW', { save: false });
    expect(joinList(['CIA', 'KGB'])).toBe('CIA、KGB');
    expect(joinAnd(['Ann', 'Bob'])).toBe('Ann 和 Bob');
  });
});

describe('spacing between Chinese and Latin', () => {
  it('adds one space where Chinese meets a Latin letter or a digit, and nowhere else', () => {
    expect(spaceBetweenScripts('KGB的傳媒2')).toBe('KGB 的傳媒 2');
    expect(spaceBetweenScripts('第 3 回合：Ann（你）')).toBe('第 3 回合：Ann（你）');
    expect(spaceBetweenScripts('4 + 3 = 7。')).toBe('4 + 3 = 7。');
  });
  it('is applied to filled-in Chinese messages, names included, and not to English', () => {
    setLanguage('zh-TW', { save: false });
    expect(t('da.log.firstPlayer', { player: 'Ann' })).toBe('Ann 先開始。');
    expect(t('cw.log.groupDiscarded', { side: 'KGB', by: '軍事 5', owner: 'CIA', card: '傳媒 2' })).toBe(
      'KGB 的軍事 5 棄掉了 CIA 的傳媒 2。',
    );
    setLanguage('en', { save: false });
    expect(t('da.log.firstPlayer', { player: '安' })).toBe('安 plays first.');
  });
});

describe('choosing the language', () => {
  it('maps browser tags: Traditional Chinese to zh-TW, English to en, others to nothing', () => {
    for (const tag of ['zh-TW', 'zh-tw', 'zh-Hant', 'zh-Hant-TW', 'zh-HK', 'zh-MO', 'zh_TW'])
      expect(matchLanguage(tag), tag).toBe('zh-TW');
    for (const tag of ['en', 'en-GB', 'en-US']) expect(matchLanguage(tag), tag).toBe('en');
    for (const tag of ['zh-CN', 'zh', 'zh-Hans', 'fr', '', null])
      expect(matchLanguage(tag), String(tag)).toBeNull();
  });

  it('?lang= first, then the saved choice, then the browser, then English', () => {
    const none = { search: '', saved: null, preferred: [] };
    expect(pickLanguage(none)).toBe('en');
    expect(pickLanguage({ ...none, preferred: ['fr-FR', 'zh-Hant-HK'] })).toBe('zh-TW');
    expect(pickLanguage({ ...none, saved: 'zh-TW', preferred: ['en-GB'] })).toBe('zh-TW');
    expect(pickLanguage({ search: '?lang=en', saved: 'zh-TW', preferred: ['zh-TW'] })).toBe('en');
    expect(pickLanguage({ search: '?join=ABCD&lang=zh-TW', saved: 'en', preferred: [] })).toBe('zh-TW');
    // A language the screens do not speak is passed over, not obeyed.
    expect(pickLanguage({ search: '?lang=fr', saved: 'not-a-language', preferred: ['en-AU'] })).toBe('en');
  });
});

describe('host errors', () => {
  it('translates known codes, quotes details, and falls back to the host’s words', () => {
    expect(hostErrorText('bad_code', 'No table has that code. Check the code on the table screen.')).toBe(
      'No table has that code. Check the code on the table screen.',
    );
    setLanguage('zh-TW', { save: false });
    expect(hostErrorText('bad_code', 'No table has that code.')).toBe(
      '沒有牌桌使用這個代碼。請核對牌桌畫面上的代碼。',
    );
    expect(hostErrorText('seat_taken', 'The seat "CIA" is taken.')).toContain('這個座位已有人');
    expect(hostErrorText('lan_failed', 'Could not open LAN play: EADDRINUSE')).toBe(
      '無法開啟區域網路遊戲。（Could not open LAN play: EADDRINUSE）',
    );
    expect(hostErrorText('brand_new_code', 'Something the host says.')).toBe('Something the host says.');
  });

  it('says why a save failed in the screen’s language, for each cause the host names', () => {
    /** What a screen receives when a save fails with the operating system's `code`. */
    const refusal = (code: string) => {
      const failed = saveFailed(Object.assign(new Error(code), { code }));
      if (failed.ok) throw new Error('a failed save was not refused');
      return failed.error;
    };
    const said = (code: string) => {
      const { message, params } = refusal(code);
      return hostErrorText('save_failed', message, params);
    };
    const causes = ['ENOSPC', 'EMFILE', 'EACCES', 'EROFS', 'EIO'];
    expect(refusal('ENOSPC')).toMatchObject({
      code: 'save_failed',
      message: 'The game could not be saved: the disk is full. Nothing was changed.',
      params: { cause: 'disk_full' },
    });
    expect(causes.map(said)).toEqual(causes.map((code) => refusal(code).message));
    setLanguage('zh-TW', { save: false });
    const chinese = causes.map(said);
    expect(new Set(chinese).size).toBe(causes.length);
    for (const text of chinese) expect(text).toMatch(HAN);
    for (const text of chinese) expect(text).not.toMatch(/[A-Za-z]{3,}/);
    expect(refusal('EWEIRD').params).toBeUndefined();
    expect(said('EWEIRD')).toMatch(HAN);
    expect(said('EWEIRD')).toContain('EWEIRD');
  });
});

/** A CIA view mid-struggle, as in screen-game.coldwar.test.ts. */
function coldWarView(): ColdWarView {
  const side = BLANK_SIDE;
  return {
    seat: 'CIA',
    turn: 2,
    phase: 'struggle',
    pending: { kind: 'chooseAgent', sides: ['CIA', 'KGB'], faceUp: false },
    balance: 'KGB',
    objective: 'ANG',
    objectiveDeckCount: 18,
    objectiveDiscard: [],
    groupDeckCount: 20,
    groupDiscard: ['ECO-4'],
    sides: {
      CIA: { ...side, groups: [{ id: 'MIL-5', mobilized: false }] },
      KGB: { ...side, groups: [{ id: 'MED-2', mobilized: false }], agentX: 'hidden', inHq: null },
    },
    disorder: { CIA: false, KGB: false },
    knowledge: [],
    result: null,
  } as unknown as ColdWarView;
}

describe('the game words in Traditional Chinese', () => {
  it('Cold War: card names from the rules tables, sentences without English', () => {
    setLanguage('zh-TW', { save: false });
    const view = coldWarView();
    expect(actionLabel(view, { type: 'chooseAgent', agent: 'ASSASSIN' })).toBe('選擇刺客作為 X 特務');
    expect(actionLabel(view, { type: 'activate', group: 'MIL-5', target: 'MED-2' })).toBe(
      '啟動軍事 5，對付 KGB 的傳媒 2',
    );
    expect(actionLabel(view, { type: 'playEvent', event: 'SUM' })).toContain('首腦會議');
    expect(decisionText(view)).toBe('選擇你的 X 特務。同時也在等待 KGB 選擇 X 特務。');
    expect(narrateColdWar({ type: 'objectiveRevealed', objective: 'CZE' })).toBe('本回合的目標是捷克。');
    expect(narrateColdWar({ type: 'mystery' })).toBe('發生了本畫面無法描述的事件。');
  });

  it('Double Agent: sectors, places and phases', () => {
    setLanguage('zh-TW', { save: false });
    const board = camp as unknown as BoardDef;
    expect(sectorName(board, 'GYM')).toBe('體育館（GYM）');
    const view = {
      seat: 'Ann',
      board,
      rules: { dice: 'engine' },
      round: 2,
      phase: { kind: 'turn', player: 'Ann', step: 'move', dice: [5, 1] },
      players: [{ id: 'Ann', position: 'r13c13', eliminated: false, role: 'security' }],
    } as unknown as DaView;
    expect(daActionLabel(view, { type: 'move', to: 'r13c13' })).toBe('移動到涼亭，r13c13');
    expect(daPhaseText(view)).toBe('第 2 輪。輪到你：擲出 5 + 1 = 6。選擇移動的位置：點選亮起的格子。');
  });

  it('the shell: turns and the end of a game', () => {
    setLanguage('zh-TW', { save: false });
    expect(turnText(['CIA'], ['CIA'], null)).toBe('輪到你決定。');
    expect(turnText([], [], ['CIA', 'KGB'])).toBe('正在等待 CIA、KGB。');
    expect(gameOverText(['KGB'])).toBe('遊戲結束。贏家：KGB。');
  });
});

describe('the live log announces only what is new', () => {
  it('nothing on the first look, the new lines after, nothing after an undo shrank the log', () => {
    expect(newLines(['a', 'b'], null)).toEqual([]);
    expect(newLines(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'd']);
    expect(newLines(['a', 'b'], 2)).toEqual([]);
    expect(newLines(['a'], 3)).toEqual([]);
  });
});

describe('deduction reasons, worded from the engine’s data', () => {
  const sample = deduce({
    players: ['me', 'C', 'D', 'R'],
    me: 'me',
    sectors: ['GYM', 'GAR', 'SEC'],
    list: [
      { sector: 'GYM', found: 'ON' },
      { sector: 'GYM', by: 'C' },
      { sector: 'GYM', found: 'OFF' },
    ],
    cleared: ['D'],
  });

  it('names the sectors and agents of each reason', () => {
    expect(sample.why.map((reason) => reason.kind)).toEqual(['cleared', 'suspects', 'certain']);
    const words = sample.why.map(deductionReason);
    expect(words[0]).toContain('D');
    expect(words[1]).toContain('GYM');
    expect(words[2]).toContain('C');
  });

  it('words them in Chinese when the screen speaks Chinese, keeping the names', () => {
    setLanguage('zh-TW', { save: false });
    for (const text of sample.why.map(deductionReason)) expect(text).toMatch(HAN);
    expect(deductionReason(sample.why[2]!)).toContain('C');
  });
});

describe('host error codes', () => {
  /** Codes that never reach a screen: journal records the host replays at start-up. */
  const INTERNAL = new Set(['bad_record']);

  it('every error code the host can send has a message in the English catalogue', () => {
    const sources = execFileSync('grep', ['-rhoE', "err\\('[a-z_]+'", 'src-main', 'protocol'], {
      encoding: 'utf8',
    });
    const codes = new Set([...sources.matchAll(/err\('([a-z_]+)'/g)].map((m) => m[1]!));
    expect(codes.size).toBeGreaterThan(20);
    const missing = [...codes].filter((code) => !INTERNAL.has(code) && !Object.hasOwn(en, `error.${code}`));
    expect(missing).toEqual([]);
  });
});
