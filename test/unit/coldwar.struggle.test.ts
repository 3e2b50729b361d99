import { describe, expect, it } from 'vitest';
import { type ColdWarAction, describeEvent, legalActions, viewFor } from '../../engine/coldwar';
import { act, game, play, refusal, struggle, types } from './coldwar.helpers';

const keys = (actions: readonly ColdWarAction[]) => actions.map((a) => JSON.stringify(a)).sort();

describe('Influence Struggle turn order (A5 Phase 3, AMB-5, D-12)', () => {
  it('allows only Recruit as each player first action', () => {
    let s = game({ balanceHolder: 'CIA', deal: { groups: ['MIL-1', 'ECO-2', 'POL-3'] } });
    s = act(s, 'CIA', { type: 'chooseAgent', agent: 'ANALYST' });
    s = act(s, 'KGB', { type: 'chooseAgent', agent: 'ANALYST' });
    s = act(s, 'CIA', { type: 'chooseFirst', first: 'KGB' });
    expect(legalActions(s, 'KGB')).toEqual([{ type: 'recruit' }]);
    expect(legalActions(s, 'CIA')).toEqual([]);
    expect(refusal(s, 'KGB', { type: 'pass' })).toBe('illegal_action');
    expect(refusal(s, 'CIA', { type: 'recruit' })).toBe('not_your_turn');
    s = act(s, 'KGB', { type: 'recruit' });
    expect(s.play.KGB).toEqual(['MIL-1']);
    expect(s.mobilized).toEqual([]);
    expect(legalActions(s, 'CIA')).toEqual([{ type: 'recruit' }]);
    s = act(s, 'CIA', { type: 'recruit' });
    expect(s.play.CIA).toEqual(['ECO-2']);
    expect(keys(legalActions(s, 'KGB'))).toContain(JSON.stringify({ type: 'pass' }));
  });

  it('ends only on a Pass answered by the other player’s Pass', () => {
    let s = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: ['POL-1'] });
    s = act(s, 'CIA', { type: 'pass' });
    s = act(s, 'KGB', { type: 'recruit' });
    s = act(s, 'CIA', { type: 'pass' });
    expect(s.phase).toBe('struggle');
    s = act(s, 'KGB', { type: 'pass' });
    expect(s.phase).not.toBe('struggle');
  });

  it('recruit needs a card in the deck and room under Pop (A6, AMB-10)', () => {
    const full = struggle({ objective: 'GRE', CIA: ['MIL-1', 'MIL-2', 'ECO-1'], KGB: [] });
    expect(keys(legalActions(full, 'CIA'))).not.toContain(JSON.stringify({ type: 'recruit' }));
    const empty = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: [] });
    empty.groupDiscard = empty.groupDeck;
    empty.groupDeck = [];
    expect(legalActions(empty, 'CIA')).toEqual([{ type: 'pass' }]);
  });

  it('refuses activating a mobilized group or one whose power has no target (AMB-11)', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MIL-1', 'ECO-1'], KGB: [], mobilized: ['ECO-1'] });
    // MIL-1 can discard ECO-1; ECO-1 is mobilized and cannot act.
    expect(keys(legalActions(s, 'CIA'))).toEqual(
      keys([{ type: 'pass' }, { type: 'recruit' }, { type: 'activate', group: 'MIL-1', target: 'ECO-1' }]),
    );
    expect(refusal(s, 'CIA', { type: 'activate', group: 'ECO-1', target: 'MIL-1' })).toBe('illegal_action');
    const lone = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: [] });
    expect(refusal(lone, 'CIA', { type: 'activate', group: 'MIL-1' })).toBe('illegal_action');
    expect(refusal(lone, 'CIA', { type: 'activate', group: 'MIL-1', target: 'MIL-1' })).toBe(
      'illegal_action',
    );
  });
});

