import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataFolder } from '../../src-main/data-lock';
import { type HostProcess, killHard, startHostProcess } from '../support/host-process';

const ROOT = path.resolve(__dirname, '../..');

/** Runs the host CLI on `data` to its end (it should refuse at once); its exit code and output. */
function runUntilExit(data: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-main/cli.ts', 'serve', '--port', '0', '--data', data],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(ended.stdout);
}

const lockOf = (data: string) =>
  JSON.parse(readFileSync(path.join(data, LOCK_FILE), 'utf8')) as { pid: number };

describe('one host per data folder (two real processes)', () => {
  const running: HostProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map(killHard));
  });

  it('a second host on the same folder refuses to start, with one line naming the folder and the first', {
    timeout: 90_000,
  }, async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-lock-'));
    const first = await startHostProcess(data);
    running.push(first);
    const second = await runUntilExit(data);
    expect(second.code).toBe(1);
    expect(second.stdout).not.toMatch(/the table is at/);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(data);
    expect(lines[0]).toContain(`process ${first.child.pid}`);
    expect(lines[0]).toMatch(/^safehouse: the data folder .* is in use by another Safehouse/);
    // The first host is unharmed.
    expect((await fetch(new URL('/api/health', first.url))).status).toBe(200);
  });

  it('a lock left by a killed host is stale: the next host starts and takes it', {
    timeout: 90_000,
  }, async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-lock-'));
    const first = await startHostProcess(data);
    await killHard(first);
    expect(lockOf(data).pid).toBe(first.child.pid);
    const next = await startHostProcess(data);
    running.push(next);
    expect(lockOf(data).pid).toBe(next.child.pid);
  });

  it('a host stopped the ordinary way leaves no lock behind', { timeout: 90_000 }, async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-lock-'));
    const host = await startHostProcess(data);
    expect(existsSync(path.join(data, LOCK_FILE))).toBe(true);
    await new Promise<void>((resolve) => {
      host.child.once('exit', () => resolve());
      host.child.kill('SIGTERM');
    });
    expect(existsSync(path.join(data, LOCK_FILE))).toBe(false);
  });
});

describe('the lock file', () => {
  it('is refused to a second taker while held, and free again once released', () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-lock-'));
    const held = lockDataFolder(data);
    expect(held.ok).toBe(true);
    const again = lockDataFolder(data);
    expect(again).toMatchObject({ ok: false, error: expect.stringContaining(`process ${process.pid}`) });
    if (held.ok) held.value.release();
    const later = lockDataFolder(data);
    expect(later.ok).toBe(true);
    if (later.ok) later.value.release();
  });

  it('a dead pid is stale; a live one on another machine is not', () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-lock-'));
    const file = path.join(data, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: deadPid(), host: os.hostname(), startedAt: 'then' }));
    const taken = lockDataFolder(data);
    expect(taken.ok).toBe(true);
    expect(lockOf(data).pid).toBe(process.pid);
    if (taken.ok) taken.value.release();
    writeFileSync(file, JSON.stringify({ pid: deadPid(), host: 'some-other-machine', startedAt: 'then' }));
    expect(lockDataFolder(data)).toMatchObject({
      ok: false,
      error: expect.stringContaining('on some-other-machine'),
    });
  });
});
