import { describe, expect, it } from 'vitest';
import { legalActions, step, viewFor } from '../../engine/doubleagent';
import { targetPaths, walkBetween } from '../../src-renderer/games/doubleagent/camp-paths';
import { freshRoll, PIPS, rollOf, tumbleFaces } from '../../src-renderer/games/doubleagent/dice-faces';
import { must, position } from './doubleagent.helpers';

const parked = { bob: 'r25c1', cat: 'r25c25', dan: 'r1c25' };

describe('paths shown for the highlighted squares', () => {
  it('gives each move target a path of exactly the roll, ending on it', () => {
    const s = position({ mover: 'ann', dice: [1, 2], at: { ann: 'r13c13', ...parked } });
    const legal = legalActions(s, 'ann');
    const paths = targetPaths(viewFor(s, 'ann'), legal);
    expect(paths.size).toBe(legal.filter((a) => a.type === 'move').length);
    for (const [to, path] of paths) {
      expect(path).toHaveLength(3);
      expect(path.at(-1)).toBe(to);
    }
  });
  it('an accusation target gets a shorter path onto the agent, and an explicit path is kept', () => {
    const s = position({
      da: 'dan',
      mover: 'ann',
      dice: [3, 3],
      at: { ann: 'r1c5', bob: 'r1c6', cat: 'r1c12', dan: 'r25c25' },
    });
    const paths = targetPaths(viewFor(s, 'ann'), legalActions(s, 'ann'));
    expect(paths.get('r1c6')).toEqual(['r1c6']);
    const own = targetPaths(viewFor(s, 'ann'), [{ type: 'move', to: 'x', path: ['a', 'x'] }]);
    expect(own.get('x')).toEqual(['a', 'x']);
  });
  it('shows nothing outside a move', () => {
    const s = position({ mover: 'ann', dice: [1, 2], at: { ann: 'r13c13', ...parked } });
    const rolling = { ...s, phase: { kind: 'turn', player: 'ann', step: 'roll' } as const };
    expect(targetPaths(viewFor(rolling, 'ann'), [{ type: 'roll' }]).size).toBe(0);
  });
});

describe('the walk replayed after a move', () => {
  it('is the path the engine took, seen from any seat', () => {
    const s = position({ mover: 'ann', dice: [1, 2], at: { ann: 'r4c9', ...parked } });
    const { state, events } = must(s, 'ann', { type: 'move', to: 'r5c11' });
    const moved = events.find((e) => e.type === 'moved')!;
    for (const seat of ['ann', 'bob']) {
      const walk = walkBetween(viewFor(s, seat), viewFor(state, seat));
      expect(walk).toEqual({ player: 'ann', from: 'r4c9', path: moved.type === 'moved' ? moved.path : [] });
    }
  });
  it('is nothing on a first view, a roll, or a view without a move', () => {
    const s = position({ mover: 'ann', dice: [2, 2], at: { ann: 'r4c9', ...parked } });
    expect(walkBetween(null, viewFor(s, 'ann'))).toBeNull();
    expect(walkBetween(viewFor(s, 'ann'), viewFor(s, 'ann'))).toBeNull();
  });
});

describe('dice', () => {
  it('draws each face with as many pips as it shows, inside the 3 × 3 grid', () => {
    for (let face = 1; face <= 6; face++) {
      expect(PIPS[face]).toHaveLength(face);
      for (const [c, r] of PIPS[face]!) expect([c, r].every((n) => n >= 0 && n <= 2)).toBe(true);
      expect(new Set(PIPS[face]!.map(String)).size).toBe(face);
    }
  });
  it('tumbles through changing faces and lands on the roll', () => {
    for (let final = 1; final <= 6; final++) {
      const faces = tumbleFaces(final, 10, final * 3);
      expect(faces).toHaveLength(10);
      expect(faces.at(-1)).toBe(final);
      for (let i = 1; i < faces.length; i++) expect(faces[i]).not.toBe(faces[i - 1]);
      expect(faces.every((f) => f >= 1 && f <= 6)).toBe(true);
    }
  });
  it('knows a fresh roll from one already on show', () => {
    const rolling = position({ mover: 'ann', dice: [1, 1], at: { ann: 'r13c13', ...parked } });
    const before = { ...rolling, phase: { kind: 'turn', player: 'ann', step: 'roll' } as const };
    const r = step(before, 'ann', { type: 'roll' });
    if (!r.ok) throw new Error(r.error.message);
    const after = viewFor(r.value.state, 'bob');
    expect(rollOf(after)?.player).toBe('ann');
    expect(freshRoll(viewFor(before, 'bob'), after)).toBe(true);
    expect(freshRoll(after, after)).toBe(false);
    expect(freshRoll(null, after)).toBe(false);
  });
});
