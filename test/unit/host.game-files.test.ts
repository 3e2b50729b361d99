import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../engine/core';
import type { GameFileRefusalCause } from '../../protocol/game-file-refusal';
import { Host } from '../../src-main/host/host';
import { TableStore } from '../../src-main/host/table-store';
import { screen, seatEveryone } from '../support/host-screen';
import { playTableToTheEnd } from '../support/playout';

function hostOnDisk() {
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-files-'));
  return { dir, host: new Host({ rateLimit: { perSecond: 1e4, burst: 1e4 }, store: new TableStore(dir) }) };
}

/** Sends a game file the way the lobby does: in parts of 4000 characters. */
function sendFile(lobby: ReturnType<typeof screen>, text: string, upload = 'u1'): void {
  const parts = Math.max(1, Math.ceil(text.length / 4000));
  for (let part = 0; part < parts; part++)
    lobby.send({
      type: 'importTable',
      upload,
      part,
      parts,
      text: text.slice(part * 4000, (part + 1) * 4000),
    });
}

/** A finished Double Agent game on a host with a store, and its file. */
function finishedGame() {
  const { host } = hostOnDisk();
  const created = host.createTable('doubleagent', { players: ['Ann', 'Bob', 'Cy', 'Di'] });
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  seatEveryone(host, table.code, table.seats());
  playTableToTheEnd(table, 11);
  const lobby = screen(host, true);
  lobby.send({ type: 'exportTable', table: table.id });
  const file = lobby.lastOf('gameFile');
  if (!file) throw new Error(JSON.stringify(lobby.last()));
  return { host, table, file };
}

