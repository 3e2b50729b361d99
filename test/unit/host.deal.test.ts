import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../engine/core';
import { JOURNAL_SCHEMA, type JournalHeader, type JournalRecord } from '../../src-main/host/journal';
import { Table } from '../../src-main/host/table';
import { fairDeal, type TableDeal } from '../../src-main/host/table-deal';
import { fairDealFrom, knownDeal } from '../support/deals';
import { chooser } from '../support/playout';
import { recordingSink } from '../support/table-fixture';

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Di'];

function headerWith(deal: TableDeal): JournalHeader {
  return {
    kind: 'safehouse-table',
    schema: JOURNAL_SCHEMA,
    id: 'abcdef012345',
    game: 'doubleagent',
    deal,
    options: { players: PLAYERS },
    code: 'ABCDEF',
    createdAt: '2026-12-07T00:00:00.000Z',
    appVersion: 'test',
    rules: { game: 'doubleagent', version: 1 },
  };
}

function tableWith(deal: TableDeal) {
  const disk = recordingSink();
  const created = Table.create(headerWith(deal), disk.sink);
  if (!created.ok) throw new Error(created.error.message);
  return { table: created.value, ...disk };
}

const views = (table: Table) => JSON.stringify([...PLAYERS, TABLE_SEAT].map((seat) => table.viewFor(seat)));

const CONTRIBUTIONS = PLAYERS.map((seat, i) => ({ seat, entropy: `${i}`.repeat(32) }));

describe('a table’s deal', () => {
  it('a fair deal waits: seats are known, but no game exists to see or play until it is dealt', () => {
    const { table, records } = tableWith(fairDealFrom(1));
    expect(table.isDealt).toBe(false);
    expect(table.seats()).toEqual(PLAYERS);
    for (const seat of [...PLAYERS, TABLE_SEAT]) {
      expect(table.viewFor(seat)).toBeNull();
      expect(table.legalFor(seat)).toEqual([]);
    }
    expect(table.submit('Ann', { type: 'startRoll' })).toMatchObject({
      ok: false,
      error: { code: 'not_dealt' },
    });
    expect(table.startState()).toMatchObject({ ok: false, error: { code: 'not_dealt' } });
    expect(records).toEqual([]);
  });

  it('is journaled before the game exists, once, and replays to the same game', () => {
    const { table, records, sink } = tableWith(fairDealFrom(2));
    let dealtWhen = -1;
    table.onChange((change) => {
      if (change.kind === 'dealt') dealtWhen = records.length;
    });
    expect(table.deal(CONTRIBUTIONS).ok).toBe(true);
    expect(records).toEqual([{ t: 'deal', contributions: CONTRIBUTIONS }]);
    expect(dealtWhen).toBe(1);
    expect(table.isDealt).toBe(true);
    expect(table.deal(CONTRIBUTIONS)).toMatchObject({ ok: false, error: { code: 'already_dealt' } });
    expect(records).toHaveLength(1);
    const pick = chooser(2);
    for (let i = 0; i < 40 && !table.isOver; i++) {
      const seat = pick(table.seats().filter((s) => table.legalFor(s).length > 0));
      expect(table.submit(seat, pick(table.legalFor(seat))).ok).toBe(true);
    }
    const rebuilt = Table.replay(table.header, records, sink);
    expect(rebuilt.ok).toBe(true);
    if (rebuilt.ok) expect(views(rebuilt.value)).toBe(views(table));
  });

  it('deals another game for other contributions, and for another secret', () => {
    const dealt = (deal: TableDeal, contributions = CONTRIBUTIONS) => {
      const { table } = tableWith(deal);
      table.deal(contributions);
      // The start roll's dice come from the deal: 4 players, 8 dice in all.
      const pick = chooser(1);
      for (let i = 0; i < 4; i++) {
        const seat = pick(table.seats().filter((s) => table.legalFor(s).length > 0));
        table.submit(seat, table.legalFor(seat)[0]);
      }
      return views(table);
    };
    const base = dealt(fairDealFrom(3));
    expect(dealt(fairDealFrom(3))).toBe(base);
    expect(dealt(fairDealFrom(4))).not.toBe(base);
    expect(
      dealt(fairDealFrom(3), [{ ...CONTRIBUTIONS[0]!, entropy: 'f'.repeat(32) }, ...CONTRIBUTIONS.slice(1)]),
    ).not.toBe(base);
  });

  it('a table dealt when it was made refuses a deal record, on replay too', () => {
    const { table, sink } = tableWith(knownDeal(5));
    expect(table.isDealt).toBe(true);
    expect(table.deal([])).toMatchObject({ ok: false, error: { code: 'already_dealt' } });
    const record: JournalRecord = { t: 'deal', contributions: [] };
    expect(Table.replay(table.header, [record], sink)).toMatchObject({
      ok: false,
      error: { code: 'bad_save' },
    });
  });

  it('an action journaled before its deal does not replay', () => {
    const { sink } = tableWith(fairDealFrom(6));
    const action: JournalRecord = { t: 'action', n: 1, seat: 'Ann', action: { type: 'startRoll' } };
    expect(Table.replay(headerWith(fairDealFrom(6)), [action], sink)).toMatchObject({
      ok: false,
      error: { code: 'bad_save' },
    });
  });
});

describe('undo at a keyed table (property)', () => {
  it('leaves the dice as they were: the game goes on exactly as if the undone action had never been made', () => {
    let undone = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const deal = fairDeal(seed.toString(16).padStart(64, '0'));
        const { table } = tableWith(deal);
        table.deal(CONTRIBUTIONS);
        const pick = chooser(seed);
        for (let i = 0; i < 120 && !table.isOver; i++) {
          const seat = pick(table.seats().filter((s) => table.legalFor(s).length > 0));
          expect(table.submit(seat, pick(table.legalFor(seat))).ok).toBe(true);
          if (table.canUndo(seat) && pick([true, false])) {
            expect(table.undo(seat).ok).toBe(true);
            undone += 1;
          }
        }
        // A table that never saw the undone actions, then both go on with the same choices.
        const { table: twin } = tableWith(deal);
        twin.deal(CONTRIBUTIONS);
        for (const { seat, action } of table.actions()) expect(twin.submit(seat, action).ok).toBe(true);
        const next = chooser(seed + 1);
        for (let i = 0; i < 60 && !table.isOver; i++) {
          expect(views(table)).toBe(views(twin));
          const seat = next(table.seats().filter((s) => table.legalFor(s).length > 0));
          const action = next(table.legalFor(seat));
          expect(table.submit(seat, action).ok).toBe(true);
          expect(twin.submit(seat, action).ok).toBe(true);
        }
        expect(views(table)).toBe(views(twin));
      }),
      { numRuns: 12 },
    );
    expect(undone).toBeGreaterThan(10); // the property was exercised
  });
});
