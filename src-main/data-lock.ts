import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ok, type Result } from '../engine/core';

/**
 * One host per data folder. The holder writes its pid in `safehouse.lock`; a second host finds
 * it and refuses to start. A lock whose pid is dead (the host was killed) is stale and taken over,
 * so a crash never keeps the folder shut. Liveness is judged by pid, not by a refreshed mtime:
 * a killed host can restart at once, and the refusal can name the process that holds the folder.
 */
export const LOCK_FILE = 'safehouse.lock';

export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly startedAt: string;
}

/** The folder held (release it to let another Safehouse in), or who holds it, in a sentence. */
export type DataLock = Result<{ readonly release: () => void }, string>;

/** A lock file being written right now may be empty for a moment; only an older one is junk. */
const UNREADABLE_GRACE_MS = 5_000;

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (!Number.isInteger(holder.pid) || typeof holder.host !== 'string') return null;
    return { pid: holder.pid!, host: holder.host, startedAt: String(holder.startedAt) };
  } catch {
    return null;
  }
}

/** Whether the process could still be running. A lock from another machine is always taken as live. */
function isAlive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Takes the data folder for this process, or says who holds it (ending with `advice`, what the
 * person should do). Released at exit.
 */
export function lockDataFolder(
  directory: string,
  advice = 'stop it first, or choose another folder with --data DIR.',
): DataLock {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        return {
          ok: false,
          error: `cannot lock the data folder ${directory}: ${(error as Error).message}`,
        };
      const holder = readHolder(file);
      if (holder && isAlive(holder)) {
        const where = holder.host === mine.host ? '' : ` on ${holder.host}`;
        return {
          ok: false,
          error: `the data folder ${directory} is in use by another Safehouse (process ${holder.pid}${where}, since ${holder.startedAt}); ${advice}`,
        };
      }
      if (!holder && ageMs(file) < UNREADABLE_GRACE_MS) {
        return {
          ok: false,
          error: `the data folder ${directory} is being opened by another Safehouse right now (see ${file}); try again in a moment.`,
        };
      }
      // Stale: its process is gone. Re-read just before removing it, so a lock another starting
      // host has only now written is not the one removed.
      const again = readHolder(file);
      if (JSON.stringify(again) === JSON.stringify(holder)) {
        try {
          unlinkSync(file);
        } catch {
          // Someone else removed it first; try to create it again.
        }
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(mine));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    const release = () => {
      if (readHolder(file)?.pid !== process.pid) return;
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    };
    process.once('exit', release);
    return ok({ release });
  }
  return {
    ok: false,
    error: `cannot lock the data folder ${directory}: its lock file keeps changing (${file}).`,
  };
}
