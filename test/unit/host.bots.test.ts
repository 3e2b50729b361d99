import { afterAll, describe, expect, it } from 'vitest';
import type { ColdWarView } from '../../engine/coldwar';
import type { BotAnswer, BotQuestion } from '../../src-main/bots/bot-messages';
import { BotRunner } from '../../src-main/bots/bot-runner';
import { Host } from '../../src-main/host/host';
import { screen, seatEveryone, seated, tokenOf } from '../support/host-screen';
import { until } from '../support/until';

const runner = new BotRunner();
afterAll(() => runner.close());

function coldwarTable(host: Host) {
  const created = host.createTable('coldwar');
  if (!created.ok) throw new Error(created.error.message);
  return { ...created.value, table: host.tableById(created.value.id)! };
}

/** Plays the first legal action for a screen's seat whenever it has one, until the game ends or `turns` run out. */
async function playAlong(
  table: ReturnType<typeof coldwarTable>['table'],
  seat: string,
  send: (m: unknown) => void,
  turns: number,
) {
  for (let turn = 0; turn < turns && !table.isOver; turn++) {
    await until(() => table.isOver || table.legalFor(seat).length > 0, `${seat} to act`);
    if (table.isOver) return;
    send({ type: 'intent', action: table.legalFor(seat)[0] });
  }
}

