import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { SNAPSHOT_EVERY } from '../../src-main/host/table';
import { TableStore } from '../../src-main/host/table-store';
import { screen, seatEveryone, seated } from '../support/host-screen';
import { playTableToTheEnd } from '../support/playout';

function hostOnDisk() {
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-list-'));
  const host = new Host({ store: new TableStore(dir) });
  const make = () => {
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    return host.tableById(created.value.id)!;
  };
  /** A table whose players have taken both seats, so its game is dealt and under way. */
  const playing = () => {
    const table = make();
    seatEveryone(host, table.code, ['CIA', 'KGB']);
    return table;
  };
  return { dir, host, make, playing };
}

describe('the lobby’s table list (issue 15)', () => {
  it('archives only a finished table, only from the host machine, and the archive outlives a restart', () => {
    const { dir, host, playing } = hostOnDisk();
    const running = playing();
    const finished = playing();
    playTableToTheEnd(finished, 7);
    const lobby = screen(host, true);
    lobby.send({ type: 'archiveTable', table: running.id, archived: true });
    expect(lobby.lastOf('error')?.code).toBe('not_finished');
    const phone = screen(host, false);
    phone.send({ type: 'archiveTable', table: finished.id, archived: true });
    expect(phone.lastOf('error')?.code).toBe('not_local');
    expect(finished.archived).toBe(false);

    lobby.send({ type: 'archiveTable', table: finished.id, archived: true });
    const listed = lobby.lastOf('welcome')!.tables;
    expect(listed.find((t) => t.id === finished.id)?.archived).toBe(true);
    expect(listed.find((t) => t.id === running.id)?.archived).toBe(false);

    const reloaded = new TableStore(dir).loadAll();
    expect(reloaded.tables.find((t) => t.id === finished.id)?.archived).toBe(true);
    lobby.send({ type: 'archiveTable', table: finished.id, archived: false });
    expect(new TableStore(dir).loadAll().tables.find((t) => t.id === finished.id)?.archived).toBe(false);
  });

  it('deletes a finished table: its screens are let go, its code is gone, and only its own files leave the disk', () => {
    const { dir, host, make, playing } = hostOnDisk();
    const kept = make();
    const doomed = playing();
    playTableToTheEnd(doomed, 7);
    expect(doomed.actionCount).toBeGreaterThan(SNAPSHOT_EVERY);
    const stray = path.join(dir, 'notes.txt');
    writeFileSync(stray, 'not ours');
    const before = readdirSync(dir).sort();
    const keptJournal = readFileSync(path.join(dir, `${kept.id}.journal.jsonl`), 'utf8');
    expect(before).toContain(`${doomed.id}.snapshot.json`);
    const tv = seated(host, doomed.code, 'table');

    const lobby = screen(host, true);
    lobby.send({ type: 'deleteTable', table: kept.id });
    expect(lobby.lastOf('error')?.code).toBe('not_finished');
    screen(host, false).send({ type: 'deleteTable', table: doomed.id });
    expect(host.tableById(doomed.id)).toBeDefined();

    lobby.send({ type: 'deleteTable', table: doomed.id });
    expect(tv.lastOf('error')?.code).toBe('table_deleted');
    expect(host.tableById(doomed.id)).toBeUndefined();
    expect(lobby.lastOf('welcome')!.tables.map((t) => t.id)).toEqual([kept.id]);
    const late = seated(host, doomed.code, 'table');
    expect(late.lastOf('error')?.code).toBe('bad_code');

    const after = readdirSync(dir).sort();
    expect(before.filter((name) => !after.includes(name))).toEqual(
      [`${doomed.id}.journal.jsonl`, `${doomed.id}.snapshot.json`].sort(),
    );
    expect(after.filter((name) => !before.includes(name))).toEqual([]);
    expect(readFileSync(stray, 'utf8')).toBe('not ours');
    expect(readFileSync(path.join(dir, `${kept.id}.journal.jsonl`), 'utf8')).toBe(keptJournal);
    expect(new TableStore(dir).loadAll().tables.map((t) => t.id)).toEqual([kept.id]);
  });
});
