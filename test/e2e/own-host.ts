import { type ChildProcess, spawn } from 'node:child_process';
import { test } from '@playwright/test';

/**
 * A host of the spec's own (out/main/cli.js) on a free port, with a data folder made for the test
 * and the flags it needs: what it does stays out of the shared e2e host. Call at the top of a spec
 * file; each started host is stopped after its test.
 */
export function ownHosts(): (dataDir: string, flags?: readonly string[]) => Promise<string> {
  let host: ChildProcess | null = null;
  test.afterEach(() => {
    host?.kill();
    host = null;
  });
  return (dataDir, flags = []) => {
    const child = spawn(
      process.execPath,
      ['out/main/cli.js', 'serve', '--port', '0', '--data', dataDir, '--bot-pace', 'off', ...flags],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    host = child;
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const url = /the table is at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)?.[1];
        if (url) resolve(url);
      });
      child.once('exit', (code) => reject(new Error(`the host exited (${code}) before serving`)));
    });
  };
}
