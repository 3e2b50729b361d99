import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HostProcess, killHard, startHostProcess } from '../support/host-process';
import { chooser } from '../support/playout';
import { isJoined, isView, WsClient } from '../support/ws-client';

const KILLS = 6;

async function createTable(url: string): Promise<string> {
  const response = await fetch(`${url}api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'coldwar' }),
  });
  const body = (await response.json()) as { code: string };
  return body.code;
}

/** The actions standing in the journal on disk, read the way the test (not a screen) may. */
function journalActions(dataDir: string): unknown[] {
  const tables = path.join(dataDir, 'tables');
  const file = readdirSync(tables).find((name) => name.endsWith('.journal.jsonl'))!;
  const standing: unknown[] = [];
  for (const line of readFileSync(path.join(tables, file), 'utf8').split('\n').slice(1)) {
    let record: { t: string; action?: unknown };
    try {
      record = JSON.parse(line);
    } catch {
      continue; // a torn tail: never acknowledged
    }
    if (record.t === 'action') standing.push(record.action);
    if (record.t === 'undo') standing.pop();
  }
  return standing;
}

describe('a host killed with SIGKILL mid-game', () => {
  it('loses no acknowledged action, every time', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'safehouse-crash-'));
    const pick = chooser(2026);
    let host: HostProcess = await startHostProcess(dataDir);
    const code = await createTable(host.url);
    const tokens: Record<string, string> = {};
    const acknowledged: unknown[] = [];

    const seatClients = async (): Promise<WsClient[]> => {
      const clients: WsClient[] = [];
      for (const seat of ['CIA', 'KGB']) {
        const client = await WsClient.open(host.url);
        client.send(tokens[seat] ? { type: 'resume', token: tokens[seat] } : { type: 'join', code, seat });
        const joined = await client.first(isJoined);
        tokens[seat] = joined.token!;
        clients.push(client);
      }
      // A new game is dealt only once both seats are taken (issue 49): its views come then.
      for (const client of clients) await client.first(isView);
      return clients;
    };

    for (let round = 0; round < KILLS; round++) {
      const clients = await seatClients();
      const standing = journalActions(dataDir);
      // Everything acknowledged before the last kill is still there, in order.
      expect(standing.slice(0, acknowledged.length)).toEqual(acknowledged);
      acknowledged.splice(0, acknowledged.length, ...standing);
      expect(clients[0]!.lastView()!.version).toBe(standing.length);

      const movesThisRound = 5 + Math.floor(pick([0, 1, 2, 3, 4, 5, 6, 7]) * 3);
      let killed = false;
      for (let move = 0; move < movesThisRound && !killed; move++) {
        for (const client of clients) await client.viewAt(acknowledged.length);
        const actor = clients.find((client) => (client.lastView()?.legal.length ?? 0) > 0);
        if (!actor) break;
        const action = pick(actor.lastView()!.legal);
        const version = actor.lastView()!.version;
        const ack = actor.viewAt(version + 1, 2000);
        actor.send({ type: 'intent', action });
        if (move === movesThisRound - 1) {
          // Kill at a random instant around the last intent: before, during or after its write.
          await new Promise((resolve) => setTimeout(resolve, pick([0, 0, 1, 2, 5])));
          await killHard(host);
          killed = true;
          await ack.then(() => acknowledged.push(action)).catch(() => {});
        } else {
          await ack;
          acknowledged.push(action);
        }
      }
      for (const client of clients) client.close();
      if (!killed) await killHard(host);
      host = await startHostProcess(dataDir);
    }
    expect(journalActions(dataDir).slice(0, acknowledged.length)).toEqual(acknowledged);
    expect(acknowledged.length).toBeGreaterThan(KILLS * 4);
    await killHard(host);
  });
});

describe('the crash test harness', () => {
  it('really kills the host: its port stops answering', async () => {
    const host = await startHostProcess(mkdtempSync(path.join(tmpdir(), 'safehouse-kill-')));
    expect((await fetch(`${host.url}api/health`)).ok).toBe(true);
    await killHard(host);
    await expect(fetch(`${host.url}api/health`)).rejects.toThrow();
  });
});
