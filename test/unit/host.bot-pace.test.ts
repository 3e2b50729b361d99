import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotPace } from '../../protocol/messages';
import type { BotAnswer, BotQuestion } from '../../src-main/bots/bot-messages';
import { Host } from '../../src-main/host/host';
import { screen, seatEveryone, seated } from '../support/host-screen';
import { playTableToTheEnd } from '../support/playout';

/** A bot that answers only when the test says, with the first legal action it was asked about. */
interface Asked {
  readonly question: Omit<BotQuestion, 'id'>;
  readonly signal?: AbortSignal;
  readonly answer: () => void;
}

/** A Cold War table, CIA a bot (asked at once: both sides choose an agent), KGB a person. */
function pacedTable(botPace?: BotPace, createPace?: BotPace) {
  const asked: Asked[] = [];
  const host = new Host({
    ...(botPace ? { botPace } : {}),
    askBot: (question, signal) =>
      new Promise<BotAnswer>((resolve) =>
        asked.push({
          question: structuredClone(question),
          signal,
          answer: () => resolve({ id: asked.length, ok: true, value: question.legal[0] }),
        }),
      ),
  });
  const created = host.createTable('coldwar', undefined, undefined, createPace);
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  screen(host, true).send({ type: 'seatBot', table: created.value.id, seat: 'CIA', bot: 'random' });
  const kgb = seated(host, created.value.code, 'KGB');
  const ciaMoves = () => table.actions().filter(({ seat }) => seat === 'CIA').length;
  return { host, table, kgb, asked, ciaMoves, code: created.value.code };
}

