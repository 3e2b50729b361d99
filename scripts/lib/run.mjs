import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Absolute path of a package's bin script, so it runs under this Node on every OS (no .cmd shims). */
export function binOf(pkg, bin = pkg.split('/').pop()) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = require(manifestPath);
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  return path.join(path.dirname(manifestPath), relative);
}

/** Runs `node ...args` with inherited output; resolves to the exit code. */
export function runNode(args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

export function buildApp() {
  return runNode([binOf('electron-vite'), 'build', '--logLevel', 'warn']);
}

/** The toy third game's host and screens (test/fixtures/nim) into out/test-nim, for its e2e spec. */
export function buildThirdGame() {
  return runNode([
    binOf('electron-vite'),
    'build',
    '--config',
    'test/fixtures/nim/electron.vite.config.ts',
    '--logLevel',
    'warn',
    // It builds no preload: the command line and the screens are all its spec needs.
    '--ignoreConfigWarning',
  ]);
}
