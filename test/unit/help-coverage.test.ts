import { afterEach, describe, expect, it } from 'vitest';
import { AGENTS, FACTIONS, OBJECTIVES } from '../../engine/coldwar';
import { ROLES, SQUARE_KINDS } from '../../engine/doubleagent';
import { coldwarPresentation } from '../../src-renderer/games/coldwar/presentation';
import { doubleagentPresentation } from '../../src-renderer/games/doubleagent/presentation';
import type { GameHelp } from '../../src-renderer/help/game-help';
import { setLanguage } from '../../src-renderer/i18n/language-store';

/**
 * "How to play" must explain every kind of thing each game has. The kinds are read from the
 * engine's own catalogues, so a card, agent, event or square kind added there without help text
 * fails here, in either language.
 */

const HAN = /\p{Script=Han}/u;
const LANGUAGES = ['en', 'zh-TW'] as const;

afterEach(() => setLanguage('en', { save: false }));

function helpIn(language: (typeof LANGUAGES)[number], game: 'coldwar' | 'doubleagent'): GameHelp {
  setLanguage(language, { save: false });
  return (game === 'coldwar' ? coldwarPresentation : doubleagentPresentation).help();
}

function entry(help: GameHelp, kind: string, id: string) {
  return help.sections.find((section) => section.kind === kind)?.entries.find((e) => e.id === id);
}

/** Words a reader can use: a sentence, not a raw key, and Chinese in the Chinese catalogue. */
function expectReadable(text: string | undefined, language: string, what: string, least = 10): void {
  expect(text, what).toBeTruthy();
  expect(text!.trim().length, what).toBeGreaterThan(least);
  expect(text, what).not.toMatch(/^(help|camp|da|cw)\./);
  if (language === 'zh-TW') expect(text, what).toMatch(HAN);
  else expect(text, what).not.toMatch(HAN);
}

const COLD_WAR_KINDS: [kind: string, ids: readonly string[]][] = [
  ['faction', FACTIONS],
  ['agent', AGENTS.map((a) => a.id)],
  ['event', OBJECTIVES.filter((o) => o.kind === 'event').map((o) => o.id)],
  ['nation', OBJECTIVES.filter((o) => o.kind === 'nation').map((o) => o.id)],
  ['objectiveKind', [...new Set(OBJECTIVES.map((o) => o.kind))]],
];

const DOUBLE_AGENT_KINDS: [kind: string, ids: readonly string[]][] = [
  ['squareKind', SQUARE_KINDS],
  ['role', ROLES],
];

describe.each(LANGUAGES)('How to play in %s', (language) => {
  it.each(COLD_WAR_KINDS)('Cold War explains every %s of the engine', (kind, ids) => {
    const help = helpIn(language, 'coldwar');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const found = entry(help, kind, id);
      expectReadable(found?.text, language, `${kind} ${id}`);
      expectReadable(found?.title, language, `${kind} ${id} title`, 0);
    }
  });

  it.each(DOUBLE_AGENT_KINDS)('the Double Agent explains every %s of the engine', (kind, ids) => {
    const help = helpIn(language, 'doubleagent');
    for (const id of ids) {
      const found = entry(help, kind, id);
      expectReadable(found?.text, language, `${kind} ${id}`);
      expectReadable(found?.title, language, `${kind} ${id} title`, 0);
    }
  });

  it('each game has its goal and a turn in steps', () => {
    for (const game of ['coldwar', 'doubleagent'] as const) {
      const help = helpIn(language, game);
      expectReadable(help.goal, language, `${game} goal`);
      expect(help.steps.length).toBeGreaterThanOrEqual(5);
      for (const step of help.steps) expectReadable(step, language, `${game} step`);
    }
  });
});

describe('How to play, by hand from the rules', () => {
  it('the Cold War turn is the six phases of A5, in order', () => {
    const steps = helpIn('en', 'coldwar').steps;
    expect(steps.map((s) => s.split(':')[0])).toEqual([
      'Briefing',
      'Planning',
      'Influence Struggle',
      'Cease-fire',
      'Debriefing',
      'Détente',
    ]);
  });

  it('a nation shows its own card numbers (Cuba: Stability 9, population 5, 10 VP, ECO → MIL → POL → MED)', () => {
    expect(entry(helpIn('en', 'coldwar'), 'nation', 'CUB')).toEqual({
      id: 'CUB',
      title: 'Cuba',
      text: 'Stability 9, population 5, 10 VP; bias Economic → Military → Political → Media.',
    });
  });

  it('agents are titled with their resolution number and name (A2.4)', () => {
    expect(entry(helpIn('zh-TW', 'coldwar'), 'agent', 'ASSASSIN')?.title).toBe('5．刺客');
    expect(entry(helpIn('en', 'coldwar'), 'agent', 'MASTER_SPY')?.title).toBe('1. Master Spy');
  });
});
