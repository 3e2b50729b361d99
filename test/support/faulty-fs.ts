import { nodeFs, type SaveFs } from '../../src-main/host/save-fs';

type Op = keyof SaveFs;

/**
 * The real file layer with faults on demand: the next call of `op` fails with an errno `code`,
 * or writes only some bytes (a short write), as a full or failing disk would.
 */
export class FaultyFs implements SaveFs {
  private readonly failures: Array<{ op: Op; code: string; match?: (path: string) => boolean }> = [];
  /** Bytes the next writes may take in all, before they come up short (null: no limit). */
  private writeBudget: number | null = null;
  readonly calls: Op[] = [];

  failNext(op: Op, code: string, match?: (path: string) => boolean): this {
    this.failures.push({ op, code, match });
    return this;
  }

  /** From now on writes take only `bytes` more bytes in all, then write nothing (short writes). */
  limitWrites(bytes: number | null): this {
    this.writeBudget = bytes;
    return this;
  }

  private check(op: Op, path?: string): void {
    this.calls.push(op);
    const index = this.failures.findIndex(
      (failure) => failure.op === op && (!failure.match || (path !== undefined && failure.match(path))),
    );
    if (index < 0) return;
    const [failure] = this.failures.splice(index, 1);
    throw Object.assign(new Error(`${failure!.code}: injected fault in ${op}`), { code: failure!.code });
  }

  openSync(path: string, flags: number, mode?: number): number {
    this.check('openSync', path);
    return nodeFs.openSync(path, flags, mode);
  }
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number {
    this.check('writeSync');
    if (this.writeBudget === null) return nodeFs.writeSync(fd, buffer, offset, length, position);
    const take = Math.min(length, this.writeBudget);
    if (take === 0) throw Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' });
    this.writeBudget -= take;
    return nodeFs.writeSync(fd, buffer, offset, take, position);
  }
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number {
    this.check('readSync');
    return nodeFs.readSync(fd, buffer, offset, length, position);
  }
  fsyncSync(fd: number): void {
    this.check('fsyncSync');
    nodeFs.fsyncSync(fd);
  }
  ftruncateSync(fd: number, length: number): void {
    this.check('ftruncateSync');
    nodeFs.ftruncateSync(fd, length);
  }
  closeSync(fd: number): void {
    nodeFs.closeSync(fd);
  }
  fstatSync(fd: number) {
    this.check('fstatSync');
    return nodeFs.fstatSync(fd);
  }
  lstatSync(path: string) {
    this.check('lstatSync', path);
    return nodeFs.lstatSync(path);
  }
  readdirSync(path: string): string[] {
    this.check('readdirSync', path);
    return nodeFs.readdirSync(path);
  }
  mkdirSync(path: string, options: { recursive: true }): void {
    nodeFs.mkdirSync(path, options);
  }
  renameSync(from: string, to: string): void {
    this.check('renameSync', from);
    nodeFs.renameSync(from, to);
  }
  unlinkSync(path: string): void {
    nodeFs.unlinkSync(path);
  }
}
