import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import camp from '../../assets/boards/camp.json';
import { applyAction, type DaState, legalActions, reachable } from '../../engine/doubleagent';
import { FOUR, must, position } from './doubleagent.helpers';

const ends = (state: DaState, player: string, roll: number) =>
  reachable(state, player, roll)
    .map((r) => r.to)
    .sort();

/** Everyone but `mover` parked far away in the camp's corners, out of reach. */
const alone = (mover: string, square: string) => {
  const far = ['r25c1', 'r25c25', 'r1c25'];
  const at: Record<string, string> = { [mover]: square };
  FOUR.filter((p) => p !== mover).forEach((p, i) => {
    at[p] = far[i]!;
  });
  return at;
};

describe('hand-checked moves on the camp (B6, B15 map)', () => {
  it('the first move leaves the gazebo by either flagstone beside it', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: { ann: 'r13c13' } });
    expect(ends(s, 'ann', 2)).toEqual(['r13c11', 'r13c15']);
    expect(ends(s, 'ann', 3)).toEqual(['r12c11', 'r12c15', 'r13c10', 'r13c16', 'r14c11', 'r14c15']);
  });

  it('sectors are entered only through doors', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: alone('ann', 'r4c9') });
    expect(ends(s, 'ann', 2)).toEqual(['r2c9', 'r5c10', 'r5c8', 'r6c9']);
    expect(ends(s, 'ann', 3)).toEqual(['r1c9', 'r5c11', 'r5c7', 'r7c9']);
  });

  it('the gazebo is never passed through or entered again once left', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: alone('ann', 'r13c12') });
    expect(ends(s, 'ann', 2)).toEqual(['r12c11', 'r13c10', 'r14c11']);
    const r = applyAction(s, 'ann', { type: 'move', to: 'r13c15', path: ['r13c13', 'r13c14', 'r13c15'] });
    expect(r.ok).toBe(false);
  });

  it('grey squares are forbidden in the standard game and open in deluxe (B6.7, B12)', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: alone('ann', 'r4c25') });
    expect(ends(s, 'ann', 2)).toEqual(['r2c25', 'r6c25']);
    const d = position({ mover: 'ann', dice: [1, 1], at: alone('ann', 'r4c25'), variant: 'deluxe' });
    expect(ends(d, 'ann', 2)).toEqual(['r2c25', 'r5c26', 'r6c25']);
  });

  it('no square is entered twice and the start square is never re-entered (B6.9)', () => {
    // From the dead-end exit gate, 2 steps: out to r1c9, then anywhere but back.
    const s = position({ mover: 'ann', dice: [1, 1], at: alone('ann', 'r0c9') });
    expect(ends(s, 'ann', 2)).toEqual(['r1c10', 'r1c8', 'r2c9']);
    const back = { type: 'move', to: 'r1c9', path: ['r1c9', 'r2c9', 'r1c9'] };
    const t = position({ mover: 'ann', dice: [1, 2], at: alone('ann', 'r0c9') });
    expect(applyAction(t, 'ann', back).ok).toBe(false);
    // With the flag the same walk is legal, and so is returning to the start.
    const f = position({
      mover: 'ann',
      dice: [1, 2],
      at: alone('ann', 'r0c9'),
      rules: { allowRevisitWithinMove: true },
    });
    expect(applyAction(f, 'ann', back).ok).toBe(true);
    expect(ends(f, 'ann', 2)).toContain('r0c9');
  });

  it('agents may be passed through; the double agent never lands on one', () => {
    // dan (DA) at r1c5 with 4: r1c6..r1c9 holds ann at r1c7, passed through to r1c9.
    const s = position({
      da: 'dan',
      mover: 'dan',
      dice: [2, 2],
      at: { dan: 'r1c5', ann: 'r1c7', bob: 'r1c3', cat: 'r25c25' },
    });
    const e = ends(s, 'dan', 4);
    expect(e).toContain('r1c9');
    const two = position({
      da: 'dan',
      mover: 'dan',
      dice: [1, 1],
      at: { dan: 'r1c5', ann: 'r1c7', bob: 'r1c3', cat: 'r25c25' },
    });
    expect(ends(two, 'dan', 2)).not.toContain('r1c7');
    expect(applyAction(two, 'dan', { type: 'move', to: 'r1c7' }).ok).toBe(false);
    expect(legalActions(two, 'dan').some((a) => a.type === 'accuse')).toBe(false);
    expect(applyAction(two, 'dan', { type: 'accuse', target: 'ann' }).ok).toBe(false);
  });

  it('a Security Agent lands on an agent only by accusing, with a shorter count allowed (B9)', () => {
    const at = { ann: 'r1c5', bob: 'r1c6', cat: 'r1c12', dan: 'r25c25' };
    const s = position({ da: 'dan', mover: 'ann', dice: [3, 3], at });
    const acts = legalActions(s, 'ann');
    expect(acts).toContainEqual({ type: 'accuse', target: 'bob' }); // 1 step of 6
    expect(acts).not.toContainEqual({ type: 'accuse', target: 'cat' }); // 7 steps: too far
    expect(acts).not.toContainEqual({ type: 'move', to: 'r1c6' });
    expect(applyAction(s, 'ann', { type: 'accuse', target: 'cat' }).ok).toBe(false);
    const seven = position({ da: 'dan', mover: 'ann', dice: [3, 4], at });
    expect(legalActions(seven, 'ann')).toContainEqual({ type: 'accuse', target: 'cat' });
    const r = must(seven, 'ann', { type: 'accuse', target: 'bob' });
    expect(r.events[0]).toMatchObject({ type: 'accused', player: 'ann', target: 'bob', path: ['r1c6'] });
  });

  it('the double agent escapes only with enough sabotage and a step to spare (B10)', () => {
    const at = { dan: 'r2c9', ann: 'r25c1', bob: 'r25c3', cat: 'r25c5' };
    const five = ['SEC', 'INT', 'POW', 'GYM', 'GAR'];
    const short = position({ da: 'dan', mover: 'dan', dice: [1, 2], at, off: five.slice(0, 4) });
    expect(applyAction(short, 'dan', { type: 'exit', gate: 'r0c9' }).ok).toBe(false);
    const tight = position({ da: 'dan', mover: 'dan', dice: [1, 1], at, off: five });
    expect(applyAction(tight, 'dan', { type: 'exit', gate: 'r0c9' }).ok).toBe(false); // gate 2 away + 1 off the board
    const enough = position({ da: 'dan', mover: 'dan', dice: [1, 2], at, off: five });
    const out = must(enough, 'dan', { type: 'exit', gate: 'r0c9' });
    expect(out.state.phase).toEqual({ kind: 'over', winner: 'dan', reason: 'escaped' });
    const more = position({ da: 'dan', mover: 'dan', dice: [6, 6], at, off: five });
    expect(legalActions(more, 'dan')).toContainEqual({ type: 'exit', gate: 'r0c9' }); // leftover steps forfeited
    const sa = position({
      da: 'dan',
      mover: 'ann',
      dice: [1, 2],
      at: { ...at, ann: 'r2c9', dan: 'r25c1' },
      off: five,
    });
    expect(applyAction(sa, 'ann', { type: 'exit', gate: 'r0c9' }).ok).toBe(false);
  });

  it('an explicit path is checked step by step', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: alone('ann', 'r4c9') });
    expect(applyAction(s, 'ann', { type: 'move', to: 'r5c8', path: ['r5c9', 'r5c8'] }).ok).toBe(true);
    expect(applyAction(s, 'ann', { type: 'move', to: 'r5c8', path: ['r4c8', 'r5c8'] }).ok).toBe(false);
    expect(applyAction(s, 'ann', { type: 'move', to: 'r5c8', path: ['r5c9', 'r6c9'] }).ok).toBe(false);
    expect(applyAction(s, 'ann', { type: 'move', to: 'r5c8', path: ['r5c8'] }).ok).toBe(false);
  });
});

