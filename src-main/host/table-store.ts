import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import path from 'node:path';
import { err, ok, type Result } from '../../engine/core';
import { hostedGame } from './games';
import {
  JOURNAL_SCHEMA,
  type JournalHeader,
  type JournalRecord,
  JournalWriter,
  readJournal,
} from './journal';
import { nodeFs, type SaveFs, saveFailed, saveFailedReason, writeAll } from './save-fs';
import { type JournalSink, Table } from './table';

export interface LoadedTables {
  readonly tables: readonly Table[];
  /** Saves that could not be loaded, each with its reason. Nothing is deleted. */
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

export interface TableStoreOptions {
  /** The file layer; tests put a faulty one here. */
  readonly fs?: SaveFs;
  /** Where a failed snapshot is reported (it costs nothing else). */
  readonly log?: (line: string) => void;
}

const JOURNAL_SUFFIX = '.journal.jsonl';
const SNAPSHOT_SUFFIX = '.snapshot.json';
/**
 * The largest save file read. A record is a few hundred bytes and a long game a few thousand
 * records, so a real journal is well under 1 MiB; anything this big is not one of ours.
 */
export const MAX_SAVE_BYTES = 16 * 1024 * 1024;

const { O_RDONLY, O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW, O_NONBLOCK } = constants;

function digestOf(actions: ReadonlyArray<{ seat: string; action: unknown }>): string {
  return createHash('sha256').update(JSON.stringify(actions)).digest('hex');
}

/** A save file's text, or why it is not read (words after its name). */
type FileRead = Result<{ readonly text: string; readonly readOnly: boolean }, string>;

/**
 * Reads a save file without ever blocking or leaving the folder: only a regular file is opened
 * (never a FIFO, device or symbolic link), without following links, non-blocking, size-capped.
 */
function readSaveFile(fs: SaveFs, file: string): FileRead {
  let stats: ReturnType<SaveFs['lstatSync']>;
  try {
    stats = fs.lstatSync(file);
  } catch (error) {
    return { ok: false, error: `cannot be examined (${saveFailedReason(error)})` };
  }
  if (stats.isSymbolicLink())
    return { ok: false, error: 'is a symbolic link; saves are read only from plain files in the folder' };
  if (stats.isDirectory()) return { ok: false, error: 'is a folder, not a save file' };
  if (stats.isFIFO())
    return { ok: false, error: 'is a named pipe (FIFO), not a save file; it was not opened' };
  if (!stats.isFile())
    return { ok: false, error: 'is a device or socket, not a save file; it was not opened' };
  if (stats.size > MAX_SAVE_BYTES) return { ok: false, error: tooLarge(stats.size) };
  let fd: number;
  try {
    fd = fs.openSync(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (error) {
    return { ok: false, error: `cannot be read (${readFailedReason(error)})` };
  }
  try {
    const opened = fs.fstatSync(fd);
    if (!opened.isFile())
      return { ok: false, error: 'changed into something other than a file while it was opened' };
    const buffer = Buffer.alloc(Math.min(opened.size, MAX_SAVE_BYTES) + 1);
    let length = 0;
    for (;;) {
      const got = fs.readSync(fd, buffer, length, buffer.length - length, length);
      if (got <= 0) break;
      length += got;
      if (length > MAX_SAVE_BYTES) return { ok: false, error: tooLarge(length) };
      if (length === buffer.length) break;
    }
    return ok({ text: buffer.subarray(0, length).toString('utf8'), readOnly: (opened.mode & 0o222) === 0 });
  } catch (error) {
    return { ok: false, error: `cannot be read (${readFailedReason(error)})` };
  } finally {
    fs.closeSync(fd);
  }
}

const tooLarge = (bytes: number) =>
  `is ${(bytes / 1024 / 1024).toFixed(1)} MiB, over the ${MAX_SAVE_BYTES / 1024 / 1024} MiB limit for a save file`;

function readFailedReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ELOOP') return 'it is a symbolic link';
  return saveFailedReason(error);
}

/** Tables on disk: one journal per table, plus a snapshot every few dozen actions. */
export class TableStore {
  private readonly fs: SaveFs;
  private readonly log: (line: string) => void;

  constructor(
    readonly directory: string,
    options: TableStoreOptions = {},
  ) {
    this.fs = options.fs ?? nodeFs;
    this.log = options.log ?? ((line) => console.warn(`safehouse: ${line}`));
    this.fs.mkdirSync(directory, { recursive: true });
  }

  /**
   * Starts a table's journal on disk, once the rules have accepted its options. A journal that
   * cannot be written is refused (`save_failed`) and leaves no file.
   */
  create(header: JournalHeader): Result<Table> {
    const trial = Table.create(header, { append: () => {}, snapshot: () => {} });
    if (!trial.ok) return trial;
    let writer: JournalWriter;
    try {
      writer = JournalWriter.create(this.journalPath(header.id), header, this.fs);
    } catch (error) {
      return saveFailed(error);
    }
    return Table.create(header, this.sinkFor(header.id, writer));
  }

  /**
   * Saves a game taken in from a file as a new table, after it replayed in memory: never over a
   * journal that is already here (the same id), whether or not it loaded.
   */
  importTable(header: JournalHeader, records: readonly JournalRecord[]): Result<Table> {
    const file = this.journalPath(header.id);
    let writer: JournalWriter;
    try {
      writer = JournalWriter.create(file, header, this.fs);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return err(
          'table_file_exists',
          'A saved game with the same id is in the data folder already (it could not be loaded); move that file away first.',
        );
      return saveFailed(error);
    }
    try {
      writer.appendAll(records);
    } catch (error) {
      writer.close();
      this.remove(header.id);
      return saveFailed(error);
    }
    const table = Table.replay(header, records, this.sinkFor(header.id, writer));
    if (!table.ok) {
      writer.close();
      this.remove(header.id);
    }
    return table;
  }

  /** Every saved table, rebuilt from seed and journal. One bad entry never stops the others. */
  loadAll(): LoadedTables {
    const tables: Table[] = [];
    const problems: string[] = [];
    const warnings: string[] = [];
    const names = this.fs.readdirSync(this.directory).filter((name) => name.endsWith(JOURNAL_SUFFIX));
    for (const name of names.sort()) {
      try {
        const loaded = this.load(name, warnings);
        if (typeof loaded === 'string') problems.push(`${name}: ${loaded}.`);
        else tables.push(loaded);
      } catch (error) {
        problems.push(
          `${name}: could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
    }
    return { tables, problems, warnings };
  }

  /** One journal: its table, or why not. */
  private load(name: string, warnings: string[]): Table | string {
    const file = path.join(this.directory, name);
    const contents = readSaveFile(this.fs, file);
    if (!contents.ok) return contents.error;
    const read = readJournal(contents.value.text, name);
    if (!read.ok) return read.error.replace(`${name}: `, '').replace(/\.$/, '');
    if (contents.value.readOnly)
      return 'is read-only, so its game cannot go on; make the file writable to resume it';
    const { header, records, intactBytes } = read.value;
    let writer: JournalWriter;
    try {
      writer = JournalWriter.reopen(file, intactBytes, this.fs);
    } catch (error) {
      return `cannot be opened for saving (${readFailedReason(error)}), so its game was not resumed`;
    }
    const table = Table.replay(header, records, this.sinkFor(header.id, writer));
    if (!table.ok) {
      writer.close();
      return table.error.message.replace(/\.$/, '');
    }
    warnings.push(...read.value.warnings);
    const drift = this.checkSnapshot(header, table.value);
    if (drift) warnings.push(drift);
    return table.value;
  }

  /** Writes `text` to `file` so that a crash leaves either the old file or the new one, never half. */
  private writeAtomically(file: string, text: string): void {
    const temporary = `${file}.tmp`;
    try {
      const fd = this.fs.openSync(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644);
      try {
        writeAll(this.fs, fd, Buffer.from(text, 'utf8'), 0);
        this.fs.fsyncSync(fd);
      } finally {
        this.fs.closeSync(fd);
      }
      this.fs.renameSync(temporary, file);
    } catch (error) {
      try {
        this.fs.unlinkSync(temporary);
      } catch {
        // Nothing was created, or it cannot be removed either; the next snapshot overwrites it.
      }
      throw error;
    }
  }

  /**
   * Deletes a table's files (its journal and snapshot) and nothing else. The table must have been
   * closed first (Windows cannot delete an open file).
   */
  remove(id: string): Result<void> {
    try {
      this.fs.unlinkSync(this.journalPath(id));
    } catch (error) {
      return err('delete_failed', `The saved game could not be deleted (${saveFailedReason(error)}).`);
    }
    for (const file of [this.snapshotPath(id), `${this.snapshotPath(id)}.tmp`]) {
      try {
        this.fs.unlinkSync(file);
      } catch {
        // None was written yet: the table had fewer actions than a snapshot needs.
      }
    }
    return ok(undefined);
  }

  private journalPath(id: string): string {
    return path.join(this.directory, `${id}${JOURNAL_SUFFIX}`);
  }

  private snapshotPath(id: string): string {
    return path.join(this.directory, `${id}${SNAPSHOT_SUFFIX}`);
  }

  private sinkFor(id: string, writer: JournalWriter): JournalSink {
    return {
      append: (record) => writer.append(record),
      close: () => writer.close(),
      snapshot: (standing, state) => {
        // A snapshot is a shortcut and a replay check, never the record: the action stands (it
        // is in the journal) whether or not its snapshot could be written.
        try {
          this.writeAtomically(
            this.snapshotPath(id),
            JSON.stringify({
              schema: JOURNAL_SCHEMA,
              actions: standing.length,
              digest: digestOf(standing),
              state,
            }),
          );
        } catch (error) {
          this.log(
            `table ${id}: the snapshot at action ${standing.length} was not written (${saveFailedReason(error)}); the game itself is saved.`,
          );
        }
      },
    };
  }

  /**
   * Same deal + same journal must give the same game on every machine and version. A snapshot
   * records the state at a point; if replaying today gives another state there, say so.
   */
  private checkSnapshot(header: JournalHeader, table: Table): string | null {
    let snapshot: { actions: number; digest: string; state: unknown };
    try {
      const read = readSaveFile(this.fs, this.snapshotPath(header.id));
      if (!read.ok) return null;
      snapshot = JSON.parse(read.value.text);
    } catch {
      return null;
    }
    const standing = table.actions().slice(0, snapshot.actions);
    if (standing.length !== snapshot.actions || digestOf(standing) !== snapshot.digest) return null;
    const rules = hostedGame(header.game).rules;
    const created = table.startState();
    if (!created.ok) return null;
    let state = created.value;
    for (const { seat, action } of standing) {
      const stepped = rules.step(state, seat, action);
      if (!stepped.ok) return `table ${header.id}: replay refuses an action its snapshot accepted.`;
      state = stepped.value.state;
    }
    return JSON.stringify(state) === JSON.stringify(snapshot.state)
      ? null
      : `table ${header.id}: this version replays the game differently from the one that saved it (snapshot at action ${snapshot.actions}).`;
  }
}
