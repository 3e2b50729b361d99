import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES_VERSION as COLDWAR_RULES_VERSION, type ColdWarView } from '../../engine/coldwar';
import { RULES_VERSION as DOUBLEAGENT_RULES_VERSION } from '../../engine/doubleagent';
import { readGameFile } from '../../src-main/host/game-file';
import { JOURNAL_SCHEMA, newTableHeader, readJournal } from '../../src-main/host/journal';
import { type RulesBook, rulesBook } from '../../src-main/host/rules-version';
import { TableStore } from '../../src-main/host/table-store';
import { knownDeal } from '../support/deals';

/**
 * Saves record the rules version they were played under (issue 18 item 7). The fixture was written
 * by hand in save format 1, from before the header had a `rules` field: never regenerate it.
 */
const FIXTURE = path.resolve(__dirname, '../fixtures/saves/coldwar-format1.journal.jsonl');
const FIXTURE_NAME = 'f0a1b2c3d4e5.journal.jsonl';

/** The fixture's standing actions, read off the file by hand (action 6 was undone and made again). */
const FIXTURE_ACTIONS = [
  { seat: 'CIA', action: { type: 'chooseAgent', agent: 'MASTER_SPY' } },
  { seat: 'KGB', action: { type: 'chooseAgent', agent: 'DIRECTOR' } },
  { seat: 'CIA', action: { type: 'chooseFirst', first: 'KGB' } },
  { seat: 'KGB', action: { type: 'recruit' } },
  { seat: 'CIA', action: { type: 'recruit' } },
  { seat: 'KGB', action: { type: 'pass' } },
];

function folderWith(name: string, text: string): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-rules-'));
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return { dir, file };
}

/** A journal of this build's format whose header claims `rules`, with one action after it. */
function journalPlayedUnder(rules: { game: string; version: number }, tail = '', options = {}): string {
  const header = {
    ...newTableHeader({
      id: 'abcabcabcabc',
      game: 'coldwar',
      options,
      deal: knownDeal(5),
      code: 'NEWER1',
      appVersion: 't',
    }),
    rules,
  };
  const action = { t: 'action', n: 1, seat: 'CIA', action: { type: 'chooseAgent', agent: 'ANALYST' } };
  return `${JSON.stringify(header)}\n${JSON.stringify(action)}\n${tail}`;
}

/** The options a Cold War save played under rules `version` is read with. */
const optionsRead = (version: number, options: Record<string, unknown>) => {
  const read = readJournal(journalPlayedUnder({ game: 'coldwar', version }, '', options), 'x.journal.jsonl');
  return read.ok ? read.value.header.options : read.error;
};

