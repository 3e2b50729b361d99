import { constants } from 'node:fs';
import { z } from 'zod';
import { ok, type Result } from '../../engine/core';
import { gameIdSchema } from '../../protocol/messages';
import { hostedGame } from './games';
import { migrateRules, type RulesBook, rulesBook } from './rules-version';
import { nodeFs, type SaveFs, writeAll } from './save-fs';
import { ContributionSchema, TableDeal } from './table-deal';

/**
 * A table's journal: one JSON line for the header, then one line per accepted record. Every
 * append is fsynced before the host tells anyone, so a record on a screen is a record on disk.
 * Replaying the header's deal and options through the recorded actions rebuilds the game.
 *
 * Format 2 added `rules`: which version of its game's rules the table is played under.
 * Format 3 replaced the 31-bit `seed` with `deal` (table-deal.ts): a new table's secret and its
 * commitment, the game dealt by a `deal` record; older saves keep their seed and generator.
 */
export const JOURNAL_SCHEMA = 3;

export const JournalHeader = z
  .object({
    kind: z.literal('safehouse-table'),
    schema: z.number().int(),
    id: z.string().regex(/^[0-9a-f]{12}$/),
    game: gameIdSchema,
    deal: TableDeal,
    options: z.record(z.string(), z.unknown()),
    code: z.string(),
    createdAt: z.string(),
    appVersion: z.string(),
    /** The game's rules version the table is played under (always the header's own game). */
    rules: z.object({ game: gameIdSchema, version: z.number().int().positive() }).strict(),
    /** A lesson table ("Learn to play"): its screens add the lesson's notes. Absent on a normal table. */
    lesson: z.literal('guided').optional(),
  })
  .strict();
export type JournalHeader = z.infer<typeof JournalHeader>;

/** The header of a new table's journal. */
export function newTableHeader(fields: {
  id: string;
  game: JournalHeader['game'];
  options: Record<string, unknown>;
  deal: TableDeal;
  code: string;
  appVersion: string;
  lesson?: 'guided';
}): JournalHeader {
  return {
    kind: 'safehouse-table',
    schema: JOURNAL_SCHEMA,
    createdAt: new Date().toISOString(),
    rules: { game: fields.game, version: hostedGame(fields.game).rulesVersion },
    ...fields,
  };
}

export const JournalRecord = z.discriminatedUnion('t', [
  z
    .object({ t: z.literal('action'), n: z.number().int().positive(), seat: z.string(), action: z.unknown() })
    .strict(),
  /** Takes back action `n`, the last one standing. */
  z.object({ t: z.literal('undo'), n: z.number().int().positive() }).strict(),
  /**
   * A computer player took a seat (`bot` names it) or left it (`bot` null). Added after the first
   * saves without changing the schema: it only adds a record kind, and old saves read the same.
   */
  z.object({ t: z.literal('bot'), seat: z.string(), bot: z.string().min(1).max(32).nullable() }).strict(),
  /** A player paused the game, or resumed it (added the same way as `bot`). */
  z.object({ t: z.literal('pause'), seat: z.string() }).strict(),
  z.object({ t: z.literal('resume'), seat: z.string() }).strict(),
  /** The host machine archived a finished table (hidden from the list), or brought it back. */
  z.object({ t: z.literal('archive'), archived: z.boolean() }).strict(),
  /**
   * The game was dealt (a `chacha20` deal): its key is the header's secret with these
   * contributions, in seat order. Before it, nothing of the game exists to be shown.
   */
  z.object({ t: z.literal('deal'), contributions: z.array(ContributionSchema).max(64) }).strict(),
  /** A seat was taken; only the token's hash is kept. */
  z
    .object({ t: z.literal('claim'), seat: z.string(), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) })
    .strict(),
]);
export type JournalRecord = z.infer<typeof JournalRecord>;

export interface ReadJournal {
  readonly header: JournalHeader;
  readonly records: readonly JournalRecord[];
  /** Things a person should hear about, such as a cut-off last line dropped after a power loss. */
  readonly warnings: readonly string[];
  /** Byte length of the intact part; anything after it is the cut-off tail. */
  readonly intactBytes: number;
}

/** The journal, or what is wrong with the file (`<name>: <reason>.`). */
export type ReadOutcome = Result<ReadJournal, string>;

/**
 * Migrations from older header formats, keyed by the format each starts from; each takes it up by
 * one. The file on disk is never rewritten: an old header is migrated again at every load.
 */
export const HEADER_MIGRATIONS: Readonly<
  Record<number, (old: Record<string, unknown>) => Record<string, unknown>>
> = {
  /** Format 1 did not record a rules version: every game saved then was played under version 1. */
  1: (old) => ({ ...old, schema: 2, rules: { game: old.game, version: 1 } }),
  /** Format 2 seeded pure-rand's xoroshiro128+ with a 31-bit number: replayed with the same. */
  2: ({ seed, ...old }) => ({ ...old, schema: 3, deal: { generator: 'xoroshiro128plus', seed } }),
};

function migrateHeader(raw: Record<string, unknown>): Record<string, unknown> | string {
  let header = raw;
  let version = typeof header.schema === 'number' ? header.schema : Number.NaN;
  if (!Number.isInteger(version)) return 'the header has no schema version';
  if (version > JOURNAL_SCHEMA) {
    return `it was written by a newer Safehouse (save format ${version}; this one reads up to ${JOURNAL_SCHEMA})`;
  }
  while (version < JOURNAL_SCHEMA) {
    const step = HEADER_MIGRATIONS[version];
    if (!step) return `save format ${version} is not supported`;
    header = step(header);
    version += 1;
  }
  return header;
}

