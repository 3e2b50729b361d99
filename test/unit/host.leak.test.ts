import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchView } from '../../protocol/messages';
import { hostedGame } from '../../src-main/host/games';
import { Host } from '../../src-main/host/host';
import { type RunningServer, startHttpServer } from '../../src-main/lan/http-server';
import { fairDealFrom, keyFrom } from '../support/deals';
import { chooser } from '../support/playout';
import { coldwarLeaks, doubleagentLeaks, hostSecrets, type LeakCheck } from '../support/secrets';
import { isJoined, WsClient } from '../support/ws-client';

/**
 * Release gate: seeded random games with every seat (and a TV) on a real WebSocket. Every
 * message each screen receives is checked against the true state for every other seat's
 * secrets. It must find none.
 */
let host: Host;
let server: RunningServer;

beforeAll(async () => {
  host = new Host({ rateLimit: { perSecond: 100_000, burst: 100_000 } });
  server = await startHttpServer({ host, webRoot: '/nonexistent', bindAddress: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

async function playWatched(
  game: 'coldwar' | 'doubleagent',
  options: Record<string, unknown>,
  seed: number,
  check: LeakCheck,
  maxActions: number,
) {
  // The deal and every draw come from `seed` too, so a leak found is a game that can be replayed.
  const deal = fairDealFrom(seed);
  const created = host.createTable(game, options, deal);
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  const rules = hostedGame(game).rules;
  const states: unknown[] = [];

  const seats = [...table.seats(), 'table'];
  const clients = new Map<string, WsClient>();
  const tokens: Record<string, string> = {};
  // Each player's screen adds its share of the deal, which no other screen may see before the end.
  const shares: Record<string, string> = {};
  for (const seat of seats) {
    const client = await WsClient.open(server.url);
    if (seat !== 'table') shares[seat] = keyFrom(seed * 100 + seats.indexOf(seat)).slice(0, 32);
    client.send({
      type: 'join',
      code: created.value.code,
      seat,
      ...(shares[seat] ? { entropy: shares[seat] } : {}),
    });
    const joined = await client.first(isJoined);
    if (joined.token) tokens[seat] = joined.token;
    clients.set(seat, client);
  }
  // Every seat is taken: the game has been dealt, with each screen's share.
  const initial = table.startState();
  if (!initial.ok) throw new Error(initial.error.message);
  states.push(initial.value);
  const checked = new Map<string, number>();
  const views = new Map<string, unknown>();
  const leaks: string[] = [];
  const inspect = () => {
    for (const [seat, client] of clients) {
      for (let i = checked.get(seat) ?? 0; i < client.inbox.length; i++) {
        const message = client.inbox[i]!;
        const text = client.raw[i]!;
        const version = message.type === 'view' ? message.version : states.length - 1;
        const state = states[version] as any;
        if (message.type === 'view') views.set(seat, patchView(views.get(seat), message));
        // The proof reveals the secret, and so the whole game: only once the game is over.
        const found =
          message.type === 'fairDeal'
            ? rules.isOver(states[states.length - 1])
              ? null
              : 'the deal’s proof before the end'
            : (hostSecrets({ seat, text, secret: deal.secret, state, tokens }) ??
              Object.entries(shares)
                .filter(([owner, share]) => owner !== seat && text.includes(share))
                .map(([owner]) => `${owner}'s share of the deal`)[0] ??
              check({ seat, state, message, text, view: views.get(seat) }));
        if (found) leaks.push(`${game} seed ${seed}, message ${i} to ${seat} at action ${version}: ${found}`);
      }
      checked.set(seat, client.inbox.length);
    }
  };

  const pick = chooser(seed);
  for (let n = 0; n < maxActions; n++) {
    for (const [seat, client] of clients) {
      await client.viewAt(n).catch(() => {
        throw new Error(
          `${seat} never saw action ${n}: ${JSON.stringify(client.inbox.filter((m) => m.type === 'error'))}`,
        );
      });
    }
    inspect();
    const actors = table.seats().filter((seat) => (clients.get(seat)!.lastView()?.legal.length ?? 0) > 0);
    if (actors.length === 0) break;
    const seat = pick(actors);
    const action = pick(clients.get(seat)!.lastView()!.legal);
    clients.get(seat)!.send({ type: 'intent', action });
    const stepped = rules.step(states[n], seat, action);
    if (!stepped.ok) throw new Error(`the host offered an illegal action: ${stepped.error.message}`);
    states.push(stepped.value.state);
  }
  for (const client of clients.values()) await client.viewAt(states.length - 1);
  inspect();
  for (const client of clients.values()) client.close();
  return { leaks, actions: states.length - 1, messages: [...checked.values()].reduce((a, b) => a + b, 0) };
}

describe('leak gate', () => {
  it('Cold War: no seat or TV ever receives another seat’s secrets', async () => {
    let actions = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const result = await playWatched('coldwar', {}, seed, coldwarLeaks, 600);
      expect(result.leaks).toEqual([]);
      actions += result.actions;
    }
    expect(actions).toBeGreaterThan(500);
  });

  it('Double Agent: no seat or TV ever receives another seat’s secrets', async () => {
    let actions = 0;
    const setups = [
      { players: ['Ann', 'Bob', 'Cy', 'Di'] },
      { players: ['Ann', 'Bob', 'Cy', 'Di', 'Ed'], variant: 'deluxe' },
      { players: ['Ann', 'Bob', 'Cy', 'Di'], board: 'outpost' },
    ];
    for (const [index, options] of setups.entries()) {
      const result = await playWatched('doubleagent', options, 100 + index, doubleagentLeaks, 250);
      expect(result.leaks).toEqual([]);
      actions += result.actions;
    }
    expect(actions).toBeGreaterThan(200);
  });
});
