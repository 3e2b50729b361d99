import { describe, expect, it } from 'vitest';
import { type AgentId, legalActions, viewFor } from '../../engine/coldwar';
import { act, game, passPass, play, refusal, struggle, types } from './coldwar.helpers';

const winCIA = { objective: 'ANG' as const, CIA: ['MIL-6' as const], KGB: ['MIL-5' as const] };
const winKGB = { objective: 'ANG' as const, CIA: ['MIL-5' as const], KGB: ['MIL-6' as const] };
const agendas = (events: readonly { type: string }[]) =>
  events
    .filter((e) => e.type === 'agendaResolved')
    .map((e) => {
      const a = e as unknown as { side: string; agent: string };
      return `${a.side}:${a.agent}`;
    });

describe('agents alone (A2.4, A8)', () => {
  it('Master Spy that wins hands the objective to the opponent; that loses takes it', () => {
    expect(passPass(struggle({ ...winCIA, x: { CIA: 'MASTER_SPY' } })).s.scored).toEqual({
      CIA: [],
      KGB: ['ANG'],
    });
    expect(passPass(struggle({ ...winKGB, x: { CIA: 'MASTER_SPY' } })).s.scored).toEqual({
      CIA: ['ANG'],
      KGB: [],
    });
  });

  it('Deputy Director: no effect, never terminated by disorder, never on leave', () => {
    const r = passPass(struggle({ ...winKGB, CIA: ['MIL-5', 'ECO-6'], x: { CIA: 'DEPUTY_DIRECTOR' } }));
    expect(r.s.agents.CIA.DEPUTY_DIRECTOR).toBe('hq');
    expect(legalActions(r.s, 'CIA')).toContainEqual({ type: 'chooseAgent', agent: 'DEPUTY_DIRECTOR' });
    const calm = passPass(struggle({ ...winCIA, x: { CIA: 'DEPUTY_DIRECTOR' } }));
    expect(agendas(calm.events)).toContain('CIA:DEPUTY_DIRECTOR');
    expect(calm.s.scored.CIA).toEqual(['ANG']);
  });

  it('Assassin that wins terminates the opposing Agent X and sends the objective to the bottom; losing, nothing', () => {
    const r = passPass(struggle({ ...winCIA, x: { CIA: 'ASSASSIN', KGB: 'DIRECTOR' } }));
    expect(r.s.agents.KGB.DIRECTOR).toBe('terminated');
    expect(r.s.objectiveDeck.at(-1)).toBe('ANG');
    expect(r.s.vp).toEqual({ CIA: 0, KGB: 0 });
    const lost = passPass(struggle({ ...winKGB, x: { CIA: 'ASSASSIN', KGB: 'ANALYST' } }));
    expect(lost.s.agents.KGB.ANALYST).toBe('leave');
    expect(lost.s.scored.KGB).toEqual(['ANG']);
  });

  it('Assassin against a Deputy Director: it survives, the objective still goes to the bottom (AMB-13)', () => {
    const r = passPass(struggle({ ...winCIA, x: { CIA: 'ASSASSIN', KGB: 'DEPUTY_DIRECTOR' } }));
    expect(r.s.agents.KGB.DEPUTY_DIRECTOR).toBe('hq');
    expect(r.s.objectiveDeck.at(-1)).toBe('ANG');
    expect(r.s.scored).toEqual({ CIA: [], KGB: [] });
  });

  it('Director that wins also claims the bottom objective; losing, nothing; empty deck, no bonus (AMB-15)', () => {
    const s = struggle({ ...winCIA, x: { CIA: 'DIRECTOR' } });
    const bottom = s.objectiveDeck.at(-1)!;
    expect(passPass(s).s.scored.CIA).toEqual([bottom, 'ANG']);
    expect(passPass(struggle({ ...winKGB, x: { CIA: 'DIRECTOR' } })).s.scored).toEqual({
      CIA: [],
      KGB: ['ANG'],
    });
    const empty = structuredClone(s);
    empty.objectiveDiscard = empty.objectiveDeck;
    empty.objectiveDeck = [];
    const r = passPass(empty);
    expect(r.s.scored.CIA).toEqual(['ANG']);
    expect(r.events).toContainEqual({
      type: 'agendaResolved',
      side: 'CIA',
      agent: 'DIRECTOR',
      effect: 'noTarget',
    });
  });

  it('Analyst (win or lose by default) peeks at and reorders the top 3 groups next Briefing', () => {
    const r = passPass(struggle({ ...winKGB, x: { CIA: 'ANALYST' } }));
    expect(r.s.pending?.kind).toBe('arrangeGroups');
    const top = r.s.groupDeck.slice(0, 3);
    expect(r.s.pending).toEqual({ kind: 'arrangeGroups', side: 'CIA', cards: top });
    expect(legalActions(r.s, 'CIA')).toHaveLength(6);
    expect(legalActions(r.s, 'KGB')).toEqual([]);
    const reversed = [...top].reverse();
    const t = act(r.s, 'CIA', { type: 'arrangeGroups', order: reversed });
    expect(t.groupDeck.slice(0, 3)).toEqual(reversed);
    expect(t.groupDeck.slice(3)).toEqual(r.s.groupDeck.slice(3));
    expect(t.pending?.kind).toBe('chooseAgent');
    expect(refusal(r.s, 'CIA', { type: 'arrangeGroups', order: top.slice(0, 2) })).toBe('illegal_action');
  });

  it('analystRequiresWin: true lets only a winning Analyst peek', () => {
    const lost = passPass(
      struggle({ ...winKGB, x: { CIA: 'ANALYST' }, rules: { analystRequiresWin: true } }),
    );
    expect(lost.s.pending?.kind).toBe('chooseAgent');
    const won = passPass(struggle({ ...winCIA, x: { CIA: 'ANALYST' }, rules: { analystRequiresWin: true } }));
    expect(won.s.pending).toMatchObject({ kind: 'arrangeGroups', side: 'CIA' });
  });

  it('A8: two Analysts under analystRequiresWin are decided before the win gate, so nobody peeks', () => {
    const both = { ...winCIA, x: { CIA: 'ANALYST', KGB: 'ANALYST' } } as const;
    // The conflict keeps the loser's (KGB), and the win gate then skips it.
    expect(passPass(struggle({ ...both, rules: { analystRequiresWin: true } })).s.pending?.kind).toBe(
      'chooseAgent',
    );
    // Rules version 2's reading, pinned on its saves: the gated loser's took no part, the winner's resolved.
    const former = passPass(
      struggle({ ...both, rules: { analystRequiresWin: true, gatedAgentsSkipConflicts: true } }),
    );
    expect(former.s.pending).toMatchObject({ kind: 'arrangeGroups', side: 'CIA' });
    // Without the flag both readings agree: the loser's Analyst peeks.
    expect(passPass(struggle(both)).s.pending).toMatchObject({ kind: 'arrangeGroups', side: 'KGB' });
  });
});