describe('faction powers (A2.3)', () => {
  it('Military discards any other group in play, Military and mobilized included', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['MIL-2', 'MIL-6'],
      KGB: ['MIL-5', 'MED-2'],
      mobilized: ['MIL-5'],
    });
    const targets = legalActions(s, 'CIA')
      .filter((a) => a.type === 'activate' && a.group === 'MIL-2')
      .map((a) => (a as { target: string }).target)
      .sort();
    expect(targets).toEqual(['MED-2', 'MIL-5', 'MIL-6']);
    const r = play(s, 'CIA', { type: 'activate', group: 'MIL-2', target: 'MIL-5' });
    expect(r.s.play.KGB).toEqual(['MED-2']);
    expect(r.s.groupDiscard.at(-1)).toBe('MIL-5');
    expect(r.s.mobilized).toEqual(['MIL-2']);
    expect(r.events).toContainEqual({
      type: 'groupDiscarded',
      side: 'CIA',
      group: 'MIL-5',
      owner: 'KGB',
      cause: 'military',
      by: 'MIL-2',
    });
    expect(r.s.pending).toEqual({ kind: 'action', side: 'KGB' });
  });

  it('Economic flips any non-Economic group either way, and can deny a ready opposing group (AMB-17)', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['ECO-3', 'ECO-1', 'MIL-4'],
      KGB: ['POL-2'],
      mobilized: ['MIL-4'],
    });
    const targets = legalActions(s, 'CIA')
      .filter((a) => a.type === 'activate' && a.group === 'ECO-3')
      .map((a) => (a as { target: string }).target)
      .sort();
    expect(targets).toEqual(['MIL-4', 'POL-2']);
    let t = act(s, 'CIA', { type: 'activate', group: 'ECO-3', target: 'MIL-4' });
    expect(t.mobilized).toEqual(['ECO-3']); // MIL-4 readied, so it may act again
    t = act(t, 'KGB', { type: 'pass' });
    expect(legalActions(t, 'CIA').some((a) => a.type === 'activate' && a.group === 'MIL-4')).toBe(true);
    const deny = act(s, 'CIA', { type: 'activate', group: 'ECO-3', target: 'POL-2' });
    expect(deny.mobilized.sort()).toEqual(['ECO-3', 'MIL-4', 'POL-2']);
    expect(legalActions(deny, 'KGB').some((a) => a.type === 'activate')).toBe(false);
  });

  it('Political steals or gives one group, keeping its state, within Pop and the opponent’s Stability', () => {
    // Chile: Stab 11, Pop 4. CIA 5+... KGB holds MIL-6 (mobilized) and ECO-4.
    const s = struggle({
      objective: 'CHI',
      CIA: ['POL-1', 'MED-6', 'MIL-5'],
      KGB: ['MIL-6', 'ECO-4'],
      mobilized: ['MIL-6'],
    });
    const moves = legalActions(s, 'CIA')
      .filter((a) => a.type === 'activate' && a.group === 'POL-1')
      .map((a) => (a as { target: string }).target)
      .sort();
    // Steal: CIA has 3 < Pop 4, any KGB group (CIA may go over: 1+6+5+6 = 18, AMB-18).
    // Give: KGB would have 3 ≤ 4, Influence 10+6 = 16 or 10+5 = 15 > 11, so no give (AMB-21).
    expect(moves).toEqual(['ECO-4', 'MIL-6']);
    const stolen = act(s, 'CIA', { type: 'activate', group: 'POL-1', target: 'MIL-6' });
    expect(stolen.play.CIA).toEqual(['POL-1', 'MED-6', 'MIL-5', 'MIL-6']);
    expect(stolen.mobilized.sort()).toEqual(['MIL-6', 'POL-1']);
  });

  it('Political give is legal while the receiver stays within Stability, never the Political card itself', () => {
    const s = struggle({ objective: 'CHI', CIA: ['POL-1', 'MED-2', 'MIL-3'], KGB: ['ECO-4', 'ECO-5'] });
    const moves = legalActions(s, 'CIA')
      .filter((a) => a.type === 'activate' && a.group === 'POL-1')
      .map((a) => (a as { target: string }).target)
      .sort();
    // KGB 9: +2 = 11 ok, +3 = 12 over. Steals: ECO-4, ECO-5.
    expect(moves).toEqual(['ECO-4', 'ECO-5', 'MED-2']);
    const given = act(s, 'CIA', { type: 'activate', group: 'POL-1', target: 'MED-2' });
    expect(given.play.KGB).toEqual(['ECO-4', 'ECO-5', 'MED-2']);
  });

  it('Political respects Pop for both players', () => {
    // Greece Pop 3: CIA full, so no steal; KGB full, so no give.
    const s = struggle({
      objective: 'GRE',
      CIA: ['POL-1', 'MED-1', 'MIL-1'],
      KGB: ['ECO-1', 'ECO-2', 'ECO-3'],
    });
    expect(legalActions(s, 'CIA').some((a) => a.type === 'activate' && a.group === 'POL-1')).toBe(false);
  });

  it('politicalSelfStabilityLimit: true forbids a steal that takes the stealer over Stability', () => {
    const setup = {
      objective: 'CHI' as const,
      CIA: ['POL-1' as const, 'MED-6' as const],
      KGB: ['MIL-6' as const, 'ECO-1' as const],
    };
    const on = struggle({ ...setup, rules: { politicalSelfStabilityLimit: true } });
    const off = struggle(setup);
    const targets = (st: typeof on) =>
      legalActions(st, 'CIA')
        .filter((a) => a.type === 'activate' && a.group === 'POL-1')
        .map((a) => (a as { target: string }).target)
        .sort();
    // CIA 7: +6 = 13 > 11 barred with the flag; +1 = 8 fine. Give MED-6 to KGB: 7+6 = 13 > 11 never.
    expect(targets(off)).toEqual(['ECO-1', 'MIL-6']);
    expect(targets(on)).toEqual(['ECO-1']);
  });

  it('Media peeks privately, then recruit / discard / leave (AMB-6)', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MED-3'], KGB: [] });
    const top = s.groupDeck[0]!;
    const r = play(s, 'CIA', { type: 'activate', group: 'MED-3' });
    expect(r.s.pending).toEqual({ kind: 'mediaDecision', side: 'CIA', card: top });
    expect(viewFor(r.s, 'CIA').pending?.cards).toEqual([top]);
    expect(JSON.stringify(viewFor(r.s, 'KGB').pending)).not.toContain(top);
    expect(legalActions(r.s, 'CIA').map((a) => (a as { choice: string }).choice)).toEqual([
      'recruit',
      'discard',
      'leave',
    ]);
    const rec = act(r.s, 'CIA', { type: 'mediaDecision', choice: 'recruit' });
    expect(rec.play.CIA).toEqual(['MED-3', top]);
    expect(rec.pending).toEqual({ kind: 'action', side: 'KGB' });
    const dis = act(r.s, 'CIA', { type: 'mediaDecision', choice: 'discard' });
    expect(dis.groupDiscard).toEqual([top]);
    const leave = act(r.s, 'CIA', { type: 'mediaDecision', choice: 'leave' });
    expect(leave.groupDeck[0]).toBe(top);
    expect(leave.groupDeck.length).toBe(s.groupDeck.length);
  });

  it('Media cannot recruit at the population limit and cannot act on an empty deck', () => {
    const full = struggle({ objective: 'NUC', CIA: ['MED-3'], KGB: [] });
    const r = act(full, 'CIA', { type: 'activate', group: 'MED-3' });
    expect(legalActions(r, 'CIA').map((a) => (a as { choice: string }).choice)).toEqual(['discard', 'leave']);
    const empty = struggle({ objective: 'ANG', CIA: ['MED-3'], KGB: [] });
    empty.groupDiscard = empty.groupDeck;
    empty.groupDeck = [];
    expect(refusal(empty, 'CIA', { type: 'activate', group: 'MED-3' })).toBe('illegal_action');
  });
});

