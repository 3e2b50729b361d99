import { describe, expect, it } from 'vitest';
import { legalActions, step } from '../../engine/coldwar';
import type { ColdWarState, GroupId, Side } from '../../engine/coldwar/types';
import { struggle } from './coldwar.helpers';

/** The Political targets `side` may pick with `group`, sorted. */
function politicalTargets(s: ColdWarState, side: Side, group: GroupId): string[] {
  return legalActions(s, side)
    .filter((a) => a.type === 'activate' && a.group === group)
    .map((a) => (a as { target: string }).target)
    .sort();
}

/**
 * A2.3: "The move is legal only if, after it: (1) neither player has more groups than Pop, and
 * (2) the opponent's Influence is ≤ Stability (with `politicalSelfStabilityLimit: true`: both
 * players' Influence is ≤ Stability)." A12 lists the flag. Korea: Stability 11, Pop 4 (A2.2).
 */
describe('Political with politicalSelfStabilityLimit (A2.3, A12)', () => {
  const flag = { politicalSelfStabilityLimit: true };

  it('a player at 18 may not give a card away and stay above Stability (12 or 13)', () => {
    // CIA 1+6+6+5 = 18 holds Pop 4 groups (so no steal); KGB holds ECO-2 (2).
    const setup = {
      objective: 'KOR' as const,
      CIA: ['POL-1', 'MIL-6', 'ECO-6', 'MED-5'] as GroupId[],
      KGB: ['ECO-2'] as GroupId[],
    };
    const on = struggle({ ...setup, rules: flag });
    // Give MED-5: CIA 13; give ECO-6 or MIL-6: CIA 12. All above 11, so none is legal.
    expect(politicalTargets(on, 'CIA', 'POL-1')).toEqual([]);
    for (const target of ['MED-5', 'ECO-6', 'MIL-6'])
      expect(step(on, 'CIA', { type: 'activate', group: 'POL-1', target })).toMatchObject({
        ok: false,
        error: { code: 'illegal_action' },
      });
    // Flag off (the card text): only the receiver is protected; KGB 2+6 = 8 ≤ 11, so all three.
    const off = struggle(setup);
    expect(politicalTargets(off, 'CIA', 'POL-1')).toEqual(['ECO-6', 'MED-5', 'MIL-6']);
    expect(step(off, 'CIA', { type: 'activate', group: 'POL-1', target: 'MED-5' }).ok).toBe(true);
  });

  it('a give that brings the giver down to Stability is legal; one that leaves him at 12 is not', () => {
    // CIA 1+6+5+2 = 14; KGB 1+2 = 3. Give MED-2 → CIA 12 (over); ECO-5 → 9; MIL-6 → 8.
    const setup = {
      objective: 'KOR' as const,
      CIA: ['POL-1', 'MIL-6', 'ECO-5', 'MED-2'] as GroupId[],
      KGB: ['ECO-2', 'MIL-1'] as GroupId[],
    };
    expect(politicalTargets(struggle({ ...setup, rules: flag }), 'CIA', 'POL-1')).toEqual(['ECO-5', 'MIL-6']);
    expect(politicalTargets(struggle(setup), 'CIA', 'POL-1')).toEqual(['ECO-5', 'MED-2', 'MIL-6']);
  });

  it('a steal may not leave the victim above Stability', () => {
    // KGB 2+2 = 4 with POL-2 steals from CIA at 18: CIA would keep 12–17 > 11, so no steal.
    // (KGB itself would stay ≤ 11 after any of them: 4+6 = 10.)
    const setup = {
      objective: 'KOR' as const,
      CIA: ['POL-1', 'MIL-6', 'ECO-6', 'MED-5'] as GroupId[],
      KGB: ['POL-2', 'ECO-2'] as GroupId[],
      toMove: 'KGB' as const,
    };
    const on = struggle({ ...setup, rules: flag });
    expect(politicalTargets(on, 'KGB', 'POL-2')).toEqual([]);
    expect(step(on, 'KGB', { type: 'activate', group: 'POL-2', target: 'MIL-6' })).toMatchObject({
      ok: false,
      error: { code: 'illegal_action' },
    });
    // Flag off: Stability never bars a steal (AMB-18); KGB has room under Pop 4 for any one.
    expect(politicalTargets(struggle(setup), 'KGB', 'POL-2')).toEqual(['ECO-6', 'MED-5', 'MIL-6', 'POL-1']);
  });

  it('a steal that brings the victim down to Stability is legal with the flag', () => {
    // CIA 1+6+5 = 12; KGB POL-2 + ECO-1 = 3. Steal MIL-6 → CIA 6, KGB 9; ECO-5 → CIA 7, KGB 8;
    // POL-1 → CIA 11, KGB 4. All leave both ≤ 11.
    const setup = {
      objective: 'KOR' as const,
      CIA: ['POL-1', 'MIL-6', 'ECO-5'] as GroupId[],
      KGB: ['POL-2', 'ECO-1'] as GroupId[],
      toMove: 'KGB' as const,
    };
    expect(politicalTargets(struggle({ ...setup, rules: flag }), 'KGB', 'POL-2')).toEqual([
      'ECO-5',
      'MIL-6',
      'POL-1',
    ]);
  });
});