describe('both players sent the same agent (AMB-3)', () => {
  it('two Master Spies both name the loser', () => {
    expect(
      passPass(struggle({ ...winCIA, x: { CIA: 'MASTER_SPY', KGB: 'MASTER_SPY' } })).s.scored.KGB,
    ).toEqual(['ANG']);
  });

  it('two Double Agents: only the winner’s (also with doubleAgentRequiresWin false)', () => {
    for (const rules of [{}, { doubleAgentRequiresWin: false }]) {
      const r = passPass(struggle({ ...winKGB, x: { CIA: 'DOUBLE_AGENT', KGB: 'DOUBLE_AGENT' }, rules }));
      expect(agendas(r.events)).toEqual(['KGB:DOUBLE_AGENT']);
      expect(r.s.pending).toEqual({ kind: 'doubleAgentPrivilege', side: 'KGB' });
    }
  });

  it('two Assassins or two Directors: only the winner’s fires', () => {
    const a = passPass(struggle({ ...winCIA, x: { CIA: 'ASSASSIN', KGB: 'ASSASSIN' } }));
    expect(a.s.agents.KGB.ASSASSIN).toBe('terminated');
    expect(a.s.agents.CIA.ASSASSIN).toBe('leave');
    const d = struggle({ ...winKGB, x: { CIA: 'DIRECTOR', KGB: 'DIRECTOR' } });
    const bottom = d.objectiveDeck.at(-1)!;
    expect(passPass(d).s.scored).toEqual({ CIA: [], KGB: [bottom, 'ANG'] });
  });

  it('equal numbers resolve the Balance holder’s first', () => {
    const r = passPass(
      struggle({ ...winCIA, balance: 'KGB', x: { CIA: 'DEPUTY_DIRECTOR', KGB: 'DEPUTY_DIRECTOR' } }),
    );
    expect(agendas(r.events)).toEqual(['KGB:DEPUTY_DIRECTOR', 'CIA:DEPUTY_DIRECTOR']);
  });

  it('Master Spy that lost against a winning Assassin: terminated, nobody claims (AMB-4)', () => {
    const r = passPass(struggle({ ...winKGB, x: { CIA: 'MASTER_SPY', KGB: 'ASSASSIN' } }));
    expect(agendas(r.events)).toEqual(['CIA:MASTER_SPY', 'KGB:ASSASSIN']);
    expect(r.s.agents.CIA.MASTER_SPY).toBe('terminated');
    expect(r.s.scored).toEqual({ CIA: [], KGB: [] });
    expect(r.s.objectiveDeck.at(-1)).toBe('ANG');
  });
});

