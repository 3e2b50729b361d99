#!/usr/bin/env node
// Compares the markup two checkouts' .svelte files compile to, so a formatting pass can be shown to
// leave what players see unchanged: `node scripts/svelte-markup-diff.mjs <treeA> <treeB>`.
// Each tracked .svelte file of treeA is compiled (as treeA and as treeB hold it) and the HTML
// templates Svelte emits are compared; exit 1 lists the files whose templates differ.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'svelte/compiler';

const [treeA, treeB] = process.argv.slice(2);
if (!treeA || !treeB) {
  console.error('usage: node scripts/svelte-markup-diff.mjs <treeA> <treeB>');
  process.exit(2);
}

const TEMPLATE_CALL = /\$\.(?:from_html|from_svg|from_mathml|template)\(`((?:[^`\\]|\\.)*)`/g;

function templatesOf(tree, file) {
  const { js } = compile(readFileSync(join(tree, file), 'utf8'), {
    filename: file,
    generate: 'client',
    // The scoping class is a hash of the style text, which reindenting changes; name it by file.
    cssHash: () => `svelte-${file.replace(/\W+/g, '-')}`,
  });
  return [...js.code.matchAll(TEMPLATE_CALL)].map((match) => match[1]);
}

const files = execFileSync('git', ['-C', treeA, 'ls-files', '*.svelte'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const differing = files.filter(
  (file) => JSON.stringify(templatesOf(treeA, file)) !== JSON.stringify(templatesOf(treeB, file)),
);
console.log(`${files.length} .svelte files compared, ${differing.length} with different markup`);
for (const file of differing) console.log(`  differs: ${file}`);
process.exit(differing.length === 0 ? 0 : 1);
