// `npm test`: every check CI runs, in order, stopping at the first failure.
import { binOf, buildApp, buildThirdGame, runNode } from './lib/run.mjs';

const steps = [
  [
    'typecheck (each layer under its own tsconfig; .svelte files by svelte-check)',
    () => runNode(['scripts/typecheck.mjs']),
  ],
  [
    'lint and format (Biome; a warning fails)',
    () => runNode([binOf('@biomejs/biome', 'biome'), 'check', '--error-on-warnings', '.']),
  ],
  ['unit tests (vitest)', () => runNode([binOf('vitest'), 'run'])],
  ['build (electron-vite)', () => buildApp()],
  ['bundles parse (node --check)', () => runNode(['--check', 'out/main/index.js', 'out/main/cli.js'])],
  [
    'packaging (electron-builder packs out/; what ships, the fuses)',
    () => runNode(['scripts/package-check.mjs']),
  ],
  [
    'build the toy third game (test/fixtures/nim: the shipped host and screens, Nim registered)',
    () => buildThirdGame(),
  ],
  [
    'end-to-end tests (Playwright in Chromium)',
    () => runNode([binOf('@playwright/test', 'playwright'), 'test']),
  ],
];

const started = Date.now();
for (const [index, [name, run]] of steps.entries()) {
  console.log(`\n▶ ${index + 1}/${steps.length} ${name}`);
  const stepStarted = Date.now();
  const code = await run();
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(
      `\n✗ ${name} failed (exit ${code}, ${seconds} s). Steps passed: ${index} of ${steps.length}.`,
    );
    process.exit(code);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
