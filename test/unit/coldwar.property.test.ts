import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENTS,
  type ColdWarAction,
  type ColdWarState,
  describeEvent,
  eventsFor,
  GROUPS,
  legalActions,
  newGame,
  OBJECTIVES,
  type Side,
  step,
  toAct,
  viewFor,
} from '../../engine/coldwar';
import { keyedSeed } from '../support/deals';

const VP = Object.fromEntries(OBJECTIVES.map((o) => [o.id, o.vp]));
const GROUP_IDS = GROUPS.map((g) => g.id);
const OBJECTIVE_IDS = OBJECTIVES.map((o) => o.id);
const AGENT_IDS = AGENTS.map((a) => a.id);
const MAX_ACTIONS = 20_000;

/** A tiny seeded generator for the playout policy (separate from the game's own dice). */
function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * n);
  };
}

/** Frozen input makes any write to a state (or a part shared with its successor) throw. */
function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function checkAccounting(s: ColdWarState): void {
  const groups = [...s.groupDeck, ...s.groupDiscard, ...s.play.CIA, ...s.play.KGB];
  expect(groups.slice().sort()).toEqual(GROUP_IDS.slice().sort());
  for (const m of s.mobilized) expect([...s.play.CIA, ...s.play.KGB]).toContain(m);
  const objectives = [
    ...s.objectiveDeck,
    ...s.objectiveDiscard,
    ...s.scored.CIA,
    ...s.scored.KGB,
    ...(s.objective === null ? [] : [s.objective]),
  ];
  expect(objectives.slice().sort()).toEqual(OBJECTIVE_IDS.slice().sort());
  for (const side of ['CIA', 'KGB'] as const) {
    expect(s.vp[side]).toBe(s.scored[side].reduce((t, id) => t + VP[id]!, 0));
  }
}

/** Plausible but usually illegal actions, to check refusals. */
function candidate(pick: (n: number) => number): ColdWarAction {
  const g = () => GROUP_IDS[pick(24)]!;
  const all: ColdWarAction[] = [
    { type: 'recruit' },
    { type: 'pass' },
    { type: 'declineEvent' },
    { type: 'activate', group: g(), target: g() },
    { type: 'activate', group: g() },
    { type: 'chooseAgent', agent: AGENT_IDS[pick(6)]! },
    { type: 'chooseFirst', first: pick(2) ? 'CIA' : 'KGB' },
    { type: 'mediaDecision', choice: (['recruit', 'discard', 'leave'] as const)[pick(3)]! },
    { type: 'playEvent', event: (['SUM', 'LIV', 'NOB', 'SPA', 'OLY'] as const)[pick(5)]! },
    { type: 'playEvent', event: 'NUC', order: [g()] },
    { type: 'returnAgent', agent: AGENT_IDS[pick(6)]! },
    { type: 'doubleAgentPrivilege', option: 'leave', agent: AGENT_IDS[pick(6)]! },
    { type: 'arrangeGroups', order: [g(), g(), g()] },
  ];
  return all[pick(all.length)]!;
}

/** The hidden facts a seat must not be able to tell apart. */
function hiddenVariants(s: ColdWarState, seat: 'CIA' | 'KGB' | 'table'): ColdWarState[] {
  const out: ColdWarState[] = [];
  // Deck order below the top three (no peek reaches that deep) is hidden from every seat.
  const deep = structuredClone(s);
  deep.groupDeck = [...deep.groupDeck.slice(0, 3), ...deep.groupDeck.slice(3).reverse()];
  deep.objectiveDeck = [...deep.objectiveDeck.slice(0, 3), ...deep.objectiveDeck.slice(3).reverse()];
  out.push(deep);
  if (seat === 'table') {
    const all = structuredClone(s);
    all.groupDeck.reverse();
    all.objectiveDeck.reverse();
    out.push(all);
  }
  for (const side of ['CIA', 'KGB'] as const) {
    if (side === seat) continue;
    const x = s.agentX[side];
    const v = viewFor(s, seat).sides[side];
    if (x === null || v.agentX !== 'hidden') continue;
    const alt = AGENT_IDS.find((a) => a !== x && s.agents[side][a] === 'hq' && a !== s.barred[side]);
    if (alt === undefined) continue;
    const swapped = structuredClone(s);
    swapped.agentX[side] = alt;
    out.push(swapped);
  }
  return out;
}