// An independent reading of B14's adjacency, straight from the board JSON.
type Sq = { id: string; x: number; y: number; kind: string; sectorId?: string; deluxeOnly?: boolean };
const squares = camp.squares as Sq[];
const byXY = new Map(squares.map((s) => [`${s.x},${s.y}`, s]));
const INSIDE = ['sectorFloor', 'flagstone', 'gazebo'];
const OUTSIDE_PAIRS = new Set([
  'walkway-walkway',
  'walkway-door',
  'door-walkway',
  'walkway-exitGate',
  'exitGate-walkway',
  'walkway-greySquare',
  'greySquare-walkway',
  'greySquare-fenceGate',
  'fenceGate-greySquare',
  'door-door',
]);
function step(a: Sq, b: Sq, deluxe: boolean): boolean {
  if (b.kind === 'gazebo') return false;
  if (b.deluxeOnly && !deluxe) return false;
  const ia = INSIDE.includes(a.kind);
  const ib = INSIDE.includes(b.kind);
  if (ia && ib)
    return a.sectorId === b.sectorId && (a.kind !== 'gazebo' || camp.gazeboFlagstones.includes(b.id));
  if (ia || ib) return (ia ? b : a).kind === 'door';
  return OUTSIDE_PAIRS.has(`${a.kind}-${b.kind}`);
}
const around = (s: Sq) =>
  [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]
    .map(([dx = 0, dy = 0]) => byXY.get(`${s.x + dx},${s.y + dy}`))
    .filter((t): t is Sq => t !== undefined);
const byId = new Map(squares.map((s) => [s.id, s]));

function bruteForce(from: string, roll: number, occupied: Set<string>, deluxe: boolean): string[] {
  const found = new Set<string>();
  const walk = (path: Sq[]) => {
    const at = path[path.length - 1]!;
    if (path.length - 1 === roll) {
      if (!occupied.has(at.id)) found.add(at.id);
      return;
    }
    for (const t of around(at)) if (step(at, t, deluxe) && !path.includes(t)) walk([...path, t]);
  };
  walk([byId.get(from)!]);
  return [...found].sort();
}

