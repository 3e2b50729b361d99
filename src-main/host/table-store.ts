import { createHash } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { Result } from '../../engine/core';
import { GAMES } from './games';
import { JOURNAL_SCHEMA, type JournalHeader, JournalWriter, readJournal } from './journal';
import { type JournalSink, Table } from './table';

export interface LoadedTables {
  readonly tables: readonly Table[];
  /** Saves that could not be loaded, each with its reason. Nothing is deleted. */
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

const JOURNAL_SUFFIX = '.journal.jsonl';
const SNAPSHOT_SUFFIX = '.snapshot.json';

function digestOf(actions: ReadonlyArray<{ seat: string; action: unknown }>): string {
  return createHash('sha256').update(JSON.stringify(actions)).digest('hex');
}

/** Writes `text` to `file` so that a crash leaves either the old file or the new one, never half. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

/** Tables on disk: one journal per table, plus a snapshot every few dozen actions. */
export class TableStore {
  constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  /** Starts a table's journal on disk, once the rules have accepted its options. */
  create(header: JournalHeader): Result<Table> {
    const trial = GAMES[header.game].rules.create({ ...header.options, seed: header.seed });
    if (!trial.ok) return trial;
    const writer = JournalWriter.create(this.journalPath(header.id), header);
    return Table.create(header, this.sinkFor(header.id, writer));
  }

  /** Every saved table, rebuilt from seed and journal. */
  loadAll(): LoadedTables {
    const tables: Table[] = [];
    const problems: string[] = [];
    const warnings: string[] = [];
    const names = readdirSync(this.directory).filter((name) => name.endsWith(JOURNAL_SUFFIX));
    for (const name of names.sort()) {
      const file = path.join(this.directory, name);
      const read = readJournal(readFileSync(file, 'utf8'), name);
      if (!read.ok) {
        problems.push(read.message);
        continue;
      }
      const { header, records, intactBytes } = read.journal;
      warnings.push(...read.journal.warnings);
      const writer = JournalWriter.reopen(file, intactBytes);
      const table = Table.replay(header, records, this.sinkFor(header.id, writer));
      if (!table.ok) {
        writer.close();
        problems.push(`${name}: ${table.error.message}`);
        continue;
      }
      const drift = this.checkSnapshot(header, table.value);
      if (drift) warnings.push(drift);
      tables.push(table.value);
    }
    return { tables, problems, warnings };
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
      snapshot: (standing, state) => {
        writeAtomically(
          this.snapshotPath(id),
          JSON.stringify({
            schema: JOURNAL_SCHEMA,
            actions: standing.length,
            digest: digestOf(standing),
            state,
          }),
        );
      },
    };
  }

  /**
   * Same seed + same journal must give the same game on every machine and version. A snapshot
   * records the state at a point; if replaying today gives another state there, say so.
   */
  private checkSnapshot(header: JournalHeader, table: Table): string | null {
    let snapshot: { actions: number; digest: string; state: unknown };
    try {
      snapshot = JSON.parse(readFileSync(this.snapshotPath(header.id), 'utf8'));
    } catch {
      return null;
    }
    const standing = table.actions().slice(0, snapshot.actions);
    if (standing.length !== snapshot.actions || digestOf(standing) !== snapshot.digest) return null;
    const rules = GAMES[header.game].rules;
    const created = rules.create({ ...header.options, seed: header.seed });
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
