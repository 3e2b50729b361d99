import { describe, expect, it } from 'vitest';
import type { ColdWarView } from '../../engine/coldwar';
import {
  LESSON_NOTES,
  type LessonNote,
  lessonNote,
} from '../../src-renderer/games/coldwar/lesson/lesson-notes';
import { loadProgress, markRead, skipLesson } from '../../src-renderer/games/coldwar/lesson/lesson-progress';
import { en } from '../../src-renderer/i18n/en';
import { zhTW } from '../../src-renderer/i18n/zh-TW';
import type { KeyValueStore } from '../../src-renderer/lib/seat-tokens';
import { BLANK_SIDE } from '../support/coldwar-view';
import { memoryStore } from '../support/memory-store';

/** A hand-written learner's (CIA) view on turn 1 of the lesson, Planning, both choosing an agent. */
function view(over: Partial<ColdWarView> = {}): ColdWarView {
  const side = BLANK_SIDE;
  return {
    seat: 'CIA',
    rules: {} as ColdWarView['rules'],
    turn: 1,
    phase: 'planning',
    pending: { kind: 'chooseAgent', sides: ['CIA', 'KGB'], faceUp: false },
    balance: 'CIA',
    objective: 'CUB',
    objectiveDeckCount: 20,
    objectiveDiscard: [],
    groupDeckCount: 24,
    groupDiscard: [],
    sides: { CIA: side, KGB: side },
    struggle: { first: null, acted: { CIA: 0, KGB: 0 }, lastPass: false },
    struggleWinner: null,
    disorder: { CIA: false, KGB: false },
    claimant: null,
    doubleAgentPrivilege: null,
    analystPrivilege: null,
    knowledge: [],
    result: null,
    ...over,
  };
}

const read = (...notes: LessonNote[]) => new Set(notes);

describe('the lesson’s notes: one per new kind of moment, each once', () => {
  it('starts with the welcome, then the decision at hand', () => {
    expect(lessonNote(view(), read())).toBe('welcome');
    expect(lessonNote(view(), read('welcome'))).toBe('chooseAgent');
    expect(lessonNote(view(), read('welcome', 'chooseAgent'))).toBeNull();
  });

  it('explains the Balance token to its holder when it is time to choose who goes first', () => {
    const choosing = view({ phase: 'struggle', pending: { kind: 'chooseFirst', sides: ['CIA'] } });
    expect(lessonNote(choosing, read('welcome', 'chooseAgent'))).toBe('chooseFirst');
  });

  it('says nothing while only the trainer decides', () => {
    const waiting = view({ phase: 'struggle', pending: { kind: 'action', sides: ['KGB'] } });
    expect(lessonNote(waiting, read('welcome'))).toBeNull();
  });

  it('on an event objective, says what an event card is before the struggle move', () => {
    const liveBenefit = view({
      turn: 2,
      objective: 'LIV',
      phase: 'struggle',
      pending: { kind: 'action', sides: ['CIA'] },
    });
    expect(lessonNote(liveBenefit, read('welcome', 'scored'))).toBe('eventObjective');
    expect(lessonNote(liveBenefit, read('welcome', 'scored', 'eventObjective'))).toBe('action');
    const cuba = view({ phase: 'struggle', pending: { kind: 'action', sides: ['CIA'] } });
    expect(lessonNote(cuba, read('welcome'))).toBe('action');
  });

  it('from turn 2, first says how the last struggle was decided', () => {
    expect(lessonNote(view({ turn: 2 }), read('welcome', 'chooseAgent'))).toBe('scored');
  });

  it('at the end, only the closing note', () => {
    const over = view({ phase: 'over', pending: null, result: { winner: 'CIA', reason: 'threshold' } });
    expect(lessonNote(over, read())).toBe('gameOver');
    expect(lessonNote(over, read('gameOver'))).toBeNull();
  });

  it('has words for every note in both languages', () => {
    for (const note of LESSON_NOTES) {
      const key = `lesson.note.${note}` as const;
      expect(en[key], key).toMatch(/\S/);
      expect(zhTW[key], key).toMatch(/\S/);
      expect(zhTW[key], key).not.toBe(en[key]);
    }
  });
});

describe('the lesson’s progress, kept on the device per table', () => {
  it('remembers read notes and a skip across a reload, per table', () => {
    const store = memoryStore();
    let progress = loadProgress(store, 't1');
    progress = markRead(store, 't1', progress, 'welcome');
    expect(loadProgress(store, 't1').read).toEqual(read('welcome'));
    expect(loadProgress(store, 't2').read).toEqual(read());
    skipLesson(store, 't1', progress);
    expect(loadProgress(store, 't1')).toEqual({ read: read('welcome'), skipped: true });
  });

  it('an unreadable or edited value starts afresh instead of failing', () => {
    const store = memoryStore();
    store.setItem('safehouse.lesson.t1', '{not json');
    expect(loadProgress(store, 't1')).toEqual({ read: read(), skipped: false });
    store.setItem(
      'safehouse.lesson.t1',
      JSON.stringify({ read: ['welcome', 'nonsense', 3], skipped: 'yes' }),
    );
    expect(loadProgress(store, 't1')).toEqual({ read: read('welcome'), skipped: false });
  });

  it('storage that refuses to write keeps the notes for the page', () => {
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(markRead(full, 't1', loadProgress(full, 't1'), 'welcome').read).toEqual(read('welcome'));
  });
});
