import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dice, seedRng } from '../../engine/core';
import {
  type DaAction,
  type DaState,
  isOver,
  legalActions,
  type NewGameOptions,
  newGame,
  step,
  toAct,
} from '../../engine/doubleagent';
import { keyedSeed } from '../support/deals';
import { FOUR, playout } from './doubleagent.helpers';

/** A game dealt as a table deals it: ChaCha20 under a key made from `seed`. */
const create = (o: Partial<NewGameOptions> & { seed: number }): DaState => {
  const r = newGame({ players: FOUR, ...o, seed: keyedSeed(o.seed) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Legal-list equality ignores the optional path a player may add. */
const key = (a: DaAction) => {
  const { path: _path, ...rest } = a as DaAction & { path?: unknown };
  return JSON.stringify(rest, Object.keys(rest).sort());
};

const junk = (state: DaState, dice: Dice): unknown[] => {
  const sq = state.board.squares;
  const anySquare = () => sq[dice.int(0, sq.length - 1)]!.id;
  const anyPlayer = () => [...FOUR, 'table', 'zed'][dice.int(0, 5)]!;
  return [
    null,
    42,
    'roll',
    [],
    { type: 'roll', dice: [dice.int(0, 7), dice.int(1, 6)] },
    { type: 'roll', extra: 1 },
    { type: 'opening', sector: ['SEC', 'XYZ', null, 3][dice.int(0, 3)] },
    { type: 'move', to: anySquare() },
    { type: 'move', to: anySquare(), path: [anySquare(), anySquare()] },
    { type: 'accuse', target: anyPlayer() },
    { type: 'exit', gate: ['r0c9', 'r26c17', anySquare()][dice.int(0, 2)] },
    { type: 'inspect', sabotage: dice.int(0, 1) === 0 },
    { type: 'inspect', sabotage: 'yes' },
    { type: 'endTurn' },
    { type: 'stay' },
    { type: 'observe', sector: 'SEC', state: 'ON' },
    { type: '__proto__' },
    { type: 'move', to: { toString: 1 } },
  ];
};

describe('engine properties', () => {
  it('seeded games replay identically, also across a JSON round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const a = playout(create({ seed }), seed);
        const b = playout(create({ seed }), seed);
        expect(b.state).toEqual(a.state);
        // Halfway, through JSON, and on from there.
        const half = playout(create({ seed }), seed, Math.floor(a.steps / 2)).state;
        const copy = JSON.parse(JSON.stringify(half)) as DaState;
        expect(copy).toEqual(half);
        const s1 = legalActions(half, toAct(half)[0]!);
        expect(legalActions(copy, toAct(copy)[0]!)).toEqual(s1);
        const r1 = step(half, toAct(half)[0]!, s1[0]);
        const r2 = step(copy, toAct(copy)[0]!, s1[0]);
        expect(r2).toEqual(r1);
      }),
      { numRuns: 6 },
    );
  });

  it('no illegal action is ever accepted, and a refused one changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, tableDice) => {
        let s = create({ seed, rules: tableDice ? { dice: 'table' } : {} });
        const dice = new Dice(seedRng(seed));
        for (let n = 0; n < 250 && !isOver(s); n++) {
          const frozen = JSON.stringify(s);
          for (const action of junk(s, dice)) {
            for (const seat of [...FOUR, 'table']) {
              const r = step(s, seat, action);
              if (r.ok) expect(legalActions(s, seat).map(key)).toContain(key(action as DaAction));
              else expect(typeof r.error.message).toBe('string');
            }
          }
          // Another seat's legal action, sent by the wrong seat, is refused too.
          for (const actor of FOUR)
            for (const action of legalActions(s, actor).slice(0, 6))
              for (const seat of [...FOUR, 'table']) {
                const r = step(s, seat, action);
                if (r.ok) expect(legalActions(s, seat).map(key)).toContain(key(action));
              }
          expect(JSON.stringify(s)).toBe(frozen);
          const seats = toAct(s);
          const seat = seats[dice.int(0, seats.length - 1)]!;
          const legal = legalActions(s, seat);
          const r = step(s, seat, legal[dice.int(0, legal.length - 1)]);
          if (!r.ok) throw new Error(r.error.message);
          expect(JSON.stringify(s)).toBe(frozen); // never mutates
          s = r.value.state;
        }
      }),
      { numRuns: 5 },
    );
  });

  it('random playouts always end, with every flag combination', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(3, 4, 5, 6),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        (seed, n, deluxe, revisit, tableDice, maxRounds) => {
          const variant = deluxe || n > 4 ? 'deluxe' : 'standard';
          if (variant === 'deluxe' && n < 4) return;
          const players = ['a', 'b', 'c', 'd', 'e', 'f'].slice(0, n);
          const rules = {
            allowThreePlayers: true,
            allowRevisitWithinMove: revisit,
            dice: tableDice ? ('table' as const) : ('engine' as const),
            ...(maxRounds === undefined ? {} : { maxRounds }),
          };
          const { state } = playout(create({ seed, players, variant, rules }), seed, 20_000);
          expect(isOver(state)).toBe(true);
        },
      ),
      { numRuns: 20 },
    );
  });
});