describe('game files (issue 15)', () => {
  it('writes out only a finished game, only for the host machine', () => {
    const { host } = hostOnDisk();
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const lobby = screen(host, true);
    lobby.send({ type: 'exportTable', table: created.value.id });
    expect(lobby.lastOf('error')?.code).toBe('file_unfinished');
    const phone = screen(host, false);
    phone.send({ type: 'exportTable', table: created.value.id });
    expect(phone.lastOf('error')?.code).toBe('not_local');
    expect(lobby.inbox.some((m) => m.type === 'gameFile')).toBe(false);
  });

  it('takes a game in on another machine as the same game, saved there, without anyone’s seat claim', () => {
    const { table, file } = finishedGame();
    expect(file.name).toMatch(/^safehouse-doubleagent-[A-Z0-9]+-\d{4}-\d{2}-\d{2}\.safehouse$/);
    expect(file.text).not.toContain('tokenHash');
    expect(JSON.parse(file.text.split('\n')[0]!).deal).toEqual(table.header.deal);

    const other = hostOnDisk();
    const lobby = screen(other.host, true);
    sendFile(lobby, file.text);
    const imported = lobby.lastOf('tableImported');
    expect(imported?.table).toMatchObject({
      id: table.id,
      game: 'doubleagent',
      over: true,
      actions: table.actionCount,
    });
    const copy = other.host.tableById(table.id)!;
    expect(copy.viewFor(TABLE_SEAT)).toEqual(table.viewFor(TABLE_SEAT));
    expect(copy.isClaimed('Ann')).toBe(false);
    const reloaded = new TableStore(other.dir).loadAll();
    expect(reloaded.problems).toEqual([]);
    expect(reloaded.tables.map((t) => t.actionCount)).toEqual([table.actionCount]);
  });

  it('never takes in a game that is here already', () => {
    const { host, table, file } = finishedGame();
    const lobby = screen(host, true);
    sendFile(lobby, file.text);
    expect(lobby.lastOf('error')).toMatchObject({ code: 'table_exists' });
    expect(lobby.lastOf('error')?.message).toContain(table.code);
    expect(host.status().tables).toHaveLength(1);
  });

  it('never writes over a saved game of the same id that could not be loaded', () => {
    const { table, file } = finishedGame();
    const other = hostOnDisk();
    const unreadable = path.join(other.dir, `${table.id}.journal.jsonl`);
    writeFileSync(unreadable, 'kept as it was\n');
    expect(new TableStore(other.dir).loadAll().problems).toHaveLength(1);
    const lobby = screen(other.host, true);
    sendFile(lobby, file.text);
    expect(lobby.lastOf('error')?.code).toBe('table_file_exists');
    expect(lobby.inbox.some((m) => m.type === 'tableImported')).toBe(false);
    expect(readFileSync(unreadable, 'utf8')).toBe('kept as it was\n');
    expect(readdirSync(other.dir)).toEqual([`${table.id}.journal.jsonl`]);
    expect(other.host.status().tables).toEqual([]);
  });

  it('refuses a damaged file, or one from a newer Safehouse, saying what is wrong, and saves nothing', () => {
    const { file } = finishedGame();
    const lines = file.text.trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    const second = JSON.parse(lines[2]!);
    const cases: [string, string, RegExp, GameFileRefusalCause][] = [
      [
        'cut off',
        file.text.slice(0, file.text.length - 20),
        /damaged: it ends in the middle of a record/,
        'cut_off',
      ],
      [
        'newer',
        [JSON.stringify({ ...header, schema: 99 }), ...lines.slice(1)].join('\n'),
        /written by a newer Safehouse \(save format 99; this one reads up to 3\)/,
        'newer',
      ],
      [
        'newer rules',
        [JSON.stringify({ ...header, rules: { game: header.game, version: 9 } }), ...lines.slice(1)].join(
          '\n',
        ),
        /played under newer (coldwar|doubleagent) rules \(rules version 9; this Safehouse plays up to 1\)/,
        'newer_rules',
      ],
      [
        'an action refused',
        [lines[0], lines[1], JSON.stringify({ ...second, action: { type: 'fly' } }), ...lines.slice(3)].join(
          '\n',
        ),
        /damaged: record 3 does not replay/,
        'not_replaying',
      ],
      ['not ours', 'hello\nworld\n', /not a game Safehouse can read: line 1 is not valid JSON/, 'not_json'],
      [
        'an unknown game',
        [JSON.stringify({ ...header, game: 'chess' }), ...lines.slice(1)].join('\n'),
        /not a game Safehouse can read: it is for a game this Safehouse does not have/,
        'unknown_game',
      ],
      ['empty', '', /^The file is empty\.$/, 'empty'],
      [
        'a line that is no record',
        [lines[0], JSON.stringify({ t: 'fly' }), ...lines.slice(1)].join('\n'),
        /line 2 is not a game record/,
        'not_record',
      ],
      [
        'a save with seat claims',
        [
          lines[0],
          JSON.stringify({ t: 'claim', seat: 'Ann', tokenHash: 'a'.repeat(64) }),
          ...lines.slice(1),
        ].join('\n'),
        /holds seat claims/,
        'has_claims',
      ],
    ];
    for (const [what, text, message, cause] of cases) {
      const other = hostOnDisk();
      const lobby = screen(other.host, true);
      sendFile(lobby, text);
      const error = lobby.lastOf('error');
      expect(error?.code, what).toBe('bad_game_file');
      expect(error?.message, what).toMatch(message);
      // The reason comes as params too, for the screens to say it in their language.
      expect(error?.params?.cause, what).toBe(cause);
      expect(other.host.status().tables, what).toEqual([]);
      expect(readdirSync(other.dir), what).toEqual([]);
    }
  });

  it('refuses parts out of order, and a phone’s upload', () => {
    const { file } = finishedGame();
    const other = hostOnDisk();
    const lobby = screen(other.host, true);
    lobby.send({ type: 'importTable', upload: 'u', part: 1, parts: 3, text: file.text.slice(0, 10) });
    expect(lobby.lastOf('error')?.code).toBe('bad_game_file');
    expect(lobby.lastOf('error')?.params?.cause).toBe('out_of_order');
    const phone = screen(other.host, false);
    sendFile(phone, file.text);
    expect(phone.lastOf('error')?.code).toBe('not_local');
    expect(other.host.status().tables).toEqual([]);
  });
});
