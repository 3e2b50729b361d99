import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../../protocol/messages';
import { afterNotice, botPaceOf, offersBotPace } from '../../src-renderer/lib/bot-pace';

const summary = (
  over: boolean,
  bots: (string | null)[],
  botPace?: TableSummary['botPace'],
): TableSummary => ({
  id: 't1',
  game: 'doubleagent',
  code: 'ABC123',
  seats: bots.map((bot, index) => ({ seat: `P${index + 1}`, taken: true, connected: bot === null, bot })),
  actions: 3,
  over,
  archived: false,
  deal: { kind: 'fair', commitment: 'a'.repeat(64), dealt: true },
  ...(botPace ? { botPace } : {}),
});

describe('the table screen’s pace control (issue 17)', () => {
  it('is offered to a player at a running table where a computer player sits', () => {
    expect(offersBotPace(summary(false, [null, 'planner', 'planner', null]), ['P1'])).toBe(true);
  });

  it('is not offered without a computer player, to a watcher only, once the game is over, or before joining', () => {
    expect(offersBotPace(summary(false, [null, null, null, null]), ['P1'])).toBe(false);
    expect(offersBotPace(summary(false, [null, 'planner', null, null]), [])).toBe(false);
    expect(offersBotPace(summary(true, [null, 'planner', null, null]), ['P1'])).toBe(false);
    expect(offersBotPace(null, ['P1'])).toBe(false);
  });

  it('shows the host’s pace, and off for a host that does not say', () => {
    expect(botPaceOf(summary(false, ['planner'], 'slow'))).toBe('slow');
    expect(botPaceOf(summary(false, ['planner']))).toBe('off');
  });

  it('is offered once a stand-in takes a seat, and no longer once it gives the seat back', () => {
    const people = summary(false, [null, null]);
    const notice = (code: 'seat-bot' | 'seat-back' | 'board-lost') =>
      ({ type: 'notice', table: 't1', seat: null, code, params: { seat: 'P2' } }) as const;
    const stoodIn = afterNotice(people, notice('seat-bot'));
    expect(offersBotPace(stoodIn, ['P1'])).toBe(true);
    expect(offersBotPace(afterNotice(stoodIn, notice('seat-back')), ['P1'])).toBe(false);
    expect(afterNotice(people, notice('board-lost'))).toBe(people);
  });
});
