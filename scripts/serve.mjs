// `npm run serve -- [--port N] [--host ADDR | --lan]`: build the screens if needed, then run the host alone.
import { existsSync } from 'node:fs';
import { buildApp, runNode } from './lib/run.mjs';
import { isBuildStale } from './lib/stale.mjs';

if (isBuildStale()) {
  console.log('Building the app…');
  const code = await buildApp();
  if (code !== 0) process.exit(code);
}
if (!existsSync('out/main/cli.js')) {
  console.error('safehouse: the build produced no out/main/cli.js.');
  process.exit(1);
}
process.exit(await runNode(['out/main/cli.js', 'serve', ...process.argv.slice(2)]));
