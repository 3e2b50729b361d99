import { describe, expect, it } from 'vitest';
import { OpeningSequence } from '../../engine/core';
import {
  judgeOpeningAtBoard,
  newGame,
  openingSaboteur,
  openingWindowOrder,
  opensAtPhysicalBoard,
  viewFor,
} from '../../engine/doubleagent';

describe('the opening sequence (B5: the same private window for everyone)', () => {
  it('opens one window per group in turn, each exactly as long, with the same handover between', () => {
    const sequence = new OpeningSequence([['A'], ['B']], 15_000, 3_000);
    expect(sequence.status(0)).toMatchObject({ stage: 'ready', index: 0, remainingMs: 15_000 });
    expect(sequence.start(1_000).ok).toBe(true);
    expect(sequence.current()).toEqual(['A']);
    expect(sequence.tick(15_999)).toBe(false);
    expect(sequence.current()).toEqual(['A']);
    // The timer fired 300 ms late: the handover, then B's window, are still full length.
    expect(sequence.tick(16_300)).toBe(false);
    expect(sequence.status(16_300)).toMatchObject({ stage: 'handover', index: 1, remainingMs: 3_000 });
    expect(sequence.current()).toEqual([]);
    expect(sequence.windowIndexAt(17_000)).toBeNull();
    expect(sequence.tick(19_300)).toBe(false);
    expect(sequence.current()).toEqual(['B']);
    expect(sequence.deadline()).toBe(34_300);
    expect(sequence.tick(34_300)).toBe(true);
    expect(sequence.status(34_300)).toMatchObject({ stage: 'done', index: 2 });
  });

  describe('at a shared screen: no clock behind a curtain', () => {
    const curtains = { seats: new Set(['A', 'B']), waitMs: 120_000 };

    it('opens each window when its player uncovers it, for the whole window from then', () => {
      const sequence = new OpeningSequence([['A'], ['B']], 15_000, 3_000, curtains);
      sequence.start(0);
      expect(sequence.status(0)).toMatchObject({ stage: 'curtain', index: 0, remainingMs: 120_000 });
      expect(sequence.current()).toEqual([]);
      expect(sequence.choose('A', 'x').ok).toBe(false);
      // A waited 8 s on the curtain: still the whole 15 s.
      expect(sequence.tick(8_000)).toBe(false);
      expect(sequence.uncover('B', 8_000).ok).toBe(false);
      expect(sequence.uncover('A', 8_000).ok).toBe(true);
      expect(sequence.status(8_000)).toMatchObject({ stage: 'window', index: 0, remainingMs: 15_000 });
      expect(sequence.deadline()).toBe(23_000);
      // The window closes: B's curtain at once, no handover taken from B's window.
      expect(sequence.tick(23_000)).toBe(false);
      expect(sequence.status(23_000)).toMatchObject({ stage: 'curtain', index: 1, remainingMs: 120_000 });
      expect(sequence.awaitingUncover()).toEqual(['B']);
      expect(sequence.uncover('B', 40_000).ok).toBe(true);
      expect(sequence.deadline()).toBe(55_000);
      expect(sequence.tick(55_000)).toBe(true);
      expect(sequence.status(55_000)).toMatchObject({ stage: 'done', absent: [] });
    });

    it('counts a seat that never uncovers its window as absent after the wait, and goes on', () => {
      const sequence = new OpeningSequence([['A'], ['B']], 15_000, 3_000, curtains);
      sequence.start(0);
      expect(sequence.tick(119_999)).toBe(false);
      expect(sequence.tick(120_000)).toBe(false);
      expect(sequence.status(120_000)).toMatchObject({ stage: 'curtain', index: 1, absent: ['A'] });
      expect(sequence.uncover('A', 120_000).ok).toBe(false);
      sequence.uncover('B', 121_000);
      expect(sequence.tick(136_000)).toBe(true);
      expect(sequence.choices('none')).toEqual([
        { seat: 'A', choice: 'none' },
        { seat: 'B', choice: 'none' },
      ]);
    });

    it('pauses the wait behind a curtain like a window, and resumes it where it stopped', () => {
      const sequence = new OpeningSequence([['A']], 15_000, 3_000, curtains);
      sequence.start(0);
      expect(sequence.pause(100_000).ok).toBe(true);
      expect(sequence.uncover('A', 100_500).ok).toBe(false);
      expect(sequence.resume(500_000).ok).toBe(true);
      expect(sequence.status(500_000)).toMatchObject({ stage: 'curtain', remainingMs: 20_000 });
    });

    it('keeps the fixed timing for seats without a curtain (a bot, a physical board)', () => {
      const sequence = new OpeningSequence([['A'], ['Bot']], 15_000, 3_000, curtains);
      sequence.start(0);
      sequence.uncover('A', 0);
      sequence.tick(15_000);
      expect(sequence.status(15_000)).toMatchObject({ stage: 'handover', index: 1 });
      sequence.tick(18_000);
      expect(sequence.current()).toEqual(['Bot']);
    });
  });

  it('has no handover when everyone plays at once', () => {
    const sequence = new OpeningSequence([['A', 'B']], 15_000, 3_000);
    sequence.start(0);
    expect(sequence.tick(15_000)).toBe(true);
  });

  it('pauses a handover too, and resumes it where it stopped', () => {
    const sequence = new OpeningSequence([['A'], ['B']], 1_000, 3_000);
    sequence.start(0);
    sequence.tick(1_000);
    expect(sequence.pause(2_000).ok).toBe(true);
    expect(sequence.resume(9_000).ok).toBe(true);
    expect(sequence.status(9_000)).toMatchObject({ stage: 'handover', remainingMs: 2_000 });
    sequence.tick(11_000);
    expect(sequence.current()).toEqual(['B']);
  });

  it('keeps the time left across a pause', () => {
    const sequence = new OpeningSequence([['A']], 15_000, 3_000);
    sequence.start(0);
    expect(sequence.pause(4_000).ok).toBe(true);
    expect(sequence.status(60_000)).toMatchObject({ stage: 'paused', remainingMs: 11_000 });
    expect(sequence.tick(60_000)).toBe(false);
    expect(sequence.resume(60_000).ok).toBe(true);
    expect(sequence.deadline()).toBe(71_000);
    expect(sequence.pause(0).ok && sequence.pause(0).ok).toBe(false);
  });

  it('takes a choice only inside the chooser’s own window, and the last one counts', () => {
    const sequence = new OpeningSequence([['A'], ['B']], 1_000, 3_000);
    expect(sequence.choose('A', 'x')).toMatchObject({ ok: false, error: { code: 'not_your_window' } });
    sequence.start(0);
    expect(sequence.choose('B', 'x')).toMatchObject({ ok: false, error: { code: 'not_your_window' } });
    expect(sequence.choose('A', 'first').ok).toBe(true);
    expect(sequence.choose('A', 'second').ok).toBe(true);
    sequence.tick(1_000);
    expect(sequence.choose('A', 'late')).toMatchObject({ ok: false });
    expect(sequence.choices('none')).toEqual([
      { seat: 'A', choice: 'second' },
      { seat: 'B', choice: 'none' },
    ]);
  });
});