describe('rules versions in saves', () => {
  it('each game states its rules version, and a new table records it', () => {
    // Cold War 2: mustRecruitWhenEmpty defaults to true (D-12 revised 2026-12-07). 3: A8's both-Analysts
    // conflict comes before the win gate.
    expect(COLDWAR_RULES_VERSION).toBe(3);
    expect(DOUBLEAGENT_RULES_VERSION).toBe(1);
    const fields = { id: 'abcabcabcabc', options: {}, deal: knownDeal(1), code: 'ABCDEF', appVersion: 't' };
    expect(newTableHeader({ ...fields, game: 'coldwar' })).toMatchObject({
      schema: 3,
      rules: { game: 'coldwar', version: 3 },
      options: {},
    });
    expect(newTableHeader({ ...fields, game: 'doubleagent' }).rules).toEqual({
      game: 'doubleagent',
      version: 1,
    });
  });

  it('a format-1 save (no rules field) is migrated to format 3 with its seed, and from rules version 1 to 2 keeping version 1’s default', () => {
    const read = readJournal(readFileSync(FIXTURE, 'utf8'), FIXTURE_NAME);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(JOURNAL_SCHEMA).toBe(3);
    expect(read.value.header).toEqual({
      kind: 'safehouse-table',
      schema: 3,
      id: 'f0a1b2c3d4e5',
      game: 'coldwar',
      deal: { generator: 'xoroshiro128plus', seed: 20261130 },
      options: { rules: { mustRecruitWhenEmpty: false } },
      code: 'FMT1CW',
      createdAt: '2026-11-28T10:00:00.000Z',
      appVersion: '0.1.0',
      rules: { game: 'coldwar', version: 3 },
    });
    expect(read.value.records).toHaveLength(10);
  });

  it('the format-1 fixture loads, replays to the state its actions say, and is left unchanged on disk', () => {
    const original = readFileSync(FIXTURE);
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-rules-'));
    const copy = path.join(dir, FIXTURE_NAME);
    copyFileSync(FIXTURE, copy);
    const loaded = new TableStore(dir).loadAll();
    expect(loaded.problems).toEqual([]);
    expect(loaded.warnings).toEqual([]);
    const table = loaded.tables[0]!;
    expect(table.header.rules).toEqual({ game: 'coldwar', version: 3 });
    expect(table.actions()).toEqual(FIXTURE_ACTIONS);
    expect(table.botAt('KGB')).toBe('easy');
    expect(table.isClaimed('CIA')).toBe(true);
    // By the rules: turn 1's struggle, KGB chosen to act first, each side recruited once (its
    // compulsory first action), KGB then passed, so it is the CIA's turn and not over.
    const view = table.viewFor('CIA') as ColdWarView;
    expect(view.turn).toBe(1);
    expect(view.phase).toBe('struggle');
    expect(view.pending).toEqual({ kind: 'action', sides: ['CIA'] });
    expect(view.struggle).toEqual({ first: 'KGB', acted: { CIA: 1, KGB: 2 }, lastPass: true });
    expect(view.sides.CIA.groups).toHaveLength(1);
    expect(view.sides.KGB.groups).toHaveLength(1);
    expect(view.sides.CIA.agentX).toBe('MASTER_SPY');
    expect(view.sides.KGB.agentX).toBe('hidden');
    expect(view.result).toBeNull();
    expect(view.rules.mustRecruitWhenEmpty).toBe(false);
    table.close();
    expect(readFileSync(copy).equals(original)).toBe(true);
    expect(readFileSync(FIXTURE).equals(original)).toBe(true);
  });

  it('a save played under newer rules is refused, saying so, and its file is not touched', () => {
    // A cut-off last line: a save that loads has it cut off; a refused one must keep every byte.
    const text = journalPlayedUnder({ game: 'coldwar', version: 4 }, '{"t":"action","n":2,"se');
    const { dir, file } = folderWith('abcabcabcabc.journal.jsonl', text);
    const loaded = new TableStore(dir).loadAll();
    expect(loaded.tables).toEqual([]);
    expect(loaded.problems).toEqual([
      'abcabcabcabc.journal.jsonl: it was played under newer coldwar rules (rules version 4; this Safehouse plays up to 3).',
    ]);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('a game file played under newer rules is refused with its own cause', () => {
    const header = {
      ...newTableHeader({
        id: 'abcabcabcabc',
        game: 'doubleagent',
        options: {},
        deal: knownDeal(5),
        code: 'NEWER2',
        appVersion: 't',
      }),
      rules: { game: 'doubleagent', version: 7 },
    };
    const read = readGameFile(`${JSON.stringify(header)}\n`);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.code).toBe('bad_game_file');
    expect(read.error.message).toBe(
      'The file is not a game Safehouse can read: it was played under newer doubleagent rules (rules version 7; this Safehouse plays up to 1).',
    );
  });

  it('a header whose rules are for another game is refused', () => {
    const read = readJournal(journalPlayedUnder({ game: 'doubleagent', version: 1 }), 'x.journal.jsonl');
    expect(read).toEqual({
      ok: false,
      error: 'x.journal.jsonl: its header names the rules of doubleagent for a coldwar game.',
    });
  });

  it('an older rules version is brought forward step by step, and refused without a step', () => {
    const shipped = rulesBook();
    const book: RulesBook = {
      versions: { ...shipped.versions, coldwar: 3 },
      steps: {
        ...shipped.steps,
        coldwar: {
          ...shipped.steps.coldwar,
          2: (header) => ({ ...header, options: { ...header.options, marked: 2 } }),
        },
      },
    };
    const read = readJournal(readFileSync(FIXTURE, 'utf8'), FIXTURE_NAME, book);
    expect(read.ok && read.value.header.rules).toEqual({ game: 'coldwar', version: 3 });
    expect(read.ok && read.value.header.options).toEqual({
      rules: { mustRecruitWhenEmpty: false },
      marked: 2,
    });
    const missing: RulesBook = { ...book, steps: { ...shipped.steps, coldwar: {} } };
    expect(readJournal(readFileSync(FIXTURE, 'utf8'), FIXTURE_NAME, missing)).toEqual({
      ok: false,
      error: `${FIXTURE_NAME}: coldwar rules version 1 is not supported.`,
    });
  });
});

describe('Cold War rules version 2: mustRecruitWhenEmpty defaults to true (D-12 revised 2026-12-07)', () => {
  it('a version-1 save keeps false unless it set the flag itself; its other options stay', () => {
    expect(optionsRead(1, {})).toEqual({ rules: { mustRecruitWhenEmpty: false } });
    expect(optionsRead(1, { balanceHolder: 'KGB', rules: { tieBreakMetric: 'groupCount' } })).toEqual({
      balanceHolder: 'KGB',
      rules: { mustRecruitWhenEmpty: false, tieBreakMetric: 'groupCount' },
    });
    expect(optionsRead(1, { rules: { mustRecruitWhenEmpty: true } })).toEqual({
      rules: { mustRecruitWhenEmpty: true },
    });
    // Malformed rules are not repaired: the table is refused as it was before.
    expect(optionsRead(1, { rules: 'strict' })).toEqual({ rules: 'strict' });
  });

  it('a version-2 save is read as written', () => {
    expect(optionsRead(2, {})).toEqual({});
  });
});

describe('Cold War rules version 3: two Analysts under analystRequiresWin are decided before the win gate (A8)', () => {
  it('a version-2 save with analystRequiresWin keeps version 2’s reading; any other is read as written', () => {
    expect(optionsRead(2, { rules: { analystRequiresWin: true } })).toEqual({
      rules: { analystRequiresWin: true, gatedAgentsSkipConflicts: true },
    });
    expect(optionsRead(2, { rules: { analystRequiresWin: false } })).toEqual({
      rules: { analystRequiresWin: false },
    });
    expect(optionsRead(2, { balanceHolder: 'KGB' })).toEqual({ balanceHolder: 'KGB' });
    // From version 1, both steps: its default, then the both-Analysts reading.
    expect(optionsRead(1, { rules: { analystRequiresWin: true } })).toEqual({
      rules: { mustRecruitWhenEmpty: false, analystRequiresWin: true, gatedAgentsSkipConflicts: true },
    });
  });

  it('a version-3 save is read as written', () => {
    expect(optionsRead(3, { rules: { analystRequiresWin: true } })).toEqual({
      rules: { analystRequiresWin: true },
    });
  });

  it('a new table plays under the new default, and still does after a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-rules-'));
    const header = newTableHeader({
      id: 'abcabcabcabc',
      game: 'coldwar',
      options: {},
      deal: knownDeal(5),
      code: 'NEWTBL',
      appVersion: 't',
    });
    const made = new TableStore(dir).create(header);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect((made.value.viewFor('table') as ColdWarView).rules.mustRecruitWhenEmpty).toBe(true);
    made.value.close();
    const back = new TableStore(dir).loadAll().tables[0]!;
    expect(back.header.rules).toEqual({ game: 'coldwar', version: 3 });
    expect(back.header.options).toEqual({});
    expect((back.viewFor('table') as ColdWarView).rules.mustRecruitWhenEmpty).toBe(true);
    back.close();
  });
});
