// Type-checks each layer under its own config, so the compiler enforces what a layer may see
// (the engine neither DOM nor Node, the screens no Node, the host no DOM).
import { readFileSync } from 'node:fs';
import { binOf, runNode } from './lib/run.mjs';

const layers = JSON.parse(readFileSync(new URL('./lib/layer-configs.json', import.meta.url), 'utf8'));

let failed = 0;
for (const { layer, config, checker, sees } of layers) {
  const args =
    checker === 'svelte-check'
      ? [binOf('svelte-check'), '--tsconfig', config, '--fail-on-warnings', '--output', 'human']
      : [binOf('typescript', 'tsc'), '-p', config];
  const code = await runNode(args);
  console.log(`${code === 0 ? '✓' : '✗'} ${layer} (${config}: ${sees})`);
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
