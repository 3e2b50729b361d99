import { describe, expect, it } from 'vitest';
import { isOver, legalActions, viewFor, winner } from '../../engine/coldwar';
import { act, passPass, play, relayout, struggle, types, vpOf } from './coldwar.helpers';

// The worked test vectors of A13, A = CIA and B = KGB throughout.
describe('A13 worked examples', () => {
  it('1. tie on Cuba: A (MIL-3, ECO-6) beats B (MIL-5, ECO-4) on the ECO sum', () => {
    const r = passPass(
      struggle({ objective: 'CUB', CIA: ['MIL-3', 'ECO-6'], KGB: ['MIL-5', 'ECO-4'], balance: 'KGB' }),
    );
    expect(r.events.find((e) => e.type === 'ceasefire')).toMatchObject({ winner: 'CIA' });
    expect(r.s.scored.CIA).toEqual(['CUB']);
  });

  it('2. one bust on Korea: B wins, A’s Agent X is terminated; B’s Master Spy hands Korea to A', () => {
    const setup = {
      objective: 'KOR' as const,
      CIA: ['MIL-6' as const, 'ECO-6' as const],
      KGB: ['POL-3' as const],
    };
    const plain = passPass(struggle({ ...setup, x: { CIA: 'ANALYST', KGB: 'DEPUTY_DIRECTOR' } }));
    expect(plain.s.agents.CIA.ANALYST).toBe('terminated');
    expect(plain.s.scored.KGB).toEqual(['KOR']);
    const spy = passPass(struggle({ ...setup, x: { CIA: 'ANALYST', KGB: 'MASTER_SPY' } }));
    expect(spy.s.agents.CIA.ANALYST).toBe('terminated');
    expect(spy.s.scored).toEqual({ CIA: ['KOR'], KGB: [] });
    expect(spy.s.vp).toEqual({ CIA: 10, KGB: 0 });
  });

  it('3. double bust on Greece: no winner, Director terminated, Deputy Director stays in HQ, Greece to the bottom', () => {
    const s = struggle({
      objective: 'GRE',
      CIA: ['MIL-6', 'ECO-5', 'POL-3'],
      KGB: ['MIL-5', 'ECO-6', 'POL-4'],
      x: { CIA: 'DEPUTY_DIRECTOR', KGB: 'DIRECTOR' },
      balance: 'KGB',
    });
    const r = passPass(s);
    expect(r.events.find((e) => e.type === 'ceasefire')).toMatchObject({
      influence: { CIA: 14, KGB: 15 },
      winner: null,
    });
    expect(r.s.agents.KGB.DIRECTOR).toBe('terminated');
    expect(r.s.agents.CIA.DEPUTY_DIRECTOR).toBe('hq');
    expect(types(r.events)).not.toContain('agentOnLeave');
    expect(types(r.events)).not.toContain('agendaResolved');
    expect(r.s.objectiveDeck.at(-1)).toBe('GRE');
    // Next Briefing, VP tied and no struggle winner: the holder keeps the token.
    expect(r.s.turn).toBe(2);
    expect(r.s.balance).toBe('KGB');
    expect(r.events).toContainEqual({ type: 'balanceToken', side: 'KGB', reason: 'kept' });
  });

  it('4. A’s Master Spy lost, B’s Director won: B claims the bottom objective, A the current one', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['MIL-5'],
      KGB: ['MIL-6', 'ECO-2'],
      x: { CIA: 'MASTER_SPY', KGB: 'DIRECTOR' },
    });
    const bottom = s.objectiveDeck.at(-1)!;
    const r = passPass(s);
    expect(r.s.scored).toEqual({ CIA: ['ANG'], KGB: [bottom] });
    expect(r.s.vp).toEqual({ CIA: 10, KGB: vpOf([bottom]) });
    // Had A busted, the Master Spy is skipped and B claims both.
    const bust = struggle({
      objective: 'ANG',
      CIA: ['MIL-5', 'ECO-5'],
      KGB: ['MIL-6', 'ECO-2'],
      x: { CIA: 'MASTER_SPY', KGB: 'DIRECTOR' },
    });
    const bottom2 = bust.objectiveDeck.at(-1)!;
    const rb = passPass(bust);
    expect(rb.s.scored).toEqual({ CIA: [], KGB: [bottom2, 'ANG'] });
  });

  it('5. both Analysts, B won: only A (the loser) peeks next Briefing; if A busted, nobody peeks', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['MIL-5'],
      KGB: ['MIL-6'],
      x: { CIA: 'ANALYST', KGB: 'ANALYST' },
    });
    const r = passPass(s);
    expect(r.s.pending?.kind).toBe('arrangeGroups');
    expect(r.s.pending).toMatchObject({ side: 'CIA' });
    const bust = struggle({
      objective: 'ANG',
      CIA: ['MIL-5', 'ECO-6'],
      KGB: ['MIL-6'],
      x: { CIA: 'ANALYST', KGB: 'ANALYST' },
    });
    const rb = passPass(bust);
    expect(rb.s.pending?.kind).toBe('chooseAgent');
    expect(rb.s.analystPrivilege).toBeNull();
  });

  it('6. A’s Double Agent won, B’s Master Spy lost: B claims, A holds the privilege, Master Spy on leave', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['MIL-6'],
      KGB: ['MIL-5'],
      x: { CIA: 'DOUBLE_AGENT', KGB: 'MASTER_SPY' },
    });
    const r = passPass(s);
    const agendas = r.events
      .filter((e) => e.type === 'agendaResolved')
      .map((e) => (e as { agent: string }).agent);
    expect(agendas).toEqual(['MASTER_SPY', 'DOUBLE_AGENT']);
    expect(r.s.scored).toEqual({ CIA: [], KGB: ['ANG'] });
    expect(r.s.pending).toEqual({ kind: 'doubleAgentPrivilege', side: 'CIA' });
    // Options: reveal-first, or name a KGB HQ agent other than the Deputy Director and the Master Spy (on leave).
    expect(legalActions(r.s, 'CIA')).toEqual([
      { type: 'doubleAgentPrivilege', option: 'reveal' },
      { type: 'doubleAgentPrivilege', option: 'leave', agent: 'DOUBLE_AGENT' },
      { type: 'doubleAgentPrivilege', option: 'leave', agent: 'ANALYST' },
      { type: 'doubleAgentPrivilege', option: 'leave', agent: 'ASSASSIN' },
      { type: 'doubleAgentPrivilege', option: 'leave', agent: 'DIRECTOR' },
      { type: 'doubleAgentPrivilege', option: 'decline' },
    ]);
    // Had B lost by busting, the Master Spy is skipped and A claims.
    const bust = struggle({
      objective: 'ANG',
      CIA: ['MIL-6'],
      KGB: ['MIL-5', 'ECO-5'],
      x: { CIA: 'DOUBLE_AGENT', KGB: 'MASTER_SPY' },
    });
    expect(passPass(bust).s.scored).toEqual({ CIA: ['ANG'], KGB: [] });
  });

  it('6 (flag). doubleAgentRequiresWin false: a losing Double Agent resolves and stands after the Assassin kills it', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['MIL-5'],
      KGB: ['MIL-6'],
      x: { CIA: 'DOUBLE_AGENT', KGB: 'ASSASSIN' },
      rules: { doubleAgentRequiresWin: false },
    });
    const r = passPass(s);
    expect(r.s.agents.CIA.DOUBLE_AGENT).toBe('terminated');
    expect(r.s.objectiveDeck.at(-1)).toBe('ANG');
    expect(r.s.pending).toEqual({ kind: 'doubleAgentPrivilege', side: 'CIA' });
    const gated = passPass(
      struggle({
        objective: 'ANG',
        CIA: ['MIL-5'],
        KGB: ['MIL-6'],
        x: { CIA: 'DOUBLE_AGENT', KGB: 'ASSASSIN' },
      }),
    );
    expect(gated.s.pending?.kind).toBe('chooseAgent');
  });

  it('7. 105–105 after Détente plays on; then Olympic Games takes A to 100 and B wins', () => {
    const CIA = ['VIE', 'EGY', 'CZE', 'AFG', 'PAN', 'OLY'] as const; // 95
    const KGB = ['LBY', 'TUR', 'IRN', 'ANG', 'CON', 'HON', 'CHI', 'KOR', 'GRE'] as const; // 105
    let s = struggle({
      objective: 'CUB',
      deal: ['SUM'],
      CIA: ['MIL-6'],
      KGB: ['MIL-5'],
      scored: { CIA: [...CIA], KGB: [...KGB] },
      x: { CIA: 'DEPUTY_DIRECTOR', KGB: 'DEPUTY_DIRECTOR' },
    });
    expect(s.vp).toEqual({ CIA: 95, KGB: 105 });
    s = passPass(s).s;
    expect(s.vp).toEqual({ CIA: 105, KGB: 105 });
    expect(isOver(s)).toBe(false);
    expect(s.turn).toBe(2);
    expect(s.objective).toBe('SUM');
    expect(s.balance).toBe('KGB'); // tied VP: the loser of the struggle
    s = act(s, 'CIA', { type: 'chooseAgent', agent: 'ANALYST' });
    s = act(s, 'KGB', { type: 'chooseAgent', agent: 'ASSASSIN' });
    s = act(s, 'KGB', { type: 'chooseFirst', first: 'KGB' });
    s = relayout(s, { CIA: ['MIL-1'], KGB: ['MIL-2'] });
    s.struggle.acted = { CIA: 1, KGB: 1 };
    s = passPass(s).s; // KGB wins SUM, Assassin: CIA's Analyst dies, SUM to the bottom
    expect(s.agents.CIA.ANALYST).toBe('terminated');
    expect(s.pending).toEqual({ kind: 'detente', side: 'CIA' });
    expect(legalActions(s, 'CIA')).toEqual([{ type: 'playEvent', event: 'OLY' }, { type: 'declineEvent' }]);
    const declined = act(s, 'CIA', { type: 'declineEvent' });
    expect(isOver(declined)).toBe(false);
    expect(declined.turn).toBe(3);
    s = act(s, 'CIA', { type: 'playEvent', event: 'OLY' });
    expect(legalActions(s, 'CIA')).toEqual([{ type: 'returnAgent', agent: 'ANALYST' }]);
    const end = play(s, 'CIA', { type: 'returnAgent', agent: 'ANALYST' });
    expect(end.s.vp).toEqual({ CIA: 100, KGB: 105 });
    expect(end.s.agents.CIA.ANALYST).toBe('leave');
    expect(isOver(end.s)).toBe(true);
    expect(winner(end.s)).toBe('KGB');
    expect(end.events.at(-1)).toEqual({ type: 'gameOver', winner: 'KGB', reason: 'threshold' });
    expect(viewFor(end.s, 'table').result).toEqual({ winner: 'KGB', reason: 'threshold' });
    expect(legalActions(end.s, 'CIA')).toEqual([]);
  });
});
