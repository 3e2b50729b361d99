import { describe, expect, it } from 'vitest';
import { type SeatTurn, seatToShow } from '../../src-renderer/lib/curtain';

const turns = (version: number, decisions: Record<string, number>): SeatTurn[] =>
  Object.entries(decisions).map(([seat, n]) => ({ seat, version, decisions: n }));

describe('seatToShow', () => {
  it('starts with the first seat that has a decision', () => {
    expect(seatToShow(turns(0, { CIA: 0, KGB: 3 }), null, false)).toBe('KGB');
    expect(seatToShow(turns(0, { CIA: 2, KGB: 3 }), null, false)).toBe('CIA');
  });

  it('keeps the shown seat while it still has a decision', () => {
    expect(seatToShow(turns(4, { CIA: 2, KGB: 3 }), 'KGB', false)).toBe('KGB');
  });

  it('simultaneous choices go seat by seat: once CIA has chosen, KGB', () => {
    expect(seatToShow(turns(1, { CIA: 0, KGB: 5 }), 'CIA', false)).toBe('KGB');
  });

  it('looks for the next seat after the shown one, wrapping round', () => {
    const four = turns(7, { Red: 1, Blue: 0, Green: 1, Yellow: 0 });
    expect(seatToShow(four, 'Blue', false)).toBe('Green');
    expect(seatToShow(four, 'Yellow', false)).toBe('Red');
  });

  it('does not move while the seats’ views disagree on the version', () => {
    const mixed: SeatTurn[] = [
      { seat: 'CIA', version: 5, decisions: 0 },
      { seat: 'KGB', version: 4, decisions: 2 },
    ];
    expect(seatToShow(mixed, 'CIA', false)).toBe('CIA');
  });

  it('keeps a seat the user chose by hand until something happens', () => {
    expect(seatToShow(turns(3, { CIA: 0, KGB: 2 }), 'CIA', true)).toBe('CIA');
    expect(seatToShow(turns(3, { CIA: 0, KGB: 2 }), 'CIA', false)).toBe('KGB');
  });

  it('stays put when nobody has a decision (game over, or waiting for a remote seat)', () => {
    expect(seatToShow(turns(9, { CIA: 0, KGB: 0 }), 'KGB', false)).toBe('KGB');
    expect(seatToShow(turns(9, { CIA: 0, KGB: 0 }), null, false)).toBe('CIA');
  });
});
