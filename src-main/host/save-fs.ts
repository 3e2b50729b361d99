import {
  closeSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  type Stats,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { err, type Result } from '../../engine/core';
import { SAVE_FAILURE_REASONS, type SaveFailureCause, saveFailedSentence } from '../../protocol/save-failure';

/**
 * The few file calls the journal and the store make, so tests can put a faulty disk under them
 * (EMFILE, EACCES, short writes: faults a real full disk cannot be made to show on demand).
 */
export interface SaveFs {
  openSync(path: string, flags: number, mode?: number): number;
  /** Writes at `position`; may write fewer bytes than asked (a short write). */
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  fsyncSync(fd: number): void;
  ftruncateSync(fd: number, length: number): void;
  closeSync(fd: number): void;
  fstatSync(fd: number): Stats;
  lstatSync(path: string): Stats;
  readdirSync(path: string): string[];
  mkdirSync(path: string, options: { recursive: true }): void;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
}

export const nodeFs: SaveFs = {
  openSync: (path, flags, mode) => openSync(path, flags, mode),
  writeSync: (fd, buffer, offset, length, position) => writeSync(fd, buffer, offset, length, position),
  readSync: (fd, buffer, offset, length, position) => readSync(fd, buffer, offset, length, position),
  fsyncSync: (fd) => fsyncSync(fd),
  ftruncateSync: (fd, length) => ftruncateSync(fd, length),
  closeSync: (fd) => closeSync(fd),
  fstatSync: (fd) => fstatSync(fd),
  lstatSync: (path) => lstatSync(path),
  readdirSync: (path) => readdirSync(path),
  mkdirSync: (path, options) => {
    mkdirSync(path, options);
  },
  renameSync: (from, to) => renameSync(from, to),
  unlinkSync: (path) => unlinkSync(path),
};

/** Writes all of `bytes` at `position`, looping over short writes; a write of nothing is a full disk. */
export function writeAll(fs: SaveFs, fd: number, bytes: Uint8Array, position: number): void {
  let done = 0;
  while (done < bytes.length) {
    const wrote = fs.writeSync(fd, bytes, done, bytes.length - done, position + done);
    if (wrote <= 0) throw Object.assign(new Error('the disk took no more bytes'), { code: 'ENOSPC' });
    done += wrote;
  }
}

/** The cause a player can act on, from the operating system's error code; null for any other. */
function saveFailureCause(error: unknown): SaveFailureCause | null {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'disk_full';
    case 'EMFILE':
    case 'ENFILE':
      return 'too_many_files';
    case 'EACCES':
    case 'EPERM':
      return 'not_allowed';
    case 'EROFS':
      return 'read_only_disk';
    case 'EIO':
      return 'disk_error';
    default:
      return null;
  }
}

/** Why a save failed, in words a player can act on. */
export function saveFailedReason(error: unknown): string {
  const cause = saveFailureCause(error);
  if (cause) return SAVE_FAILURE_REASONS[cause];
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return `the disk reported an error (${code ?? (error instanceof Error ? error.message : String(error))})`;
}

/** The `save_failed` refusal: the host's sentence, and its cause (when it has a name) for a screen's words. */
export function saveFailed(error: unknown): Result<never> {
  const cause = saveFailureCause(error);
  return err('save_failed', saveFailedSentence(saveFailedReason(error)), cause ? { cause } : undefined);
}
