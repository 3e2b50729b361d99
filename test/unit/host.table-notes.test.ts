import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../engine/core';
import { type LogPosition, Table, type TableNote } from '../../src-main/host/table';
import { chooser } from '../support/playout';
import { header, recordingSink } from '../support/table-fixture';

const GAMES = ['coldwar', 'doubleagent'] as const;

function newTable(game: (typeof GAMES)[number], seed: number) {
  const disk = recordingSink();
  const options = game === 'doubleagent' ? { players: ['Red', 'Blue', 'Green', 'Yellow'] } : {};
  const created = Table.create(header(game, seed, options), disk.sink);
  if (!created.ok) throw new Error(created.error.message);
  return { table: created.value, ...disk };
}

/** Plays up to `count` random legal actions. */
function play(table: Table, count: number, pick: ReturnType<typeof chooser>) {
  for (let i = 0; i < count && !table.isOver; i++) {
    const seats = table.seats().filter((seat) => table.legalFor(seat).length > 0);
    if (seats.length === 0) return;
    const seat = pick(seats);
    expect(table.submit(seat, pick(table.legalFor(seat))).ok).toBe(true);
  }
}

const isNote = (entry: unknown): entry is TableNote => (entry as { type?: unknown }).type === 'table-note';
const notesIn = (log: readonly unknown[]) => log.filter(isNote).map(({ note, seat }) => `${note} ${seat}`);

/** The same game with none of the table's comings and goings: the same actions, no notes. */
function twinOf(table: Table): Table {
  const twin = Table.create(table.header, recordingSink().sink);
  if (!twin.ok) throw new Error(twin.error.message);
  for (const { seat, action } of table.actions()) expect(twin.value.submit(seat, action).ok).toBe(true);
  return twin.value;
}

describe('the log tells what happened at the table (issue 15)', () => {
  for (const game of GAMES) {
    it(`${game}: every seat reads each stand-in, its end, each pause and resume, where they happened, and nothing else changes`, () => {
      const { table, records } = newTable(game, 31);
      const pick = chooser(5);
      const [first, absent] = table.seats();
      const third = table.seats().at(-1);
      for (const seat of table.seats()) expect(table.claim(seat).ok).toBe(true);
      play(table, 3, pick);
      const readers = [...table.seats(), TABLE_SEAT];
      const before = new Map(readers.map((seat) => [seat, table.logFor(seat)]));
      expect(table.seatBot(absent!, 'stand-in-bot').ok).toBe(true);
      play(table, 3, pick);
      expect(table.seatBot(absent!, null).ok).toBe(true);
      expect(table.setPaused(first!, true).ok).toBe(true);
      expect(table.setPaused(third!, false).ok).toBe(true);
      play(table, 2, pick);

      const twin = twinOf(table);
      for (const seat of readers) {
        const log = table.logFor(seat);
        expect(notesIn(log)).toEqual([
          `stand-in ${absent}`,
          `stand-in-left ${absent}`,
          `paused ${first}`,
          `resumed ${third}`,
        ]);
        // The stand-in note comes right after what the seat had read when it happened.
        const earlier = before.get(seat)!;
        expect(log.slice(0, earlier.length)).toEqual(earlier);
        expect(log[earlier.length]).toMatchObject({ note: 'stand-in', seat: absent });
        // The game's own events are exactly those of the same game without any note.
        expect(log.filter((entry) => !isNote(entry))).toEqual(twin.logFor(seat));
      }

      const replayed = Table.replay(table.header, records, recordingSink().sink);
      expect(replayed.ok).toBe(true);
      if (replayed.ok)
        for (const seat of readers) expect(replayed.value.logFor(seat)).toEqual(table.logFor(seat));
    });
  }

  it('read in pieces, the log is the same as read at once', () => {
    const { table } = newTable('doubleagent', 8);
    const pick = chooser(11);
    for (const seat of table.seats()) table.claim(seat);
    const pieces = new Map<string, unknown[]>(table.seats().map((seat) => [seat, []]));
    let read: LogPosition = table.logEnd;
    const readOn = () => {
      for (const [seat, log] of pieces) log.push(...table.logFor(seat, read));
      read = table.logEnd;
    };
    const [a, b] = table.seats();
    for (let round = 0; round < 4; round++) {
      play(table, 2, pick);
      readOn();
      table.seatBot(b!, round % 2 === 0 ? 'stand-in-bot' : null);
      table.setPaused(a!, true);
      readOn();
      table.setPaused(a!, false);
    }
    readOn();
    for (const [seat, log] of pieces) {
      expect(log).toEqual(table.logFor(seat));
      expect(notesIn(log)).toHaveLength(12);
    }
  });

  it('says nothing of a computer player seated on purpose in a seat nobody took', () => {
    const { table } = newTable('coldwar', 3);
    expect(table.seatBot('KGB', 'ismcts:normal').ok).toBe(true);
    expect(table.seatBot('KGB', null).ok).toBe(true);
    expect(notesIn(table.logFor(TABLE_SEAT))).toEqual([]);
  });

  it('keeps a note past an undone action, after what remains', () => {
    const { table } = newTable('coldwar', 4);
    table.claim('CIA');
    table.claim('KGB');
    expect(table.submit('CIA', table.legalFor('CIA')[0]).ok).toBe(true);
    expect(table.canUndo('CIA')).toBe(true);
    expect(table.seatBot('KGB', 'ismcts:normal').ok).toBe(true);
    expect(table.undo('CIA').ok).toBe(true);
    for (const seat of ['CIA', 'KGB', TABLE_SEAT]) {
      const log = table.logFor(seat);
      expect(log.at(-1)).toMatchObject({ type: 'table-note', note: 'stand-in', seat: 'KGB' });
      expect(log.filter((entry) => !isNote(entry))).toEqual(twinOf(table).logFor(seat));
    }
  });
});
