import { describe, expect, it } from 'vitest';
import type { NoticeCode } from '../../protocol/messages';
import { JoinQueue } from '../../src-renderer/lib/join-queue';
import {
  NOT_SUPERSEDED,
  type Superseded,
  type SupersededEvent,
  seatLostBy,
  seatsToRejoin,
  stepSuperseded,
  supersededPanel,
} from '../../src-renderer/lib/superseded';
import {
  type HeldView,
  initialTableState,
  render,
  stepTable,
  type TableEvent,
  type TableState,
} from '../../src-renderer/lib/table-state';

const run = (events: readonly SupersededEvent[], from: Superseded = NOT_SUPERSEDED): Superseded =>
  events.reduce(stepSuperseded, from);

const refusal = (seat: string) => ({ seat, code: 'seat_taken', message: 'The seat "Red" is taken.' });

describe('a seat taken over on another device (issue 50)', () => {
  it('a screen of one seat that lost it is inert and offers the seat back', () => {
    const state = run([{ type: 'lost', seat: 'Red' }]);
    expect(supersededPanel(state, [], [])).toEqual({
      seats: [{ seat: 'Red', retaking: false, refusal: null }],
      inert: true,
    });
  });

  it('a hot-seat screen that lost one of its seats goes on with the others, and offers the lost one back', () => {
    const state = run([{ type: 'lost', seat: 'Blue' }]);
    expect(supersededPanel(state, ['Red'], [])).toEqual({
      seats: [{ seat: 'Blue', retaking: false, refusal: null }],
      inert: false,
    });
  });

  it('nothing lost: no panel', () => {
    expect(supersededPanel(NOT_SUPERSEDED, ['Red'], [])).toBeNull();
  });

  it('taking it back waits for the host; once given, the panel goes', () => {
    const asked = run([
      { type: 'lost', seat: 'Red' },
      { type: 'retake', seat: 'Red' },
    ]);
    expect(supersededPanel(asked, [], [])?.seats).toEqual([{ seat: 'Red', retaking: true, refusal: null }]);
    // A second press while waiting asks nothing more.
    expect(stepSuperseded(asked, { type: 'retake', seat: 'Red' })).toBe(asked);
    expect(supersededPanel(stepSuperseded(asked, { type: 'joined', seat: 'Red' }), ['Red'], [])).toBeNull();
  });

  it('a refusal is shown with the host’s reason, and the seat may be asked for again', () => {
    const refused = run([
      { type: 'lost', seat: 'Red' },
      { type: 'retake', seat: 'Red' },
      { type: 'refused', seats: ['Red'] },
    ]);
    expect(supersededPanel(refused, [], [refusal('Red')])?.seats).toEqual([
      { seat: 'Red', retaking: false, refusal: refusal('Red') },
    ]);
    expect(stepSuperseded(refused, { type: 'retake', seat: 'Red' }).retaking).toBe('Red');
  });

  it('a seat not lost cannot be "taken back"; a seat lost twice is listed once', () => {
    expect(stepSuperseded(NOT_SUPERSEDED, { type: 'retake', seat: 'Red' })).toBe(NOT_SUPERSEDED);
    const once = run([{ type: 'lost', seat: 'Red' }]);
    expect(stepSuperseded(once, { type: 'lost', seat: 'Red' })).toBe(once);
  });

  it('only a seat-taken-over notice about a player seat this screen holds loses it', () => {
    const notice = (code: NoticeCode, seat: string) => ({ code, params: { seat } });
    expect(seatLostBy(notice('seat-taken-over', 'Red'), ['Red', 'Blue'])).toBe('Red');
    expect(seatLostBy(notice('seat-taken-over', 'Green'), ['Red', 'Blue'])).toBeNull();
    expect(seatLostBy(notice('seat-moved', 'Red'), ['Red'])).toBeNull();
    expect(seatLostBy({ code: 'seat-taken-over', params: {} }, ['Red'])).toBeNull();
  });

  it('after a dropped link the screen never takes a lost seat back by itself, only one asked for', () => {
    const lost = run([{ type: 'lost', seat: 'Red' }]);
    expect(seatsToRejoin([], ['Red'], lost)).toEqual([]);
    expect(seatsToRejoin(['Blue'], ['Red', 'Blue'], lost)).toEqual(['Blue']);
    expect(seatsToRejoin([], ['Red', 'Blue'], lost)).toEqual(['Blue']);
    const asked = stepSuperseded(lost, { type: 'retake', seat: 'Red' });
    expect(seatsToRejoin([], ['Red'], asked)).toEqual(['Red']);
    expect(seatsToRejoin(['Red'], ['Red'], NOT_SUPERSEDED)).toEqual(['Red']);
  });
});

describe('the table state of a lost seat', () => {
  const view = (seat: string, version: number, decisions: number): HeldView => ({
    seat,
    version,
    legal: Array.from({ length: decisions }, (_, i) => i),
  });
  const run = (events: readonly TableEvent[], from: TableState = initialTableState()): TableState =>
    events.reduce((state, event) => stepTable(state, event), from);

  it('one seat: its view is dropped and nothing is drawn', () => {
    const state = run([
      { type: 'seats', players: ['Red'] },
      { type: 'joining', joining: false },
      { type: 'view', model: view('Red', 3, 2), publicStep: false },
      { type: 'lost', seat: 'Red' },
    ]);
    expect(state.players).toEqual([]);
    expect(state.models).toEqual({});
    expect(render(state)).toEqual({ kind: 'none' });
  });

  it('a hot-seat screen whose shown seat is lost puts the curtain up for the seat it still holds', () => {
    const uncovered = run(
      [
        { type: 'seats', players: ['Red', 'Blue'] },
        { type: 'joining', joining: false },
        { type: 'view', model: view('Red', 3, 2), publicStep: false },
        { type: 'view', model: view('Blue', 3, 0), publicStep: false },
        { type: 'acknowledge', seat: 'Red' },
      ],
      initialTableState(['Red', 'Blue']),
    );
    expect(render(uncovered)).toMatchObject({ kind: 'seat', seat: 'Red' });
    const lost = stepTable(uncovered, { type: 'lost', seat: 'Red' });
    expect(lost.models).not.toHaveProperty('Red');
    expect(render(lost)).toEqual({ kind: 'curtain', seat: 'Blue' });
  });
});

describe('JoinQueue.take: a seat taken back', () => {
  const queue = () =>
    new JoinQueue(
      'ABCD12',
      (seat) => (seat === 'Red' ? 'token-red-0123456789' : null),
      () => {},
      'e'.repeat(32),
    );

  it('resumes with the token the screen holds, as a reload would', () => {
    expect(queue().take('Red')).toEqual({
      type: 'resume',
      token: 'token-red-0123456789',
      entropy: 'e'.repeat(32),
    });
  });

  it('follows a pending request, and forgets the seat’s last refusal', () => {
    const joins = queue();
    expect(joins.start(['Blue'])).toMatchObject({ type: 'join', seat: 'Blue' });
    expect(joins.take('Red')).toBeNull();
    expect(joins.joined('Blue')).toMatchObject({ type: 'resume', token: 'token-red-0123456789' });
    joins.refused('seat_taken', 'The seat "Red" is taken.');
    expect(joins.failures.map((failure) => failure.seat)).toEqual(['Red']);
    expect(joins.take('Red')).toMatchObject({ type: 'resume' });
    expect(joins.failures).toEqual([]);
  });
});