/**
 * Parses a journal, tolerating (and reporting) a last line cut off mid-write, and brings its
 * header to this build's format and rules (`rules` is for tests of the rules steps).
 */
export function readJournal(whole: string, name: string, rules: RulesBook = rulesBook()): ReadOutcome {
  if (whole.trim() === '') return { ok: false, error: `${name}: empty save file.` };
  // Some file systems leave a run of zero bytes where a write was lost in a power cut.
  const text = whole.replace(/\0+$/, '');
  if (text.trim() === '')
    return { ok: false, error: `${name}: the file holds only zero bytes (nothing was ever saved in it).` };
  const warnings: string[] = [];
  if (text.length < whole.length) {
    warnings.push(
      `${name}: ended in ${whole.length - text.length} zero bytes (the machine stopped mid-write); they were dropped.`,
    );
  }
  const endsClean = text.endsWith('\n');
  const lines = text.split('\n');
  if (endsClean) lines.pop();
  let intactBytes = 0;
  const parsed: unknown[] = [];
  for (const [index, line] of lines.entries()) {
    const isLast = index === lines.length - 1;
    try {
      parsed.push(JSON.parse(line));
      intactBytes += Buffer.byteLength(line, 'utf8') + 1;
    } catch {
      if (isLast && !endsClean && index > 0) {
        warnings.push(
          `${name}: the last record was cut off (the machine stopped mid-write) and was dropped; it had not been confirmed to anyone.`,
        );
        break;
      }
      return { ok: false, error: `${name}: line ${index + 1} is not valid JSON.` };
    }
  }
  if (parsed.length === 0) return { ok: false, error: `${name}: the file is empty.` };
  const first = parsed[0];
  if (typeof first !== 'object' || first === null)
    return { ok: false, error: `${name}: line 1 is not a header.` };
  const migrated = migrateHeader(first as Record<string, unknown>);
  if (typeof migrated === 'string') return { ok: false, error: `${name}: ${migrated}.` };
  const header = JournalHeader.safeParse(migrated);
  if (!header.success) {
    const issue = header.error.issues[0];
    return {
      ok: false,
      error: `${name}: bad header at ${issue?.path.join('.') || '(root)'}: ${issue?.message}.`,
    };
  }
  const current = migrateRules(header.data, rules);
  if (typeof current === 'string') return { ok: false, error: `${name}: ${current}.` };
  const records: JournalRecord[] = [];
  for (const [offset, raw] of parsed.slice(1).entries()) {
    const record = JournalRecord.safeParse(raw);
    if (!record.success) return { ok: false, error: `${name}: line ${offset + 2} is not a journal record.` };
    records.push(record.data);
  }
  return ok({ header: current, records, warnings, intactBytes });
}

const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = constants;

/**
 * Appends records to a journal file, each one wholly on disk (written, fsynced) before `append`
 * returns. A write that fails part-way (full disk, I/O error) throws, after cutting the file back
 * to its last whole record: the journal never holds a torn line with records after it.
 */
export class JournalWriter {
  /** The file had bytes past `size` that could not be cut off yet; cut them before writing more. */
  private torn = false;

  private constructor(
    private fd: number | null,
    /** Bytes of whole records on disk. */
    private size: number,
    private readonly fs: SaveFs,
  ) {}

  /** Starts a journal with its header; on failure no file is left behind. */
  static create(path: string, header: JournalHeader, fs: SaveFs = nodeFs): JournalWriter {
    const writer = new JournalWriter(
      fs.openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644),
      0,
      fs,
    );
    try {
      writer.writeLine(header);
    } catch (error) {
      writer.close();
      try {
        fs.unlinkSync(path);
      } catch {
        // Left as an empty or header-less file; loading reports it and goes on.
      }
      throw error;
    }
    return writer;
  }

  /** Reopens an existing journal for appending, after cutting off any torn tail. */
  static reopen(path: string, intactBytes: number, fs: SaveFs = nodeFs): JournalWriter {
    const fd = fs.openSync(path, O_WRONLY | O_NOFOLLOW);
    try {
      fs.ftruncateSync(fd, intactBytes);
      fs.fsyncSync(fd);
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
    return new JournalWriter(fd, intactBytes, fs);
  }

  append(record: JournalRecord): void {
    this.writeLines([record]);
  }

  /** Appends several records with one sync (an imported game); all or none of them stand. */
  appendAll(records: readonly JournalRecord[]): void {
    if (records.length > 0) this.writeLines(records);
  }

  close(): void {
    if (this.fd !== null) this.fs.closeSync(this.fd);
    this.fd = null;
  }

  private writeLine(value: unknown): void {
    this.writeLines([value]);
  }

  private writeLines(values: readonly unknown[]): void {
    const fd = this.fd;
    if (fd === null) throw new Error('journal is closed');
    const bytes = Buffer.from(values.map((value) => `${JSON.stringify(value)}\n`).join(''), 'utf8');
    if (this.torn) this.cutBack(fd);
    try {
      writeAll(this.fs, fd, bytes, this.size);
      this.fs.fsyncSync(fd);
    } catch (error) {
      this.torn = true;
      try {
        this.cutBack(fd);
      } catch {
        // Still torn: the next write tries the cut again first, and is refused if it fails.
      }
      throw error;
    }
    this.size += bytes.length;
  }

  private cutBack(fd: number): void {
    this.fs.ftruncateSync(fd, this.size);
    this.fs.fsyncSync(fd);
    this.torn = false;
  }
}
