import { describe, expect, it } from 'vitest';
import type { DaPhaseView } from '../../engine/doubleagent';
import { placedReport, readBoardEvent } from '../../src-main/games/doubleagent/board/reading';

const inspecting: DaPhaseView = { kind: 'turn', player: 'Ann', step: 'inspect', sector: 'GYM' };
const placing: DaPhaseView = { kind: 'turn', player: 'Ann', step: 'place', sector: 'GYM' };
const rolling: DaPhaseView = { kind: 'turn', player: 'Ann', step: 'roll' };

describe('reading a board event against the game (serial-v1 "Life of a connection", B7)', () => {
  it('ignores the board while players set it up and after the game', () => {
    const startRoll: DaPhaseView = { kind: 'startRoll', contenders: ['Ann'], rolls: {} };
    const over: DaPhaseView = { kind: 'over', winner: null, reason: 'maxRounds' };
    for (const phase of [startRoll, over])
      expect(readBoardEvent(phase, 'GYM', 'OFF', '0', true)).toEqual({ kind: 'ignore' });
  });

  it('leaves every turn of a monitor during the opening to the opening check', () => {
    const opening: DaPhaseView = { kind: 'opening', done: [] };
    expect(readBoardEvent(opening, 'GYM', 'OFF', '0', true)).toEqual({ kind: 'opening' });
    expect(readBoardEvent(opening, 'GYM', 'ON', '1', true)).toEqual({ kind: 'opening' });
    expect(readBoardEvent(opening, 'GYM', 'LIFT', '1', true)).toEqual({ kind: 'ignore' });
  });

  it('takes lifting the monitor of the sector you stand in as your inspection', () => {
    expect(readBoardEvent(inspecting, 'GYM', 'LIFT', '1', true)).toEqual({ kind: 'inspect', player: 'Ann' });
    // Another sector's monitor is no inspection: turning it is a change outside an inspection.
    expect(readBoardEvent(inspecting, 'POW', 'LIFT', '1', true)).toEqual({ kind: 'ignore' });
    expect(readBoardEvent(inspecting, 'POW', 'OFF', '0', true)).toEqual({
      kind: 'report',
      action: { type: 'observe', sector: 'POW', state: 'OFF' },
    });
  });

  it('without presence sensing, a turn of your own monitor starts the inspection', () => {
    expect(readBoardEvent(inspecting, 'GYM', 'OFF', '0', false)).toEqual({ kind: 'inspect', player: 'Ann' });
  });

  it('judges an inspection by the position when the monitor is put back, not while it turns', () => {
    expect(readBoardEvent(placing, 'GYM', 'OFF', '0', true)).toEqual({ kind: 'ignore' });
    expect(readBoardEvent(placing, 'GYM', 'ON', '1', true)).toEqual({ kind: 'ignore' });
    expect(readBoardEvent(placing, 'GYM', 'PLACE', '0', true)).toEqual({
      kind: 'report',
      action: { type: 'observe', sector: 'GYM', state: 'OFF', placed: true },
    });
    expect(readBoardEvent(placing, 'GYM', 'PLACE', '?', true)).toEqual({ kind: 'ignore' });
    // Without presence sensing the window's end decides (placedReport), never a turn.
    expect(readBoardEvent(placing, 'GYM', 'OFF', '0', false)).toEqual({ kind: 'ignore' });
    expect(placedReport('GYM', '1')).toEqual({ type: 'observe', sector: 'GYM', state: 'ON', placed: true });
    expect(placedReport('GYM', '?')).toBeNull();
  });

  it('reports any other turn of a monitor, so the rules can flag it', () => {
    expect(readBoardEvent(rolling, 'GYM', 'ON', '1', true)).toEqual({
      kind: 'report',
      action: { type: 'observe', sector: 'GYM', state: 'ON' },
    });
    expect(readBoardEvent(rolling, 'GYM', 'LIFT', '1', true)).toEqual({ kind: 'ignore' });
    expect(readBoardEvent(rolling, 'GYM', 'FAULT', '?', true)).toEqual({ kind: 'ignore' });
  });
});
