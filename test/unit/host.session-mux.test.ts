import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { MAX_SESSIONS_PER_WINDOW, SessionMux } from '../../src-main/host/session-mux';
import { seatEveryone, seated } from '../support/host-screen';

function muxed() {
  const host = new Host();
  const delivered: Array<[number, Record<string, unknown>]> = [];
  const mux = new SessionMux(host, (id, frame) => delivered.push([id, JSON.parse(frame)]));
  return { host, mux, delivered };
}

describe('screens sharing the desktop window', () => {
  it('each get their own session, so each can sit at its own table', () => {
    const { host, mux, delivered } = muxed();
    const first = host.createTable('coldwar');
    const second = host.createTable('coldwar');
    if (!first.ok || !second.ok) throw new Error('tables');
    // The second table's players have sat down on their own screens: its game is dealt.
    const players = seatEveryone(host, second.value.code, ['CIA', 'KGB']);
    mux.open(1);
    mux.open(2);
    mux.receive(1, JSON.stringify({ type: 'join', code: first.value.code, seat: 'CIA' }));
    // The first table's game is dealt once its other seat is taken too.
    expect(delivered.some(([id, m]) => id === 1 && m.type === 'view')).toBe(false);
    players.push(seated(host, first.value.code, 'KGB'));
    mux.receive(2, JSON.stringify({ type: 'join', code: second.value.code, seat: 'table' }));
    expect(delivered.filter(([id, m]) => id === 1 && m.type === 'view').map(([, m]) => m.table)).toEqual([
      first.value.id,
    ]);
    expect(delivered.filter(([id, m]) => id === 2 && m.type === 'view').map(([, m]) => m.table)).toEqual([
      second.value.id,
    ]);
    expect(host.connectedClients).toBe(players.length + 2);
    mux.close(1);
    expect(host.connectedClients).toBe(players.length + 1);
    expect(host.tableById(first.value.id)!.summary().seats[0]).toEqual({
      seat: 'CIA',
      taken: true,
      connected: false,
      bot: null,
    });
  });

  it('ignores bad session ids and frames, and caps the number of sessions', () => {
    const { host, mux, delivered } = muxed();
    for (const bad of [0, -1, 1.5, '1', null, Number.NaN]) mux.open(bad);
    expect(mux.openSessions).toBe(0);
    mux.open(1);
    mux.open(1);
    expect(mux.openSessions).toBe(1);
    mux.receive(1, { type: 'hello' });
    mux.receive(99, JSON.stringify({ type: 'hello' }));
    expect(delivered).toEqual([]);
    for (let id = 2; id <= MAX_SESSIONS_PER_WINDOW + 5; id++) mux.open(id);
    expect(mux.openSessions).toBe(MAX_SESSIONS_PER_WINDOW);
    mux.closeAll();
    expect(host.connectedClients).toBe(0);
  });
});
