// `npm run bench`: runs every test/bench/*.bench.ts in turn, one process each, so each gets a
// fresh heap and one core. Each prints one JSON line per benchmark on stdout.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { binOf, runNode } from './lib/run.mjs';

const dir = 'test/bench';
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmarks in ${dir}${only ? ` matching "${only}"` : ''}.`);
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  const code = await runNode([binOf('tsx'), path.join(dir, file)]);
  if (code !== 0) {
    console.error(`${file} failed with exit code ${code}`);
    failed++;
  }
}
process.exit(failed === 0 ? 0 : 1);
