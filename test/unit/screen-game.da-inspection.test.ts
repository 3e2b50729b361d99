import { describe, expect, it } from 'vitest';
import { eventsFor, legalActions, viewFor } from '../../engine/doubleagent';
import {
  readDeductionSetting,
  storedDeductionSetting,
} from '../../src-renderer/games/doubleagent/deduction-setting';
import {
  findingSince,
  inspectionDecision,
  NEVER_PAUSED,
  type PausedTime,
  pausedTime,
  remainingMs,
  secondsLeft,
  slotForKey,
  waitClock,
  waitProgress,
} from '../../src-renderer/games/doubleagent/inspection';
import { listLine } from '../../src-renderer/games/doubleagent/list-notation';
import { FOUR, must, mustCreate, position } from './doubleagent.helpers';

/** `mover` steps from the walkway at r5c9 into the Security Building (r5c7) and may inspect (B7.1). */
function atInspection(mover: 'ann' | 'dan', rules: { monitors?: 'engine' | 'table' } = {}) {
  const s = position({
    da: 'dan',
    mover,
    dice: [1, 1],
    at: { ann: 'r25c1', bob: 'r25c3', cat: 'r25c5', dan: 'r25c7', [mover]: 'r5c9' },
    ...(rules.monitors ? { rules: { monitors: rules.monitors } } : {}),
  });
  return must(s, mover, { type: 'move', to: 'r5c7' }).state;
}

describe('the inspection dialog rows (B7.3: the same for every role)', () => {
  it('a Security Agent and the double agent get the same rows in the same places', () => {
    const sa = atInspection('ann');
    const da = atInspection('dan');
    const saDecision = inspectionDecision(viewFor(sa, 'ann'), legalActions(sa, 'ann'))!;
    const daDecision = inspectionDecision(viewFor(da, 'dan'), legalActions(da, 'dan'))!;
    expect(saDecision.sector).toBe('SEC');
    expect(daDecision.sector).toBe('SEC');
    expect(saDecision.slots.map((s) => s.choice)).toEqual(['leave', 'sabotage', 'skip']);
    expect(daDecision.slots.map((s) => s.choice)).toEqual(['leave', 'sabotage', 'skip']);
  });

  it("each row points at the seat's own legal action; the Security Agent's sabotage row at none", () => {
    const sa = atInspection('ann');
    const saLegal = legalActions(sa, 'ann');
    const saSlots = inspectionDecision(viewFor(sa, 'ann'), saLegal)!.slots;
    expect(saSlots.map((s) => (s.index === null ? null : saLegal[s.index]))).toEqual([
      { type: 'inspect', sabotage: false },
      null,
      { type: 'endTurn' },
    ]);
    const da = atInspection('dan');
    const daLegal = legalActions(da, 'dan');
    const daSlots = inspectionDecision(viewFor(da, 'dan'), daLegal)!.slots;
    expect(daSlots.map((s) => (s.index === null ? null : daLegal[s.index]))).toEqual([
      { type: 'inspect', sabotage: false },
      { type: 'inspect', sabotage: true },
      { type: 'endTurn' },
    ]);
  });

  it('at a physical board (table monitors) nobody gets a sabotage row: the disc is turned by hand', () => {
    for (const mover of ['ann', 'dan'] as const) {
      const s = atInspection(mover, { monitors: 'table' });
      const decision = inspectionDecision(viewFor(s, mover), legalActions(s, mover))!;
      expect(decision.slots.map((slot) => slot.choice)).toEqual(['leave', 'skip']);
    }
  });

  it('is no decision for the other seats, at the move step, or with other actions in the list', () => {
    const s = atInspection('ann');
    expect(inspectionDecision(viewFor(s, 'bob'), legalActions(s, 'bob'))).toBeNull();
    expect(inspectionDecision(viewFor(s, 'table'), [])).toBeNull();
    const before = position({ mover: 'ann', dice: [1, 1], at: { ann: 'r5c9' } });
    expect(inspectionDecision(viewFor(before, 'ann'), legalActions(before, 'ann'))).toBeNull();
    expect(inspectionDecision(viewFor(s, 'ann'), [...legalActions(s, 'ann'), { type: 'roll' }])).toBeNull();
  });

  it('a digit key picks the row shown with it', () => {
    const s = atInspection('ann');
    const slots = inspectionDecision(viewFor(s, 'ann'), legalActions(s, 'ann'))!.slots;
    expect(slotForKey('1', slots)?.choice).toBe('leave');
    expect(slotForKey('2', slots)?.choice).toBe('sabotage');
    expect(slotForKey('3', slots)?.choice).toBe('skip');
    expect(slotForKey('4', slots)).toBeNull();
    expect(slotForKey('a', slots)).toBeNull();
  });
});

