import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newTableId } from '../../src-main/host/credentials';
import { newTableHeader } from '../../src-main/host/journal';
import type { Table } from '../../src-main/host/table';
import { SNAPSHOT_EVERY } from '../../src-main/host/table';
import { TableStore } from '../../src-main/host/table-store';
import { knownDeal } from '../support/deals';
import { chooser } from '../support/playout';

function freshStore() {
  return new TableStore(mkdtempSync(path.join(tmpdir(), 'safehouse-store-')));
}

function playRandomly(table: Table, count: number, seed: number) {
  const pick = chooser(seed);
  for (let i = 0; i < count && !table.isOver; i++) {
    const seats = table.seats().filter((seat) => table.legalFor(seat).length > 0);
    const seat = pick(seats);
    expect(table.submit(seat, pick(table.legalFor(seat))).ok).toBe(true);
  }
}

function created(store: TableStore, game: 'coldwar' | 'doubleagent' = 'coldwar', options = {}) {
  const table = store.create(
    newTableHeader({
      id: newTableId(),
      game,
      options,
      deal: knownDeal(1234),
      code: 'TEST42',
      appVersion: 'test',
    }),
  );
  if (!table.ok) throw new Error(table.error.message);
  return table.value;
}

const journalOf = (store: TableStore, table: Table) =>
  path.join(store.directory, `${table.id}.journal.jsonl`);
const views = (table: Table) =>
  table
    .seats()
    .concat('table')
    .map((seat) => JSON.stringify(table.viewFor(seat)));

describe('saved tables', () => {
  it('come back exactly after a restart, seats and tokens included', () => {
    const store = freshStore();
    const table = created(store);
    const token = table.claim('KGB');
    playRandomly(table, 30, 9);
    const loaded = new TableStore(store.directory).loadAll();
    expect(loaded.problems).toEqual([]);
    const back = loaded.tables[0]!;
    expect(back.actions()).toEqual(table.actions());
    expect(views(back)).toEqual(views(table));
    expect(back.code).toBe(table.code);
    expect(token.ok && back.seatForToken(token.value)).toBe('KGB');
  });

  it('work for the Double Agent too', () => {
    const store = freshStore();
    const table = created(store, 'doubleagent', { players: ['Ann', 'Bob', 'Cy', 'Di'] });
    playRandomly(table, 25, 3);
    const back = new TableStore(store.directory).loadAll().tables[0]!;
    expect(back.actions()).toEqual(table.actions());
    expect(views(back)).toEqual(views(table));
  });

  it('survive a last line cut off mid-write: reported, dropped, and the journal keeps working', () => {
    const store = freshStore();
    const table = created(store);
    playRandomly(table, 10, 5);
    appendFileSync(journalOf(store, table), '{"t":"action","n":11,"seat":"CIA","act');
    const loaded = new TableStore(store.directory).loadAll();
    expect(loaded.problems).toEqual([]);
    expect(loaded.warnings.join('\n')).toContain('cut off');
    const back = loaded.tables[0]!;
    expect(back.actions()).toEqual(table.actions());
    playRandomly(back, 5, 6);
    const again = new TableStore(store.directory).loadAll();
    expect(again.warnings).toEqual([]);
    expect(again.tables[0]!.actions()).toEqual(back.actions());
  });

  it('refuse a journal damaged in the middle, say which line, and delete nothing', () => {
    const store = freshStore();
    const table = created(store);
    playRandomly(table, 6, 5);
    const file = journalOf(store, table);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[3] = '{"t":"action","n":3,"seat":"CIA",';
    writeFileSync(file, lines.join('\n'));
    const loaded = new TableStore(store.directory).loadAll();
    expect(loaded.tables).toEqual([]);
    expect(loaded.problems).toEqual([`${path.basename(file)}: line 4 is not valid JSON.`]);
    expect(existsSync(file)).toBe(true);
  });

  it('refuse an action the rules refuse, naming the record', () => {
    const store = freshStore();
    const table = created(store);
    playRandomly(table, 3, 5);
    appendFileSync(
      journalOf(store, table),
      `${JSON.stringify({ t: 'action', n: 4, seat: 'CIA', action: { type: 'cheat' } })}\n`,
    );
    const loaded = new TableStore(store.directory).loadAll();
    expect(loaded.problems[0]).toMatch(/record 5 does not replay/);
  });

  it('refuse a save from a newer version, saying so', () => {
    const store = freshStore();
    const table = created(store);
    const file = journalOf(store, table);
    const [head, ...rest] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [JSON.stringify({ ...JSON.parse(head!), schema: 99 }), ...rest].join('\n'));
    const loaded = new TableStore(store.directory).loadAll();
    expect(loaded.problems[0]).toContain('written by a newer Safehouse (save format 99');
  });

  it('notice when this version replays a game differently from its snapshot', () => {
    const store = freshStore();
    const table = created(store);
    playRandomly(table, SNAPSHOT_EVERY + 1, 8);
    expect(table.actionCount).toBe(SNAPSHOT_EVERY + 1);
    expect(new TableStore(store.directory).loadAll().warnings).toEqual([]);
    const snapshotFile = readdirSync(store.directory).find((name) => name.endsWith('.snapshot.json'))!;
    const snapshot = JSON.parse(readFileSync(path.join(store.directory, snapshotFile), 'utf8'));
    snapshot.state = { ...snapshot.state, turn: 999 };
    writeFileSync(path.join(store.directory, snapshotFile), JSON.stringify(snapshot));
    expect(new TableStore(store.directory).loadAll().warnings.join('\n')).toContain(
      'replays the game differently',
    );
  });
});
