import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coldwarRules } from '../../engine/coldwar';
import type { ColdWarState, GroupId, ObjectiveId, Side } from '../../engine/coldwar/types';
import { seedRng, TABLE_SEAT } from '../../engine/core';
import { doubleagentRules } from '../../engine/doubleagent';
import type { DaState } from '../../engine/doubleagent/state';
import { keyedSeed } from '../support/deals';
import { chooser } from '../support/playout';

/**
 * The host offers undo only for an action its engine marks `undoable`, and the rule for both games
 * is that an action which showed anyone anything hidden is final (issue 19: KGB activated Media,
 * saw POL-3, undid, and recruited POL-3 knowing it). So `undoable` must mean "nobody learned
 * anything", and this checks it over random games.
 *
 * What "learned nothing" means here (non-interference): a seat w (each player, and the table) may
 * know only what its view shows. Take a second state S′ that w cannot tell from the real one S:
 * every hidden part w cannot see is dealt again (deck orders nobody has looked at, a face-down
 * Agent X, who the double agent is, monitors w never inspected, the dice to come), and w's view of
 * S′ is checked to be identical to its view of S. If the action revealed nothing to w, then after
 * it w still cannot tell the two games apart: the action is accepted in S′ as well, is undoable
 * there too (whether undo is offered is itself public), and w's new view and w's log events are
 * identical. When the action shows w a card, the re-dealt card differs, so w's view differs.
 *
 * This is stricter than "only the public fields changed": a recruit changes only public fields
 * (the table sees the new group), but the card it shows was hidden; in S′ another card is on top
 * of the deck, so even the table's view differs and the recruit must be final.
 */

type Rand = ReturnType<typeof chooser>;

/** A copy of `items` with the entries at positions not in `keep` shuffled among themselves. */
function reshuffle<T>(items: readonly T[], keep: (item: T) => boolean, rand: Rand): T[] {
  const free = items.map((_, i) => i).filter((i) => !keep(items[i]!));
  const pool = free.map((i) => items[i]!);
  const out = items.slice();
  for (const i of free) out[i] = pool.splice(rand(pool.map((_, k) => k)), 1)[0]!;
  return out;
}

/** Cold War: re-deal what `seat` cannot see (it must not be able to tell the result apart). */
function coldwarTwin(s: ColdWarState, seat: string, rand: Rand): ColdWarState {
  const t = structuredClone(s);
  // Cards somebody has looked at keep their places (the notes and a pending peek name them); every
  // other card of both decks is in an order nobody knows.
  const seen = new Set<string>();
  for (const side of ['CIA', 'KGB'] as const)
    for (const n of s.knowledge[side]) {
      if (n.kind === 'mediaPeek') seen.add(n.card);
      if (n.kind === 'analystPeek' || n.kind === 'spaceRace') for (const c of n.cards) seen.add(c);
    }
  const p = s.pending;
  if (p?.kind === 'mediaDecision') seen.add(p.card);
  if (p?.kind === 'arrangeGroups' || p?.kind === 'arrangeObjectives') for (const c of p.cards) seen.add(c);
  t.groupDeck = reshuffle<GroupId>(s.groupDeck, (c) => seen.has(c), rand);
  t.objectiveDeck = reshuffle<ObjectiveId>(s.objectiveDeck, (c) => seen.has(c), rand);
  // A face-down Agent X that `seat` has not seen may be any other agent in the same place.
  for (const side of ['CIA', 'KGB'] as const) {
    const x = s.agentX[side];
    if (x === null || side === seat || s.revealed[side]) continue;
    if (seat !== TABLE_SEAT && s.knowledge[seat as Side].some((n) => n.kind === 'summit')) continue;
    const status = s.agents[side];
    const others = (Object.keys(status) as (keyof typeof status)[]).filter(
      (a) => a !== x && status[a] === status[x] && a !== s.barred[side],
    );
    if (others.length > 0) t.agentX[side] = rand(others);
  }
  t.rng = seedRng(rand([1, 2, 3, 4, 5, 6, 7, 8, 9]) * 7919 + s.turn);
  return t;
}

