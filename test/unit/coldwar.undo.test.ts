import { describe, expect, it } from 'vitest';
import { step } from '../../engine/coldwar';
import type { ColdWarState, Side } from '../../engine/coldwar/types';
import { act, passPass, struggle } from './coldwar.helpers';

function undoable(s: ColdWarState, side: Side, action: unknown): boolean {
  const r = step(s, side, action);
  if (!r.ok) throw new Error(`${side} ${JSON.stringify(action)}: ${r.error.message}`);
  return r.value.undoable;
}

const winCIA = { objective: 'ANG' as const, CIA: ['MIL-6' as const], KGB: ['MIL-5' as const] };

/**
 * The house rule for both games (issue 19): an action that showed anyone anything hidden is final;
 * the host offers undo only for an action marked `undoable`. Each case names what it shows.
 */
describe('Cold War: an action that shows anyone anything hidden is final', () => {
  it("Summit Meeting shows the opponent's face-down Agent X to the player (A2.2 SUM)", () => {
    const s = struggle({
      objective: 'ANG',
      CIA: ['MIL-1'],
      KGB: [],
      x: { KGB: 'ASSASSIN' },
      scored: { CIA: ['SUM'] },
    });
    expect(undoable(s, 'CIA', { type: 'playEvent', event: 'SUM' })).toBe(false);
  });

  it('activating a Media group shows the top group card (A2.3 Media)', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MIL-1', 'MED-2'], KGB: ['ECO-3'] });
    expect(undoable(s, 'CIA', { type: 'activate', group: 'MED-2' })).toBe(false);
  });

  it('Space Race shows the top objectives (A2.2 SPA)', () => {
    const d = passPass(struggle({ ...winCIA, scored: { KGB: ['SPA'] } })).s;
    expect(undoable(d, 'KGB', { type: 'playEvent', event: 'SPA' })).toBe(false);
  });

  it('a recruit reveals the top card of the group deck', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: ['ECO-3'] });
    expect(undoable(s, 'CIA', { type: 'recruit' })).toBe(false);
  });

  it('what reveals nothing stays undoable: a pass, a Military discard, leaving the peeked card', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MIL-1', 'MED-2'], KGB: ['ECO-3'] });
    expect(undoable(s, 'CIA', { type: 'pass' })).toBe(true);
    expect(undoable(s, 'CIA', { type: 'activate', group: 'MIL-1', target: 'ECO-3' })).toBe(true);
    // After the (final) peek, leaving the card shows nothing the player had not already seen.
    const peeked = act(s, 'CIA', { type: 'activate', group: 'MED-2' });
    expect(undoable(peeked, 'CIA', { type: 'mediaDecision', choice: 'leave' })).toBe(true);
    expect(undoable(peeked, 'CIA', { type: 'mediaDecision', choice: 'discard' })).toBe(false); // shown to all
  });
});
