import { describe, expect, it } from 'vitest';
import { eventsFor, legalActions, viewFor } from '../../engine/doubleagent';
import { inspectionDecision } from '../../src-renderer/games/doubleagent/inspection';
import {
  holdingFor,
  type Inspection,
  inspectionStage,
  stepInspection,
} from '../../src-renderer/games/doubleagent/inspection-state';
import { must, position } from './doubleagent.helpers';

/** Dan (the double agent) steps from r5c9 into the Security Building (r5c7) and may inspect SEC (B7.1). */
function atInspection() {
  const s = position({
    da: 'dan',
    mover: 'dan',
    dice: [1, 1],
    at: { ann: 'r25c1', bob: 'r25c3', cat: 'r25c5', dan: 'r5c9' },
  });
  return must(s, 'dan', { type: 'move', to: 'r5c7' }).state;
}

describe('the inspection life cycle on a screen (B7.3)', () => {
  const s = atInspection();
  const decision = inspectionDecision(viewFor(s, 'dan'), legalActions(s, 'dan'));
  const earlier = [{ type: 'rolled', player: 'dan', dice: [1, 1], total: 2 }];

  it('opens with the decision, keeps its clock while the same decision is up, and holds the seat', () => {
    expect(decision?.sector).toBe('SEC');
    const open = stepInspection(null, { type: 'view', seat: 'dan', decision, log: earlier, now: 100 });
    expect(open).toEqual({ seat: 'dan', sector: 'SEC', openedAt: 100, logFrom: 1, chose: false });
    const again = stepInspection(open, { type: 'view', seat: 'dan', decision, log: earlier, now: 900 });
    expect(again?.openedAt).toBe(100);
    expect(holdingFor(again, 'dan')).toBe(true);
    expect(holdingFor(again, 'ann')).toBe(false);
    expect(inspectionStage(again, 'dan', decision, earlier, false)).toEqual({ kind: 'decide', decision });
  });

  it('after the choice: waiting for the host, then the finding, held until dismissed; then nothing', () => {
    let state: Inspection | null = stepInspection(null, {
      type: 'view',
      seat: 'dan',
      decision,
      log: earlier,
      now: 0,
    });
    state = stepInspection(state, { type: 'act', inspect: true });
    // The host has not answered: the decision is gone, nothing found yet.
    state = stepInspection(state, { type: 'view', seat: 'dan', decision: null, log: earlier, now: 10 });
    expect(inspectionStage(state, 'dan', null, earlier, true)).toEqual({ kind: 'pending', board: true });
    const r = must(s, 'dan', { type: 'inspect', sabotage: true });
    const log = [...earlier, ...eventsFor(r.events, 'dan')];
    state = stepInspection(state, { type: 'view', seat: 'dan', decision: null, log, now: 20 });
    expect(inspectionStage(state, 'dan', null, log, false)).toEqual({
      kind: 'found',
      finding: { sector: 'SEC', found: 'ON', left: 'OFF' },
    });
    expect(holdingFor(state, 'dan')).toBe(true);
    state = stepInspection(state, { type: 'dismissed' });
    expect(state).toBeNull();
    expect(holdingFor(state, 'dan')).toBe(false);
    // The next views (the turn went on) bring nothing back.
    state = stepInspection(state, { type: 'view', seat: 'dan', decision: null, log, now: 30 });
    expect(state).toBeNull();
    expect(inspectionStage(state, 'dan', null, log, false)).toBeNull();
  });

  it('a decision gone without a choice here (a stand-in bot, an undo) leaves nothing to show', () => {
    const open = stepInspection(null, { type: 'view', seat: 'dan', decision, log: earlier, now: 0 });
    expect(
      stepInspection(open, { type: 'view', seat: 'dan', decision: null, log: earlier, now: 5 }),
    ).toBeNull();
  });

  it("another seat's screen never shows this seat's inspection", () => {
    let state = stepInspection(null, { type: 'view', seat: 'dan', decision, log: earlier, now: 0 });
    state = stepInspection(state, { type: 'act', inspect: true });
    expect(inspectionStage(state, 'ann', null, earlier, false)).toBeNull();
    expect(stepInspection(state, { type: 'view', seat: 'ann', decision: null, log: [], now: 1 })).toBeNull();
  });
});