describe('the opening windows’ order (B5: “each player in turn”)', () => {
  const seated = (...ids: string[]) => ids.map((id) => ({ id }));

  it('starts with the first player from the start roll and goes on in seating order, wrapping round', () => {
    const players = seated('Red', 'Blue', 'Green', 'Yellow');
    expect(openingWindowOrder({ players, firstPlayer: 'Green' })).toEqual(['Green', 'Yellow', 'Red', 'Blue']);
    expect(openingWindowOrder({ players, firstPlayer: 'Red' })).toEqual(['Red', 'Blue', 'Green', 'Yellow']);
    expect(openingWindowOrder({ players, firstPlayer: 'Yellow' })).toEqual([
      'Yellow',
      'Red',
      'Blue',
      'Green',
    ]);
  });

  it('keeps the seating order while no first player is known', () => {
    expect(openingWindowOrder({ players: seated('A', 'B', 'C'), firstPlayer: null })).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});

describe('where the opening is played', () => {
  it('at the physical board only when the board reports the monitors', () => {
    expect(opensAtPhysicalBoard({ rules: { monitors: 'table' } })).toBe(true);
    expect(opensAtPhysicalBoard({ rules: { monitors: 'engine' } })).toBe(false);
    expect(opensAtPhysicalBoard({ rules: {} })).toBe(false);
    expect(opensAtPhysicalBoard({})).toBe(false);
  });
});

describe('who may change the board in the opening (B5: only the double agent)', () => {
  it('is the seat whose own view says it is the double agent, whoever that is in the deal', () => {
    const players = ['Red', 'Blue', 'Green', 'Yellow'];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const game = newGame({ seed, players });
      if (!game.ok) throw new Error(game.error.message);
      const told = players.filter((seat) => viewFor(game.value, seat).you?.role === 'doubleAgent');
      expect(told).toHaveLength(1);
      expect(openingSaboteur(game.value)).toBe(told[0]);
      seen.add(told[0]!);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('judging an opening played at a physical board (B5)', () => {
  // Sockets 0–3 hold monitors; socket 4 is unused in this game. The double agent plays in window 2.
  const played = (over: Partial<Parameters<typeof judgeOpeningAtBoard>[0]> = {}) =>
    judgeOpeningAtBoard({
      start: ['1', '1', '1', '1', '0'],
      end: ['1', '1', '0', '1', '0'],
      sockets: [0, 1, 2, 3],
      changesIn: [2, 2],
      doubleAgentWindow: 2,
      ...over,
    });

  it('names the one monitor the double agent turned OFF in its own window', () => {
    expect(played()).toBe(2);
    expect(played({ end: ['0', '1', '1', '1', '0'], changesIn: [2] })).toBe(0);
  });

  it('asks for it again unless every monitor was ON at the start', () => {
    expect(played({ start: ['1', '1', '1', '0', '0'] })).toBeNull();
    expect(played({ start: ['1', '?', '1', '1', '0'] })).toBeNull();
  });

  it('asks for it again unless exactly one monitor ended OFF, and surely OFF', () => {
    expect(played({ end: ['1', '1', '1', '1', '0'], changesIn: [] })).toBeNull();
    expect(played({ end: ['0', '1', '0', '1', '0'] })).toBeNull();
    expect(played({ end: ['1', '1', '?', '1', '0'] })).toBeNull();
  });

  it('asks for it again when the board changed outside the double agent’s window', () => {
    expect(played({ changesIn: [1, 2] })).toBeNull();
    expect(played({ changesIn: [2, null] })).toBeNull();
  });

  it('ignores sockets the game does not use', () => {
    expect(played({ start: ['1', '1', '1', '1', '?'], end: ['1', '1', '0', '1', '1'] })).toBe(2);
  });
});
