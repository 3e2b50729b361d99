// `npm start`: build, then open the desktop window; where Electron cannot start, serve the
// table in the browser instead and say why and where.
import { spawn } from 'node:child_process';
import { electronBinary, whyNoDisplay } from './lib/electron-binary.mjs';
import { buildApp, runNode } from './lib/run.mjs';
import { isBuildStale } from './lib/stale.mjs';

/** An Electron that dies this soon after launch never showed a usable window. */
const EARLY_EXIT_MS = 8000;

function launchElectron(binary) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(binary, ['.'], { stdio: 'inherit' });
    child.on('error', (error) => resolve({ reason: `Electron could not be launched (${error.message})` }));
    child.on('exit', (code, signal) => {
      const early = Date.now() - started < EARLY_EXIT_MS;
      if (early && code !== 0)
        resolve({ reason: `Electron exited at once (${signal ?? `exit code ${code}`})` });
      else resolve({ exitCode: code ?? 0 });
    });
  });
}

async function tryDesktop() {
  const noDisplay = whyNoDisplay();
  if (noDisplay) return { reason: noDisplay };
  const found = await electronBinary();
  if (found.reason) return found;
  return launchElectron(found.binary);
}

if (isBuildStale()) {
  console.log('Building the app…');
  const code = await buildApp();
  if (code !== 0) process.exit(code);
}

const desktop = await tryDesktop();
if (desktop.reason === undefined) process.exit(desktop.exitCode);
console.log(`Electron cannot start here: ${desktop.reason}. Serving the table in the browser instead.`);
process.exit(await runNode(['out/main/cli.js', 'serve', '--open', ...process.argv.slice(2)]));
