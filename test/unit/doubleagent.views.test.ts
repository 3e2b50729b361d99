import { describe, expect, it } from 'vitest';
import { type DaEvent, type DaState, eventsFor, newGame, viewFor } from '../../engine/doubleagent';
import { FOUR, playout } from './doubleagent.helpers';

/** The monitors `seat` has itself set OFF or inspected: for the double agent, its opening sabotage too. */
function known(state: DaState, seat: string): Set<string> {
  const out = new Set<string>();
  const me = state.players.find((p) => p.id === seat);
  if (me?.role === 'doubleAgent' && state.opening) out.add(state.opening);
  for (const i of state.inspections) if (i.by === seat) out.add(i.sector);
  return out;
}

function checkSeat(state: DaState, events: readonly DaEvent[], seat: string, full: boolean) {
  const over = state.phase.kind === 'over';
  const me = state.players.find((p) => p.id === seat);
  const mayKnowDa = over || me?.role === 'doubleAgent';
  for (const e of eventsFor(events, seat)) {
    if (e.type === 'gameOver') continue;
    const t = JSON.stringify(e);
    if (e.type === 'monitorSeen' || e.type === 'openingSabotage') expect(e.player).toBe(seat);
    else expect(t).not.toMatch(/"(ON|OFF)"/);
    if (!mayKnowDa && e.type !== 'revealed') expect(t).not.toContain('doubleAgent');
  }
  if (!full) return;
  const view = viewFor(state, seat);
  expect(view.board).toBe(state.board);
  const { board: _board, you, result, ...rest } = view;
  // Nobody's hidden identity, except one's own.
  for (const p of view.players) {
    const q = state.players.find((x) => x.id === p.id)!;
    if (!over && p.id !== seat && !q.revealed) expect(p.role).toBe(null);
  }
  const text = JSON.stringify(rest);
  if (!mayKnowDa) expect(text).not.toContain('doubleAgent');
  // No monitor state outside the seat's own list (and the double agent's sabotages).
  if (!over) {
    expect(text).not.toMatch(/"(ON|OFF)"/);
    expect(result).toBeUndefined();
  }
  if (you) {
    const own = state.inspections.filter((i) => i.by === seat).map((i) => i.left);
    expect(you.securityList.flatMap((e) => ('found' in e ? [e.found] : []))).toEqual(own);
    const mine = known(state, seat);
    for (const s of you.sabotaged ?? []) expect(mine.has(s)).toBe(true);
    expect(you.role).toBe(me?.role);
  } else expect(seat).toBe('table');
}

describe('views and the log leak nothing (B5, B7, B8)', () => {
  it('over random games, no seat sees another identity or a monitor state it has not observed', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const variant = seed % 4 === 0 ? 'deluxe' : 'standard';
      const players = variant === 'deluxe' ? [...FOUR, 'eve', 'fay'] : FOUR;
      const r = newGame({ seed, players, variant });
      if (!r.ok) throw new Error(r.error.message);
      const seats = [...players, 'table'];
      let n = 0;
      playout(r.value, seed, 20_000, (_before, _seat, _action, after, events) => {
        // The log of every step is checked; the full views every few steps, to stay quick.
        const full = n++ % 4 === 0 || after.phase.kind === 'over';
        for (const s of seats) checkSeat(after, events, s, full);
      });
    }
  });
});
