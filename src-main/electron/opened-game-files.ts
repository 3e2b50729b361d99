import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OpenedGameFile } from '../../protocol/opened-game-file';
import { GAME_FILE_EXTENSION, MAX_GAME_FILE_BYTES } from '../host/game-file';

/** The `.safehouse` files among a launch's arguments (Windows and Linux pass opened files so). */
export function gameFilesIn(argv: readonly string[]): string[] {
  return argv.filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(GAME_FILE_EXTENSION));
}

/**
 * The game files the system asked the app to open, kept until the page takes them: a file may
 * arrive before the window exists (macOS sends `open-file` before the app is ready).
 */
export class OpenedGameFiles {
  private waiting: string[] = [];

  add(file: string): void {
    this.waiting.push(file);
  }

  get size(): number {
    return this.waiting.length;
  }

  /** Reads and forgets every waiting file; one too big or unreadable is said so, not read. */
  take(): OpenedGameFile[] {
    const files = this.waiting;
    this.waiting = [];
    return files.map((file) => {
      const name = path.basename(file);
      try {
        if (statSync(file).size > MAX_GAME_FILE_BYTES) return { name, problem: 'too_big' };
        return { name, text: readFileSync(file, 'utf8') };
      } catch {
        return { name, problem: 'unreadable' };
      }
    });
  }
}
