import { describe, expect, it } from 'vitest';
import { applyAction, eventsFor, legalActions, viewFor } from '../../engine/doubleagent';
import type { DaState } from '../../engine/doubleagent/state';
import { must, position } from './doubleagent.helpers';

/** `s` with `id` standing on `square`, about to move on a roll of 2 (dice 1 + 1). */
function toMoveFrom(s: DaState, id: string, square: string): DaState {
  return {
    ...s,
    players: s.players.map((p) => (p.id === id ? { ...p, position: square } : p)),
    phase: { kind: 'turn', player: id, step: 'move', dice: [1, 1] },
  };
}

const canExit = (s: DaState) => legalActions(s, 'dan').some((a) => a.type === 'exit');

/**
 * A physical board (`rules.monitors: 'table'`) reports what happened to a monitor; it cannot stop
 * a Security Agent from turning one he inspects OFF (B7.3 says he must leave it as found).
 */
describe('a Security Agent who changes a monitor at a physical board (B3, B7.3, B8, B10)', () => {
  /** dan is the double agent with 4 monitors OFF; ann (a Security Agent) inspects SEC, found ON. */
  function annTurnsSecOff() {
    let s = position({
      da: 'dan',
      mover: 'ann',
      dice: [1, 1],
      at: { ann: 'r5c9', bob: 'r25c1', cat: 'r25c3', dan: 'r25c5' },
      off: ['INT', 'POW', 'GYM', 'BAR'],
      rules: { monitors: 'table' },
    });
    s = must(s, 'ann', { type: 'move', to: 'r5c7' }).state;
    s = must(s, 'ann', { type: 'inspect', sabotage: false }).state;
    return must(s, 'table', { type: 'observe', sector: 'SEC', state: 'OFF', placed: true });
  }

  it('B8: "An SA records the state found": his circled entry says ON, as his notice does', () => {
    const r = annTurnsSecOff();
    expect(eventsFor(r.events, 'ann')).toContainEqual(
      expect.objectContaining({ type: 'monitorSeen', sector: 'SEC', found: 'ON' }),
    );
    expect(viewFor(r.state, 'ann').you?.securityList).toEqual([{ sector: 'SEC', found: 'ON' }]);
    // The others' lists show only the announcement (B8), whatever happened to the disc.
    expect(viewFor(r.state, 'bob').you?.securityList).toEqual([{ sector: 'SEC', by: 'ann' }]);
  });

  it('B3/B10: the OFF he caused is not a double agent sabotage: 4 of them do not open the gate', () => {
    const r = annTurnsSecOff();
    expect(Object.values(r.state.monitors).filter((m) => m === 'OFF')).toHaveLength(5);
    // dan one step from the gate r0c9 with a roll of 2: enough steps, not enough sabotages.
    const atGate = toMoveFrom(r.state, 'dan', 'r1c9');
    expect(canExit(atGate)).toBe(false);
    expect(applyAction(atGate, 'dan', { type: 'exit', gate: 'r0c9' })).toMatchObject({
      ok: false,
      error: { code: 'escape_needs_sabotages', params: { needed: 5 } },
    });
    // At the end the double agent's sabotages are shown without it; the breach is an anomaly.
    const end = {
      ...toMoveFrom(r.state, 'bob', 'r1c5'),
      players: r.state.players.map((p) =>
        p.id === 'bob' ? { ...p, position: 'r1c5' } : p.id === 'dan' ? { ...p, position: 'r1c6' } : p,
      ),
    };
    const over = viewFor(must(end, 'bob', { type: 'accuse', target: 'dan' }).state, 'table').result;
    expect(over?.sabotaged.sort()).toEqual(['BAR', 'GYM', 'INT', 'POW']);
    expect(over?.anomalies).toEqual([{ sector: 'SEC', problem: 'securityAgentChangedMonitor', by: 'ann' }]);
  });

  it('the double agent finding that monitor OFF and leaving it OFF does not make it his', () => {
    const r = annTurnsSecOff();
    // dan walks into the Security Office (r5c7) and inspects SEC: found OFF, left OFF.
    let s = toMoveFrom(r.state, 'dan', 'r5c9');
    s = { ...s, players: s.players.map((p) => (p.id === 'ann' ? { ...p, position: 'r25c7' } : p)) };
    s = must(s, 'dan', { type: 'move', to: 'r5c7' }).state;
    s = must(s, 'dan', { type: 'inspect', sabotage: false }).state;
    s = must(s, 'table', { type: 'observe', sector: 'SEC', state: 'OFF', placed: true }).state;
    expect(s.inspections.at(-1)).toEqual({ by: 'dan', sector: 'SEC', found: 'OFF', left: 'OFF' });
    expect(canExit(toMoveFrom(s, 'dan', 'r1c9'))).toBe(false);
  });

  it('once SEC is back ON, the double agent turning it OFF himself is his fifth sabotage', () => {
    const r = annTurnsSecOff();
    // The board sees SEC turned back ON outside an inspection (a breach, kept as an anomaly).
    let s = must(r.state, 'table', { type: 'observe', sector: 'SEC', state: 'ON' }).state;
    s = toMoveFrom(s, 'dan', 'r5c9');
    s = { ...s, players: s.players.map((p) => (p.id === 'ann' ? { ...p, position: 'r25c7' } : p)) };
    s = must(s, 'dan', { type: 'move', to: 'r5c7' }).state;
    s = must(s, 'dan', { type: 'inspect', sabotage: false }).state;
    s = must(s, 'table', { type: 'observe', sector: 'SEC', state: 'OFF', placed: true }).state;
    // B8: the double agent records the state as left.
    expect(viewFor(s, 'dan').you?.securityList.at(-1)).toEqual({ sector: 'SEC', found: 'OFF' });
    expect(canExit(toMoveFrom(s, 'dan', 'r1c9'))).toBe(true);
  });
});
