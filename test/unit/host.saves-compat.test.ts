import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ColdWarView } from '../../engine/coldwar';
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
 *
 * The Cold War ones were played under Cold War rules version 1, when `mustRecruitWhenEmpty`
 * defaulted to false; their headers' options set no flag, so they must load with it pinned false.
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

  describe('Cold War saves from rules version 1 keep mustRecruitWhenEmpty false (D-12 revised 2026-12-07)', () => {
    it.each(['coldwar-v1', 'coldwar-format2'])(
      '%s loads under version 3 with the old default pinned, replays to its snapshot, and its files are unchanged',
      (name) => {
        const journal = readFileSync(path.join(FIXTURES, `${name}.journal.jsonl`));
        const snapshot = readFileSync(path.join(FIXTURES, `${name}.snapshot.json`));
        const { loaded, copy } = load(name);
        // The snapshot holds the whole state, rules resolved: no warning means the same rules too.
        expect(loaded.warnings).toEqual([]);
        const table = loaded.tables[0]!;
        expect(JSON.parse(snapshot.toString('utf8')).state.rules.mustRecruitWhenEmpty).toBe(false);
        expect(table.header.rules).toEqual({ game: 'coldwar', version: 3 });
        expect(table.header.options).toEqual({ rules: { mustRecruitWhenEmpty: false } });
        expect((table.viewFor('table') as ColdWarView).rules.mustRecruitWhenEmpty).toBe(false);
        table.close();
        expect(readFileSync(copy).equals(journal)).toBe(true);
        expect(readFileSync(copy.replace('.journal.jsonl', '.snapshot.json')).equals(snapshot)).toBe(true);
      },
    );

    it('coldwar-format2 would not replay under the new default: it has a Pass with no groups', () => {
      // Actions 4-6: KGB recruits, CIA recruits, KGB's Political 5 takes CIA's MIL-3, its only group.
      // At action 7 (line 9) CIA has no group and the deck has cards, so D-12 leaves only Recruit.
      const lines = readFileSync(path.join(FIXTURES, 'coldwar-format2.journal.jsonl'), 'utf8').split('\n');
      const header = JSON.parse(lines[0]!);
      expect(lines[8]).toBe('{"t":"action","n":7,"seat":"CIA","action":{"type":"pass"}}');
      const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-compat-'));
      const asIfNew = { ...header, rules: { game: 'coldwar', version: 3 } };
      writeFileSync(
        path.join(dir, `${header.id}.journal.jsonl`),
        [JSON.stringify(asIfNew), ...lines.slice(1)].join('\n'),
      );
      expect(new TableStore(dir).loadAll().problems).toEqual([
        `${header.id}.journal.jsonl: Journal record 9 does not replay: That pass is not legal for CIA now.`,
      ]);
    });

    it('the game file coldwar-format2.safehouse is taken in under version 3 with the old default pinned', () => {
      const host = new Host();
      const imported = host.importGame(
        readFileSync(path.join(FIXTURES, 'coldwar-format2.safehouse'), 'utf8'),
      );
      expect(imported.ok).toBe(true);
      if (!imported.ok) return;
      const table = host.tableById(imported.value.id)!;
      expect(table.header.rules).toEqual({ game: 'coldwar', version: 3 });
      expect(table.header.options).toEqual({ rules: { mustRecruitWhenEmpty: false } });
      expect((table.viewFor('table') as ColdWarView).rules.mustRecruitWhenEmpty).toBe(false);
    });
  });
});
