/**
 * `npm run verify -- FILE`: checks a `.safehouse` game file's fair deal offline (docs/fair-deal.md)
 * and prints what people compare with their screens. Exits 0 when it checks out, 1 when it does
 * not, 2 when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { fingerprintOf } from '../../engine/core';
import { checkGameFile, problemSentence } from '../host/game-file-check';

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length > 0) {
  console.error('Usage: npm run verify -- FILE.safehouse');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  process.exit(2);
}
const checked = checkGameFile(text);
if (!checked.ok) {
  console.error(`${file}: ${checked.error.message}`);
  process.exit(2);
}
const { sealed, verdict } = checked.value;
if (!verdict.ok) {
  console.log(`Fair deal: NOT checked. ${file}: ${problemSentence(verdict.problem)}`);
  process.exit(1);
}
const winners = verdict.winners.length > 0 ? `${verdict.winners.join(' and ')} won` : 'nobody won';
console.log('Fair deal: checked.');
console.log(
  `  Deal sealed ${sealed}: the secret in the file matches it (compare with what your screens showed).`,
);
console.log(`  ${verdict.actions} actions replay to the end: ${winners}.`);
console.log(
  `  Game record ${fingerprintOf(verdict.record)} (compare with what your screens showed at the end).`,
);