describe('struggle events (A2.2 event table, A6)', () => {
  it('Nuclear Escalation discards every Military group in the chosen order, costs 5 VP and the action', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['MIL-2', 'ECO-1'],
      KGB: ['MIL-4', 'MIL-1'],
      mobilized: ['MIL-4'],
      scored: { CIA: ['NUC', 'CUB'] },
    });
    const nukes = legalActions(s, 'CIA').filter((a) => a.type === 'playEvent');
    expect(nukes).toHaveLength(6); // 3 Military groups: 3! orders
    const r = play(s, 'CIA', { type: 'playEvent', event: 'NUC', order: ['MIL-4', 'MIL-2', 'MIL-1'] });
    expect(r.s.play).toEqual({ CIA: ['ECO-1'], KGB: [] });
    expect(r.s.groupDiscard).toEqual(['MIL-4', 'MIL-2', 'MIL-1']);
    expect(r.s.mobilized).toEqual([]);
    expect(r.s.vp.CIA).toBe(10);
    expect(r.s.scored.CIA).toEqual(['CUB']);
    expect(r.s.objectiveDiscard).toEqual(['NUC']);
    expect(r.s.pending).toEqual({ kind: 'action', side: 'KGB' });
    expect(refusal(s, 'CIA', { type: 'playEvent', event: 'NUC', order: ['MIL-4', 'MIL-2'] })).toBe(
      'illegal_action',
    );
  });

  it('Nuclear Escalation is not playable without Military in play, on a first action, or by a non-owner', () => {
    const none = struggle({ objective: 'ANG', CIA: ['ECO-1'], KGB: ['POL-2'], scored: { CIA: ['NUC'] } });
    expect(legalActions(none, 'CIA').some((a) => a.type === 'playEvent')).toBe(false);
    const first = struggle({
      objective: 'ANG',
      CIA: [],
      KGB: ['MIL-2'],
      scored: { CIA: ['NUC'] },
      firstDone: false,
    });
    expect(legalActions(first, 'CIA')).toEqual([{ type: 'recruit' }]);
    const notMine = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: ['MIL-2'], scored: { KGB: ['NUC'] } });
    expect(refusal(notMine, 'CIA', { type: 'playEvent', event: 'NUC', order: ['MIL-1', 'MIL-2'] })).toBe(
      'illegal_action',
    );
  });

  it('Live Benefit takes the top discard ready; not with an empty pile or at Pop', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['ECO-1'],
      KGB: [],
      discard: ['MIL-6', 'POL-5'],
      scored: { CIA: ['LIV'] },
    });
    const r = play(s, 'CIA', { type: 'playEvent', event: 'LIV' });
    expect(r.s.play.CIA).toEqual(['ECO-1', 'POL-5']);
    expect(r.s.mobilized).toEqual([]);
    expect(r.s.groupDiscard).toEqual(['MIL-6']);
    expect(r.s.vp.CIA).toBe(0);
    expect(r.s.pending).toEqual({ kind: 'action', side: 'KGB' });
    const emptyPile = struggle({ objective: 'ANG', CIA: ['ECO-1'], KGB: [], scored: { CIA: ['LIV'] } });
    expect(refusal(emptyPile, 'CIA', { type: 'playEvent', event: 'LIV' })).toBe('illegal_action');
    const atPop = struggle({
      objective: 'GRE',
      CIA: ['ECO-1', 'ECO-2', 'ECO-3'],
      KGB: [],
      discard: ['MIL-6'],
      scored: { CIA: ['LIV'] },
    });
    expect(refusal(atPop, 'CIA', { type: 'playEvent', event: 'LIV' })).toBe('illegal_action');
  });

  it('Summit Meeting is free, allowed on a first turn, private, and not when the Agent X is face up', () => {
    const s = struggle({
      objective: 'ANG',
      CIA: [],
      KGB: [],
      x: { KGB: 'ASSASSIN' },
      scored: { CIA: ['SUM'] },
      firstDone: false,
    });
    expect(keys(legalActions(s, 'CIA'))).toEqual(
      keys([{ type: 'playEvent', event: 'SUM' }, { type: 'recruit' }]),
    );
    const r = play(s, 'CIA', { type: 'playEvent', event: 'SUM' });
    expect(r.s.pending).toEqual({ kind: 'action', side: 'CIA' });
    expect(r.s.struggle.acted.CIA).toBe(0);
    expect(r.s.vp.CIA).toBe(0);
    expect(viewFor(r.s, 'CIA').sides.KGB.agentX).toBe('ASSASSIN');
    expect(viewFor(r.s, 'table').sides.KGB.agentX).toBe('hidden');
    expect(r.events).toContainEqual({ type: 'agentSeen', side: 'CIA', agent: 'ASSASSIN', to: 'CIA' });
    expect(legalActions(r.s, 'CIA')).toEqual([{ type: 'recruit' }]);
    const faceUp = structuredClone(s);
    faceUp.revealed.KGB = true;
    expect(refusal(faceUp, 'CIA', { type: 'playEvent', event: 'SUM' })).toBe('illegal_action');
  });

  it('a Summit between two Passes does not break the consecutive-pass end (AMB-19)', () => {
    let s = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: ['MIL-2'], scored: { KGB: ['SUM'] } });
    s = act(s, 'CIA', { type: 'pass' });
    s = act(s, 'KGB', { type: 'playEvent', event: 'SUM' });
    s = act(s, 'KGB', { type: 'pass' });
    expect(s.phase).not.toBe('struggle');
  });

  it('events outside their window are refused', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: [], scored: { CIA: ['NOB', 'SPA', 'OLY'] } });
    for (const event of ['NOB', 'SPA', 'OLY']) {
      expect(refusal(s, 'CIA', { type: 'playEvent', event })).toBe('illegal_action');
    }
    expect(refusal(s, 'CIA', { type: 'declineEvent' })).toBe('illegal_action');
  });

  it('narrates an activation as the issue example reads', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MED-2'], KGB: ['MIL-5'], toMove: 'KGB' });
    const r = play(s, 'KGB', { type: 'activate', group: 'MIL-5', target: 'MED-2' });
    expect(types(r.events)).toEqual(['activated', 'groupDiscarded']);
    expect(r.events.map(describeEvent)).toEqual([
      'KGB activated Military 5.',
      "KGB's Military 5 discarded CIA's Media 2.",
    ]);
  });
});

