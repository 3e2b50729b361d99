import { err, ok, type Result } from '../../engine/core';
import type { ClientMessage, GameId, HostMessage, TableSummary } from '../../protocol/messages';
import { newJoinCode } from './credentials';
import { type GameFileUpload, gameFileOf, readGameFile, refused } from './game-file';
import { type JournalSink, Table } from './table';
import type { TableStore } from './table-store';

/** A screen at a table, as the shelf sees it: its seats, its mailbox, and letting it go. */
export interface ShelfScreen {
  readonly seats: readonly string[];
  send(message: HostMessage): void;
  leave(): void;
}

/** What taking in, deleting and replaying tables need of the host. */
export interface Shelf {
  readonly store: TableStore | null;
  table(id: string): Table | undefined;
  codeInUse(code: string): boolean;
  /** Starts hosting a table (its code answers, its bots and opening run). */
  add(table: Table): void;
  /** Stops hosting a table: its code no longer answers. */
  drop(table: Table): void;
  createTable(game: GameId, options: Record<string, unknown>): Result<TableSummary>;
  seatBot(tableId: string, seat: string, bot: string | null): Result<void>;
  screensAt(table: Table): Iterable<ShelfScreen>;
}

export const memorySink: JournalSink = { append: () => {}, snapshot: () => {} };

/**
 * Takes in a game file (game-file.ts) as a new table, once it replays here. A game whose table is
 * here already is refused, never overwritten; a join code in use gets a new one.
 */
export function importGame(shelf: Shelf, text: string): Result<TableSummary> {
  const file = readGameFile(text);
  if (!file.ok) return file;
  const { records } = file.value;
  let header = file.value.header;
  const here = shelf.table(header.id);
  if (here)
    return err('table_exists', `This game is here already: table ${here.code}.`, { table: here.code });
  const trial = Table.replay(header, records, memorySink);
  if (!trial.ok) {
    const record = /^Journal record (\d+) does not replay: ([\s\S]*)$/.exec(trial.error.message);
    return refused(
      record
        ? { cause: 'not_replaying', record: Number(record[1]), reason: record[2]! }
        : { cause: 'damaged', reason: trial.error.message },
    );
  }
  if (shelf.codeInUse(header.code)) {
    let code = newJoinCode();
    while (shelf.codeInUse(code)) code = newJoinCode();
    header = { ...header, code };
  }
  const table = shelf.store
    ? shelf.store.importTable(header, records)
    : Table.replay(header, records, memorySink);
  if (!table.ok) return table;
  shelf.add(table.value);
  return ok(table.value.summary());
}

/**
 * Deletes a finished table and its saved game: its screens (a TV, a watcher) are told and let go,
 * its code no longer answers, and its files go from the disk (only its own).
 */
export function deleteTable(shelf: Shelf, tableId: string): Result<void> {
  const table = shelf.table(tableId);
  if (!table) return err('no_such_table', 'There is no such table.');
  if (!table.isOver) return err('not_finished', 'Only a finished game can be archived or deleted.');
  table.close();
  if (shelf.store) {
    const removed = shelf.store.remove(table.id);
    if (!removed.ok) return removed;
  }
  for (const screen of shelf.screensAt(table)) {
    screen.leave();
    screen.send({
      type: 'error',
      code: 'table_deleted',
      message: 'This table was deleted on the host machine.',
    });
  }
  shelf.drop(table);
  return ok(undefined);
}

export type ShelfMessage = Extract<
  ClientMessage,
  { type: 'archiveTable' | 'exportTable' | 'importTable' | 'deleteTable' }
>;

/**
 * The host machine's lobby looking after its tables: archive, save as a file, take in, delete.
 * `listChanged`: the lobby's table list is different now (send it afresh).
 */
export function shelfCommand(
  shelf: Shelf,
  screen: ShelfScreen & { readonly upload: GameFileUpload },
  message: ShelfMessage,
): Result<{ listChanged: boolean }> {
  const changed = (outcome: Result<unknown>, listChanged = true): Result<{ listChanged: boolean }> =>
    outcome.ok ? ok({ listChanged }) : outcome;
  switch (message.type) {
    case 'archiveTable': {
      const table = shelf.table(message.table);
      return table
        ? changed(table.setArchived(message.archived))
        : err('no_such_table', 'There is no such table.');
    }
    case 'exportTable': {
      const table = shelf.table(message.table);
      if (!table) return err('no_such_table', 'There is no such table.');
      const file = gameFileOf(table);
      if (file.ok) screen.send({ type: 'gameFile', table: table.id, ...file.value });
      return changed(file, false);
    }
    case 'importTable': {
      const whole = screen.upload.add(message.upload, message.part, message.parts, message.text);
      if (!whole.ok || whole.value === null) return changed(whole, false);
      const imported = importGame(shelf, whole.value);
      if (imported.ok) screen.send({ type: 'tableImported', table: imported.value });
      return changed(imported);
    }
    case 'deleteTable':
      return changed(deleteTable(shelf, message.table));
  }
}
