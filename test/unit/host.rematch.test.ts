import { describe, expect, it } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { screen, seatEveryone, seated } from '../support/host-screen';
import { playTableToTheEnd } from '../support/playout';

type Rematch = Extract<HostMessage, { type: 'rematch' }>;
const rematchOf = (inbox: HostMessage[]) => inbox.find((m): m is Rematch => m.type === 'rematch');
/** A host whose bots never answer: the tests play every move themselves. */
const quietHost = () =>
  new Host({ rateLimit: { perSecond: 1e4, burst: 1e4 }, askBot: () => new Promise(() => {}) });

function finishedColdWar(host: Host, options?: Record<string, unknown>) {
  const created = host.createTable('coldwar', options);
  if (!created.ok) throw new Error(created.error.message);
  return host.tableById(created.value.id)!;
}

describe('play again (issue 15)', () => {
  it('makes a new table with the same game, options and bots, a new secret, and moves every screen there', () => {
    const host = quietHost();
    const table = finishedColdWar(host, { balanceHolder: 'KGB' });
    const cia = seated(host, table.code, 'CIA');
    const tv = seated(host, table.code, 'table');
    expect(host.seatBot(table.id, 'KGB', 'heuristic').ok).toBe(true);
    playTableToTheEnd(table, 5);

    cia.send({ type: 'rematch', table: table.id });
    const moved = rematchOf(cia.inbox)!;
    const next = host.tableById(moved.next.id)!;
    expect(next.id).not.toBe(table.id);
    expect(next.code).toBe(moved.next.code);
    expect(next.header.options).toEqual(table.header.options);
    expect(next.header.deal).toMatchObject({ generator: 'chacha20' });
    expect(next.header.deal).not.toEqual(table.header.deal);
    expect(next.actionCount).toBe(0);
    expect(next.botAt('KGB')).toBe('heuristic');
    expect(moved.seats).toEqual([{ seat: 'CIA', token: expect.any(String) }]);
    expect(rematchOf(tv.inbox)).toMatchObject({ next: moved.next, seats: [{ seat: 'table' }] });

    // The phone comes back with its fresh token, at its seat of the new table: the new game is
    // dealt only then, its computer player having taken the other seat.
    expect(next.isDealt).toBe(false);
    const back = screen(host);
    back.send({ type: 'resume', token: moved.seats[0]!.token });
    expect(back.inbox.find((m) => m.type === 'joined')).toMatchObject({
      seat: 'CIA',
      table: { id: next.id },
    });
    expect(next.isDealt).toBe(true);
    expect(back.lastOf('view')).toMatchObject({ seat: 'CIA', table: next.id, version: 0 });
  });

  it('trades the Cold War sides when asked', () => {
    const host = quietHost();
    const table = finishedColdWar(host);
    const cia = seated(host, table.code, 'CIA');
    const kgb = seated(host, table.code, 'KGB');
    playTableToTheEnd(table, 5);
    kgb.send({ type: 'rematch', table: table.id, swap: true });
    expect(rematchOf(cia.inbox)?.seats.map((s) => s.seat)).toEqual(['KGB']);
    expect(rematchOf(kgb.inbox)?.seats.map((s) => s.seat)).toEqual(['CIA']);
  });

  it('trades a computer player’s side too, so the person still plays against it', () => {
    const host = quietHost();
    const table = finishedColdWar(host);
    const cia = seated(host, table.code, 'CIA');
    expect(host.seatBot(table.id, 'KGB', 'heuristic').ok).toBe(true);
    playTableToTheEnd(table, 5);
    cia.send({ type: 'rematch', table: table.id, swap: true });
    const moved = rematchOf(cia.inbox)!;
    expect(moved.seats).toEqual([{ seat: 'KGB', token: expect.any(String) }]);
    const next = host.tableById(moved.next.id)!;
    expect([next.botAt('CIA'), next.botAt('KGB')]).toEqual(['heuristic', null]);
    expect([next.isClaimed('CIA'), next.isClaimed('KGB')]).toEqual([false, true]);
  });

  it('is made once: asked again, the screen is pointed at the same new table', () => {
    const host = quietHost();
    const table = finishedColdWar(host);
    const cia = seated(host, table.code, 'CIA');
    const kgb = seated(host, table.code, 'KGB');
    playTableToTheEnd(table, 5);
    cia.send({ type: 'rematch', table: table.id });
    const first = rematchOf(cia.inbox)!;
    kgb.inbox.length = 0;
    kgb.send({ type: 'rematch', table: table.id });
    expect(rematchOf(kgb.inbox)).toEqual({ type: 'rematch', table: table.id, next: first.next, seats: [] });
    expect(host.status().tables).toHaveLength(2);
  });

  it('refuses a game still running, and a screen that is not a player of the table', () => {
    const host = quietHost();
    const running = finishedColdWar(host);
    const [cia] = seatEveryone(host, running.code, ['CIA', 'KGB']);
    expect(running.isDealt).toBe(true);
    cia!.send({ type: 'rematch', table: running.id });
    expect(cia!.lastOf('error')?.code).toBe('not_finished');
    const finished = finishedColdWar(host);
    seatEveryone(host, finished.code, ['CIA', 'KGB']);
    playTableToTheEnd(finished, 5);
    const tv = seated(host, finished.code, 'table');
    tv.send({ type: 'rematch', table: finished.id });
    expect(tv.lastOf('error')?.code).toBe('not_your_seat');
    const stranger = screen(host);
    stranger.send({ type: 'rematch', table: finished.id });
    expect(stranger.lastOf('error')?.code).toBe('not_your_seat');
    expect(host.status().tables).toHaveLength(2);
  });

  it('keeps a Double Agent table’s players and options', () => {
    const host = quietHost();
    const created = host.createTable('doubleagent', { players: ['Ann', 'Bob', 'Cy', 'Di'] });
    if (!created.ok) throw new Error(created.error.message);
    const table = host.tableById(created.value.id)!;
    const shared = screen(host);
    for (const seat of ['Ann', 'Bob', 'Cy', 'Di']) shared.send({ type: 'join', code: table.code, seat });
    playTableToTheEnd(table, 5);
    shared.send({ type: 'rematch', table: table.id, swap: true });
    const moved = rematchOf(shared.inbox)!;
    expect(moved.seats.map((s) => s.seat)).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    expect(host.tableById(moved.next.id)!.seats()).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
  });
});
