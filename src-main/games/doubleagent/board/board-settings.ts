import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What the app remembers about the board between runs (`board.json` in the data folder). */
export const BoardSettings = z
  .object({
    /** The last board chosen in the app's settings: a device path, `auto`, or tcp://HOST:PORT. */
    target: z.string().min(1).max(256).optional(),
    baud: z.number().int().min(300).max(4_000_000).optional(),
    /** Socket i (1-based) → the sector id at index i − 1, or null for an unused socket. */
    mapping: z.array(z.string().min(1).max(16).nullable()).max(32).optional(),
  })
  .strict();
export type BoardSettings = z.infer<typeof BoardSettings>;

/** Reads the settings file; a missing file is empty settings, a damaged one is reported and ignored. */
export function loadBoardSettings(file: string | null): { settings: BoardSettings; problem: string | null } {
  if (!file || !existsSync(file)) return { settings: {}, problem: null };
  try {
    const parsed = BoardSettings.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return { settings: parsed.data, problem: null };
    const issue = parsed.error.issues[0];
    return {
      settings: {},
      problem: `${file} is ignored: ${issue?.path.join('.') || 'the file'}: ${issue?.message}`,
    };
  } catch (error) {
    return {
      settings: {},
      problem: `${file} is ignored: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Writes the whole settings file atomically (a crash leaves the old file or the new one). */
export function saveBoardSettings(file: string | null, settings: BoardSettings): void {
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(settings, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
