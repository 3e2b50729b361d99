import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BotRandom, doubleAgentBot, planningBot } from '../../engine/bots';
import { sabotageRisk } from '../../engine/bots/doubleagent/double-agent';
import {
  type DaAction,
  type DaState,
  type DaView,
  deduce,
  deductionInputFor,
  legalActions,
  newGame,
  step,
  toAct,
  viewFor,
} from '../../engine/doubleagent';

const PLAYERS = ['ann', 'bob', 'cat', 'dan'];

function start(seed: number, maxRounds?: number): DaState {
  const r = newGame({
    seed,
    players: PLAYERS,
    deal: { doubleAgent: PLAYERS[seed % 4]! },
    ...(maxRounds === undefined ? {} : { rules: { maxRounds } }),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A frozen JSON copy of the seat's view: nothing in it leads back to the state. */
function frozenView(s: DaState, seat: string): DaView {
  return deepFreeze(JSON.parse(JSON.stringify(viewFor(s, seat))) as DaView);
}

/** Freezes what is not frozen yet (a view shares its board with the state: frozen once, then skipped). */
function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    for (const child of Object.values(v)) deepFreeze(child);
    Object.freeze(v);
  }
  return v;
}

interface Decision {
  readonly seat: string;
  readonly view: DaView;
  readonly action: DaAction;
}

interface Played {
  readonly final: DaState;
  readonly decisions: readonly Decision[];
}

/** Planner bots in every seat, each handed its frozen view; no round cap. Checks every action is legal. */
function playGame(seed: number, bot = planningBot()): Played {
  let s = start(seed);
  const decisions: Decision[] = [];
  for (let k = 0; s.phase.kind !== 'over'; k++) {
    if (k > 5000) throw new Error(`game ${seed} did not end`);
    const seat = toAct(s)[0]!;
    const legal = legalActions(s, seat);
    const view = deepFreeze(viewFor(s, seat));
    const action = bot.decide(view, legal, { seed: seed * 1000 + k });
    expect(legal.some((a) => isDeepStrictEqual(a, action))).toBe(true);
    decisions.push({ seat, view, action });
    const r = step(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return { final: s, decisions };
}

/** Twenty seeded bot-vs-bot games, played once and shared by the tests below. */
let played: Played[] | null = null;
const games = (): Played[] => {
  played ??= Array.from({ length: 20 }, (_, i) => playGame(100 + i));
  return played;
};

describe('Double Agent bots', () => {
  it('never accuse an agent their own deduction has proved innocent', () => {
    let accusations = 0;
    for (const game of games())
      for (const { view, action } of game.decisions) {
        if (action.type !== 'accuse') continue;
        accusations++;
        const input = deductionInputFor(view);
        expect(input).not.toBeNull();
        expect(deduce(input!).suspects).toContain(action.target);
      }
    expect(accusations).toBeGreaterThan(4);
  });

  it('property: a Security Agent wanting to accuse always names a suspect, even left to stew', () => {
    let accusations = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        // Bots play, but every accusation is checked and then replaced by a plain move, so the
        // game runs on into positions where Security Agents know a lot and still have not acted.
        let s = start(seed, 25);
        const rand = new BotRandom(seed);
        const bot = planningBot();
        for (let i = 0; s.phase.kind !== 'over'; i++) {
          const seat = toAct(s)[0]!;
          const legal = legalActions(s, seat);
          const view = deepFreeze(viewFor(s, seat));
          let action = bot.decide(view, legal, { seed: seed + i });
          if (action.type === 'accuse') {
            accusations++;
            expect(deduce(deductionInputFor(view)!).suspects).toContain(action.target);
            const moves = legal.filter((a) => a.type !== 'accuse');
            if (moves.length === 0) return;
            action = rand.pick(moves);
          }
          s = (step(s, seat, action) as { ok: true; value: { state: DaState } }).value.state;
        }
      }),
      // A fixed seed: the count below checks the property was exercised, so it must not vary.
      { numRuns: 30, seed: 20261130 },
    );
    expect(accusations).toBeGreaterThan(10);
  });

  it('bot-vs-bot games end without a round cap, and both roles win some', () => {
    const winners = { doubleAgent: 0, security: 0 };
    for (const { final } of games()) {
      if (final.phase.kind !== 'over') throw new Error('not over');
      expect(final.phase.winner).not.toBeNull();
      const da = final.players.find((p) => p.role === 'doubleAgent')!.id;
      winners[final.phase.winner === da ? 'doubleAgent' : 'security']++;
    }
    expect(winners.doubleAgent).toBeGreaterThan(0);
    expect(winners.security).toBeGreaterThan(0);
  });

  it('the double agent escapes only once it has enough sabotages', () => {
    let escapes = 0;
    for (const game of games())
      for (const { view, action } of game.decisions) {
        if (action.type !== 'exit') continue;
        escapes++;
        expect(view.you?.role).toBe('doubleAgent');
        expect(view.you!.sabotaged!.length).toBeGreaterThanOrEqual(view.rules.escapeSabotages);
      }
    expect(escapes).toBeGreaterThan(0);
  });

  it('return a legal action in random seeded positions (random and planner, every role)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 120 }), (seed, moves) => {
        let s = start(seed, 30);
        const rand = new BotRandom(seed);
        for (let i = 0; i < moves && s.phase.kind !== 'over'; i++) {
          const seat = toAct(s)[0]!;
          const legal = legalActions(s, seat);
          s = (step(s, seat, rand.pick(legal)) as { ok: true; value: { state: DaState } }).value.state;
        }
        for (const seat of toAct(s)) {
          const legal = legalActions(s, seat);
          for (const name of ['random', 'planner']) {
            const action = doubleAgentBot(name)!.decide(frozenView(s, seat), legal, { seed });
            expect(legal.some((a) => isDeepStrictEqual(a, action))).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('are reproducible: the same seed gives the same game', () => {
    const trace = (seed: number) =>
      playGame(seed).decisions.map((d) => `${d.seat}:${JSON.stringify(d.action)}`);
    expect(trace(7)).toEqual(trace(7));
    expect(trace(7)).not.toEqual(trace(8));
  });
});

describe('the double agent sabotage plan', () => {
  const view = (inspections: { by: string; sector: string }[]): DaView =>
    ({
      seat: 'dan',
      players: PLAYERS.map((id) => ({ id, position: 'x', eliminated: false, role: null })),
      inspections,
    }) as unknown as DaView;

  it('counts an agent who looked at a sector and has seen nobody but me there since', () => {
    expect(sabotageRisk(view([{ by: 'ann', sector: 'GYM' }]), 'GYM')).toBe(1);
    expect(
      sabotageRisk(
        view([
          { by: 'ann', sector: 'GYM' },
          { by: 'dan', sector: 'GYM' },
        ]),
        'GYM',
      ),
    ).toBe(1);
    expect(
      sabotageRisk(
        view([
          { by: 'ann', sector: 'GYM' },
          { by: 'bob', sector: 'GYM' },
        ]),
        'GYM',
      ),
    ).toBe(1);
    // bob has seen ann come back since his look; ann has seen nobody since hers.
    expect(
      sabotageRisk(
        view([
          { by: 'ann', sector: 'GYM' },
          { by: 'bob', sector: 'GYM' },
          { by: 'ann', sector: 'GYM' },
        ]),
        'GYM',
      ),
    ).toBe(1);
    const busy = [
      { by: 'ann', sector: 'GYM' },
      { by: 'bob', sector: 'GYM' },
      { by: 'dan', sector: 'GYM' },
      { by: 'cat', sector: 'GYM' },
    ];
    expect(sabotageRisk(view(busy), 'GYM')).toBe(1);
  });

  it('does not count agents who never looked there (an OFF could be the opening) or other sectors', () => {
    expect(sabotageRisk(view([]), 'GYM')).toBe(0);
    expect(sabotageRisk(view([{ by: 'ann', sector: 'LAB' }]), 'GYM')).toBe(0);
    expect(
      sabotageRisk(
        view([
          { by: 'ann', sector: 'GYM' },
          { by: 'bob', sector: 'GYM' },
          { by: 'cat', sector: 'GYM' },
        ]),
        'GYM',
      ),
    ).toBe(1);
  });
});