function legalPath(
  from: string,
  path: string[],
  roll: number,
  occupied: Set<string>,
  deluxe: boolean,
): boolean {
  if (path.length !== roll || occupied.has(path[path.length - 1]!)) return false;
  const all = [from, ...path];
  if (new Set(all).size !== all.length) return false;
  for (let i = 1; i < all.length; i++) {
    const a = byId.get(all[i - 1]!)!;
    const b = byId.get(all[i]!)!;
    if (Math.abs(a.x - b.x) + Math.abs(a.y - b.y) !== 1 || !step(a, b, deluxe)) return false;
  }
  return true;
}

describe('reachable agrees with a slow brute-force search', () => {
  const standable = squares.filter((s) => s.kind !== 'gazebo').map((s) => s.id);
  it('every returned path is legal and every legal endpoint is returned', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...standable), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 2, max: 12 }),
        (spots, roll) => {
          const deluxe = false; // deluxe squares are hand-checked above; the brute force reads one board
          const from = spots[0]!;
          if (byId.get(from)!.deluxeOnly) return;
          const at = Object.fromEntries(FOUR.map((p, i) => [p, spots[i]!]));
          const s = position({ mover: 'ann', dice: [1, 1], at });
          const occupied = new Set(spots.slice(1));
          const got = reachable(s, 'ann', roll);
          for (const r of got) expect(legalPath(from, r.path, roll, occupied, deluxe)).toBe(true);
          expect(got.map((r) => r.to).sort()).toEqual(bruteForce(from, roll, occupied, deluxe));
        },
      ),
      { numRuns: 60, seed: 4242 },
    );
  });
});

describe('a double agent standing on an exit gate (B10: the off-board point is one step beyond the gate)', () => {
  const five = ['SEC', 'INT', 'POW', 'GYM', 'GAR'];
  const far = { ann: 'r25c1', bob: 'r25c3', cat: 'r25c5' };
  const rolls: [number, number][] = [];
  for (let roll = 2; roll <= 12; roll++) rolls.push([Math.ceil(roll / 2), Math.floor(roll / 2)]);

  for (const gate of ['r0c9', 'r26c17'])
    for (const allowRevisitWithinMove of [false, true])
      it(`from ${gate} every roll 2–12 offers the exit with enough sabotage${allowRevisitWithinMove ? ' (revisit flag)' : ''}`, () => {
        for (const dice of rolls) {
          const s = position({
            da: 'dan',
            mover: 'dan',
            dice,
            at: { ...far, dan: gate },
            off: five,
            rules: { allowRevisitWithinMove },
          });
          expect(legalActions(s, 'dan')).toContainEqual({ type: 'exit', gate });
          const out = must(s, 'dan', { type: 'exit', gate });
          expect(out.state.phase).toEqual({ kind: 'over', winner: 'dan', reason: 'escaped' });
          expect(out.events[0]).toMatchObject({ type: 'escaped', player: 'dan', gate, path: [] });
          // The step off the board is the only step taken: an empty chosen path is the same exit.
          expect(must(s, 'dan', { type: 'exit', gate, path: [] }).state.phase.kind).toBe('over');
        }
      });

  it('from the gate, no exit with fewer sabotages, and none for a Security Agent', () => {
    for (const dice of rolls) {
      const short = position({
        da: 'dan',
        mover: 'dan',
        dice,
        at: { ...far, dan: 'r0c9' },
        off: five.slice(0, 4),
      });
      expect(legalActions(short, 'dan').some((a) => a.type === 'exit')).toBe(false);
      expect(applyAction(short, 'dan', { type: 'exit', gate: 'r0c9' }).ok).toBe(false);
      const sa = position({
        da: 'dan',
        mover: 'ann',
        dice,
        at: { ann: 'r0c9', bob: 'r25c3', cat: 'r25c5', dan: 'r25c1' },
        off: five,
      });
      expect(legalActions(sa, 'ann').some((a) => a.type === 'exit')).toBe(false);
      expect(applyAction(sa, 'ann', { type: 'exit', gate: 'r0c9' }).ok).toBe(false);
    }
  });

  it('from elsewhere the gate still needs its distance + 1, and from the gate another gate needs its own', () => {
    // r1c9 is one step from r0c9: a roll of 2 is distance + 1 (exit), and the walk r1c9 → r0c9 is the path.
    const s = position({ da: 'dan', mover: 'dan', dice: [1, 1], at: { ...far, dan: 'r1c9' }, off: five });
    expect(must(s, 'dan', { type: 'exit', gate: 'r0c9' }).events[0]).toMatchObject({ path: ['r0c9'] });
    // Standing on r0c9, the other gate r26c17 is far more than 12 steps away: no exit through it.
    const g = position({ da: 'dan', mover: 'dan', dice: [6, 6], at: { ...far, dan: 'r0c9' }, off: five });
    expect(applyAction(g, 'dan', { type: 'exit', gate: 'r26c17' }).ok).toBe(false);
    // A path that walks away and back onto the start gate revisits it (B6.9) and is refused.
    expect(applyAction(g, 'dan', { type: 'exit', gate: 'r0c9', path: ['r1c9', 'r0c9'] }).ok).toBe(false);
  });
});
