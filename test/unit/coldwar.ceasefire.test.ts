import { describe, expect, it } from 'vitest';
import { type ColdWarEvent, describeEvent, legalActions } from '../../engine/coldwar';
import { act, passPass, play, struggle, types } from './coldwar.helpers';

const ceasefire = (events: readonly { type: string }[]) => events.find((e) => e.type === 'ceasefire');

describe('Cease-fire winner (A7)', () => {
  it('A13.1 tie on Cuba: the ECO sum decides (6 vs 4), CIA wins and claims', () => {
    const s = struggle({
      objective: 'CUB',
      CIA: ['MIL-3', 'ECO-6'],
      KGB: ['MIL-5', 'ECO-4'],
      balance: 'KGB',
    });
    const r = passPass(s);
    expect(ceasefire(r.events)).toEqual({
      type: 'ceasefire',
      objective: 'CUB',
      stability: 9,
      influence: { CIA: 9, KGB: 9 },
      disorder: { CIA: false, KGB: false },
      winner: 'CIA',
      reason: 'bias',
      faction: 'ECO',
    });
    expect(r.s.scored.CIA).toEqual(['CUB']);
    expect(r.s.vp).toEqual({ CIA: 10, KGB: 0 });
    expect(describeEvent(ceasefire(r.events) as ColdWarEvent)).toBe(
      "Cease-fire on Cuba (Stability 9): CIA 9, KGB 9; CIA wins the tie on Economic, the objective's bias.",
    );
  });

  it('higher Influence at or under Stability wins; exactly Stability is not disorder', () => {
    const r = passPass(struggle({ objective: 'ANG', CIA: ['MIL-3', 'ECO-6'], KGB: ['MIL-5'] }));
    expect(ceasefire(r.events)).toMatchObject({
      objective: 'ANG',
      stability: 9,
      influence: { CIA: 9, KGB: 5 },
      winner: 'CIA',
      reason: 'influence',
    });
  });

  it('goes down the bias order: Cuba ECO equal, then MIL decides', () => {
    // Cuba ECO → MIL → POL → MED. CIA ECO-3, MIL-5, MED-1 = 9; KGB ECO-1, ECO-2, MIL-6 = 9.
    // ECO 3 vs 3, then MIL 5 vs 6 → KGB.
    const r = passPass(
      struggle({
        objective: 'CUB',
        CIA: ['ECO-3', 'MIL-5', 'MED-1'],
        KGB: ['ECO-1', 'ECO-2', 'MIL-6'],
        balance: 'CIA',
      }),
    );
    expect(ceasefire(r.events)).toMatchObject({
      influence: { CIA: 9, KGB: 9 },
      winner: 'KGB',
      reason: 'bias',
      faction: 'MIL',
    });
  });

  it('falls back to the Balance holder when every faction ties', () => {
    for (const balance of ['CIA', 'KGB'] as const) {
      // MIL 4+1 = 5 vs 2+3 = 5, no other faction: every bias step ties.
      const r = passPass(
        struggle({ objective: 'ANG', CIA: ['MIL-4', 'MIL-1'], KGB: ['MIL-2', 'MIL-3'], balance }),
      );
      expect(ceasefire(r.events)).toMatchObject({
        influence: { CIA: 5, KGB: 5 },
        winner: balance,
        reason: 'balance',
      });
      expect(ceasefire(r.events)).not.toHaveProperty('faction');
    }
  });

  it('tieBreakMetric groupCount compares how many cards of the faction each side has', () => {
    // Angola MIL → POL. MIL sums 4 vs 1 (CIA under factionSum) but one card each; POL one card each → Balance.
    const setup = {
      objective: 'ANG' as const,
      CIA: ['MIL-4', 'POL-1'] as const,
      KGB: ['MIL-1', 'POL-4'] as const,
    };
    const sum = passPass(struggle({ ...setup, CIA: [...setup.CIA], KGB: [...setup.KGB], balance: 'KGB' }));
    expect(ceasefire(sum.events)).toMatchObject({ winner: 'CIA' });
    const count = passPass(
      struggle({
        ...setup,
        CIA: [...setup.CIA],
        KGB: [...setup.KGB],
        balance: 'KGB',
        rules: { tieBreakMetric: 'groupCount' },
      }),
    );
    expect(ceasefire(count.events)).toMatchObject({ winner: 'KGB' });
  });

  it('tieBreakMetric highestGroup compares the strongest card of the faction', () => {
    // Angola MIL → POL → MED → ECO. CIA MIL-1, MIL-5, POL-3 = 9; KGB MIL-6, ECO-3 = 9.
    // factionSum: MIL 6 vs 6, POL 3 vs 0 → CIA. highestGroup: MIL 5 vs 6 → KGB.
    const setup = {
      objective: 'ANG' as const,
      CIA: ['MIL-1', 'MIL-5', 'POL-3'] as const,
      KGB: ['MIL-6', 'ECO-3'] as const,
    };
    const sum = passPass(struggle({ ...setup, CIA: [...setup.CIA], KGB: [...setup.KGB] }));
    expect(ceasefire(sum.events)).toMatchObject({ winner: 'CIA' });
    const high = passPass(
      struggle({
        ...setup,
        CIA: [...setup.CIA],
        KGB: [...setup.KGB],
        rules: { tieBreakMetric: 'highestGroup' },
      }),
    );
    expect(ceasefire(high.events)).toMatchObject({ winner: 'KGB' });
  });
});

