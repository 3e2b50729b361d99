import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import type { BotQuestion } from '../../src-main/bots/bot-messages';
import { Host } from '../../src-main/host/host';
import { applyView, type SeatModel } from '../../src-renderer/lib/seat-model';
import { screen, seated, tokenOf } from '../support/host-screen';

/** How long a seat waits without a screen before it is overdue for a stand-in, in these tests. */
const WAIT_MS = 1_000;
/** Several waiting periods: long enough for any stand-in to have come and played. */
const LONG_AWAY_MS = 10 * WAIT_MS;

/**
 * A host whose bots answer at once with their first legal action, and a Cold War table where KGB
 * holds the balance token (so KGB chooses who goes first once both agents are in).
 */
function hostWithBots() {
  const questions: Omit<BotQuestion, 'id'>[] = [];
  const host = new Host({
    rateLimit: { perSecond: 1e4, burst: 1e4 },
    abandonedSeatMs: WAIT_MS,
    askBot: async (question) => {
      questions.push(question);
      return { id: 0, ok: true, value: question.legal[0] };
    },
  });
  const created = host.createTable('coldwar', { balanceHolder: 'KGB' });
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  return { host, table, questions, ...created.value };
}

/** The table notes in the log a screen rebuilt from its view messages for `seat`. */
function notesInLog(inbox: HostMessage[], seat: string): string[] {
  let model: SeatModel | undefined;
  for (const message of inbox)
    if (message.type === 'view' && message.seat === seat) model = applyView(model, message);
  return (model?.log ?? [])
    .filter((entry) => (entry as { type?: unknown }).type === 'table-note')
    .map((entry) => `${(entry as { note: string }).note} ${(entry as { seat: string }).seat}`);
}

const notices = (inbox: HostMessage[]) =>
  inbox.filter((m) => m.type === 'notice').map((m) => `${m.code} ${m.params.seat}`);

