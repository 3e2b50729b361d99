import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENTS } from '../../engine/coldwar';
import { Host } from '../../src-main/host/host';
import { noticeText } from '../../src-renderer/lib/notice-text';
import { fairDealFrom } from '../support/deals';
import { seated } from '../support/host-screen';

const TURN_MS = 10_000;
const AGENT_IDS = AGENTS.map((agent) => agent.id as string);

/** A Cold War table, both seats held by people: the game opens with both choosing an agent at once. */
function coldWarTable(host: Host) {
  const created = host.createTable('coldwar', undefined, fairDealFrom(7));
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  const cia = seated(host, created.value.code, 'CIA');
  const kgb = seated(host, created.value.code, 'KGB');
  return { table, cia, kgb, id: created.value.id };
}

const timeouts = (screen: ReturnType<typeof seated>) =>
  screen.inbox
    .filter((m) => m.type === 'notice' && m.code === 'turn-timeout')
    .map((m) => (m as unknown as { params: { seat: string } }).params.seat);

describe('the optional turn timer (serve --turn-seconds; Cold War AMB-20 defaults)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a seat waited on for the whole turn plays a random available agent, journaled, and the table is told', () => {
    const { table, cia, kgb } = coldWarTable(new Host({ turnMs: TURN_MS }));
    vi.advanceTimersByTime(TURN_MS - 1);
    expect(table.actions()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const played = table.actions();
    expect(played.map((a) => a.seat).sort()).toEqual(['CIA', 'KGB']);
    for (const { action } of played) {
      expect(action).toMatchObject({ type: 'chooseAgent' });
      expect(AGENT_IDS).toContain((action as { agent: string }).agent);
    }
    expect(timeouts(cia).sort()).toEqual(['CIA', 'KGB']);
    expect(timeouts(kgb).sort()).toEqual(['CIA', 'KGB']);
    expect(noticeText({ code: 'turn-timeout', params: { seat: 'KGB' } }, (id) => id)).toBe(
      "KGB's time ran out: the move that changes nothing was played for them.",
    );
  });

  it('one seat moving does not give the other more time; the mover gets a full turn for its next decision', () => {
    const { table, cia } = coldWarTable(new Host({ turnMs: TURN_MS }));
    vi.advanceTimersByTime(6_000);
    cia.send({ type: 'intent', action: { type: 'chooseAgent', agent: 'ANALYST' } });
    expect(table.actions()).toEqual([{ seat: 'CIA', action: { type: 'chooseAgent', agent: 'ANALYST' } }]);
    vi.advanceTimersByTime(TURN_MS - 6_000);
    expect(table.actions().map((a) => a.seat)).toEqual(['CIA', 'KGB']);
    expect(timeouts(cia)).toEqual(['KGB']);
  });

  it('untimed unless the host is told; a paused table and a computer player’s seat are not timed', () => {
    const untimed = coldWarTable(new Host());
    vi.advanceTimersByTime(10 * TURN_MS);
    expect(untimed.table.actions()).toHaveLength(0);

    const paused = coldWarTable(new Host({ turnMs: TURN_MS }));
    paused.cia.send({ type: 'pause', paused: true });
    expect(paused.table.pausedBy).toBe('CIA');
    vi.advanceTimersByTime(10 * TURN_MS);
    expect(paused.table.actions()).toHaveLength(0);

    const host = new Host({ turnMs: TURN_MS, askBot: () => new Promise(() => {}) });
    const created = host.createTable('coldwar', undefined, fairDealFrom(7));
    if (!created.ok) throw new Error(created.error.message);
    seated(host, created.value.code, 'CIA');
    // The bot is asked but never answers here: only its clock, which it must not have, could move it.
    expect(host.seatBot(created.value.id, 'KGB', 'random')).toEqual({ ok: true, value: undefined });
    vi.advanceTimersByTime(TURN_MS);
    expect(
      host
        .tableById(created.value.id)!
        .actions()
        .map((a) => a.seat),
    ).toEqual(['CIA']);
  });

  it('a Double Agent table without agreed think time is never timed: its rules name no default move', () => {
    const host = new Host({ turnMs: TURN_MS });
    const created = host.createTable('doubleagent', { players: ['A', 'B', 'C', 'D'] });
    if (!created.ok) throw new Error(created.error.message);
    const screens = ['A', 'B', 'C', 'D'].map((seat) => seated(host, created.value.code, seat));
    vi.advanceTimersByTime(10 * TURN_MS);
    expect(host.tableById(created.value.id)!.actions()).toHaveLength(0);
    expect(screens.flatMap(timeouts)).toEqual([]);
  });

  it('the think time a Double Agent table agreed (turnThinkSeconds, B11 Rule 9) is announced, nothing played', () => {
    const host = new Host({ turnMs: TURN_MS });
    const created = host.createTable('doubleagent', {
      players: ['A', 'B', 'C', 'D'],
      rules: { turnThinkSeconds: 30 },
    });
    if (!created.ok) throw new Error(created.error.message);
    const table = host.tableById(created.value.id)!;
    const screens = ['A', 'B', 'C', 'D'].map((seat) => seated(host, created.value.code, seat));
    const waiting = ['A', 'B', 'C', 'D'].filter((seat) => table.legalFor(seat).length > 0);
    expect(waiting.length).toBeGreaterThan(0);
    const timeUp = () =>
      screens[0]!.inbox
        .filter((m) => m.type === 'notice' && m.code === 'think-time-up')
        .map((m) => (m as unknown as { params: { seat: string } }).params.seat);
    // The host's own turn timer (10 s) does not apply: the table's agreement does.
    vi.advanceTimersByTime(29_999);
    expect(timeUp()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(timeUp().sort()).toEqual([...waiting].sort());
    expect(table.actions()).toHaveLength(0);
    // Said once per decision, not again and again.
    vi.advanceTimersByTime(90_000);
    expect(timeUp()).toHaveLength(waiting.length);
    expect(noticeText({ code: 'think-time-up', params: { seat: 'B' } }, (id) => id)).toBe(
      'B has used up the think time this table agreed on.',
    );
  });
});
