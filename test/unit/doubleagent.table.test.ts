import { describe, expect, it } from 'vitest';
import { applyAction, eventsFor, legalActions, toAct, viewFor } from '../../engine/doubleagent';
import { FOUR, must, mustCreate, position } from './doubleagent.helpers';

const far = { bob: 'r25c1', cat: 'r25c3', dan: 'r25c5' };

describe('monitors from the table (a physical board reports what it sees)', () => {
  it('the opening sabotage is the one monitor turned OFF before any inspection', () => {
    let s = mustCreate({
      firstPlayer: 'ann',
      deal: { doubleAgent: 'dan' },
      rules: { monitors: 'table', dice: 'table' },
    });
    for (const p of FOUR) s = must(s, p, { type: 'opening', sector: null }).state;
    expect(Object.values(s.monitors).every((m) => m === 'ON')).toBe(true); // the engine sabotages nothing itself
    expect(applyAction(s, 'ann', { type: 'observe', sector: 'GYM', state: 'OFF' }).ok).toBe(false); // table seat only
    const r = must(s, 'table', { type: 'observe', sector: 'GYM', state: 'OFF' });
    expect(r.state.opening).toBe('GYM');
    expect(r.state.anomalies).toEqual([]);
    expect(eventsFor(r.events, 'dan')).toContainEqual({
      type: 'openingSabotage',
      player: 'dan',
      sector: 'GYM',
      visibleTo: ['dan'],
    });
    expect(eventsFor(r.events, 'ann')).toEqual([]);
    expect(eventsFor(r.events, 'table')).toEqual([]);
    expect(viewFor(r.state, 'dan').you?.opening).toBe('GYM');
    // A second change before any inspection is a breach, kept hidden until the end.
    const again = must(r.state, 'table', { type: 'observe', sector: 'SEC', state: 'OFF' });
    expect(again.state.anomalies).toEqual([{ sector: 'SEC', problem: 'secondOpeningSabotage' }]);
  });

  it('an inspection waits for the board to report the monitor put back', () => {
    let s = position({
      mover: 'ann',
      dice: [1, 1],
      at: { ann: 'r5c9', ...far },
      rules: { monitors: 'table' },
    });
    s = must(s, 'ann', { type: 'move', to: 'r5c7' }).state;
    expect(applyAction(s, 'ann', { type: 'inspect', sabotage: true }).ok).toBe(false); // turned by hand, not by click
    s = must(s, 'ann', { type: 'inspect', sabotage: false }).state;
    expect(toAct(s)).toEqual(['table']);
    expect(applyAction(s, 'ann', { type: 'endTurn' }).ok).toBe(false);
    expect(legalActions(s, 'table')).toContainEqual({
      type: 'observe',
      sector: 'SEC',
      state: 'ON',
      placed: true,
    });
    // Turning the disc passes through OFF: not yet the result.
    s = must(s, 'table', { type: 'observe', sector: 'SEC', state: 'OFF' }).state;
    expect(toAct(s)).toEqual(['table']);
    const r = must(s, 'table', { type: 'observe', sector: 'SEC', state: 'ON', placed: true });
    expect(r.state.inspections).toEqual([{ by: 'ann', sector: 'SEC', found: 'ON', left: 'ON' }]);
    expect(r.state.anomalies).toEqual([]);
    expect(toAct(r.state)).toEqual(['bob']);
    expect(viewFor(r.state, 'ann').you?.securityList).toEqual([{ sector: 'SEC', found: 'ON' }]);
  });

  it("the double agent's sabotage on the board is recorded and counts towards escape", () => {
    const off = ['INT', 'POW', 'GYM', 'BAR'];
    let s = position({
      da: 'dan',
      mover: 'dan',
      dice: [1, 1],
      at: { dan: 'r5c9', ann: 'r25c1', bob: 'r25c3', cat: 'r25c5' },
      off,
      rules: { monitors: 'table' },
    });
    s = must(s, 'dan', { type: 'move', to: 'r5c7' }).state;
    s = must(s, 'dan', { type: 'inspect', sabotage: false }).state;
    s = must(s, 'table', { type: 'observe', sector: 'SEC', state: 'OFF', placed: true }).state;
    expect(s.inspections).toEqual([{ by: 'dan', sector: 'SEC', found: 'ON', left: 'OFF' }]);
    expect(s.anomalies).toEqual([]);
    expect(viewFor(s, 'dan').you?.securityList).toEqual([{ sector: 'SEC', found: 'OFF' }]);
    const exit = { ...s, players: s.players.map((p) => (p.id === 'dan' ? { ...p, position: 'r1c9' } : p)) };
    const t = {
      ...exit,
      phase: {
        kind: 'turn' as const,
        player: 'dan',
        step: 'move' as const,
        dice: [1, 1] as [number, number],
      },
    };
    expect(must(t, 'dan', { type: 'exit', gate: 'r0c9' }).state.phase).toMatchObject({ winner: 'dan' });
  });

  it('breaches are checked against what the board saw, and shown at the end', () => {
    let s = position({
      da: 'dan',
      mover: 'ann',
      dice: [1, 1],
      at: { ann: 'r5c9', ...far },
      off: ['GYM'],
      rules: { monitors: 'table' },
    });
    s = must(s, 'ann', { type: 'move', to: 'r5c7' }).state;
    s = must(s, 'ann', { type: 'inspect', sabotage: false }).state;
    const r = must(s, 'table', { type: 'observe', sector: 'SEC', state: 'OFF', placed: true });
    expect(r.state.anomalies).toEqual([{ sector: 'SEC', problem: 'securityAgentChangedMonitor', by: 'ann' }]);
    for (const seat of [...FOUR, 'table']) {
      expect(eventsFor(r.events, seat).some((e) => e.type === 'anomaly')).toBe(false);
      expect(JSON.stringify(viewFor(r.state, seat))).not.toContain('securityAgentChangedMonitor');
    }
    const on = must(r.state, 'table', { type: 'observe', sector: 'GYM', state: 'ON' });
    expect(on.state.anomalies.at(-1)).toEqual({ sector: 'GYM', problem: 'turnedOn' });
    // The game ends: the anomalies are revealed with the cards.
    const end = {
      ...on.state,
      players: on.state.players.map((p) =>
        p.id === 'bob' ? { ...p, position: 'r1c5' } : p.id === 'dan' ? { ...p, position: 'r1c6' } : p,
      ),
      phase: {
        kind: 'turn' as const,
        player: 'bob',
        step: 'move' as const,
        dice: [1, 1] as [number, number],
      },
    };
    const over = must(end, 'bob', { type: 'accuse', target: 'dan' });
    expect(viewFor(over.state, 'table').result?.anomalies).toHaveLength(2);
  });

  it('a game with its own monitors refuses board reports', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: { ann: 'r5c9', ...far } });
    expect(applyAction(s, 'table', { type: 'observe', sector: 'SEC', state: 'OFF' }).ok).toBe(false);
    expect(legalActions(s, 'table')).toEqual([]);
  });
});
