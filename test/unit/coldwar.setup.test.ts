import { describe, expect, it } from 'vitest';
import { legalActions, newGame, toAct, viewFor } from '../../engine/coldwar';
import { act, game } from './coldwar.helpers';

describe('newGame (A4)', () => {
  it('refuses bad options with an error value', () => {
    const bad: unknown[] = [
      null,
      'x',
      {},
      { seed: 1.5 },
      { seed: '1' },
      { seed: 1, rules: { nope: true } },
      { seed: 1, rules: { tieBreakMetric: 'coin' } },
      { seed: 1, rules: { endTurnVictoryThreshold: 0 } },
      { seed: 1, rules: [] },
      { seed: 1, balanceHolder: 'NATO' },
      { seed: 1, deal: { objectives: ['ANG', 'ANG'] } },
      { seed: 1, deal: { objectives: ['XXX'] } },
      { seed: 1, deal: { groups: ['MIL-7'] } },
      { seed: 1, deal: { groups: 'MIL-1' } },
      { seed: 1, deal: 3 },
    ];
    for (const options of bad) {
      const r = newGame(options as never);
      expect(r.ok, JSON.stringify(options)).toBe(false);
    }
  });

  it('fixes the decks from deal, top first, and starts turn 1 at Planning', () => {
    const s = game({
      balanceHolder: 'KGB',
      deal: { objectives: ['CUB', 'GRE'], groups: ['MED-2', 'MIL-5'] },
    });
    expect(s.turn).toBe(1);
    expect(s.objective).toBe('CUB');
    expect(s.objectiveDeck[0]).toBe('GRE');
    expect(s.objectiveDeck).toHaveLength(20);
    expect(s.groupDeck.slice(0, 2)).toEqual(['MED-2', 'MIL-5']);
    expect(new Set(s.groupDeck).size).toBe(24);
    expect(s.balance).toBe('KGB');
    expect(s.phase).toBe('planning');
    expect(toAct(s)).toEqual(['CIA', 'KGB']);
    expect(s.vp).toEqual({ CIA: 0, KGB: 0 });
    expect(Object.values(s.agents.CIA)).toEqual(['hq', 'hq', 'hq', 'hq', 'hq', 'hq']);
  });

  it('is a pure function of the seed', () => {
    expect(JSON.stringify(game({ seed: 42 }))).toBe(JSON.stringify(game({ seed: 42 })));
    expect(JSON.stringify(game({ seed: 42 }).objectiveDeck)).not.toBe(
      JSON.stringify(game({ seed: 43 }).objectiveDeck),
    );
  });

  it('assigns the Balance token at random when not given, both ways across seeds', () => {
    const holders = new Set(Array.from({ length: 40 }, (_, i) => game({ seed: i }).balance));
    expect(holders).toEqual(new Set(['CIA', 'KGB']));
  });

  it('lets the Balance holder choose who acts first, after Planning (D-4)', () => {
    let s = game({ balanceHolder: 'KGB' });
    expect(legalActions(s, 'CIA').map((a) => a.type)).toEqual(Array(6).fill('chooseAgent'));
    s = act(s, 'CIA', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    s = act(s, 'KGB', { type: 'chooseAgent', agent: 'DIRECTOR' });
    expect(s.pending).toEqual({ kind: 'chooseFirst', side: 'KGB' });
    expect(legalActions(s, 'CIA')).toEqual([]);
    expect(legalActions(s, 'KGB')).toEqual([
      { type: 'chooseFirst', first: 'CIA' },
      { type: 'chooseFirst', first: 'KGB' },
    ]);
    s = act(s, 'KGB', { type: 'chooseFirst', first: 'CIA' });
    expect(toAct(s)).toEqual(['CIA']);
    expect(viewFor(s, 'table').struggle.first).toBe('CIA');
  });

  it('applies every A12 flag given and defaults the rest', () => {
    const s = game({ rules: { tieBreakMetric: 'groupCount', endTurnVictoryThreshold: 50 } });
    expect(s.rules).toEqual({
      tieBreakMetric: 'groupCount',
      tieFinalFallback: 'balanceHolder',
      doubleAgentVariant: 'revealOrLeave',
      doubleAgentRequiresWin: true,
      analystRequiresWin: false,
      deputyDirectorGoesOnLeave: false,
      mustRecruitWhenEmpty: true,
      politicalSelfStabilityLimit: false,
      endTurnVictoryThreshold: 50,
    });
  });
});
