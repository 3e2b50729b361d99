import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BotContext,
  BotRandom,
  coldwarBot,
  determinize,
  ismctsBot,
  search,
  searchLimit,
} from '../../engine/bots';
import {
  type ColdWarAction,
  type ColdWarState,
  legalActions,
  newGame,
  type Side,
  step,
  toAct,
  viewFor,
} from '../../engine/coldwar';

/** Optional view fields a bot may look for even where a view leaves them out. */
const OPTIONAL = new Set(['cards', 'faceUp', 'toJSON', 'then']);

/**
 * The view as a bot must receive it: a JSON copy (nothing shared with the state), frozen, behind
 * a Proxy that fails on any read of a field the view does not have (a state-only field such as
 * `groupDeck`, `agentX` at the top level, or `rng`) and on any write.
 */
function sealed<T>(value: T): T {
  const seal = (v: unknown, path: string): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const copy: Record<string, unknown> | unknown[] = Array.isArray(v) ? [] : {};
    for (const [k, child] of Object.entries(v))
      (copy as Record<string, unknown>)[k] = seal(child, `${path}.${k}`);
    Object.freeze(copy);
    return new Proxy(copy, {
      get(target, prop, receiver) {
        if (typeof prop === 'symbol' || prop in target || OPTIONAL.has(prop))
          return Reflect.get(target, prop, receiver);
        throw new Error(`the bot read ${path}.${prop}, which its view does not have`);
      },
      set: () => {
        throw new Error(`the bot wrote into its view at ${path}`);
      },
    });
  };
  return seal(JSON.parse(JSON.stringify(value)), 'view') as T;
}

