import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../engine/doubleagent';
import { Host } from '../../src-main/host/host';
import { DICE_OF_THREE_TURNS, playAtNewHostTable, playLegacyGame } from '../support/observed-dice';
import {
  dealtDoubleAgent,
  searchSeeds,
  seedIndex,
  shuffleDraws,
  Xoroshiro128Plus,
} from '../support/seed-search';

const PLAYERS = ['Red', 'Blue', 'Green', 'Yellow'];
const TWO_31 = 2 ** 31;

/** Any 32-bit seed, and the four whose first draw of a die (or of 0..2) pure-rand throws away. */
const anySeed = fc.oneof(
  fc.integer({ min: -TWO_31, max: 2 ** 32 - 1 }),
  fc.integer({ min: TWO_31, max: TWO_31 + 3 }),
);
/** Small ranges (dice, shuffles), and huge ones, which pure-rand often draws again for. */
const rangeSize = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 2 ** 32 }));

/** Whether pure-rand itself, seeded with `seed`, makes `draws` and then rolls `dice`. */
function pureRandFits(seed: number, draws: readonly number[], dice: readonly number[]): boolean {
  const gen = xoroshiro128plus(seed | 0);
  for (const size of draws) uniformInt(gen, 0, size - 1);
  return dice.every((die) => uniformInt(gen, 1, 6) === die);
}

describe('the replica of pure-rand', () => {
  it('gives the outputs of pure-rand’s xoroshiro128plus for every 32-bit seed', () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        const ours = new Xoroshiro128Plus(seed);
        const theirs = xoroshiro128plus(seed);
        const outputs = (next: () => number) => Array.from({ length: 40 }, next);
        expect(outputs(() => ours.next())).toEqual(outputs(() => theirs.next()));
      }),
    );
  });

  it('draws what pure-rand’s uniformInt draws, range after range', () => {
    fc.assert(
      fc.property(
        anySeed,
        fc.array(fc.tuple(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), rangeSize), { maxLength: 30 }),
        (seed, ranges) => {
          const ours = new Xoroshiro128Plus(seed);
          const theirs = xoroshiro128plus(seed);
          for (const [from, size] of ranges)
            expect(ours.uniformInt(from, from + size - 1)).toBe(uniformInt(theirs, from, from + size - 1));
          expect(ours.next()).toBe(theirs.next());
        },
      ),
    );
  });

  it('names the double agent the engine deals', () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        const game = newGame({ seed, players: PLAYERS });
        if (!game.ok) throw new Error(game.error.message);
        const dealt = game.value.players.find((p) => p.role === 'doubleAgent')!.id;
        expect(dealtDoubleAgent(seed, PLAYERS)).toBe(dealt);
      }),
    );
  });
});

describe('searchSeeds', () => {
  it('finds in a window exactly the seeds for which pure-rand rolls the dice', () => {
    const window = 3000;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 2 ** 32 - window }),
          fc.constantFrom(0, TWO_31 - window / 2, 2 ** 32 - window),
        ),
        fc.nat({ max: window - 1 }),
        fc.array(rangeSize, { maxLength: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (from, offset, draws, count) => {
          // Dice some seed of the window rolls, so at least one fits.
          const gen = xoroshiro128plus((from + offset) | 0);
          for (const size of draws) uniformInt(gen, 0, size - 1);
          const dice = Array.from({ length: count }, () => uniformInt(gen, 1, 6));
          const expected: number[] = [];
          for (let seed = from; seed < from + window; seed++)
            if (pureRandFits(seed, draws, dice)) expected.push(seed);
          expect(searchSeeds({ from, to: from + window, drawsBeforeDice: draws, dice })).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('draws again where pure-rand does: the seeds whose first draw it throws away', () => {
    for (const draws of [[], [3]])
      for (let seed = TWO_31; seed < TWO_31 + 4; seed++) {
        const gen = xoroshiro128plus(seed | 0);
        for (const size of draws) uniformInt(gen, 0, size - 1);
        const dice = Array.from({ length: 4 }, () => uniformInt(gen, 1, 6));
        const found = searchSeeds({ from: seed, to: seed + 1, drawsBeforeDice: draws, dice });
        expect(found, `seed ${seed} after ${draws.length} draws`).toEqual([seed]);
      }
  });
});

describe('the attack on a legacy numeric seed', () => {
  it('finds the one seed of a game from its public dice, and with it the double agent', () => {
    const window = 2 ** 20;
    fc.assert(
      fc.property(fc.integer(), fc.nat({ max: window - 1 }), (seed, before) => {
        const game = playLegacyGame(seed, PLAYERS);
        expect(game.dice).toHaveLength(DICE_OF_THREE_TURNS);
        const at = seedIndex(seed);
        const from = Math.min(Math.max(0, at - before), 2 ** 32 - window);
        const fits = searchSeeds({
          from,
          to: from + window,
          drawsBeforeDice: shuffleDraws(PLAYERS.length),
          dice: game.dice,
        });
        expect(fits).toEqual([at]);
        expect(dealtDoubleAgent(fits[0]!, PLAYERS)).toBe(game.doubleAgent);
      }),
      { numRuns: 4 },
    );
  });
});

describe('what a Security Agent sees at a new host table', () => {
  it('is the dice of the public log, in the order rolled', () => {
    const host = new Host();
    const seen = playAtNewHostTable(host);
    expect(seen.players).toEqual(PLAYERS);
    expect(seen.observer).not.toBe(seen.doubleAgent);
    const publicLog = host.tableById(seen.tableId)!.logFor('table') as { type: string; dice?: number[] }[];
    const rolled = publicLog.filter((e) => e.type === 'startRolled' || e.type === 'rolled');
    expect(seen.dice).toEqual(rolled.flatMap((e) => e.dice!).slice(0, DICE_OF_THREE_TURNS));
    expect(seen.dice).toHaveLength(DICE_OF_THREE_TURNS);
  });
});