describe('computer players in the host', () => {
  it('think in a worker thread and answer one of the legal actions', async () => {
    const host = new Host();
    const { table, code } = coldwarTable(host);
    seatEveryone(host, code, ['CIA', 'KGB']);
    const seat = 'CIA';
    const answer = await runner.ask({
      game: 'coldwar',
      bot: 'ismcts:easy',
      view: table.viewFor(seat),
      legal: table.legalFor(seat),
      seed: 1,
    });
    expect(answer.ok).toBe(true);
    const legal = table.legalFor(seat).map((action) => JSON.stringify(action));
    expect(legal).toContain(JSON.stringify(answer.ok && answer.value));
    expect(
      await runner.ask({ game: 'coldwar', bot: 'grandmaster', view: {}, legal: [{}], seed: 1 }),
    ).toMatchObject({
      ok: false,
      error: 'no coldwar bot called "grandmaster"',
    });
  });

  it('a seated bot plays its side against a person to the end of the game', async () => {
    const host = new Host({ rateLimit: { perSecond: 1e4, burst: 1e4 }, askBot: (q) => runner.ask(q) });
    const { id, code, table } = coldwarTable(host);
    const lobby = screen(host, true);
    lobby.send({ type: 'seatBot', table: id, seat: 'KGB', bot: 'heuristic' });
    expect(lobby.inbox.filter((m) => m.type === 'error')).toEqual([]);
    expect(table.summary().seats.find((s) => s.seat === 'KGB')).toMatchObject({
      taken: true,
      bot: 'heuristic',
    });
    const cia = seated(host, code, 'CIA');
    await playAlong(table, 'CIA', cia.send, 2000);
    await until(() => table.isOver, 'the end of the game', 150_000);
    expect(table.actions().some(({ seat }) => seat === 'KGB')).toBe(true);
  });

  it('asks a bot with its seat’s view and legal actions only, and keeps serving others while it thinks', async () => {
    const questions: Omit<BotQuestion, 'id'>[] = [];
    const host = new Host({
      askBot: (question) => {
        questions.push(structuredClone(question));
        return new Promise<BotAnswer>(() => {}); // never answers: the bot is still thinking
      },
    });
    const { id, code, table } = coldwarTable(host);
    const tv = seated(host, code, 'table');
    screen(host, true).send({ type: 'seatBot', table: id, seat: 'CIA', bot: 'random' });
    const kgb = seated(host, code, 'KGB');
    await until(() => questions.length === 1, 'the question');
    expect(questions[0]!.view).toEqual(table.viewFor('CIA'));
    expect(questions[0]!.legal).toEqual(table.legalFor('CIA'));
    expect((questions[0]!.view as ColdWarView).seat).toBe('CIA');
    // The bot is still thinking: the person's move and the TV's update go through meanwhile.
    const before = tv.inbox.length;
    kgb.send({ type: 'intent', action: table.legalFor('KGB')[0] });
    expect(tv.inbox.length).toBeGreaterThan(before);
    kgb.send({ type: 'ping', nonce: 7 });
    expect(kgb.last()).toEqual({ type: 'pong', nonce: 7 });
    // The game moved on while it thought: it is asked again at once, about the new position (the
    // old question is called off; see the next test).
    expect(questions).toHaveLength(2);
    expect(questions[1]!.view).toEqual(table.viewFor('CIA'));
  });

  it('calls off a question the game has moved past and asks again at once; the old answer is never played (issue 21)', async () => {
    const asked: {
      question: Omit<BotQuestion, 'id'>;
      signal?: AbortSignal;
      answer: (a: BotAnswer) => void;
    }[] = [];
    const host = new Host({
      askBot: (question, signal) =>
        new Promise((answer) => asked.push({ question: structuredClone(question), signal, answer })),
    });
    const { id, code, table } = coldwarTable(host);
    screen(host, true).send({ type: 'seatBot', table: id, seat: 'CIA', bot: 'random' });
    const kgb = seated(host, code, 'KGB');
    await until(() => asked.length === 1, 'the question');
    expect(asked[0]!.signal?.aborted).toBe(false);
    const cia = JSON.stringify([table.viewFor('CIA'), table.legalFor('CIA')]);
    kgb.send({ type: 'intent', action: table.legalFor('KGB')[0] });
    // What CIA sees changed, so the first search is stopped and CIA asked about the new position
    // straight away, without waiting for the stale answer.
    expect(JSON.stringify([table.viewFor('CIA'), table.legalFor('CIA')])).not.toBe(cia);
    expect(asked[0]!.signal?.aborted).toBe(true);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.question.view).toEqual(table.viewFor('CIA'));
    expect(asked[1]!.signal?.aborted).toBe(false);
    const before = table.actionCount;
    asked[0]!.answer({ id: 1, ok: true, value: asked[0]!.question.legal[0] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(table.actionCount).toBe(before);
    asked[1]!.answer({ id: 2, ok: true, value: asked[1]!.question.legal[0] });
    await until(() => table.actionCount === before + 1, 'the fresh answer played');
    expect(table.actions().at(-1)!.seat).toBe('CIA');
  });

  it('stands a bot in for a seat left without a screen while KGB waits on it, and gives it back when its person returns', async () => {
    const host = new Host({ askBot: (q) => runner.ask(q), abandonedSeatMs: 50 });
    const { code, table } = coldwarTable(host);
    const tv = seated(host, code, 'table');
    seated(host, code, 'KGB');
    const cia = seated(host, code, 'CIA');
    const token = tokenOf(cia);
    cia.session.close();
    await until(() => table.botAt('CIA') !== null, 'the stand-in');
    expect(tv.lastOf('notice')).toMatchObject({ code: 'seat-bot', params: { seat: 'CIA' }, seat: null });
    await until(() => table.actions().some(({ seat }) => seat === 'CIA'), 'the stand-in’s move');
    const back = screen(host);
    back.send({ type: 'resume', token });
    expect(table.botAt('CIA')).toBeNull();
    expect(tv.lastOf('notice')).toMatchObject({ code: 'seat-back', params: { seat: 'CIA' } });
  });

  it('refuses bots from a phone, unknown bots, a seat a person is playing, and a physical board', () => {
    const host = new Host({ askBot: (q) => runner.ask(q) });
    const { id, code } = coldwarTable(host);
    seated(host, code, 'CIA');
    const phone = screen(host, false);
    phone.send({ type: 'seatBot', table: id, seat: 'KGB', bot: 'random' });
    expect(phone.last()).toMatchObject({ type: 'error', code: 'not_local' });
    const lobby = screen(host, true);
    lobby.send({ type: 'seatBot', table: id, seat: 'KGB', bot: 'deep-blue' });
    expect(lobby.last()).toMatchObject({ type: 'error', code: 'no_such_bot' });
    lobby.send({ type: 'seatBot', table: id, seat: 'CIA', bot: 'random' });
    expect(lobby.last()).toMatchObject({ type: 'error', code: 'seat_taken' });
    const physical = host.createTable('doubleagent', {
      players: ['A', 'B', 'C', 'D'],
      rules: { monitors: 'table' },
    });
    if (!physical.ok) throw new Error(physical.error.message);
    lobby.send({ type: 'seatBot', table: physical.value.id, seat: 'A', bot: 'planner' });
    expect(lobby.last()).toMatchObject({ type: 'error', code: 'physical_table' });
    const noBots = new Host();
    const other = coldwarTable(noBots);
    const noBotsLobby = screen(noBots, true);
    noBotsLobby.send({ type: 'seatBot', table: other.id, seat: 'KGB', bot: 'random' });
    expect(noBotsLobby.last()).toMatchObject({ type: 'error', code: 'no_bots' });
  });
});