/** Double Agent: re-deal what `seat` cannot see. */
function doubleagentTwin(s: DaState, seat: string, rand: Rand): DaState {
  let t: DaState = { ...s, rng: seedRng(rand([1, 2, 3, 4, 5, 6, 7, 8, 9]) * 7919 + s.round) };
  const me = s.players.find((p) => p.id === seat);
  if (me?.role === 'doubleAgent') return t; // it knows every role and (B10) every monitor
  // Any other agent still in, not exposed, could be the double agent.
  const da = s.players.find((p) => p.role === 'doubleAgent')!;
  const could = s.players.filter((p) => p.id !== seat && !p.revealed && !p.eliminated && p.position !== null);
  const next = rand(could.length > 0 ? could : [da]);
  t = {
    ...t,
    players: s.players.map((p) =>
      p.id === next.id
        ? { ...p, role: 'doubleAgent' }
        : p.id === da.id && next.id !== da.id
          ? { ...p, role: 'security' }
          : p,
    ),
  };
  // Monitors `seat` never inspected may be in any state.
  const mine = new Set(s.inspections.filter((i) => i.by === seat).map((i) => i.sector));
  const sectors = Object.keys(s.monitors).filter((k) => !mine.has(k));
  const states = reshuffle(
    sectors.map((k) => s.monitors[k]!),
    () => false,
    rand,
  );
  const monitors = { ...s.monitors };
  sectors.forEach((k, i) => {
    monitors[k] = states[i]!;
  });
  return { ...t, monitors };
}

interface Game<S> {
  readonly rules: {
    seats(s: S): readonly string[];
    toAct(s: S): readonly string[];
    legalActions(s: S, seat: string): readonly unknown[];
    step(
      s: S,
      seat: string,
      a: unknown,
    ): { ok: true; value: { state: S; events: readonly unknown[]; undoable: boolean } } | { ok: false };
    viewFor(s: S, seat: string): unknown;
    eventsFor(e: readonly unknown[], seat: string): readonly unknown[];
  };
  twin(s: S, seat: string, rand: Rand): S;
}

/** A view as text to compare; the Double Agent's board is the same object in both and public. */
function shown(view: unknown): string {
  return JSON.stringify(view, (k, v) => (k === 'board' ? undefined : v));
}

/** Plays one random game; for every undoable action checks every seat against a twin state. */
function checkGame<S>(game: Game<S>, start: S, seed: number, maxActions: number): { undoable: number } {
  const { rules } = game;
  const pick = chooser(seed);
  const seats = [...rules.seats(start), TABLE_SEAT];
  let s = start;
  let undoable = 0;
  for (let n = 0; n < maxActions; n++) {
    const toAct = rules.toAct(s);
    if (toAct.length === 0) break;
    const seat = pick(toAct);
    const action = pick(rules.legalActions(s, seat));
    const r = rules.step(s, seat, action);
    if (!r.ok) throw new Error(`refused a legal action: ${JSON.stringify(action)}`);
    if (r.value.undoable) {
      undoable++;
      for (const w of seats) {
        const twin = game.twin(s, w, pick);
        // The twin really looks the same to w (else this test, not the engine, is wrong).
        expect(shown(rules.viewFor(twin, w))).toBe(shown(rules.viewFor(s, w)));
        const t = rules.step(twin, seat, action);
        const what = `${seat} ${JSON.stringify(action)}, seen by ${w}`;
        expect(t.ok, what).toBe(true);
        if (!t.ok) continue;
        expect(t.value.undoable, what).toBe(true);
        expect(shown(rules.viewFor(t.value.state, w)), what).toBe(shown(rules.viewFor(r.value.state, w)));
        expect(rules.eventsFor(t.value.events, w), what).toEqual(rules.eventsFor(r.value.events, w));
      }
    }
    s = r.value.state;
  }
  return { undoable };
}

const coldwar: Game<ColdWarState> = {
  rules: coldwarRules as unknown as Game<ColdWarState>['rules'],
  twin: coldwarTwin,
};
const doubleagent: Game<DaState> = {
  rules: doubleagentRules as unknown as Game<DaState>['rules'],
  twin: doubleagentTwin,
};

describe('undoable means nobody learned anything (non-interference, both games)', () => {
  it('Cold War: every undoable action leaves every seat unable to tell a re-dealt game apart', () => {
    let total = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.boolean(), (seed, flags) => {
        const created = coldwarRules.create({
          seed: keyedSeed(seed),
          ...(flags
            ? {
                rules: {
                  deputyDirectorGoesOnLeave: true,
                  mustRecruitWhenEmpty: false,
                  politicalSelfStabilityLimit: true,
                },
              }
            : {}),
        });
        if (!created.ok) throw new Error(created.error.message);
        total += checkGame(coldwar, created.value, seed, 1500).undoable;
      }),
      { numRuns: 12 },
    );
    expect(total).toBeGreaterThan(100); // the property was exercised
  });

  it('Double Agent: the same, with engine dice and with dice typed in from the table', () => {
    let total = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.boolean(), (seed, typed) => {
        const created = doubleagentRules.create({
          seed: keyedSeed(seed),
          players: ['ann', 'bob', 'cat', 'dan'],
          ...(typed ? { rules: { dice: 'table' } } : {}),
        });
        if (!created.ok) throw new Error(created.error.message);
        total += checkGame(doubleagent, created.value, seed, 400).undoable;
      }),
      { numRuns: 8 },
    );
    expect(total).toBeGreaterThan(100);
  });
});
