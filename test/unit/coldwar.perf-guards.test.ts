/**
 * Guards for the engine's speed-ups (docs/coldwar-engine.md, Performance): `step` checks the
 * struggle's Recruit, Pass and Activate (and chooseAgent, chooseFirst, mediaDecision) field by
 * field with the predicates of rulings.ts instead of searching `legalActions`, and `legalActions`
 * hands out shared frozen objects (action-table.ts). These tests prove the direct checks accept
 * exactly the listed actions, with the same error codes, and that nothing a caller does to a
 * listed action can reach the engine.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENTS,
  type ColdWarAction,
  type ColdWarRulesConfig,
  type ColdWarState,
  GROUPS,
  legalActions,
  newGame,
  type Side,
  step,
  toAct,
} from '../../engine/coldwar';
import { factionOf, groupIndex, groupValue, permutations } from '../../engine/coldwar/action-table';

const GROUP_IDS = GROUPS.map((g) => g.id);

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * n);
  };
}

/** Field-by-field equality of an untrusted value with a listed action (the reference check). */
function listed(legal: readonly ColdWarAction[], c: Record<string, unknown>): ColdWarAction | undefined {
  return legal.find((a) => {
    const l = a as unknown as Record<string, unknown>;
    const keys = new Set([...Object.keys(l), ...Object.keys(c)]);
    for (const k of keys) {
      const x = l[k];
      const y = c[k];
      if (Array.isArray(x) && Array.isArray(y)) {
        if (x.length !== y.length || x.some((v, i) => v !== y[i])) return false;
      } else if (x !== y) return false;
    }
    return true;
  });
}

/** Recruit, Pass and every Activate shape worth trying in `s`, legal or forged. */
function candidates(s: ColdWarState): Record<string, unknown>[] {
  const inPlay = [...s.play.CIA, ...s.play.KGB];
  const outside = GROUP_IDS.find((g) => !inPlay.includes(g));
  const groups: unknown[] = [...inPlay, outside, 'NOPE-1', 7, null];
  const targets: unknown[] = [...inPlay, outside, undefined, null, 3, ['MIL-1']];
  const out: Record<string, unknown>[] = [{ type: 'recruit' }, { type: 'pass' }];
  for (const agent of [...AGENTS.map((a) => a.id), 'constructor', undefined, 3])
    out.push({ type: 'chooseAgent', agent });
  for (const first of ['CIA', 'KGB', 'table', undefined]) out.push({ type: 'chooseFirst', first });
  for (const choice of ['recruit', 'discard', 'leave', 'peek', undefined])
    out.push({ type: 'mediaDecision', choice });
  for (const group of groups) {
    out.push({ type: 'activate', group });
    for (const target of targets) out.push({ type: 'activate', group, target });
  }
  return out;
}

function checkState(s: ColdWarState): number {
  let checked = 0;
  const before = JSON.stringify(s);
  for (const side of ['CIA', 'KGB'] as Side[]) {
    const legal = legalActions(s, side);
    for (const c of candidates(s)) {
      const r = step(s, side, c);
      const match = listed(legal, c);
      if (legal.length === 0) {
        expect(r.ok ? 'ok' : r.error.code).toBe('not_your_turn');
      } else if (match === undefined) {
        expect(r.ok ? 'ok' : r.error.code, JSON.stringify(c)).toBe('illegal_action');
      } else {
        expect(r.ok, JSON.stringify(c)).toBe(true);
        const ref = step(s, side, match);
        if (!r.ok || !ref.ok) throw new Error('unreachable');
        expect(JSON.stringify(r.value)).toBe(JSON.stringify(ref.value));
      }
      checked++;
    }
    // Every listed action is accepted (this also covers events, arrangements and agents).
    for (const a of legal) expect(step(s, side, a).ok).toBe(true);
  }
  expect(JSON.stringify(s)).toBe(before);
  return checked;
}

