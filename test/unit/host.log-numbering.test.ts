import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../engine/core';
import { replayFrame } from '../../src-main/host/replay';
import { freshCursor, viewMessageFor } from '../../src-main/host/seat-view';
import { Table } from '../../src-main/host/table';
import { header, recordingSink } from '../support/table-fixture';

/** Seed 7, each time the first legal action of the seat to act (written out below by hand). */
function coldWarTable(): Table {
  const created = Table.create(header('coldwar', 7, {}), recordingSink().sink);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const play = (table: Table, seat: string, action: unknown) =>
  expect(table.submit(seat, action).ok).toBe(true);

describe('each log entry carries the number of the action that made it', () => {
  it('per seat: one action’s lines share its number, private lines included; a table note has none', () => {
    const table = coldWarTable();
    for (const seat of table.seats()) expect(table.claim(seat).ok).toBe(true);
    play(table, 'CIA', { type: 'chooseAgent', agent: 'MASTER_SPY' }); // 1
    play(table, 'KGB', { type: 'chooseAgent', agent: 'MASTER_SPY' }); // 2
    expect(table.setPaused('CIA', true).ok).toBe(true);
    expect(table.setPaused('KGB', false).ok).toBe(true);
    play(table, 'CIA', { type: 'chooseFirst', first: 'CIA' }); // 3

    const cia = table.numberedLogFor('CIA');
    expect(cia.log.map((e) => (e as { type: string }).type)).toEqual([
      'agentChosen',
      'agentCommitted',
      'agentChosen',
      'table-note',
      'table-note',
      'firstChosen',
    ]);
    expect(cia.acts).toEqual([1, 1, 2, null, null, 3]);
    // KGB reads CIA's choice without its secret: one line for action 1, two of its own for 2.
    expect(table.numberedLogFor('KGB').acts).toEqual([1, 2, 2, null, null, 3]);
    expect(table.numberedLogFor(TABLE_SEAT).acts).toEqual([1, 2, null, null, 3]);
  });

  it('a view message numbers only the entries it sends', () => {
    const table = coldWarTable();
    const cursor = freshCursor();
    play(table, 'CIA', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    expect(viewMessageFor(table, 'KGB', cursor).logActs).toEqual([1]);
    play(table, 'KGB', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    play(table, 'CIA', { type: 'chooseFirst', first: 'CIA' });
    const message = viewMessageFor(table, 'KGB', cursor);
    expect(message.logFrom).toBe(1);
    expect(message.logActs).toEqual([2, 2, 3]);
    expect(message.log).toHaveLength(3);
  });

  it('a replay frame numbers its log the same way', () => {
    const table = coldWarTable();
    play(table, 'CIA', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    play(table, 'KGB', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    play(table, 'CIA', { type: 'chooseFirst', first: 'CIA' });
    const frame = replayFrame(table, 3);
    expect(frame.ok && frame.value.logActs).toEqual([1, 2, 3]);
    const early = replayFrame(table, 1);
    expect(early.ok && early.value.logActs).toEqual([1]);
  });
});