function playout(seed: number, policySeed: number, deepChecks: boolean, freeze = deepChecks) {
  const created = newGame({ seed: keyedSeed(seed) });
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value;
  const pick = lcg(policySeed);
  const journal: { side: Side; action: ColdWarAction }[] = [];
  while (s.result === null) {
    expect(journal.length).toBeLessThan(MAX_ACTIONS);
    if (freeze) deepFreeze(s);
    const sides = toAct(s);
    expect(sides.length).toBeGreaterThan(0);
    const side = sides[pick(sides.length)]!;
    const legal = legalActions(s, side);
    expect(legal.length).toBeGreaterThan(0);
    if (s.pending?.kind === 'action' && s.play[side].length === 0 && s.groupDeck.length > 0) {
      // D-12: with no groups and a card to draw, a side may only Recruit (a free Summit aside).
      const others = legal.filter(
        (a) => a.type !== 'recruit' && !(a.type === 'playEvent' && a.event === 'SUM'),
      );
      expect(others).toEqual([]);
    }
    if (deepChecks) {
      const before = JSON.stringify(s);
      const keys = new Set(legal.map((a) => JSON.stringify(a)));
      for (let i = 0; i < 2; i++) {
        const c = candidate(pick);
        for (const who of ['CIA', 'KGB'] as const) {
          const isLegal = legalActions(s, who).some((a) => JSON.stringify(a) === JSON.stringify(c));
          const r = step(s, who, c);
          expect(r.ok).toBe(isLegal);
        }
        if (!keys.has(JSON.stringify(c))) expect(step(s, side, c).ok).toBe(false);
      }
      expect(JSON.stringify(s)).toBe(before);
    }
    const action = legal[pick(legal.length)]!;
    const r = step(s, side, action);
    if (!r.ok) throw new Error(`${side} ${JSON.stringify(action)}: ${r.error.code}`);
    journal.push({ side, action });
    s = r.value.state;
    if (deepChecks) {
      checkAccounting(s);
      for (const seat of ['CIA', 'KGB', 'table'] as const) {
        const view = JSON.stringify(viewFor(s, seat));
        for (const variant of hiddenVariants(s, seat))
          expect(JSON.stringify(viewFor(variant, seat))).toBe(view);
        const visible = eventsFor(r.value.events, seat);
        for (const e of visible) expect(describeEvent(e)).toMatch(/\w/);
        for (const e of visible) if ('to' in e) expect(e.to).toBe(seat);
        for (const side2 of ['CIA', 'KGB'] as const) {
          if (side2 === seat || viewFor(s, seat).sides[side2].agentX !== 'hidden') continue;
          const x = s.agentX[side2];
          for (const e of visible) {
            if ('agent' in e && e.side === side2 && e.type !== 'doubleAgentPrivilege')
              expect(e.agent).not.toBe(x);
          }
        }
      }
    }
  }
  return { final: s, journal, seed };
}

describe('seeded random playouts (properties)', () => {
  it('keep every card accounted for, VP consistent, views and logs leak-free, refusals inert; games end', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, policySeed) => {
        const { final, journal } = playout(seed, policySeed, true);
        expect(final.result).not.toBeNull();
        expect(journal.length).toBeGreaterThan(0);
      }),
      { numRuns: 12 },
    );
  });

  it('refuses arbitrary JSON (and arbitrary values) without throwing or changing the state', () => {
    const states = [newGame({ seed: 3 }), newGame({ seed: 4, deal: { groups: ['MED-1'] } })].map((r) => {
      if (!r.ok) throw new Error(r.error.code);
      return r.value;
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.anything(),
          fc.record(
            {
              type: fc.constantFrom('activate', 'playEvent', 'chooseAgent'),
              group: fc.anything(),
              event: fc.anything(),
              agent: fc.anything(),
            },
            { requiredKeys: ['type'] },
          ),
        ),
        fc.constantFrom('CIA', 'KGB', 'table', ''),
        (action, side) => {
          for (const s of states) {
            const before = JSON.stringify(s);
            const legal = legalActions(s, side).some((a) => JSON.stringify(a) === JSON.stringify(action));
            const r = step(s, side, action);
            expect(r.ok).toBe(legal);
            expect(JSON.stringify(s)).toBe(before);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('replaying the journal from the seed reproduces the final state exactly', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, policySeed) => {
        const { final, journal } = playout(seed, policySeed, false);
        const created = newGame({ seed: keyedSeed(seed) });
        if (!created.ok) throw new Error(created.error.code);
        let s = created.value;
        for (const { side, action } of journal) {
          const r = step(JSON.parse(JSON.stringify(s)), side, JSON.parse(JSON.stringify(action)));
          if (!r.ok) throw new Error(r.error.code);
          s = r.value.state;
        }
        expect(JSON.stringify(s)).toBe(JSON.stringify(final));
      }),
      { numRuns: 30 },
    );
  });

  it('ends every game, with a winner at the threshold, never writing to a given state', () => {
    for (let seed = 0; seed < 150; seed++) {
      const { final } = playout(seed, seed * 31 + 7, false, true);
      expect(final.result?.reason).toBe('threshold');
      const w = final.result!.winner!;
      expect(final.vp[w]).toBeGreaterThanOrEqual(100);
    }
  });
});