function playout(seed: number, rules: Partial<ColdWarRulesConfig>, every: number): number {
  const created = newGame({ seed, rules });
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value;
  const pick = lcg(seed * 7919 + 1);
  let n = 0;
  let checked = 0;
  while (s.result !== null ? false : n < 5000) {
    const kind = s.pending?.kind;
    if (
      (kind === 'action' && n % every === 0) ||
      kind === 'chooseAgent' ||
      kind === 'chooseFirst' ||
      kind === 'mediaDecision'
    )
      checked += checkState(s);
    const sides = toAct(s);
    const side = sides[pick(sides.length)]!;
    const legal = legalActions(s, side);
    const r = step(s, side, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    n++;
  }
  expect(s.result).not.toBeNull();
  return checked;
}

describe('direct struggle validation agrees with legalActions', () => {
  const flagSets: Partial<ColdWarRulesConfig>[] = [
    {},
    { mustRecruitWhenEmpty: false },
    { politicalSelfStabilityLimit: true },
    { mustRecruitWhenEmpty: false, politicalSelfStabilityLimit: true, deputyDirectorGoesOnLeave: true },
  ];
  for (const rules of flagSets) {
    it(`accepts exactly the listed Recruit/Pass/Activate/chooseAgent/chooseFirst/mediaDecision, same codes and results (${JSON.stringify(rules)})`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 6; seed++) checked += playout(seed, rules, 3);
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

describe('listed actions are the caller’s own', () => {
  it('returns a fresh list of frozen actions on every call', () => {
    const created = newGame({ seed: 5 });
    if (!created.ok) throw new Error(created.error.code);
    let s = created.value;
    const pick = lcg(11);
    let edits = 0;
    while (s.result === null) {
      const side = toAct(s)[pick(toAct(s).length)]!;
      const a = legalActions(s, side);
      const b = legalActions(s, side);
      expect(a).not.toBe(b);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      // Shared listed actions are frozen, arrays included: nobody can edit one for everyone.
      for (const x of a) {
        expect(Object.isFrozen(x)).toBe(true);
        if ('order' in x) expect(Object.isFrozen(x.order)).toBe(true);
      }
      // Editing the returned array is the caller's business and changes nothing else.
      a.length = 0;
      a.push({ type: 'activate', group: 'NOPE-9' } as unknown as ColdWarAction);
      const r0 = step(s, side, a[0]);
      expect(r0.ok ? 'ok' : r0.error.code).toMatch(/illegal_action|not_your_turn/);
      expect(JSON.stringify(legalActions(s, side))).toBe(JSON.stringify(b));
      edits++;
      const r = step(s, side, b[pick(b.length)]);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    expect(edits).toBeGreaterThan(10);
  });
});

describe('Nuclear Escalation lists', () => {
  const perms = (xs: string[]): string[][] =>
    xs.length <= 1
      ? [xs.slice()]
      : xs.flatMap((h, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((t) => [h, ...t]));
  it('lists every order of the Military groups in play now, in the reference order', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const created = newGame({ seed });
      if (!created.ok) throw new Error(created.error.code);
      let s = created.value;
      const pick = lcg(seed);
      while (s.result === null) {
        const side = toAct(s)[pick(toAct(s).length)]!;
        const legal = legalActions(s, side);
        const nuc = legal.filter((a) => a.type === 'playEvent' && a.event === 'NUC');
        if (nuc.length > 0) {
          const mil = [...s.play.CIA, ...s.play.KGB].filter((g) => g.startsWith('MIL-'));
          expect(JSON.stringify(nuc)).toBe(
            JSON.stringify(perms(mil).map((order) => ({ type: 'playEvent', event: 'NUC', order }))),
          );
          for (const a of nuc) expect(step(s, side, a).ok).toBe(true);
          seen++;
        }
        const r = step(s, side, legal[pick(legal.length)]);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});

describe('permutations helper', () => {
  const reference = <T>(items: readonly T[]): T[][] => {
    if (items.length <= 1) return [items.slice()];
    const out: T[][] = [];
    items.forEach((head, i) => {
      const rest = items.slice(0, i).concat(items.slice(i + 1));
      for (const tail of reference(rest)) out.push([head, ...tail]);
    });
    return out;
  };
  it('lists the same orders in the same order as the recursive definition, up to 7 items', () => {
    for (let n = 0; n <= 7; n++) {
      const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].slice(0, n);
      expect(permutations(items)).toEqual(reference(items));
    }
  });
});

describe('groupIndex, factionOf, groupValue', () => {
  it('reads every group id as its position, faction and value in GROUPS', () => {
    GROUPS.forEach((g, i) => {
      expect(groupIndex(g.id)).toBe(i);
      expect(factionOf(g.id)).toBe(g.faction);
      expect(groupValue(g.id)).toBe(g.value);
    });
  });
});