describe('civil disorder (A5 Phase 4, D-8)', () => {
  it('single bust: the other player wins and the buster’s Agent X is terminated', () => {
    const r = passPass(
      struggle({
        objective: 'KOR',
        CIA: ['MIL-6', 'ECO-6'],
        KGB: ['POL-3'],
        x: { CIA: 'ANALYST', KGB: 'DIRECTOR' },
      }),
    );
    expect(ceasefire(r.events)).toMatchObject({
      objective: 'KOR',
      stability: 11,
      influence: { CIA: 12, KGB: 3 },
      disorder: { CIA: true, KGB: false },
      winner: 'KGB',
      reason: 'disorder',
    });
    expect(r.s.agents.CIA.ANALYST).toBe('terminated');
    expect(r.s.scored.KGB).toContain('KOR');
    // AMB-7: a player in civil disorder resolves no agenda.
    expect(
      r.events.filter((e) => e.type === 'agendaResolved').map((e) => (e as { side: string }).side),
    ).toEqual(['KGB']);
  });

  it('double bust: nobody wins, both terminated (Deputy Director aside), objective to the bottom', () => {
    const r = passPass(
      struggle({
        objective: 'GRE',
        CIA: ['MIL-6', 'ECO-5', 'POL-4'],
        KGB: ['MIL-5', 'ECO-6', 'POL-3'],
        x: { CIA: 'ASSASSIN', KGB: 'MASTER_SPY' },
      }),
    );
    expect(ceasefire(r.events)).toMatchObject({
      disorder: { CIA: true, KGB: true },
      winner: null,
      reason: 'bothDisorder',
    });
    expect(r.s.agents.CIA.ASSASSIN).toBe('terminated');
    expect(r.s.agents.KGB.MASTER_SPY).toBe('terminated');
    expect(r.s.objectiveDeck.at(-1)).toBe('GRE');
    expect(r.s.vp).toEqual({ CIA: 0, KGB: 0 });
    expect(types(r.events)).not.toContain('agendaResolved');
  });
});

describe('Nobel Peace Prize (A2.2, AMB-7, AMB-22)', () => {
  const busted = (x: 'ANALYST' | 'DEPUTY_DIRECTOR', scored: 'CIA' | 'KGB' = 'CIA') =>
    struggle({
      objective: 'KOR',
      CIA: ['MIL-6', 'ECO-6'],
      KGB: ['POL-3'],
      x: { CIA: x, KGB: 'DEPUTY_DIRECTOR' },
      scored: { [scored]: ['NOB', 'CUB'] },
    });

  it('offers the window to its owner in civil disorder; playing it saves the Agent X from disorder only', () => {
    const r = passPass(busted('ANALYST'));
    expect(r.s.pending).toEqual({ kind: 'nobel', side: 'CIA' });
    expect(legalActions(r.s, 'CIA')).toEqual([{ type: 'playEvent', event: 'NOB' }, { type: 'declineEvent' }]);
    const saved = play(r.s, 'CIA', { type: 'playEvent', event: 'NOB' });
    expect(saved.s.agents.CIA.ANALYST).toBe('leave'); // not terminated; on leave at Détente
    expect(saved.s.vp.CIA).toBe(10);
    expect(saved.s.objectiveDiscard).toEqual(['NOB']);
    expect(
      saved.events.filter((e) => e.type === 'agendaResolved').map((e) => (e as { side: string }).side),
    ).toEqual(['KGB']);
    expect(saved.s.analystPrivilege).toBeNull(); // AMB-7: no agenda
    const declined = act(r.s, 'CIA', { type: 'declineEvent' });
    expect(declined.agents.CIA.ANALYST).toBe('terminated');
    expect(declined.vp.CIA).toBe(15);
  });

  it('is not offered without civil disorder, to the other player, or for a Deputy Director', () => {
    expect(passPass(busted('DEPUTY_DIRECTOR')).s.pending?.kind).not.toBe('nobel');
    expect(passPass(busted('ANALYST', 'KGB')).s.pending?.kind).not.toBe('nobel');
    const calm = struggle({
      objective: 'KOR',
      CIA: ['MIL-6'],
      KGB: ['POL-3'],
      x: { CIA: 'ANALYST' },
      scored: { CIA: ['NOB'] },
    });
    expect(passPass(calm).s.pending?.kind).not.toBe('nobel');
  });

  it('does not protect from the opponent’s Assassin (AMB-22)', () => {
    const s = struggle({
      objective: 'KOR',
      CIA: ['MIL-6', 'ECO-6'],
      KGB: ['POL-3'],
      x: { CIA: 'ANALYST', KGB: 'ASSASSIN' },
      scored: { CIA: ['NOB'] },
    });
    const r = play(passPass(s).s, 'CIA', { type: 'playEvent', event: 'NOB' });
    expect(r.s.agents.CIA.ANALYST).toBe('terminated');
    expect(r.events).toContainEqual({
      type: 'agentTerminated',
      side: 'CIA',
      agent: 'ANALYST',
      cause: 'assassin',
    });
  });
});
