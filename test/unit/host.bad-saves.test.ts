import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { newTableId } from '../../src-main/host/credentials';
import { newTableHeader } from '../../src-main/host/journal';
import type { Table } from '../../src-main/host/table';
import { MAX_SAVE_BYTES, TableStore } from '../../src-main/host/table-store';
import { knownDeal } from '../support/deals';
import { FaultyFs } from '../support/faulty-fs';
import { type HostProcess, killHard, startHostProcess } from '../support/host-process';
import { chooser } from '../support/playout';
import { WsClient } from '../support/ws-client';

function savedGame(store: TableStore, actions: number, seed: number): Table {
  const created = store.create(
    newTableHeader({
      id: newTableId(),
      game: 'coldwar',
      options: {},
      deal: knownDeal(seed),
      code: `G${seed}AAAA`.slice(0, 6),
      appVersion: 'test',
    }),
  );
  if (!created.ok) throw new Error(created.error.message);
  const table = created.value;
  const pick = chooser(seed);
  for (let i = 0; i < actions; i++) {
    const seat = pick(table.seats().filter((s) => table.legalFor(s).length > 0));
    expect(table.submit(seat, pick(table.legalFor(seat))).ok).toBe(true);
  }
  return table;
}

const journal = (id: string) => `${id}.journal.jsonl`;

/** A data folder with one good saved game beside one of each kind of bad entry. */
function folderOfBadSaves() {
  const data = mkdtempSync(path.join(tmpdir(), 'safehouse-bad-saves-'));
  const tables = path.join(data, 'tables');
  const store = new TableStore(tables);
  const good = savedGame(store, 12, 1);
  const readOnly = savedGame(store, 3, 2);
  chmodSync(path.join(tables, journal(readOnly.id)), 0o444);
  const zeroTailed = savedGame(store, 4, 3);
  appendFileSync(path.join(tables, journal(zeroTailed.id)), Buffer.alloc(300));
  mkdirSync(path.join(tables, journal('d00000000001')));
  symlinkSync(path.join(tables, 'nowhere'), path.join(tables, journal('a00000000002')));
  writeFileSync(path.join(tables, journal('e00000000003')), '');
  writeFileSync(path.join(tables, journal('f00000000004')), Buffer.alloc(4096));
  execFileSync('mkfifo', [path.join(tables, journal('b00000000005'))]);
  const big = openSync(path.join(tables, journal('c00000000006')), 'w');
  ftruncateSync(big, MAX_SAVE_BYTES + 1);
  closeSync(big);
  /** Each bad entry and what it must be reported as. */
  const expected: Array<[string, RegExp]> = [
    [journal(readOnly.id), /is read-only, so its game cannot go on/],
    [journal('d00000000001'), /is a folder, not a save file/],
    [journal('a00000000002'), /is a symbolic link/],
    [journal('e00000000003'), /empty save file/],
    [journal('f00000000004'), /holds only zero bytes/],
    [journal('b00000000005'), /is a named pipe \(FIFO\)/],
    [journal('c00000000006'), /over the 16 MiB limit/],
  ];
  return { data, tables, good, zeroTailed, expected };
}

describe('start-up with bad saves beside a good one', () => {
  it('loads the good games and names every bad entry with its reason', () => {
    const { tables, good, zeroTailed, expected } = folderOfBadSaves();
    const loaded = new TableStore(tables).loadAll();
    expect(loaded.tables.map((t) => t.id).sort()).toEqual([good.id, zeroTailed.id].sort());
    expect(loaded.tables.find((t) => t.id === good.id)!.actions()).toEqual(good.actions());
    expect(loaded.tables.find((t) => t.id === zeroTailed.id)!.actions()).toEqual(zeroTailed.actions());
    expect(loaded.problems).toHaveLength(expected.length);
    for (const [name, reason] of expected) {
      const line = loaded.problems.find((p) => p.startsWith(`${name}: `));
      expect(line, name).toMatch(reason);
    }
    expect(loaded.warnings).toEqual([
      `${journal(zeroTailed.id)}: ended in 300 zero bytes (the machine stopped mid-write); they were dropped.`,
    ]);
  });

  it('a file it may not read, and one it may read but not reopen for saving (fault layer)', () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-bad-saves-'));
    const store = new TableStore(data);
    const good = savedGame(store, 5, 4);
    const locked = savedGame(store, 5, 5);
    const busy = savedGame(store, 5, 6);
    const fs = new FaultyFs()
      .failNext('openSync', 'EACCES', (p) => p.endsWith(journal(locked.id)))
      .failNext('openSync', 'EMFILE', (p) => p.endsWith(journal(busy.id)));
    const loaded = new TableStore(data, { fs }).loadAll();
    expect(loaded.tables.map((t) => t.id)).toEqual([good.id]);
    expect([...loaded.problems].sort()).toEqual(
      [
        `${journal(locked.id)}: cannot be read (permission denied).`,
        `${journal(busy.id)}: cannot be read (the host machine has too many files open).`,
      ].sort(),
    );
  });

  it('a journal that reads but cannot be reopened for saving is named, the rest load', () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-bad-saves-'));
    const store = new TableStore(data);
    const good = savedGame(store, 5, 7);
    const stuck = savedGame(store, 5, 8);
    let opens = 0;
    const fs = new FaultyFs();
    const original = fs.openSync.bind(fs);
    fs.openSync = (p, flags, mode) => {
      if (p.endsWith(journal(stuck.id)) && ++opens === 2)
        throw Object.assign(new Error('EROFS'), { code: 'EROFS' });
      return original(p, flags, mode);
    };
    const loaded = new TableStore(data, { fs }).loadAll();
    expect(loaded.tables.map((t) => t.id)).toEqual([good.id]);
    expect(loaded.problems).toEqual([
      `${journal(stuck.id)}: cannot be opened for saving (the save folder is on a read-only disk), so its game was not resumed.`,
    ]);
  });
});

describe('the real host started on such a folder', () => {
  let host: HostProcess | null = null;
  let client: WsClient | null = null;
  afterEach(async () => {
    client?.socket.close();
    if (host) await killHard(host);
    host = null;
  });

  it('starts, answers /api/health, resumes the good game, and tells the console and the lobby', {
    timeout: 60_000,
  }, async () => {
    const { data, good, expected } = folderOfBadSaves();
    host = await startHostProcess(data);
    const health = await fetch(new URL('/api/health', host.url));
    expect(health.status).toBe(200);
    const status = (await (await fetch(new URL('/api/status', host.url))).json()) as {
      tables: Array<{ id: string; actions: number }>;
    };
    expect(status.tables.find((t) => t.id === good.id)?.actions).toBe(12);
    // The console names each bad entry with its reason.
    const output = host.output();
    for (const [name, reason] of expected) {
      const line = output.split('\n').find((l) => l.includes(name));
      expect(line, name).toMatch(reason);
    }
    // So does the lobby, on the host machine.
    client = await WsClient.open(host.url);
    client.send({ type: 'hello' });
    const welcome = await client.first(
      (m): m is Extract<HostMessage, { type: 'welcome' }> => m.type === 'welcome',
    );
    expect(welcome.saves?.problems).toHaveLength(expected.length);
    for (const [name, reason] of expected)
      expect(
        welcome.saves?.problems.find((p) => p.startsWith(name)),
        name,
      ).toMatch(reason);
    expect(welcome.saves?.warnings).toHaveLength(1);
  });
});
