import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { expect, test } from '@playwright/test';

/** Runs the built host CLI (what `npm run serve` runs) and captures how it ends. */
function serve(args: string[]) {
  const run = spawnSync(process.execPath, ['out/main/cli.js', 'serve', ...args], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { status: run.status, stderr: run.stderr.trim(), stdout: run.stdout.trim() };
}

test('bad --port gives one clear line and exit code 2', () => {
  const run = serve(['--port', 'abc']);
  expect(run.status).toBe(2);
  expect(run.stderr).toBe('safehouse: --port must be a whole number from 0 to 65535, not "abc".');
});

test('a port already in use gives one clear line and a non-zero exit', async () => {
  const blocker: Server = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  try {
    const run = serve(['--port', String(port)]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `safehouse: port ${port} is already in use; choose another with --port N (0 picks a free one).`,
    );
  } finally {
    blocker.close();
  }
});
