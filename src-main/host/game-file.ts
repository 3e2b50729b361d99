import { err, ok, type Result } from '../../engine/core';
import { type GameFileRefusal, gameFileRefusalSentence } from '../../protocol/game-file-refusal';
import { newerRulesOf, newerRulesSentence } from '../../protocol/newer-rules';
import { type JournalHeader, type JournalRecord, readJournal } from './journal';
import { unplayedGameSentence } from './rules-version';
import type { Table } from './table';

/**
 * A game as one file (`.safehouse`), to share a memorable game or report a bug: the journal's
 * format (a header line with the deal and options, the `deal` record with the seats'
 * contributions, then one line per action), holding only the actions that stand. No seat claims
 * (their token hashes stay on this machine), no undone actions, pauses or bot seatings. Only a
 * finished game is written out: the secret in the file shows every hidden card of an unfinished one.
 */
export const GAME_FILE_EXTENSION = '.safehouse';

/** The largest game file taken in; a real one is well under 1 MiB. */
export const MAX_GAME_FILE_BYTES = 16 * 1024 * 1024;

const MAX_GAME_FILE_MIB = MAX_GAME_FILE_BYTES / 1024 / 1024;

/** A `bad_game_file` refusal: the host's sentence, and the refusal itself as params for a screen's own words. */
export const refused = (refusal: GameFileRefusal) =>
  err('bad_game_file', gameFileRefusalSentence(refusal), refusal);

/**
 * What readJournal found wrong with a file (its words after "The file: "), as a refusal: the
 * problems a person can act on get their own cause; any other is quoted.
 */
function journalRefusal(problem: string): GameFileRefusal {
  const newer =
    /^it was written by a newer Safehouse \(save format (\d+); this one reads up to (\d+)\)\.$/.exec(problem);
  if (newer) return { cause: 'newer', format: Number(newer[1]), reads: Number(newer[2]) };
  const rules = newerRulesOf(problem);
  if (rules && `${newerRulesSentence(rules)}.` === problem) return { cause: 'newer_rules', ...rules };
  const line = /^line (\d+) is not (valid JSON|a journal record)\.$/.exec(problem);
  if (line) return { cause: line[2] === 'valid JSON' ? 'not_json' : 'not_record', line: Number(line[1]) };
  const unplayed = /^it is a game of "(.*)"/.exec(problem);
  if (
    /^bad header at game: /.test(problem) ||
    (unplayed?.[1] !== undefined && problem === `${unplayedGameSentence(unplayed[1])}.`)
  )
    return { cause: 'unknown_game' };
  if (/^(empty save file|the file is empty|the file holds only zero bytes)\b/.test(problem))
    return { cause: 'empty' };
  return { cause: 'unreadable', reason: problem };
}

export interface GameFile {
  readonly name: string;
  readonly text: string;
}

export function gameFileOf(table: Table): Result<GameFile> {
  if (!table.isOver)
    return err(
      'file_unfinished',
      'Only a finished game can be saved as a file: its file would show every hidden card.',
    );
  const contributions = table.dealtWith();
  const lines = [
    JSON.stringify(table.header),
    ...(contributions ? [JSON.stringify({ t: 'deal', contributions })] : []),
    ...table
      .actions()
      .map(({ seat, action }, index) => JSON.stringify({ t: 'action', n: index + 1, seat, action })),
  ];
  const day = table.header.createdAt.slice(0, 10);
  return ok({
    name: `safehouse-${table.game}-${table.code}-${day}${GAME_FILE_EXTENSION}`,
    text: `${lines.join('\n')}\n`,
  });
}

/** A game file read back: refused, with what is wrong, when damaged or from a newer Safehouse. */
export function readGameFile(
  text: string,
): Result<{ header: JournalHeader; records: readonly JournalRecord[] }> {
  if (Buffer.byteLength(text, 'utf8') > MAX_GAME_FILE_BYTES)
    return refused({ cause: 'too_big', mib: MAX_GAME_FILE_MIB });
  const read = readJournal(text, 'The file');
  if (!read.ok) return refused(journalRefusal(read.error.replace(/^The file: /, '')));
  // A save on disk may lose its last line to a power cut; a file handed over whole may not.
  if (read.value.warnings.length > 0) return refused({ cause: 'cut_off' });
  if (read.value.records.some((record) => record.t === 'claim')) return refused({ cause: 'has_claims' });
  return ok({ header: read.value.header, records: read.value.records });
}

/**
 * A game file arriving in parts (a screen's message is at most 16 KiB): parts must come in order,
 * and the whole must stay under the size limit. One upload at a time per screen.
 */
export class GameFileUpload {
  private id: string | null = null;
  private parts: string[] = [];
  private bytes = 0;

  /** Adds a part; the whole text once the last part is in, null before. */
  add(id: string, part: number, parts: number, text: string): Result<string | null> {
    if (part === 0) {
      this.id = id;
      this.parts = [];
      this.bytes = 0;
    }
    if (this.id !== id || part !== this.parts.length || part >= parts) {
      this.id = null;
      return refused({ cause: 'out_of_order' });
    }
    this.bytes += Buffer.byteLength(text, 'utf8');
    if (this.bytes > MAX_GAME_FILE_BYTES) {
      this.id = null;
      return refused({ cause: 'too_big', mib: MAX_GAME_FILE_MIB });
    }
    this.parts.push(text);
    if (this.parts.length < parts) return ok(null);
    const whole = this.parts.join('');
    this.id = null;
    this.parts = [];
    return ok(whole);
  }
}
