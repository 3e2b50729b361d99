import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { TableStore } from '../../src-main/host/table-store';

/**
 * Saves written by earlier versions stay loadable forever: each fixture here was recorded by
 * the version in its name, with a snapshot of the state at action 50. Loading must replay the
 * journal to exactly that recorded state (a drift is reported as a warning). Never regenerate
 * these files; add new ones beside them when the format or the rules change.
 *
 * The `format2` ones were written by 75b9641, the last version to seed tables with a 31-bit number
 * and xoroshiro128+: an unfinished game of 60 actions (snapshot at 50), and a finished game saved
 * as a file with what that version showed at its end (`.end.json`).
 */
const FIXTURES = path.resolve(__dirname, '../fixtures/saves');

function load(name: string) {
  const journal = path.join(FIXTURES, `${name}.journal.jsonl`);
  const text = readFileSync(journal, 'utf8');
  const header = JSON.parse(text.split('\n')[0]!) as { id: string };
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-compat-'));
  copyFileSync(journal, path.join(dir, `${header.id}.journal.jsonl`));
  copyFileSync(path.join(FIXTURES, `${name}.snapshot.json`), path.join(dir, `${header.id}.snapshot.json`));
  const records = text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as { t: string });
  const standing =
    records.filter((r) => r.t === 'action').length - records.filter((r) => r.t === 'undo').length;
  return {
    loaded: new TableStore(dir).loadAll(),
    standing,
    copy: path.join(dir, `${header.id}.journal.jsonl`),
  };
}

describe('saves from earlier versions', () => {
  it.each(['coldwar-v1', 'doubleagent-v1', 'coldwar-format2', 'doubleagent-format2'])(
    '%s loads and replays to its recorded snapshot',
    (name) => {
      const { loaded, standing } = load(name);
      expect(loaded.problems).toEqual([]);
      expect(loaded.warnings).toEqual([]);
      expect(loaded.tables).toHaveLength(1);
      expect(loaded.tables[0]!.actionCount).toBe(standing);
      expect(loaded.tables[0]!.summary().seats.filter((seat) => seat.taken)).toHaveLength(1);
    },
  );

  it.each(['coldwar-format2', 'doubleagent-format2'])(
    '%s keeps its seeded generator, and its file is left byte for byte as it was',
    (name) => {
      const original = readFileSync(path.join(FIXTURES, `${name}.journal.jsonl`));
      const { loaded, copy } = load(name);
      const table = loaded.tables[0]!;
      expect(table.header.deal).toEqual({
        generator: 'xoroshiro128plus',
        seed: JSON.parse(original.toString('utf8').split('\n')[0]!).seed,
      });
      table.close();
      expect(readFileSync(copy).equals(original)).toBe(true);
    },
  );

  it.each(['coldwar-format2', 'doubleagent-format2'])(
    'the game file %s.safehouse is taken in and ends exactly as the version that wrote it showed',
    (name) => {
      const host = new Host();
      const imported = host.importGame(readFileSync(path.join(FIXTURES, `${name}.safehouse`), 'utf8'));
      expect(imported.ok).toBe(true);
      if (!imported.ok) return;
      const table = host.tableById(imported.value.id)!;
      const end = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.end.json`), 'utf8'));
      expect(table.isOver).toBe(true);
      expect(table.actionCount).toBe(end.actions);
      expect(table.winners()).toEqual(end.winners);
      expect(table.viewFor('table')).toEqual(end.table);
    },
  );
});
