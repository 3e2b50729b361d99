import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import camp from '../../assets/boards/camp.json';
import {
  applyAction,
  type BoardDef,
  legalActions,
  movePaths,
  pathQueryOf,
  pathTo,
  reachable,
  viewFor,
} from '../../engine/doubleagent';
import { FOUR, position } from './doubleagent.helpers';

const board = camp as unknown as BoardDef;
const coords = new Map(board.squares.map((s) => [s.id, s]));
/** Orthogonal neighbours on the printed grid (the camp has no extra edges). */
const beside = (a: string, b: string) => {
  const p = coords.get(a)!;
  const q = coords.get(b)!;
  return Math.abs(p.x - q.x) + Math.abs(p.y - q.y) === 1;
};

describe('paths from what a view carries', () => {
  it('from the gazebo with 3, one path per end square, each a walk of 3 distinct squares', () => {
    const q = { board, deluxe: false, allowRevisit: false, from: 'r13c13', roll: 3, occupied: [] };
    const p = movePaths(q);
    expect([...p.moves.keys()].sort()).toEqual(['r12c11', 'r12c15', 'r13c10', 'r13c16', 'r14c11', 'r14c15']);
    for (const [to, path] of p.moves) {
      expect(path).toHaveLength(3);
      expect(path.at(-1)).toBe(to);
      expect(new Set(['r13c13', ...path]).size).toBe(4);
      let at = 'r13c13';
      for (const step of path) {
        expect(beside(at, step)).toBe(true);
        at = step;
      }
    }
    expect(pathTo(q, 'r13c10')).toEqual(['r13c12', 'r13c11', 'r13c10']);
    expect(pathTo(q, 'r1c1')).toBeNull();
  });

  it('an accusation path may be shorter than the roll and ends on the agent (B9)', () => {
    const s = position({
      da: 'dan',
      mover: 'ann',
      dice: [3, 3],
      at: { ann: 'r1c5', bob: 'r1c6', cat: 'r1c12', dan: 'r25c25' },
    });
    const q = pathQueryOf(viewFor(s, 'cat'))!;
    expect(q).toMatchObject({ from: 'r1c5', roll: 6 });
    expect(pathTo(q, 'r1c6')).toEqual(['r1c6']);
    expect(movePaths(q).moves.has('r1c6')).toBe(false);
    expect(pathTo(q, 'r1c12')).toBeNull(); // 7 steps away
  });

  it('no query outside a move step', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: { ann: 'r13c13' } });
    const rolling = { ...s, phase: { kind: 'turn', player: 'ann', step: 'roll' } as const };
    expect(pathQueryOf(viewFor(rolling, 'ann'))).toBeNull();
  });

  it('every path it shows is one the engine accepts, and it finds every reachable square', () => {
    const walkable = board.squares.filter((s) => s.kind === 'walkway' || s.kind === 'sectorFloor');
    fc.assert(
      fc.property(
        fc.constantFrom(...walkable.map((s) => s.id)),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (from, a, b) => {
          const s = position({
            mover: 'ann',
            dice: [a, b],
            at: { ann: from, bob: 'r25c1', cat: 'r25c25', dan: 'r1c25' },
          });
          const q = pathQueryOf(viewFor(s, 'bob'))!;
          const p = movePaths(q);
          expect([...p.moves.keys()].sort()).toEqual(
            reachable(s, 'ann', a + b)
              .map((r) => r.to)
              .sort(),
          );
          for (const [to, path] of p.moves)
            expect(applyAction(s, 'ann', { type: 'move', to, path: [...path] }).ok).toBe(true);
          for (const action of legalActions(s, 'ann'))
            if (action.type === 'accuse') {
              const target = s.players.find((x) => x.id === action.target)!.position!;
              const path = p.accusations.get(target)!;
              expect(applyAction(s, 'ann', { ...action, path: [...path] }).ok).toBe(true);
            }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is the same for every seat: it reads only public parts of the view', () => {
    const s = position({ mover: 'bob', dice: [2, 3], at: { ann: 'r1c5', bob: 'r9c9', cat: 'r17c1' } });
    const seen = FOUR.map((seat) => JSON.stringify([...movePaths(pathQueryOf(viewFor(s, seat))!).moves]));
    expect(new Set(seen).size).toBe(1);
  });
});
