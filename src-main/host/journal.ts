import { closeSync, fsyncSync, openSync, truncateSync, writeSync } from 'node:fs';
import { z } from 'zod';
import { GAME_IDS } from '../../protocol/messages';

/**
 * A table's journal: one JSON line for the header, then one line per accepted record. Every
 * append is fsynced before the host tells anyone, so a record on a screen is a record on disk.
 * Replaying the header's seed and options through the recorded actions rebuilds the game.
 */
export const JOURNAL_SCHEMA = 1;

export const JournalHeader = z
  .object({
    kind: z.literal('safehouse-table'),
    schema: z.number().int(),
    id: z.string().regex(/^[0-9a-f]{12}$/),
    game: z.enum(GAME_IDS),
    seed: z.number().int(),
    options: z.record(z.string(), z.unknown()),
    code: z.string(),
    createdAt: z.string(),
    appVersion: z.string(),
  })
  .strict();
export type JournalHeader = z.infer<typeof JournalHeader>;

/** The header of a new table's journal. */
export function newTableHeader(fields: {
  id: string;
  game: JournalHeader['game'];
  options: Record<string, unknown>;
  seed: number;
  code: string;
  appVersion: string;
}): JournalHeader {
  return { kind: 'safehouse-table', schema: JOURNAL_SCHEMA, createdAt: new Date().toISOString(), ...fields };
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

export type ReadOutcome = { ok: true; journal: ReadJournal } | { ok: false; message: string };

/** Migrations from older header schemas, oldest first; each takes one version up by one. */
const HEADER_MIGRATIONS: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>> =
  {};

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

/** Parses a journal, tolerating (and reporting) a last line cut off mid-write. */
export function readJournal(text: string, name: string): ReadOutcome {
  const endsClean = text.endsWith('\n');
  const lines = text.split('\n');
  if (endsClean) lines.pop();
  const warnings: string[] = [];
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
      return { ok: false, message: `${name}: line ${index + 1} is not valid JSON.` };
    }
  }
  if (parsed.length === 0) return { ok: false, message: `${name}: the file is empty.` };
  const first = parsed[0];
  if (typeof first !== 'object' || first === null)
    return { ok: false, message: `${name}: line 1 is not a header.` };
  const migrated = migrateHeader(first as Record<string, unknown>);
  if (typeof migrated === 'string') return { ok: false, message: `${name}: ${migrated}.` };
  const header = JournalHeader.safeParse(migrated);
  if (!header.success) {
    const issue = header.error.issues[0];
    return {
      ok: false,
      message: `${name}: bad header at ${issue?.path.join('.') || '(root)'}: ${issue?.message}.`,
    };
  }
  const records: JournalRecord[] = [];
  for (const [offset, raw] of parsed.slice(1).entries()) {
    const record = JournalRecord.safeParse(raw);
    if (!record.success)
      return { ok: false, message: `${name}: line ${offset + 2} is not a journal record.` };
    records.push(record.data);
  }
  return { ok: true, journal: { header: header.data, records, warnings, intactBytes } };
}

/** Appends records to a journal file, each one on disk (fsync) before `append` returns. */
export class JournalWriter {
  private constructor(private fd: number | null) {}

  static create(path: string, header: JournalHeader): JournalWriter {
    const writer = new JournalWriter(openSync(path, 'wx'));
    writer.writeLine(header);
    return writer;
  }

  /** Reopens an existing journal for appending, after cutting off any torn tail. */
  static reopen(path: string, intactBytes: number): JournalWriter {
    truncateSync(path, intactBytes);
    const fd = openSync(path, 'a');
    fsyncSync(fd);
    return new JournalWriter(fd);
  }

  append(record: JournalRecord): void {
    this.writeLine(record);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private writeLine(value: unknown): void {
    if (this.fd === null) throw new Error('journal is closed');
    writeSync(this.fd, `${JSON.stringify(value)}\n`);
    fsyncSync(this.fd);
  }
}