/** Lets the bot's resolved answer reach the host (a promise) without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('computer players at a human pace (issue 17)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds an answer until 800 ms after the question at the normal pace, and plays it then', async () => {
    const { asked, ciaMoves } = pacedTable('normal');
    expect(asked).toHaveLength(1);
    asked[0]!.answer();
    await settle();
    expect(ciaMoves()).toBe(0);
    await vi.advanceTimersByTimeAsync(799);
    expect(ciaMoves()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ciaMoves()).toBe(1);
  });

  it('counts the thinking time toward the pace: an answer after 500 ms is played at 800, not 1300', async () => {
    const { asked, ciaMoves } = pacedTable('normal');
    await vi.advanceTimersByTimeAsync(500);
    asked[0]!.answer();
    await vi.advanceTimersByTimeAsync(299);
    expect(ciaMoves()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ciaMoves()).toBe(1);
  });

  it('an answer slower than the pace is played as soon as it comes', async () => {
    const { asked, ciaMoves } = pacedTable('normal');
    await vi.advanceTimersByTimeAsync(2000);
    asked[0]!.answer();
    await settle();
    expect(ciaMoves()).toBe(1);
  });

  it('never plays a held answer once a person moved during the wait; the bot is asked afresh', async () => {
    const { table, kgb, asked, ciaMoves } = pacedTable('normal');
    asked[0]!.answer();
    await vi.advanceTimersByTimeAsync(400);
    kgb.send({ type: 'intent', action: table.legalFor('KGB')[0] });
    expect(table.actionCount).toBe(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    // Only KGB's move: the held answer was about a position gone by.
    expect(ciaMoves()).toBe(0);
    expect(table.actionCount).toBe(1);
    // The fresh question's answer has its own pace, from when it was asked.
    asked[1]!.answer();
    await settle();
    expect(ciaMoves()).toBe(1);
  });

  it('never plays a held answer once the person undid their move during the wait', async () => {
    const { table, kgb, asked, ciaMoves } = pacedTable('normal');
    kgb.send({ type: 'intent', action: table.legalFor('KGB')[0] });
    expect(kgb.lastOf('view')?.canUndo).toBe(true);
    expect(asked).toHaveLength(2);
    asked[1]!.answer();
    await vi.advanceTimersByTimeAsync(400);
    kgb.send({ type: 'undo' });
    expect(table.actionCount).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ciaMoves()).toBe(0);
    expect(table.actionCount).toBe(0);
  });

  it('never plays a held answer once the game was paused during the wait', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { table, kgb, asked, ciaMoves } = pacedTable('normal');
    asked[0]!.answer();
    await vi.advanceTimersByTimeAsync(400);
    kgb.send({ type: 'pause', paused: true });
    expect(table.pausedBy).toBe('KGB');
    // A pause leaves the action count as it was, yet the question is called off at once.
    expect(asked[0]!.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ciaMoves()).toBe(0);
    // Not even tried and refused (which would count against the bot).
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    // Resumed, the bot is asked again and plays.
    kgb.send({ type: 'pause', paused: false });
    expect(asked).toHaveLength(2);
    asked[1]!.answer();
    await vi.advanceTimersByTimeAsync(800);
    expect(ciaMoves()).toBe(1);
  });

  it('never plays a held answer once its bot left the seat during the wait', async () => {
    const { host, table, asked, ciaMoves } = pacedTable('normal');
    asked[0]!.answer();
    await vi.advanceTimersByTimeAsync(400);
    expect(host.seatBot(table.id, 'CIA', null).ok).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ciaMoves()).toBe(0);
  });

  it('paces a stand-in the same: its first move 800 ms after it took the seat', async () => {
    const host = new Host({
      botPace: 'normal',
      abandonedSeatMs: 1000,
      askBot: async (question) => ({ id: 0, ok: true, value: question.legal[0] }),
    });
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const table = host.tableById(created.value.id)!;
    const cia = seated(host, created.value.code, 'CIA');
    seated(host, created.value.code, 'KGB');
    cia.session.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(table.botAt('CIA')).not.toBeNull();
    const ciaMoves = () => table.actions().filter(({ seat }) => seat === 'CIA').length;
    expect(ciaMoves()).toBe(0);
    await vi.advanceTimersByTimeAsync(799);
    expect(ciaMoves()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ciaMoves()).toBe(1);
  });

  it('plays at once when the pace is off, which is the host’s default', async () => {
    const { table, asked, ciaMoves } = pacedTable();
    expect(table.botPace).toBe('off');
    asked[0]!.answer();
    await settle();
    expect(ciaMoves()).toBe(1);
  });

  it('holds an answer 1600 ms at the slow pace, chosen when the table is made', async () => {
    const { table, asked, ciaMoves } = pacedTable('off', 'slow');
    expect(table.summary().botPace).toBe('slow');
    asked[0]!.answer();
    await vi.advanceTimersByTimeAsync(1599);
    expect(ciaMoves()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ciaMoves()).toBe(1);
  });
});

describe('setting a table’s pace (setBotPace)', () => {
  it('a player changes it, and every screen at the table is told', () => {
    const { table, kgb, host, code } = pacedTable('normal');
    const tv = seated(host, code, 'table');
    expect(kgb.lastOf('joined')?.table.botPace).toBe('normal');
    kgb.send({ type: 'setBotPace', pace: 'slow' });
    expect(kgb.inbox.filter((m) => m.type === 'error')).toEqual([]);
    expect(table.botPace).toBe('slow');
    for (const s of [kgb, tv])
      expect(s.lastOf('botPace')).toEqual({ type: 'botPace', table: table.id, pace: 'slow' });
  });

  it('refuses a pace it does not know, and a screen that is not a player at the table', () => {
    const { table, kgb, host, code } = pacedTable('normal');
    kgb.send({ type: 'setBotPace', pace: 'fast' });
    expect(kgb.lastOf('error')).toMatchObject({ code: 'bad_message' });
    expect(kgb.lastOf('error')?.message).toContain('pace');
    const tv = seated(host, code, 'table');
    tv.send({ type: 'setBotPace', pace: 'off' });
    expect(tv.lastOf('error')?.code).toBe('not_seated');
    const stranger = screen(host, true);
    stranger.send({ type: 'setBotPace', pace: 'off' });
    expect(stranger.lastOf('error')?.code).toBe('not_seated');
    expect(table.botPace).toBe('normal');
  });

  it('“Play again” keeps the pace the players chose', () => {
    const host = new Host({ botPace: 'normal', askBot: () => new Promise(() => {}) });
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const table = host.tableById(created.value.id)!;
    const [cia] = seatEveryone(host, table.code, ['CIA', 'KGB']);
    cia!.send({ type: 'setBotPace', pace: 'slow' });
    playTableToTheEnd(table, 5);
    cia!.send({ type: 'rematch', table: table.id });
    const moved = cia!.lastOf('rematch')!;
    expect(host.tableById(moved.next.id)!.botPace).toBe('slow');
  });
});
