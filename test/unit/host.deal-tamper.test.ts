import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFairDeal, TABLE_SEAT } from '../../engine/core';
import { hostedGame } from '../../src-main/host/games';
import { Host } from '../../src-main/host/host';
import { TableStore } from '../../src-main/host/table-store';
import { screen } from '../support/host-screen';
import { playTableToTheEnd } from '../support/playout';
import { seenIn } from '../support/witness';

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Di'];

/**
 * A journal edited after the game, on the host machine: the game is played to its end with the
 * dice typed in from the table (so a changed roll still replays), Ann's screen keeps what it was
 * shown, then one roll in the journal is turned round (same total, same moves) and the host is
 * started again on the folder.
 */
describe('a journal tampered with after the game (issue 49)', () => {
  it('replays on the host, but the screen that saw the game names the log entry that differs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-tamper-'));
    const host = new Host({ store: new TableStore(dir) });
    const created = host.createTable('doubleagent', { players: PLAYERS, rules: { dice: 'table' } });
    if (!created.ok) throw new Error(created.error.message);
    const shares = PLAYERS.map((_, i) => `${i + 1}`.repeat(32));
    const ann = screen(host);
    ann.send({ type: 'join', code: created.value.code, seat: 'Ann', entropy: shares[0] });
    for (const [i, seat] of PLAYERS.slice(1).entries())
      screen(host).send({ type: 'join', code: created.value.code, seat, entropy: shares[i + 1] });
    const table = host.tableById(created.value.id)!;
    playTableToTheEnd(table, 3);
    const commitment = created.value.deal.kind === 'fair' ? created.value.deal.commitment : '';
    const witness = { commitment, contributed: { Ann: shares[0]! }, seen: seenIn(ann.inbox) };
    const rules = hostedGame('doubleagent').rules;
    expect(checkFairDeal(rules, ann.lastOf('fairDeal')!.proof, witness).ok).toBe(true);
    table.close();

    const file = path.join(dir, `${table.id}.journal.jsonl`);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const at = lines.findIndex((line) => /"type":"roll","dice":\[(\d),(?!\1)\d\]/.test(line));
    expect(at).toBeGreaterThan(0);
    // The journal's action records are counted from 1 in the order they were accepted.
    const actionNumber = lines.slice(0, at + 1).filter((line) => /"action":/.test(line)).length;
    const record = JSON.parse(lines[at]!);
    record.action.dice = [record.action.dice[1], record.action.dice[0]];
    lines[at] = JSON.stringify(record);
    writeFileSync(file, `${lines.join('\n')}\n`);

    const again = new Host({ store: new TableStore(dir) });
    const loaded = new TableStore(dir).loadAll();
    expect(loaded.problems).toEqual([]);
    again.adopt(loaded);
    const tv = screen(again);
    tv.send({ type: 'join', code: created.value.code, seat: TABLE_SEAT });
    const proof = tv.lastOf('fairDeal')!.proof;
    // A screen that only sees the edited game finds nothing wrong with it...
    expect(checkFairDeal(rules, proof, { commitment, contributed: {}, seen: seenIn(tv.inbox) }).ok).toBe(
      true,
    );
    // ...the one that saw the game played names where its history was changed.
    expect(checkFairDeal(rules, proof, witness)).toMatchObject({
      ok: false,
      problem: { kind: 'log_differs', seat: 'Ann', action: actionNumber },
    });
  });
});
