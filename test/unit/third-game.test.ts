import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type HostMessage, patchView } from '../../protocol/messages';
import { type RunningApp, startApp } from '../../src-main/app/start-app';
import { registerGame } from '../../src-main/host/games';
import { nimHosted } from '../fixtures/nim/hosted';
import type { NimView } from '../fixtures/nim/rules';
import { isJoined, isView, WsClient } from '../support/ws-client';

/**
 * Issue 18 item 3: a third game that lives only in test/fixtures/nim, registered here, is served
 * by the unchanged host over real sockets: offered, seated, played, undone, journalled and
 * resumed after a restart, replayed, filed and taken in again.
 */
registerGame(nimHosted);

type Of<T extends HostMessage['type']> = Extract<HostMessage, { type: T }>;
const of =
  <T extends HostMessage['type']>(type: T) =>
  (message: HostMessage): message is Of<T> =>
    message.type === type;

const apps: RunningApp[] = [];
const clients: WsClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function started(dataDir: string): Promise<RunningApp> {
  const outcome = await startApp({
    dataDir,
    webRoot: dataDir,
    listen: { bindAddress: '127.0.0.1', port: 0 },
    log: () => {},
  });
  if (!outcome.ok) throw new Error(outcome.error.message);
  apps.push(outcome.value);
  return outcome.value;
}

async function lobbyOf(app: RunningApp): Promise<{ lobby: WsClient; welcome: Of<'welcome'> }> {
  const lobby = await WsClient.open(app.url!);
  clients.push(lobby);
  lobby.send({ type: 'hello' });
  return { lobby, welcome: await lobby.first(of('welcome')) };
}

/**
 * `actor` sends `message`; resolves with the view of `version` each of `screens` (the actor first)
 * is sent after it. Waiting starts before the send: after an undo, a version comes round again.
 */
async function played(
  actor: WsClient,
  message: unknown,
  version: number,
  ...others: WsClient[]
): Promise<Of<'view'>> {
  const atVersion = (m: HostMessage): m is Of<'view'> => isView(m) && m.version === version;
  const views = [actor, ...others].map((screen) => screen.waitFor(atVersion));
  actor.send(message);
  return (await Promise.all(views))[0]!;
}

/** The whole view a screen holds once it has applied `message` and every view before it (views come as patches). */
function nimView(message: Of<'view'>, client: WsClient): NimView {
  let view: unknown;
  for (const seen of client.inbox.filter(isView)) {
    view = patchView(view, seen);
    if (seen === message) return view as NimView;
  }
  throw new Error('that view was not sent to this screen');
}
const take = (count: number) => ({ type: 'intent', action: { type: 'take', count } });

