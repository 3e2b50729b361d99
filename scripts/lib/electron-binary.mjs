import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runNode } from './run.mjs';

const require = createRequire(import.meta.url);

function electronPackageDir() {
  return path.dirname(require.resolve('electron/package.json'));
}

function installedBinary() {
  const dir = electronPackageDir();
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

/** Why a desktop window cannot open on this machine, or undefined when it can be tried. */
export function whyNoDisplay() {
  if (process.env.SAFEHOUSE_BROWSER === '1') return 'SAFEHOUSE_BROWSER=1 asks for the browser table';
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return 'there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)';
  }
  return undefined;
}

/**
 * The Electron executable, fetching it on first run as the electron package does (since
 * electron 42 the download happens on first use, not at install). Resolves to
 * `{ binary }` or `{ reason }`.
 */
export async function electronBinary() {
  const present = installedBinary();
  if (present) return { binary: present };
  console.log('Fetching the Electron binary (first run only)…');
  const code = await runNode([path.join(electronPackageDir(), 'install.js')]);
  const fetched = installedBinary();
  if (code === 0 && fetched) return { binary: fetched };
  return { reason: 'the Electron binary is not installed and could not be downloaded' };
}
