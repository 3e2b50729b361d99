import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../src-renderer/lib/backoff';
import { JoinQueue } from '../../src-renderer/lib/join-queue';
import { clampStep } from '../../src-renderer/lib/replay';
import {
  forgetSeat,
  type KeyValueStore,
  rememberSeat,
  rememberTable,
  seatKey,
  tokenFor,
} from '../../src-renderer/lib/seat-tokens';
import { memoryStore } from '../support/memory-store';

describe('reconnectDelay', () => {
  it('doubles from half a second up to a cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
  it('spreads retries by at most a fifth either way, never past the cap', () => {
    expect(reconnectDelay(1, { random: 0 })).toBe(800);
    expect(reconnectDelay(1, { random: 0.999 })).toBeLessThanOrEqual(1200);
    expect(reconnectDelay(10, { random: 0.999 })).toBe(8000);
    expect(reconnectDelay(1e9)).toBe(8000);
  });
});

describe('seat tokens', () => {
  it('are stored under safehouse.seat.<tableId>.<seat> and found again by join code', () => {
    const store = memoryStore();
    rememberTable(store, 'ABCD12', 'tbl1');
    rememberSeat(store, 'tbl1', 'KGB', 'secret-token-0123456789');
    expect(store.map.get('safehouse.seat.tbl1.KGB')).toBe('secret-token-0123456789');
    expect(seatKey('tbl1', 'KGB')).toBe('safehouse.seat.tbl1.KGB');
    expect(tokenFor(store, 'ABCD12', 'KGB')).toBe('secret-token-0123456789');
    expect(tokenFor(store, 'ABCD12', 'CIA')).toBeNull();
    expect(tokenFor(store, 'OTHER1', 'KGB')).toBeNull();
    forgetSeat(store, 'tbl1', 'KGB');
    expect(tokenFor(store, 'ABCD12', 'KGB')).toBeNull();
  });
  it('a broken storage only means nothing is remembered', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    rememberSeat(broken, 't', 'CIA', 'x');
    expect(tokenFor(broken, 'CODE', 'CIA')).toBeNull();
  });
});

describe('JoinQueue', () => {
  const tokens: Record<string, string> = { CIA: 'token-cia-0123456789' };
  const make = (forgotten: string[] = []) =>
    new JoinQueue(
      'ABCD12',
      (seat) => tokens[seat] ?? null,
      (seat) => forgotten.push(seat),
    );

  it('resumes seats with a token, joins the rest, one at a time', () => {
    const queue = make();
    expect(queue.start(['CIA', 'KGB'])).toEqual({ type: 'resume', token: 'token-cia-0123456789' });
    expect(queue.waitingFor).toBe('CIA');
    expect(queue.joined('CIA')).toEqual({ type: 'join', code: 'ABCD12', seat: 'KGB' });
    expect(queue.joined('KGB')).toBeNull();
    expect(queue.busy).toBe(false);
  });

  it('a stale token is forgotten and the seat joined afresh', () => {
    const forgotten: string[] = [];
    const queue = make(forgotten);
    queue.start(['CIA']);
    expect(queue.refused('bad_token', 'nope')).toEqual({
      next: { type: 'join', code: 'ABCD12', seat: 'CIA' },
    });
    expect(forgotten).toEqual(['CIA']);
    expect(queue.failures).toEqual([]);
  });

  it('pins a refusal on its seat and goes on with the next', () => {
    const queue = make();
    queue.start(['KGB', 'table']);
    expect(queue.refused('seat_taken', 'The seat "KGB" is taken.')).toEqual({
      next: { type: 'join', code: 'ABCD12', seat: 'table' },
    });
    expect(queue.failures).toEqual([
      { seat: 'KGB', code: 'seat_taken', message: 'The seat "KGB" is taken.' },
    ]);
  });

  it('a wrong code fails every seat without asking again', () => {
    const queue = make();
    queue.start(['KGB', 'Red', 'Blue']);
    expect(queue.refused('bad_code', 'No table has that code.')).toEqual({ next: null });
    expect(queue.failures.map((failure) => failure.seat)).toEqual(['KGB', 'Red', 'Blue']);
  });

  it('errors while nothing is pending are not about joining', () => {
    const queue = make();
    expect(queue.refused('rate_limited', 'slow down')).toBeNull();
    queue.start(['KGB']);
    queue.joined('KGB');
    expect(queue.refused('illegal', 'not now')).toBeNull();
  });

  it('restarts cleanly after a reconnect', () => {
    const queue = make();
    queue.start(['KGB']);
    queue.refused('seat_taken', 'taken');
    expect(queue.start(['KGB'])).toEqual({ type: 'join', code: 'ABCD12', seat: 'KGB' });
    expect(queue.failures).toEqual([]);
  });
});

describe('clampStep', () => {
  it('keeps replay steps within 0..total', () => {
    expect(clampStep(-1, 5)).toBe(0);
    expect(clampStep(6, 5)).toBe(5);
    expect(clampStep(2.7, 5)).toBe(2);
    expect(clampStep(Number.NaN, 5)).toBe(0);
  });
});
