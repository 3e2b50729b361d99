import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TableStore } from '../../src-main/host/table-store';

/**
 * Saves written by earlier versions stay loadable forever: each fixture here was recorded by
 * the version in its name, with a snapshot of the state at action 50. Loading must replay the
 * journal to exactly that recorded state (a drift is reported as a warning). Never regenerate
 * these files; add new ones beside them when the format or the rules change.
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
  return { loaded: new TableStore(dir).loadAll(), standing };
}

describe('saves from earlier versions', () => {
  it.each(['coldwar-v1', 'doubleagent-v1'])('%s loads and replays to its recorded snapshot', (name) => {
    const { loaded, standing } = load(name);
    expect(loaded.problems).toEqual([]);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.tables).toHaveLength(1);
    expect(loaded.tables[0]!.actionCount).toBe(standing);
    expect(loaded.tables[0]!.summary().seats.filter((seat) => seat.taken)).toHaveLength(1);
  });
});
