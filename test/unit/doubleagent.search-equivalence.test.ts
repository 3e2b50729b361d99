// The fast move search (engine/doubleagent/movement.ts) against the straightforward exhaustive one it
// replaced (test/support/doubleagent-movement-reference.ts), issue 21: the same end squares for moves
// (B6.2, B6.9), accusations (B9) and exits (B10), and a legal path to each.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, movePaths, pathQueryOf, viewFor } from '../../engine/doubleagent';
import type { Board } from '../../engine/doubleagent/board-loader';
import { boardOf } from '../../engine/doubleagent/context';
import {
  fullCountAlone,
  fullCountEveryRoll,
  type MoveContext,
  moveOptions,
  namedFullCountMoves,
  namedMoves,
  pathProblem,
} from '../../engine/doubleagent/movement';
import { referenceMoveOptions } from '../support/doubleagent-movement-reference';
import { FOUR, mustCreate, position } from './doubleagent.helpers';

const boards: Record<'standard' | 'deluxe', Board> = {
  standard: boardOf(mustCreate({})),
  deluxe: boardOf(mustCreate({ variant: 'deluxe', players: ['a', 'b', 'c', 'd', 'e', 'f'] })),
};
const sorted = (m: ReadonlyMap<number, unknown>) => [...m.keys()].sort((a, b) => a - b);

/** A start square: any square a token can stand on (the gazebo included), never a forbidden one. */
const standable = (b: Board, deluxe: boolean) =>
  b.ids
    .map((_, i) => i)
    .filter((i) => (b.kind[i] !== 'gazebo' || i === b.gazebo) && (deluxe || !b.deluxeOnly[i]));

const arbSearch = fc
  .record({
    variant: fc.constantFrom<'standard' | 'deluxe'>('standard', 'deluxe'),
    allowRevisit: fc.boolean(),
    roll: fc.integer({ min: 1, max: 12 }),
    pick: fc.nat(),
    others: fc.array(fc.nat(), { maxLength: 5 }),
    near: fc.boolean(),
  })
  .map(({ variant, allowRevisit, roll, pick, others, near }) => {
    const board = boards[variant];
    const deluxe = variant === 'deluxe';
    const squares = standable(board, deluxe);
    const from = squares[pick % squares.length]!;
    // Half the time the other agents stand close by, where they change what is reachable.
    const pool = near ? squares.filter((s) => Math.abs(s - from) < 60) : squares;
    const occupied = new Set(others.map((o) => pool[o % pool.length]!).filter((o) => o !== from));
    const ctx: MoveContext = { board, from, occupied, deluxe, allowRevisit };
    return { ctx, roll };
  });

