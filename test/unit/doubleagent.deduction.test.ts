import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deduce, describeReason, newGame, viewFor } from '../../engine/doubleagent';
import { FOUR, playout } from './doubleagent.helpers';

type Entry = { sector: string; by: string } | { sector: string; found: 'ON' | 'OFF' };

/** Reads the rulebook's notation: "GAR R" is R's inspection, "(SEC OFF)" or "INT ON" is mine. */
const parse = (text: string): Entry[] =>
  text.split(', ').map((t) => {
    const [sector, what] = t.replace(/[()]/g, '').split(' ') as [string, string];
    return what === 'ON' || what === 'OFF' ? { sector, found: what } : { sector, by: what };
  });

const CAMP = ['SEC', 'INT', 'POW', 'GYM', 'GAR', 'TER', 'STO', 'DEC', 'BAR'];
const SAMPLE = parse(
  'INT ON, GAR R, GAR C, TER R, GYM D, (SEC OFF), TER C, GYM R, POW D, (GAR ON), GAR R, GYM C, STO D, GYM R, (TER ON), DEC D, (GYM OFF), DEC R, INT C, STO D, (POW ON), STO R, GAR C, DEC D, DEC R, (GAR OFF), TER C, POW R, STO D, (TER ON), DEC C, GYM R, POW D, (POW OFF)',
);
const upTo = (n: number) => SAMPLE.slice(0, n);
const index = (sector: string, found: string, from = 0) =>
  SAMPLE.findIndex((e, i) => i >= from && 'found' in e && e.sector === sector && e.found === found) + 1;

describe('the rulebook sample game (B16)', () => {
  const ask = (list: Entry[]) => deduce({ players: ['me', 'C', 'D', 'R'], me: 'me', sectors: CAMP, list });

  it('SEC OFF with no earlier visitor is the opening sabotage', () => {
    const d = ask(upTo(index('SEC', 'OFF')));
    expect(d.openingSector).toBe('SEC');
    expect(d.suspects).toEqual(['C', 'D', 'R']);
  });

  it('after GYM OFF the suspects are C, D, R', () => {
    expect(ask(upTo(index('GYM', 'OFF'))).suspects).toEqual(['C', 'D', 'R']);
  });

  it('after GAR OFF (since my GAR ON) they are C and R; TER ON clears nobody', () => {
    expect(ask(upTo(index('GAR', 'OFF'))).suspects).toEqual(['C', 'R']);
    const ter = index('TER', 'ON', index('GAR', 'OFF'));
    const d = ask(upTo(ter));
    expect(d.suspects).toEqual(['C', 'R']);
    expect(d.probabilities).toEqual({ C: 0.5, R: 0.5 });
  });

  it('at the end it is R, with a reason for each step', () => {
    const d = ask(SAMPLE);
    expect(d.suspects).toEqual(['R']);
    expect(d.certain).toBe('R');
    expect(d.probabilities).toEqual({ R: 1 });
    expect(d.openingSector).toBe('SEC');
    const sentences = d.why.map(describeReason);
    expect(sentences.length).toBeGreaterThanOrEqual(4);
    expect(sentences).toContain('GAR OFF: the double agent must be one of C, R.');
  });

  it('gives the same reasons as data a screen can word (B16: GYM OFF → C, D, R; GAR OFF → C, R; then R)', () => {
    const d = ask(SAMPLE);
    expect(d.why).toContainEqual({
      kind: 'suspects',
      sector: 'GYM',
      found: 'OFF',
      suspects: ['C', 'D', 'R'],
    });
    expect(d.why).toContainEqual({ kind: 'suspects', sector: 'GAR', found: 'OFF', suspects: ['C', 'R'] });
    expect(d.why.at(-1)).toEqual({ kind: 'certain', agent: 'R' });
    expect(d.why.filter((reason) => reason.kind === 'opening')).toEqual([
      expect.objectContaining({ opening: 'SEC' }),
    ]);
  });
});

