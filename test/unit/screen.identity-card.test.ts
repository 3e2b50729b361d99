import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../engine/doubleagent';
import { doubleagentPresentation as da } from '../../src-renderer/games/doubleagent/presentation';
import { identityDue } from '../../src-renderer/games/game-screens';

const players = ['Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Orange'];

describe('the Double Agent identity card a shared screen shows first (issue 50)', () => {
  it('each seat’s own card from its own view; none for the table’s public view', () => {
    const game = newGame({ seed: 7, players, variant: 'deluxe', deal: { doubleAgent: 'Green' } });
    if (!game.ok) throw new Error(game.error.message);
    expect(da.identityCard?.(viewFor(game.value, 'Green'))).toMatchObject({ title: 'Double Agent' });
    for (const seat of ['Red', 'Blue', 'Yellow', 'Purple', 'Orange'])
      expect(da.identityCard?.(viewFor(game.value, seat))).toMatchObject({ title: 'Security Agent' });
    expect(da.identityCard?.(viewFor(game.value, 'table'))).toBeNull();
    expect(da.identityCard?.({})).toBeNull();
  });

  it('is due at the start roll and before the opening, not once play has begun, and never for the table', () => {
    const game = newGame({ seed: 7, players: players.slice(0, 4) });
    if (!game.ok) throw new Error(game.error.message);
    const start = viewFor(game.value, 'Red');
    expect(start.phase.kind).toBe('startRoll');
    expect(identityDue(da, start)).toBe(true);
    expect(identityDue(da, { ...start, phase: { kind: 'opening', done: [] } })).toBe(true);
    expect(identityDue(da, { ...start, phase: { kind: 'turn', player: 'Red', step: 'roll' } })).toBe(false);
    expect(identityDue(da, viewFor(game.value, 'table'))).toBe(false);
  });
});
