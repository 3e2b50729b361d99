import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, recordOf, TABLE_SEAT } from '../../engine/core';
import { gameFileOf } from '../../src-main/host/game-file';
import { Host } from '../../src-main/host/host';
import { screen } from '../support/host-screen';
import { playTableToTheEnd } from '../support/playout';

const run = promisify(execFile);
const FIXTURES = path.resolve(__dirname, '../fixtures/saves');

/** `npm run verify -- FILE` as a person runs it: its words and its exit code. */
async function verify(file: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      '--import',
      'tsx',
      'src-main/verify/cli.ts',
      file,
    ]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** A Double Agent game played to its end at a host (every seat's screen adding its share), as a file. */
function finishedFile() {
  const host = new Host();
  const created = host.createTable('doubleagent', { players: ['Ann', 'Bob', 'Cy', 'Di'] });
  if (!created.ok) throw new Error(created.error.message);
  for (const [i, seat] of ['Ann', 'Bob', 'Cy', 'Di'].entries())
    screen(host).send({ type: 'join', code: created.value.code, seat, entropy: `${i}`.repeat(32) });
  const table = host.tableById(created.value.id)!;
  playTableToTheEnd(table, 8);
  const file = gameFileOf(table);
  if (!file.ok) throw new Error(file.error.message);
  const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-verify-'));
  const write = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  return { table, text: file.value.text, write };
}

describe('npm run verify (issue 49)', () => {
  const { table, text, write } = finishedFile();
  const lines = text.trim().split('\n');

  it('checks a finished game file and gives both fingerprints to compare with the screens', async () => {
    const { code, out } = await verify(write('good.safehouse', text));
    expect(code).toBe(0);
    const deal = table.header.deal;
    if (deal.generator !== 'chacha20') throw new Error('a fair deal was expected');
    expect(out).toContain('Fair deal: checked.');
    expect(out).toContain(`Deal sealed ${fingerprintOf(deal.commitment)}`);
    expect(out).toContain(
      `${table.actionCount} actions replay to the end: ${table.winners().join(' and ')} won.`,
    );
    expect(out).toContain(`Game record ${fingerprintOf(recordOf(table.logFor(TABLE_SEAT)))}`);
  });

  it('names a secret that does not match the commitment', async () => {
    const header = JSON.parse(lines[0]!);
    header.deal.secret = `${header.deal.secret.slice(0, -1)}${header.deal.secret.endsWith('0') ? '1' : '0'}`;
    const { code, out } = await verify(
      write('secret.safehouse', [JSON.stringify(header), ...lines.slice(1)].join('\n')),
    );
    expect(code).not.toBe(0);
    expect(out).toMatch(/does not match the commitment/);
  });

  it('names an action that no longer replays, or a game that no longer ends', async () => {
    const actions = lines.map((line, i) => ({ line, i })).filter(({ line }) => line.includes('"t":"action"'));
    // The deal is random, so is the game's length: the middle action is always there.
    const middle = Math.floor(actions.length / 2);
    const target = actions[middle]!;
    const record = JSON.parse(target.line);
    record.action = { type: 'exit' };
    const tampered = lines.map((line, i) => (i === target.i ? JSON.stringify(record) : line));
    const { code, out } = await verify(write('action.safehouse', tampered.join('\n')));
    expect(code).toBe(1);
    expect(out).toMatch(
      new RegExp(
        `Fair deal: NOT checked\\. .*(action ${middle + 1} does not replay|do not play the game to its end)`,
      ),
    );
  });

  it('says a game saved before tables sealed their deal has nothing to check, and a missing file is named', async () => {
    const old = await verify(path.join(FIXTURES, 'doubleagent-format2.safehouse'));
    expect(old.code).toBe(2);
    expect(old.out).toContain('saved before tables sealed their deal');
    const missing = await verify(path.join(FIXTURES, 'no-such.safehouse'));
    expect(missing).toMatchObject({ code: 2 });
    expect(missing.out).toContain('Cannot read');
  });

  it('reads the file the way the lobby does: a damaged one is refused with its reason', async () => {
    const { code, out } = await verify(write('damaged.safehouse', `${lines[0]}\n{"t":"action"`));
    expect(code).toBe(2);
    expect(out).toContain('The file is damaged');
    expect(readFileSync(path.join(FIXTURES, 'doubleagent-format2.safehouse'), 'utf8').length).toBeGreaterThan(
      0,
    );
  });
});