describe('deduction over every hypothesis', () => {
  const players = ['me', 'C', 'D', 'R'];
  const sectors = ['AAA', 'BBB', 'CCC', 'DDD'];

  it('with no list every other agent is equally suspect', () => {
    const d = deduce({ players, me: 'me', sectors, list: [] });
    expect(d.suspects).toEqual(['C', 'D', 'R']);
    expect(d.probabilities).toEqual({ C: 1 / 3, D: 1 / 3, R: 1 / 3 });
    expect(d.openingSector).toBe(null);
    expect(d.certain).toBe(null);
  });

  it('an opening monitor never found by me is still reasoned about', () => {
    // AAA OFF after D's visit: D, or AAA was the opening monitor (then anyone).
    const one: Entry[] = [
      { sector: 'AAA', by: 'D' },
      { sector: 'AAA', found: 'OFF' },
    ];
    expect(deduce({ players, me: 'me', sectors, list: one }).suspects).toEqual(['C', 'D', 'R']);
    // BBB OFF after R's visit: only one of the two can be the opening, so D (opening BBB) or R (opening AAA).
    const two: Entry[] = [...one, { sector: 'BBB', by: 'R' }, { sector: 'BBB', found: 'OFF' }];
    const d2 = deduce({ players, me: 'me', sectors, list: two });
    expect(d2.suspects).toEqual(['D', 'R']);
    expect(d2.probabilities).toEqual({ D: 0.5, R: 0.5 });
    expect(d2.openingSector).toBe(null);
    // CCC OFF after D's visit: R would need two opening sabotages, so D, who sabotaged in the opening BBB.
    const three: Entry[] = [...two, { sector: 'CCC', by: 'D' }, { sector: 'CCC', found: 'OFF' }];
    const d3 = deduce({ players, me: 'me', sectors, list: three });
    expect(d3.certain).toBe('D');
    expect(d3.openingSector).toBe('BBB');
  });

  it('a monitor found ON before anyone else saw it was not the opening sabotage', () => {
    const list: Entry[] = [
      { sector: 'AAA', found: 'ON' },
      { sector: 'AAA', by: 'C' },
      { sector: 'AAA', by: 'D' },
      { sector: 'AAA', found: 'OFF' },
    ];
    const d = deduce({ players, me: 'me', sectors, list });
    expect(d.suspects).toEqual(['C', 'D']);
  });

  it('a later ON finding clears nobody: the double agent need not sabotage', () => {
    const list: Entry[] = [
      { sector: 'AAA', by: 'C' },
      { sector: 'AAA', found: 'ON' },
    ];
    expect(deduce({ players, me: 'me', sectors, list }).suspects).toEqual(['C', 'D', 'R']);
  });

  it('agents cleared by a wrong accusation are no longer suspects', () => {
    const list: Entry[] = [
      { sector: 'AAA', found: 'OFF' },
      { sector: 'BBB', by: 'C' },
      { sector: 'BBB', by: 'D' },
      { sector: 'BBB', found: 'OFF' },
    ];
    expect(deduce({ players, me: 'me', sectors, list }).suspects).toEqual(['C', 'D']);
    const d = deduce({ players, me: 'me', sectors, list, cleared: ['C'] });
    expect(d.suspects).toEqual(['D']);
    expect(d.certain).toBe('D');
  });

  it('an impossible list leaves no suspect and says so', () => {
    const list: Entry[] = [
      { sector: 'AAA', found: 'ON' },
      { sector: 'AAA', found: 'OFF' },
    ];
    const d = deduce({ players, me: 'me', sectors, list });
    expect(d.suspects).toEqual([]);
    expect(d.probabilities).toEqual({});
    expect(d.why.some((reason) => reason.kind === 'contradiction')).toBe(true);
  });
});

describe('deduction in simulated games', () => {
  it('never eliminates the true double agent', () => {
    let checks = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, deluxe) => {
        const variant = deluxe ? 'deluxe' : 'standard';
        const players = variant === 'deluxe' ? [...FOUR, 'eve', 'fay'] : FOUR;
        const r = newGame({ seed, players, variant });
        if (!r.ok) throw new Error(r.error.message);
        const da = r.value.players.find((p) => p.role === 'doubleAgent')!.id;
        playout(r.value, seed, 20_000, (_b, _seat, action, after) => {
          if (action.type !== 'inspect' || after.phase.kind === 'over') return;
          const sectors = viewFor(after, 'table')
            .board.sectors.filter((s) => s.monitored !== false)
            .map((s) => s.code);
          for (const p of after.players) {
            if (p.role !== 'security' || p.eliminated) continue;
            const v = viewFor(after, p.id);
            const cleared = v.players.filter((q) => q.role === 'security' && q.id !== p.id).map((q) => q.id);
            const d = deduce({ players, me: p.id, sectors, list: v.you!.securityList, cleared });
            expect(d.suspects).toContain(da);
            checks++;
          }
        });
      }),
      { numRuns: 20 },
    );
    expect(checks).toBeGreaterThan(100);
  });
});