describe('stand-ins: a computer player only for people who are there (issue 15)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leaves a table that every person has left exactly as it was, through many waiting periods, TV or not', async () => {
    const { host, table, code } = hostWithBots();
    const tv = seated(host, code, 'table');
    const cia = seated(host, code, 'CIA');
    const kgb = seated(host, code, 'KGB');
    cia.send({ type: 'intent', action: table.legalFor('CIA')[0] });
    const actions = table.actionCount;
    cia.session.close();
    kgb.session.close();
    await vi.advanceTimersByTimeAsync(LONG_AWAY_MS);
    expect(table.actionCount).toBe(actions);
    expect([table.botAt('CIA'), table.botAt('KGB')]).toEqual([null, null]);
    expect(notices(tv.inbox)).toEqual([]);
  });

  it('leaves the table alone when a hot-seat screen holding every seat goes', async () => {
    const { host, table, code } = hostWithBots();
    const shared = screen(host);
    shared.send({ type: 'join', code, seat: 'CIA' });
    shared.send({ type: 'join', code, seat: 'KGB' });
    shared.send({ type: 'intent', seat: 'CIA', action: table.legalFor('CIA')[0] });
    const actions = table.actionCount;
    expect(actions).toBe(1);
    shared.session.close();
    await vi.advanceTimersByTimeAsync(LONG_AWAY_MS);
    expect(table.actionCount).toBe(actions);
    expect([table.botAt('CIA'), table.botAt('KGB')]).toEqual([null, null]);
  });

  it('stands in when a present person waits on the absent seat, tells every screen, and gives the seat back', async () => {
    const { host, table, code } = hostWithBots();
    const tv = seated(host, code, 'table');
    const cia = seated(host, code, 'CIA');
    const kgb = seated(host, code, 'KGB');
    const token = tokenOf(kgb);
    kgb.session.close();
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(table.botAt('KGB')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(table.botAt('KGB')).toBe('ismcts:normal');
    expect(notices(tv.inbox)).toEqual(['seat-bot KGB']);
    expect(notices(cia.inbox)).toEqual(['seat-bot KGB']);
    expect(table.actions().some(({ seat }) => seat === 'KGB')).toBe(true);
    const back = screen(host);
    back.send({ type: 'resume', token });
    expect(table.botAt('KGB')).toBeNull();
    expect(notices(tv.inbox)).toEqual(['seat-bot KGB', 'seat-back KGB']);
    for (const [inbox, seat] of [
      [tv.inbox, 'table'],
      [cia.inbox, 'CIA'],
      [back.inbox, 'KGB'],
    ] as const)
      expect(notesInLog(inbox, seat)).toEqual(['stand-in KGB', 'stand-in-left KGB']);
  });

  it('stands nobody in when the only other seat is a computer player’s, even with a TV watching', async () => {
    const { host, table, id, code } = hostWithBots();
    const tv = seated(host, code, 'table');
    expect(host.seatBot(id, 'CIA', 'heuristic').ok).toBe(true);
    const kgb = seated(host, code, 'KGB');
    await vi.advanceTimersByTimeAsync(0);
    // CIA's bot has chosen its agent (a TV watches); the game waits on KGB, whose screen goes.
    expect(table.actions().map(({ seat }) => seat)).toEqual(['CIA']);
    kgb.session.close();
    await vi.advanceTimersByTimeAsync(LONG_AWAY_MS);
    expect(table.botAt('KGB')).toBeNull();
    expect(table.actions().map(({ seat }) => seat)).toEqual(['CIA']);
    expect(notices(tv.inbox)).toEqual([]);
  });

  it('waits to stand in until the game waits on the absent seat', async () => {
    const { host, table, code } = hostWithBots();
    const cia = seated(host, code, 'CIA');
    const kgb = seated(host, code, 'KGB');
    // KGB has chosen its agent; the game now waits on CIA, who is there.
    kgb.send({ type: 'intent', action: table.legalFor('KGB')[0] });
    kgb.session.close();
    await vi.advanceTimersByTimeAsync(LONG_AWAY_MS);
    expect(table.botAt('KGB')).toBeNull();
    // CIA chooses: the game waits on KGB (who goes first), and only now a stand-in comes.
    cia.send({ type: 'intent', action: table.legalFor('CIA')[0] });
    expect(table.botAt('KGB')).toBe('ismcts:normal');
    await vi.advanceTimersByTimeAsync(0);
    expect(table.actions().filter(({ seat }) => seat === 'KGB')).toHaveLength(2);
  });

  it('stops the stand-in when the last person leaves, and never stands one in for them', async () => {
    const { host, table, code, questions } = hostWithBots();
    const cia = seated(host, code, 'CIA');
    const kgb = seated(host, code, 'KGB');
    kgb.session.close();
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(table.botAt('KGB')).toBe('ismcts:normal');
    cia.session.close();
    const actions = table.actionCount;
    const asked = questions.length;
    await vi.advanceTimersByTimeAsync(LONG_AWAY_MS);
    // The only seat left is a stand-in's: nobody is waiting, so nobody plays for CIA.
    expect(table.botAt('CIA')).toBeNull();
    expect(table.actionCount).toBe(actions);
    expect(questions.length).toBe(asked);
  });

  it('drops a stand-in’s answer that comes after the people it played for have gone', async () => {
    let answer: (action: unknown) => void = () => {};
    const host = new Host({
      abandonedSeatMs: WAIT_MS,
      askBot: (question) =>
        new Promise((resolve) => (answer = () => resolve({ id: 0, ok: true, value: question.legal[0] }))),
    });
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const table = host.tableById(created.value.id)!;
    const cia = seated(host, created.value.code, 'CIA');
    seated(host, created.value.code, 'KGB').session.close();
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(table.botAt('KGB')).toBe('ismcts:normal');
    cia.session.close();
    answer(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(table.actionCount).toBe(0);
  });
});

describe('computer players seated on purpose', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('play while any screen shows the table, and pause when none does', async () => {
    const { host, table, id, code } = hostWithBots();
    // CIA's player takes the seat and leaves; the bot takes the last seat, so the game is dealt.
    const away = seated(host, code, 'CIA');
    away.session.close();
    screen(host, true).send({ type: 'seatBot', table: id, seat: 'KGB', bot: 'heuristic' });
    expect(table.isDealt).toBe(true);
    await vi.advanceTimersByTimeAsync(LONG_AWAY_MS);
    // Nobody at the table (the lobby is not at it): the bot has not chosen its agent.
    expect(table.actionCount).toBe(0);
    const tv = seated(host, code, 'table');
    await vi.advanceTimersByTimeAsync(0);
    expect(table.actions().map(({ seat }) => seat)).toEqual(['KGB']);
    tv.session.close();
    const cia = screen(host);
    cia.send({ type: 'resume', token: tokenOf(away) });
    cia.send({ type: 'intent', action: table.legalFor('CIA')[0] });
    await vi.advanceTimersByTimeAsync(0);
    expect(table.actions().map(({ seat }) => seat)).toEqual(['KGB', 'CIA', 'KGB']);
  });

  it('play a table of bots only to its end with nobody watching (a demo, a bot match)', async () => {
    const { host, table, id } = hostWithBots();
    const lobby = screen(host, true);
    lobby.send({ type: 'seatBot', table: id, seat: 'CIA', bot: 'heuristic' });
    lobby.send({ type: 'seatBot', table: id, seat: 'KGB', bot: 'heuristic' });
    for (let step = 0; step < 100 && !table.isOver; step++) await vi.advanceTimersByTimeAsync(10);
    expect(table.isOver).toBe(true);
  });
});