describe('a toy third game that lives only in the tests', () => {
  it('is served by the unchanged host over real sockets: seats, views, undo, journal, restart, replay, file', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-nim-'));
    let app = await started(data);
    const { lobby, welcome } = await lobbyOf(app);
    expect(welcome.games.map((game) => game.id)).toEqual(['coldwar', 'doubleagent', 'nim']);
    expect(welcome.bots.filter((bot) => bot.game === 'nim')).toEqual([]);

    lobby.send({ type: 'createTable', game: 'nim', options: { stones: 99 } });
    expect(await lobby.waitFor(of('error'))).toMatchObject({ code: 'bad_options' });
    lobby.send({ type: 'createTable', game: 'chess' });
    expect(await lobby.waitFor(of('error'))).toMatchObject({ code: 'unknown_game' });
    lobby.send({ type: 'createTable', game: 'nim', options: { stones: 5 } });
    const { table } = await lobby.first(of('tableCreated'));
    expect(table.game).toBe('nim');
    expect(table.seats.map((seat) => seat.seat)).toEqual(['North', 'South']);

    const north = await WsClient.joined(app.url!, table.code, 'North', clients);
    const south = await WsClient.joined(app.url!, table.code, 'South', clients);
    const tv = await WsClient.joined(app.url!, table.code, 'table', clients);
    // A fair deal, dealt once both seats were taken: not yet when North sat down, by the TV's turn.
    expect(table.deal).toMatchObject({ kind: 'fair', dealt: false });
    expect(north.inbox.find(isJoined)!.table.deal).toMatchObject({ kind: 'fair', dealt: false });
    expect(tv.inbox.find(isJoined)!.table.deal).toMatchObject({ kind: 'fair', dealt: true });
    const opening = await north.viewAt(0);
    const first = nimView(opening, north).toMove!;
    const [mover, waiter] = first === 'North' ? [north, south] : [south, north];
    const second = first === 'North' ? 'South' : 'North';
    expect(nimView(await tv.viewAt(0), tv)).toEqual({ stones: 5, toMove: first, winner: null });
    expect((await mover.viewAt(0)).legal).toEqual([1, 2, 3].map((count) => ({ type: 'take', count })));
    expect((await waiter.viewAt(0)).legal).toEqual([]);

    waiter.send(take(1));
    expect(await waiter.waitFor(of('error'))).toMatchObject({ code: 'not_your_turn' });
    const taken = await played(mover, take(2), 1, waiter, tv);
    expect(nimView(taken, mover)).toEqual({ stones: 3, toMove: second, winner: null });
    expect(taken.canUndo).toBe(true);
    expect(nimView(tv.lastView()!, tv)).toEqual({ stones: 3, toMove: second, winner: null });

    const undone = await played(mover, { type: 'undo' }, 0, waiter, tv);
    expect(nimView(undone, mover)).toEqual({ stones: 5, toMove: first, winner: null });
    await played(mover, take(2), 1, waiter, tv);
    await played(waiter, take(1), 2, mover, tv);
    const tokens = new Map(
      [north, south].map((client) => {
        const joined = client.inbox.find(isJoined)!;
        return [joined.seat, joined.token!];
      }),
    );

    // The host stops and starts again on its data folder: the game is where it was.
    for (const client of clients.splice(0)) client.close();
    await app.close();
    apps.length = 0;
    app = await started(data);
    expect(app.saved.problems).toEqual([]);
    const back = await WsClient.open(app.url!);
    clients.push(back);
    back.send({ type: 'resume', token: tokens.get(first)! });
    const resumed = await back.first(isView);
    expect(resumed.version).toBe(2);
    expect(nimView(resumed, back)).toEqual({ stones: 2, toMove: first, winner: null });

    const won = await played(back, take(2), 3);
    expect(nimView(won, back)).toEqual({ stones: 0, toMove: null, winner: first });
    expect(won.over).toBe(true);
    expect(won.winners).toEqual([first]);

    const { lobby: host } = await lobbyOf(app);
    for (const [at, stones] of [
      [0, 5],
      [1, 3],
      [2, 2],
      [3, 0],
    ] as const) {
      host.send({ type: 'replay', table: table.id, at });
      const frame = await host.waitFor(of('replayFrame'));
      expect({ at: frame.at, total: frame.total, stones: (frame.view as NimView).stones }).toEqual({
        at,
        total: 3,
        stones,
      });
    }

    host.send({ type: 'exportTable', table: table.id });
    const file = await host.waitFor(of('gameFile'));
    const records = file.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records[0]).toMatchObject({
      game: 'nim',
      rules: { game: 'nim', version: 1 },
      options: { stones: 5 },
    });
    // Each seat's screen sent no share of its own (these test screens add none).
    expect(records[1]).toEqual({
      t: 'deal',
      contributions: [
        { seat: 'North', entropy: null },
        { seat: 'South', entropy: null },
      ],
    });
    expect(records.slice(2).map((record) => [record.seat, record.action.count])).toEqual([
      [first, 2],
      [second, 1],
      [first, 2],
    ]);

    const elsewhere = await started(mkdtempSync(path.join(tmpdir(), 'safehouse-nim-')));
    const { lobby: other } = await lobbyOf(elsewhere);
    other.send({ type: 'importTable', upload: 'nim', part: 0, parts: 1, text: file.text });
    const imported = await other.waitFor(of('tableImported'));
    expect(imported.table).toMatchObject({ game: 'nim', actions: 3, over: true });
  });
});