describe('the least duration', () => {
  it('counts down from the opening to zero, and never below', () => {
    expect(remainingMs(1000, 1000, 3000)).toBe(3000);
    expect(remainingMs(1000, 2200, 3000)).toBe(1800);
    expect(remainingMs(1000, 4000, 3000)).toBe(0);
    expect(remainingMs(1000, 9000, 3000)).toBe(0);
    // A clock that went backwards does not make the wait longer than the minimum.
    expect(remainingMs(1000, 500, 3000)).toBe(3000);
  });

  it('stands still while the game is paused, and goes on from there on resume (issue 15)', () => {
    // A 3 s wait opened at 1 s; paused at 2 s for a minute, then again for 0.5 s.
    const left = (now: number, paused: PausedTime) => {
      const { startedAt, at } = waitClock(1000, now, paused);
      return remainingMs(startedAt, at, 3000);
    };
    let paused = pausedTime(NEVER_PAUSED, true, 2000);
    expect(left(2000, paused)).toBe(2000);
    expect(left(62_000, paused)).toBe(2000);
    expect(pausedTime(paused, true, 30_000)).toBe(paused);
    paused = pausedTime(paused, false, 62_000);
    expect(left(62_000, paused)).toBe(2000);
    expect(left(63_000, paused)).toBe(1000);
    paused = pausedTime(pausedTime(paused, true, 63_000), false, 63_500);
    expect(left(63_500, paused)).toBe(1000);
    expect(left(64_500, paused)).toBe(0);
    const { startedAt, at } = waitClock(1000, 62_000, pausedTime(NEVER_PAUSED, true, 2500));
    expect(waitProgress(startedAt, at, 3000)).toBeCloseTo(0.5);
  });

  it('shows whole seconds left and the share of the wait gone', () => {
    expect(secondsLeft(3000)).toBe(3);
    expect(secondsLeft(1200)).toBe(2);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(waitProgress(0, 750, 3000)).toBeCloseTo(0.25);
    expect(waitProgress(0, 5000, 3000)).toBe(1);
    expect(waitProgress(0, 0, 0)).toBe(1);
  });
});

describe("what the seat's own inspection showed", () => {
  it('the double agent sees the monitor found ON and left OFF; the others never see it', () => {
    const s = atInspection('dan');
    const r = must(s, 'dan', { type: 'inspect', sabotage: true });
    const earlier = [{ type: 'rolled', player: 'dan', dice: [1, 1], total: 2 }];
    const danLog = [...earlier, ...eventsFor(r.events, 'dan')];
    expect(findingSince(danLog, earlier.length, 'dan')).toEqual({ sector: 'SEC', found: 'ON', left: 'OFF' });
    expect(findingSince([...earlier, ...eventsFor(r.events, 'ann')], earlier.length, 'ann')).toBeNull();
    // Only entries from the dialog's opening on count.
    expect(findingSince(danLog, danLog.length, 'dan')).toBeNull();
  });
});

describe('the Security List in the notation of the rulebook (B8)', () => {
  it("another agent's inspection: sector code, en dash, agent", () => {
    expect(listLine({ sector: 'SEC', by: 'John' })).toEqual({
      own: false,
      code: 'SEC',
      text: 'SEC \u2013 John',
    });
  });

  it('an own inspection: the code and ON/OFF (drawn circled); the double agent shows the state as left', () => {
    expect(listLine({ sector: 'GYM', found: 'ON' })).toEqual({ own: true, code: 'GYM', text: 'GYM ON' });
    const s = atInspection('dan');
    const after = must(s, 'dan', { type: 'inspect', sabotage: true }).state;
    expect(
      viewFor(after, 'dan')
        .you!.securityList.map(listLine)
        .map((l) => l.text),
    ).toEqual(['SEC OFF']);
    expect(
      viewFor(after, 'ann')
        .you!.securityList.map(listLine)
        .map((l) => l.text),
    ).toEqual(['SEC \u2013 dan']);
  });

  it("the double agent's opening sabotage is not on its list", () => {
    let s = mustCreate({ deal: { doubleAgent: 'dan' }, firstPlayer: 'ann' });
    for (const seat of FOUR) s = must(s, seat, { type: 'opening', sector: 'POW' }).state;
    const dan = viewFor(s, 'dan').you!;
    expect(dan.opening).toBe('POW');
    expect(dan.securityList.map(listLine)).toEqual([]);
  });
});

describe('the deduction switch', () => {
  it('is on unless the device stored "off"', () => {
    expect(readDeductionSetting(null)).toBe(true);
    expect(readDeductionSetting('on')).toBe(true);
    expect(readDeductionSetting('off')).toBe(false);
    expect(readDeductionSetting(storedDeductionSetting(false))).toBe(false);
    expect(readDeductionSetting(storedDeductionSetting(true))).toBe(true);
  });
});
