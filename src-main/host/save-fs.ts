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
import { SAVE_FAILURE_REASONS, saveFailedSentence } from '../../protocol/save-failure';

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

/** Why a save failed, in words a player can act on, from the operating system's error code. */
export function saveFailedReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return SAVE_FAILURE_REASONS.disk_full;
    case 'EMFILE':
    case 'ENFILE':
      return SAVE_FAILURE_REASONS.too_many_files;
    case 'EACCES':
    case 'EPERM':
      return SAVE_FAILURE_REASONS.not_allowed;
    case 'EROFS':
      return SAVE_FAILURE_REASONS.read_only_disk;
    case 'EIO':
      return SAVE_FAILURE_REASONS.disk_error;
    default:
      return `the disk reported an error (${code ?? (error instanceof Error ? error.message : String(error))})`;
  }
}

/** The sentence sent with error code `save_failed`. */
export const saveFailedMessage = (error: unknown): string => saveFailedSentence(saveFailedReason(error));