describe('the fast move search gives exactly the exhaustive search’s answers (issue 21)', () => {
  it('moves, accusation targets and exits: the same squares, each with a legal path', () => {
    fc.assert(
      fc.property(arbSearch, ({ ctx, roll }) => {
        const fast = moveOptions(ctx, roll);
        const slow = referenceMoveOptions(ctx, roll);
        expect(sorted(fast.moves)).toEqual(sorted(slow.moves));
        expect(sorted(fast.accusations)).toEqual(sorted(slow.accusations));
        expect(sorted(fast.exits)).toEqual(sorted(slow.exits));
        const endOf = (path: readonly number[]) => (path.length === 0 ? ctx.from : path[path.length - 1]);
        for (const [to, path] of fast.moves) {
          expect(pathProblem(ctx, path)).toBeNull();
          expect(path.length).toBe(roll); // B6.2 full count
          expect(endOf(path)).toBe(to);
          expect(ctx.occupied.has(to)).toBe(false); // B6.8
          expect(fast.moves.get(to)).toEqual(path); // a path built on demand is the one listed
        }
        // The named paths (reachable, movePaths) read the packed search directly: the same paths.
        const ids = ctx.board.ids;
        expect(namedMoves(fast.moves, ids, (to, path) => [to, path])).toEqual(
          [...fast.moves].map(([to, path]) => [ids[to], path.map((i) => ids[i])]),
        );
        for (const [to, path] of fast.accusations) {
          expect(pathProblem(ctx, path)).toBeNull();
          expect(path.length).toBeGreaterThan(0);
          expect(path.length).toBeLessThanOrEqual(roll); // B9: at most the roll
          expect(endOf(path)).toBe(to);
        }
        for (const [to, path] of fast.exits) {
          expect(pathProblem(ctx, path)).toBeNull();
          expect(path.length).toBeLessThan(roll); // B10: a step to spare for the step off
          expect(endOf(path)).toBe(to);
        }
      }),
      { numRuns: 400, seed: 2126 },
    );
  });

  it('reachable’s lean read of the moves gives moveOptions’ moves: the same ends, order and paths', () => {
    fc.assert(
      fc.property(arbSearch, ({ ctx, roll }) => {
        const make = (to: string, path: string[]) => ({ to, path });
        const lean = namedFullCountMoves(ctx, roll, make);
        expect(lean).toEqual(namedMoves(moveOptions(ctx, roll).moves, ctx.board.ids, make));
        for (const { to } of lean) expect(ctx.occupied.has(ctx.board.index.get(to)!)).toBe(false);
      }),
      { numRuns: 300, seed: 2129 },
    );
  });

  it('the every-roll walk gives each roll exactly its own search’s ends, order and paths: every start', () => {
    for (const variant of ['standard', 'deluxe'] as const) {
      const board = boards[variant];
      const deluxe = variant === 'deluxe';
      for (const from of standable(board, deluxe)) {
        const ctx: MoveContext = { board, from, occupied: new Set(), deluxe, allowRevisit: false };
        const everyRoll = fullCountEveryRoll(ctx);
        for (let roll = 1; roll <= 12; roll++) {
          const alone = fullCountAlone(ctx, roll);
          if (alone.length !== everyRoll[roll]!.length || alone.some((v, i) => v !== everyRoll[roll]![i]))
            expect({ variant, from: board.ids[from], roll, everyRoll: [...everyRoll[roll]!] }).toEqual({
              variant,
              from: board.ids[from],
              roll,
              everyRoll: [...alone],
            });
        }
      }
    }
  });

  it('asking again, with other agents elsewhere, gives the answers for the new table', () => {
    // The engine keeps answers per start and roll; they must follow the agents, not the first ask.
    fc.assert(
      fc.property(arbSearch, arbSearch, ({ ctx, roll }, other) => {
        if (other.ctx.board !== ctx.board) return;
        // As on a real table, nobody else stands on the mover's square (the engine never asks so).
        const occupied = new Set([...other.ctx.occupied].filter((o) => o !== ctx.from));
        const again: MoveContext = { ...ctx, occupied };
        moveOptions(ctx, roll);
        const fast = moveOptions(again, roll);
        const slow = referenceMoveOptions(again, roll);
        expect(sorted(fast.moves)).toEqual(sorted(slow.moves));
        expect(sorted(fast.accusations)).toEqual(sorted(slow.accusations));
        expect(sorted(fast.exits)).toEqual(sorted(slow.exits));
      }),
      { numRuns: 200, seed: 2127 },
    );
  });

  it('every path the screens are shown is accepted by applyAction', () => {
    const five = ['SEC', 'INT', 'POW', 'GYM', 'GAR'];
    const squares = standable(boards.standard, false).filter((i) => i !== boards.standard.gazebo);
    const ids = boards.standard.ids;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...squares), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...FOUR),
        fc.boolean(),
        (spots, a, b, mover, allowRevisitWithinMove) => {
          const at = Object.fromEntries(FOUR.map((p, i) => [p, ids[spots[i]!]!]));
          const s = position({
            da: 'dan',
            mover,
            dice: [a, b],
            at,
            off: five,
            rules: { allowRevisitWithinMove },
          });
          const q = pathQueryOf(viewFor(s, mover));
          expect(q).not.toBeNull();
          const paths = movePaths(q!);
          for (const action of legalActions(s, mover)) {
            let path: readonly string[] | undefined;
            if (action.type === 'move') path = paths.moves.get(action.to);
            else if (action.type === 'exit') path = paths.exits.get(action.gate);
            else if (action.type === 'accuse') path = paths.accusations.get(at[action.target]!);
            else continue;
            expect(path).toBeDefined();
            const r = applyAction(s, mover, { ...action, path: [...path!] });
            expect(r.ok, JSON.stringify({ action, path, error: r.ok ? null : r.error })).toBe(true);
          }
        },
      ),
      { numRuns: 150, seed: 2128 },
    );
  });
});
