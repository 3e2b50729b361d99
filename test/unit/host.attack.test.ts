import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { type RunningServer, startHttpServer } from '../../src-main/lan/http-server';
import { isJoined, WsClient } from '../support/ws-client';

/**
 * An attacker on the LAN, over real sockets, while honest players sit at the table: every
 * attack is refused, the game does not move, and the honest screens notice nothing.
 */
let host: Host;
let server: RunningServer;

beforeAll(async () => {
  host = new Host();
  // Every socket here comes from loopback; treat them all as phones on the LAN.
  server = await startHttpServer({
    host,
    webRoot: '/nonexistent',
    bindAddress: '127.0.0.1',
    port: 0,
    loopbackIsLocal: false,
  });
});
afterAll(() => server.close());

const errorsOf = (client: WsClient) => client.inbox.filter((m) => m.type === 'error');
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('an attacker client', () => {
  it('is refused at every turn while honest players play on', async () => {
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const { code, id } = created.value;
    const table = host.tableById(id)!;
    const honest = new Map<string, WsClient>();
    for (const seat of ['CIA', 'KGB', 'table']) {
      const client = await WsClient.open(server.url);
      client.send({ type: 'join', code, seat });
      await client.first(isJoined);
      honest.set(seat, client);
    }
    const ciaToken = honest.get('CIA')!.inbox.find(isJoined)!.token!;
    const attacker = await WsClient.open(server.url);
    const before = table.actionCount;

    const attempts: Array<[unknown, string]> = [
      [{ type: 'intent', action: { type: 'pass' } }, 'not_seated'],
      [{ type: 'join', code: 'WRONG1', seat: 'CIA' }, 'bad_code'],
      [{ type: 'join', code, seat: 'CIA' }, 'seat_taken'],
      [{ type: 'resume', token: `${ciaToken.slice(0, -2)}xx` }, 'bad_token'],
      ['{"type":"join",', 'bad_json'],
      [{ type: 'join', code, seat: 'CIA', admin: true }, 'bad_message'],
      [{ type: 'createTable', game: 'coldwar' }, 'not_local'],
      [{ type: 'replay', table: id, at: 0 }, 'not_local'],
      [{ type: 'setLan', enabled: true }, 'not_local'],
    ];
    for (const [message, code] of attempts) {
      attacker.send(message);
      await settle();
      expect(attacker.inbox.at(-1)).toMatchObject({ type: 'error', code });
    }
    // Sitting as the TV, it still cannot act for a player.
    attacker.send({ type: 'join', code, seat: 'table' });
    await attacker.first(isJoined);
    attacker.send({
      type: 'intent',
      action: honest.get('CIA')!.lastView()!.legal[0] ?? { type: 'pass' },
      seat: 'CIA',
    });
    await settle();
    expect(attacker.inbox.at(-1)).toMatchObject({ type: 'error', code: 'not_your_seat' });

    // A thousand messages in a second: most refused, the flooder dropped.
    const flooderClosed = new Promise((resolve) => attacker.socket.once('close', resolve));
    for (let i = 0; i < 1000; i++) attacker.send({ type: 'ping', nonce: i });
    await flooderClosed;
    expect(errorsOf(attacker).filter((m) => m.code === 'rate_limited').length).toBeGreaterThan(100);

    // A 1 MB frame closes that socket before it is read.
    const big = await WsClient.open(server.url);
    const bigClosed = new Promise<number>((resolve) => big.socket.once('close', resolve));
    big.send(`{"type":"hello","client":"${'x'.repeat(1024 * 1024)}"}`);
    expect(await bigClosed).toBe(1009);

    expect(table.actionCount).toBe(before);
    for (const client of honest.values()) expect(errorsOf(client)).toEqual([]);

    // The honest players are unaffected: their next move goes through at once.
    const actor = ['CIA', 'KGB']
      .map((seat) => honest.get(seat)!)
      .find((c) => (c.lastView()?.legal.length ?? 0) > 0)!;
    actor.send({ type: 'intent', action: actor.lastView()!.legal[0] });
    for (const client of honest.values()) await client.viewAt(before + 1, 2000);
    expect(table.actionCount).toBe(before + 1);
  });
});