describe('Planning and the Double Agent privilege (A5 Phase 2)', () => {
  const privileged = (rules = {}) =>
    passPass(struggle({ ...winCIA, x: { CIA: 'DOUBLE_AGENT', KGB: 'DEPUTY_DIRECTOR' }, rules })).s;

  it('reveal-first: KGB chooses face up first, then CIA secretly', () => {
    let s = privileged();
    expect(legalActions(s, 'KGB')).toEqual([]);
    s = act(s, 'CIA', { type: 'doubleAgentPrivilege', option: 'reveal' });
    expect(s.doubleAgentPrivilege).toBeNull();
    expect(legalActions(s, 'CIA')).toEqual([]);
    const r = play(s, 'KGB', { type: 'chooseAgent', agent: 'ASSASSIN' });
    expect(types(r.events)).toContain('agentRevealed');
    expect(viewFor(r.s, 'table').sides.KGB.agentX).toBe('ASSASSIN');
    expect(viewFor(r.s, 'table').pending).toEqual({ kind: 'chooseAgent', sides: ['CIA'], faceUp: false });
    // CIA's Double Agent is on leave from last Détente: not available.
    expect(legalActions(r.s, 'CIA').map((a) => (a as { agent: AgentId }).agent)).toEqual([
      'MASTER_SPY',
      'DEPUTY_DIRECTOR',
      'ANALYST',
      'ASSASSIN',
      'DIRECTOR',
    ]);
    const done = act(r.s, 'CIA', { type: 'chooseAgent', agent: 'DIRECTOR' });
    expect(done.agents.CIA.DOUBLE_AGENT).toBe('hq'); // back after Planning
    expect(viewFor(done, 'KGB').sides.CIA.agentX).toBe('hidden');
  });

  it('leave: the named agent cannot be chosen this Planning and returns to HQ after it', () => {
    let s = privileged();
    s = act(s, 'CIA', { type: 'doubleAgentPrivilege', option: 'leave', agent: 'ASSASSIN' });
    expect(s.agents.KGB.ASSASSIN).toBe('leave');
    expect(refusal(s, 'KGB', { type: 'chooseAgent', agent: 'ASSASSIN' })).toBe('illegal_action');
    expect(legalActions(s, 'KGB')).toHaveLength(5);
    s = act(s, 'KGB', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    s = act(s, 'CIA', { type: 'chooseAgent', agent: 'ANALYST' });
    expect(s.agents.KGB.ASSASSIN).toBe('hq');
    expect(s.pending?.kind).toBe('chooseFirst');
  });

  it('decline: simultaneous secret choice', () => {
    const s = act(privileged(), 'CIA', { type: 'doubleAgentPrivilege', option: 'decline' });
    expect(s.pending).toEqual({ kind: 'chooseAgent', sides: ['CIA', 'KGB'], faceUp: false });
  });

  it('doubleAgentVariant revealOnly offers only reveal or decline', () => {
    expect(legalActions(privileged({ doubleAgentVariant: 'revealOnly' }), 'CIA')).toEqual([
      { type: 'doubleAgentPrivilege', option: 'reveal' },
      { type: 'doubleAgentPrivilege', option: 'decline' },
    ]);
  });

  it('an Agent X goes on leave at Détente and misses exactly the next Planning', () => {
    const s = passPass(struggle({ ...winCIA, x: { CIA: 'DIRECTOR', KGB: 'DEPUTY_DIRECTOR' } })).s;
    expect(s.agents.CIA.DIRECTOR).toBe('leave');
    expect(refusal(s, 'CIA', { type: 'chooseAgent', agent: 'DIRECTOR' })).toBe('illegal_action');
    let t = act(s, 'CIA', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    t = act(t, 'KGB', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    expect(t.agents.CIA.DIRECTOR).toBe('hq');
  });

  it('deputyDirectorGoesOnLeave: the Deputy Director rests too; with nobody in HQ, agents on leave are available', () => {
    const s = passPass(
      struggle({ ...winCIA, x: { CIA: 'DEPUTY_DIRECTOR' }, rules: { deputyDirectorGoesOnLeave: true } }),
    ).s;
    expect(s.agents.CIA.DEPUTY_DIRECTOR).toBe('leave');
    expect(legalActions(s, 'CIA')).not.toContainEqual({ type: 'chooseAgent', agent: 'DEPUTY_DIRECTOR' });
    const lonely = structuredClone(game({ rules: { deputyDirectorGoesOnLeave: true } }));
    lonely.agents.CIA = {
      MASTER_SPY: 'terminated',
      DEPUTY_DIRECTOR: 'leave',
      DOUBLE_AGENT: 'terminated',
      ANALYST: 'terminated',
      ASSASSIN: 'terminated',
      DIRECTOR: 'terminated',
    };
    expect(legalActions(lonely, 'CIA')).toEqual([{ type: 'chooseAgent', agent: 'DEPUTY_DIRECTOR' }]);
  });
});