describe('compulsory recruit with no groups (D-12 as revised 2026-12-07, A12 mustRecruitWhenEmpty)', () => {
  // CIA has no group, is past his first action, and owns Nuclear Escalation (KGB's Military 1 is in
  // play) and Live Benefit (a discarded group, room under Pop): without D-12's [S000] half he could
  // Pass or play either event (A6).
  const empty = (rules?: { mustRecruitWhenEmpty: boolean }) =>
    struggle({
      objective: 'ANG',
      CIA: [],
      KGB: ['MIL-1'],
      discard: ['ECO-2'],
      scored: { CIA: ['NUC', 'LIV'] },
      ...(rules ? { rules } : {}),
    });

  it('by default a player with no groups must Recruit while Recruit is legal', () => {
    const s = empty();
    expect(legalActions(s, 'CIA')).toEqual([{ type: 'recruit' }]);
    expect(refusal(s, 'CIA', { type: 'pass' })).toBe('illegal_action');
    expect(refusal(s, 'CIA', { type: 'playEvent', event: 'NUC', order: ['MIL-1'] })).toBe('illegal_action');
    expect(refusal(s, 'CIA', { type: 'playEvent', event: 'LIV' })).toBe('illegal_action');
    const recruited = act(s, 'CIA', { type: 'recruit' });
    expect(recruited.play.CIA).toHaveLength(1);
    // With a group again he may Pass on his next turn.
    const back = act(recruited, 'KGB', { type: 'pass' });
    expect(keys(legalActions(back, 'CIA'))).toContain(JSON.stringify({ type: 'pass' }));
  });

  it('holds for a player whose last group is discarded mid-struggle', () => {
    let s = struggle({ objective: 'ANG', CIA: ['ECO-1', 'MIL-2'], KGB: ['MIL-5', 'MIL-6'], toMove: 'KGB' });
    s = act(s, 'KGB', { type: 'activate', group: 'MIL-5', target: 'ECO-1' });
    s = act(s, 'CIA', { type: 'pass' });
    s = act(s, 'KGB', { type: 'activate', group: 'MIL-6', target: 'MIL-2' });
    expect(s.play.CIA).toEqual([]);
    expect(legalActions(s, 'CIA')).toEqual([{ type: 'recruit' }]);
    expect(refusal(s, 'CIA', { type: 'pass' })).toBe('illegal_action');
  });

  it('when Recruit is not legal (empty group deck) he may Pass', () => {
    const dry = empty();
    dry.groupDiscard = [...dry.groupDiscard, ...dry.groupDeck];
    dry.groupDeck = [];
    expect(keys(legalActions(dry, 'CIA'))).toContain(JSON.stringify({ type: 'pass' }));
    expect(keys(legalActions(dry, 'CIA'))).not.toContain(JSON.stringify({ type: 'recruit' }));
  });

  it('mustRecruitWhenEmpty: false switches it off; the first action is still Recruit', () => {
    const off = empty({ mustRecruitWhenEmpty: false });
    expect(keys(legalActions(off, 'CIA'))).toEqual(
      keys([
        { type: 'recruit' },
        { type: 'pass' },
        { type: 'playEvent', event: 'NUC', order: ['MIL-1'] },
        { type: 'playEvent', event: 'LIV' },
      ]),
    );
    expect(act(off, 'CIA', { type: 'pass' }).pending).toEqual({ kind: 'action', side: 'KGB' });
    const first = game({ rules: { mustRecruitWhenEmpty: false }, balanceHolder: 'CIA' });
    let s = act(first, 'CIA', { type: 'chooseAgent', agent: 'ANALYST' });
    s = act(s, 'KGB', { type: 'chooseAgent', agent: 'ANALYST' });
    s = act(s, 'CIA', { type: 'chooseFirst', first: 'CIA' });
    expect(legalActions(s, 'CIA')).toEqual([{ type: 'recruit' }]);
    expect(refusal(s, 'CIA', { type: 'pass' })).toBe('illegal_action');
  });
});