/** A position after `moves` uniformly random legal actions from a seeded new game. */
function position(seed: number, moves: number): ColdWarState {
  const r = newGame({ seed });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  const rand = new BotRandom(seed ^ 0x5bd1e995);
  for (let i = 0; i < moves && s.result === null; i++) {
    const sides = toAct(s);
    const side = sides[rand.below(sides.length)]!;
    const legal = legalActions(s, side);
    const next = step(s, side, legal[rand.below(legal.length)]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value.state;
  }
  return s;
}

const TINY: BotContext = { seed: 7, maxIterations: 12 };
const BOTS = ['random', 'heuristic', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'];

describe('Cold War determinizer', () => {
  it('gives a state whose view for the seat is the view it was given, and the same legal actions', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let s = position(seed, 0);
      const rand = new BotRandom(seed);
      for (let i = 0; s.result === null; i++) {
        for (const seat of ['CIA', 'KGB'] as const) {
          const view = viewFor(s, seat);
          const d = determinize(sealed(view), new BotRandom(i));
          expect(JSON.parse(JSON.stringify(viewFor(d, seat)))).toEqual(JSON.parse(JSON.stringify(view)));
          expect(legalActions(d, seat)).toEqual(legalActions(s, seat));
          checked++;
        }
        const side = toAct(s)[0]!;
        const legal = legalActions(s, side);
        s = (step(s, side, legal[rand.below(legal.length)]) as { ok: true; value: { state: ColdWarState } })
          .value.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('samples what the view hides: the opponent Agent X and the deck order vary between draws', () => {
    // Struggle of turn 1: both agents committed, decks unseen.
    let s = position(3, 0);
    while (s.phase !== 'struggle') s = advance(s);
    const view = viewFor(s, 'CIA');
    expect(view.sides.KGB.agentX).toBe('hidden');
    const agents = new Set<string>();
    const tops = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const d = determinize(view, new BotRandom(i));
      agents.add(d.agentX.KGB!);
      tops.add(d.groupDeck[0]!);
    }
    expect(agents.size).toBeGreaterThan(3);
    expect(tops.size).toBeGreaterThan(5);
  });

  it('keeps a Media card the seat left on top of the group deck', () => {
    let s = position(11, 0);
    for (let i = 0; i < 4000 && s.result === null; i++) {
      const side = toAct(s)[0]!;
      const legal = legalActions(s, side);
      const media = legal.find((a) => a.type === 'activate' && a.group.startsWith('MED'));
      if (media && s.groupDeck.length > 1) {
        s = must(s, side, media);
        const card = s.groupDeck[0]!;
        s = must(s, side, { type: 'mediaDecision', choice: 'leave' });
        for (let k = 0; k < 20; k++)
          expect(determinize(viewFor(s, side), new BotRandom(k)).groupDeck[0]).toBe(card);
        return;
      }
      s = must(s, side, legal[i % legal.length]!);
    }
    throw new Error('no Media activation came up');
  });
});

function must(s: ColdWarState, side: Side, a: ColdWarAction): ColdWarState {
  const r = step(s, side, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Plays the first legal action of whoever is to act. */
function advance(s: ColdWarState): ColdWarState {
  const side = toAct(s)[0]!;
  return must(s, side, legalActions(s, side)[0]!);
}

describe('Cold War bots', () => {
  it('are tested on views that refuse state-only reads and writes', () => {
    const view = sealed(viewFor(position(4, 30), 'CIA')) as unknown as Record<string, unknown>;
    expect(() => view.groupDeck).toThrow(/does not have/);
    expect(() => (view.sides as Record<string, Record<string, unknown>>).KGB!.agentX).not.toThrow();
    expect(() => {
      view.turn = 3;
    }).toThrow();
  });

  it('return one of the legal actions, from a sealed view, in random seeded positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 300 }), (seed, moves) => {
        const s = position(seed, moves);
        if (s.result !== null) return;
        for (const side of toAct(s)) {
          const legal = legalActions(s, side);
          for (const name of BOTS) {
            const action = coldwarBot(name)!.decide(sealed(viewFor(s, side)), legal, { ...TINY, seed });
            expect(legal.some((a) => isDeepStrictEqual(a, action))).toBe(true);
            expect(step(s, side, action).ok).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('are reproducible: same view, same legal list, same seed → same action', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const s = position(seed, 20 + seed * 7);
      if (s.result !== null) continue;
      const side = toAct(s)[0]!;
      const legal = legalActions(s, side);
      for (const name of BOTS) {
        const bot = coldwarBot(name)!;
        const first = bot.decide(viewFor(s, side), legal, { seed: 99, maxIterations: 30 });
        const again = bot.decide(viewFor(s, side), legal, { seed: 99, maxIterations: 30 });
        expect(again).toEqual(first);
      }
    }
  });

  it('search stops on the caller clock budget', () => {
    const s = position(5, 40);
    const side = toAct(s)[0]!;
    const view = viewFor(s, side);
    let t = 0;
    const now = () => {
      t += 1; // one "millisecond" per look at the clock
      return t;
    };
    const result = search({
      seat: side as Side,
      legal: legalActions(s, side),
      sample: (rand) => determinize(view, rand),
      seed: 1,
      stop: () => now() > 20,
      greed: 0.8,
      extraTurns: 0,
    });
    expect(result.iterations).toBe(20);
    let clockReads = 0;
    const budgeted = ismctsBot('hard');
    budgeted.decide(view, legalActions(s, side), {
      seed: 1,
      budgetMs: 5,
      now: () => {
        clockReads++;
        return clockReads; // each read 1 ms later: the bot must give up after a handful of reads
      },
    });
    expect(clockReads).toBeLessThan(10);
  });

  it('a search limit without a budget falls back to the iteration cap, with or without a clock', () => {
    const count = (stop: () => boolean) => {
      let n = 0;
      while (!stop()) n++;
      return n;
    };
    expect(count(searchLimit({ seed: 1 }, 37))).toBe(37);
    expect(count(searchLimit({ seed: 1, now: () => 0 }, 37))).toBe(37);
    expect(count(searchLimit({ seed: 1, now: () => 0, budgetMs: 5, maxIterations: 9 }, 37))).toBe(9);
  });

  it('a search limit counts its budget from when the host asked, less the time kept for the reply (issue 21)', () => {
    // An injected clock: the question was asked at t = 1000, the worker started on it at t = 1600.
    let t = 1600;
    const stop = searchLimit({ seed: 1, now: () => t, budgetMs: 1000, askedAt: 1000, replyMs: 10 }, 1e9);
    const runUntil = (until: number) => {
      let n = 0;
      while (!stop()) {
        n++;
        t += 1; // one millisecond an iteration
        if (t > until) return -1;
      }
      return n;
    };
    // The deadline is 1000 + 1000 - 10 = 1990: the search stops at the first look at the clock
    // at or past it (every 16 iterations), not a whole budget after it started.
    const n = runUntil(5000);
    expect(n).toBeGreaterThan(0);
    expect(t).toBeGreaterThanOrEqual(1990);
    expect(t).toBeLessThan(1990 + 16);
    // Without askedAt the budget runs from the search's start, as before.
    t = 1600;
    const plain = searchLimit({ seed: 1, now: () => t, budgetMs: 1000 }, 1e9);
    while (!plain()) t += 1;
    expect(t).toBeGreaterThanOrEqual(2600);
    expect(t).toBeLessThan(2600 + 16);
  });

  it('a search limit stops once the asker cancels, at its next look at the clock', () => {
    let wanted = true;
    const stop = searchLimit({ seed: 1, now: () => 0, budgetMs: 1000, cancelled: () => !wanted }, 1e9);
    let n = 0;
    while (!stop()) {
      n++;
      if (n === 40) wanted = false;
    }
    expect(n).toBe(47); // the look at iteration 48 sees it
  });

  it('skip the search when there is only one legal action', () => {
    const s = position(2, 0);
    const side = toAct(s)[0]!;
    const legal = legalActions(s, side).slice(0, 1);
    let reads = 0;
    const action = ismctsBot('hard').decide(viewFor(s, side), legal, {
      seed: 1,
      budgetMs: 1000,
      now: () => reads++,
    });
    expect(action).toBe(legal[0]);
    expect(reads).toBe(0);
  });

  it('the search bot beats the random bot over a few quick games', () => {
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const searchSide: Side = g % 2 === 0 ? 'CIA' : 'KGB';
      let s = position(500 + g, 0);
      for (let k = 0; s.result === null; k++) {
        const side = toAct(s)[0]!;
        const bot = coldwarBot(side === searchSide ? 'ismcts:normal' : 'random')!;
        s = must(
          s,
          side,
          bot.decide(viewFor(s, side), legalActions(s, side), { seed: k, maxIterations: 25 }),
        );
      }
      if (s.result.winner === searchSide) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});
