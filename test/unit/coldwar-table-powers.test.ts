import { afterEach, describe, expect, it } from 'vitest';
import { AGENTS, type ColdWarAction, type ColdWarView, FACTIONS, OBJECTIVES } from '../../engine/coldwar';
import {
  actionPower,
  agentPower,
  eventPower,
  factionPower,
  safeActionPower,
  usableEvents,
} from '../../src-renderer/games/coldwar/powers';
import { setLanguage } from '../../src-renderer/i18n/language-store';

afterEach(() => setLanguage('en', { save: false }));

const view = {
  seat: 'CIA',
  pending: { kind: 'mediaDecision', sides: ['CIA'], cards: ['POL-2'] },
} as unknown as ColdWarView;
const EVENTS = OBJECTIVES.filter((o) => o.kind === 'event').map((o) => o.id) as (
  | 'NUC'
  | 'SUM'
  | 'LIV'
  | 'NOB'
  | 'SPA'
  | 'OLY'
)[];

describe('card powers in words', () => {
  it('names the card and its power for an activation, a Media decision, an agent and an event', () => {
    expect(actionPower(view, { type: 'activate', group: 'MIL-4', target: 'ECO-2' })).toMatch(
      /^Military 4: Discard any one other group/,
    );
    // The Media decision concerns the card it saw (only in the deciding seat's view).
    expect(actionPower(view, { type: 'mediaDecision', choice: 'recruit' })).toMatch(
      /^Political 2: Steal a group/,
    );
    expect(actionPower(view, { type: 'chooseAgent', agent: 'ASSASSIN' })).toMatch(/^Assassin: If you win/);
    expect(actionPower(view, { type: 'playEvent', event: 'LIV' })).toMatch(
      /^Live Benefit: .*group discard pile/,
    );
    expect(actionPower(view, { type: 'doubleAgentPrivilege', option: 'leave', agent: 'ANALYST' })).toMatch(
      /^Analyst:/,
    );
  });

  it('has nothing to say about actions that concern no card', () => {
    const none: ColdWarAction[] = [
      { type: 'pass' },
      { type: 'chooseFirst', first: 'KGB' },
      { type: 'declineEvent' },
    ];
    for (const action of none) expect(actionPower(view, action)).toBeNull();
    expect(safeActionPower(view, { type: 'nonsense' })).toBeNull();
    expect(safeActionPower(view, null)).toBeNull();
  });

  it('has a different text for every faction, agent and event, in both languages', () => {
    for (const language of ['en', 'zh-TW'] as const) {
      setLanguage(language, { save: false });
      const texts = [
        ...FACTIONS.map(factionPower),
        ...AGENTS.map((a) => agentPower(a.id)),
        ...EVENTS.map(eventPower),
      ];
      expect(new Set(texts).size).toBe(FACTIONS.length + AGENTS.length + EVENTS.length);
      for (const text of texts) expect(text.length).toBeGreaterThan(10);
      if (language === 'zh-TW') for (const text of texts) expect(text).toMatch(/\p{Script=Han}/u);
    }
  });

  it('speaks Chinese in zh-TW, with the rules tables’ card names', () => {
    setLanguage('zh-TW', { save: false });
    expect(actionPower(view, { type: 'chooseAgent', agent: 'DIRECTOR' })).toMatch(/^局長：/);
    expect(actionPower(view, { type: 'activate', group: 'ECO-3', target: 'MIL-1' })).toMatch(/^經濟 3：/);
  });
});

describe('usable events', () => {
  it('are the events of the legal playEvent actions, nothing else', () => {
    const legal = [
      { type: 'pass' },
      { type: 'playEvent', event: 'SUM' },
      { type: 'playEvent', event: 'NUC', order: ['MIL-1'] },
      { type: 'activate', group: 'MED-1' },
      null,
    ];
    expect([...usableEvents(legal)].sort()).toEqual(['NUC', 'SUM']);
    expect(usableEvents([]).size).toBe(0);
  });
});
