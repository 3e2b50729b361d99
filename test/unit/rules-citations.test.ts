import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every rules clause cited in the project (A13.5, B7.3, AMB-18, AMB-D1, D-12 …) must be defined
// in docs/rules/: Cold War ids (A…, AMB-n, D-n) in coldwar.md, Double Agent ids (B…, AMB-Dn) in
// doubleagent.md. The two games keep their ambiguity ids apart: Cold War numbers them AMB-1…,
// Double Agent letters them AMB-D1….

const ROOT = join(__dirname, '..', '..');
const RULES_DIR = join(ROOT, 'docs', 'rules');
const SCANNED = ['engine', 'src-main', 'src-renderer', 'protocol', 'test', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'rules', 'test-results', 'out']);
const TEXT_FILE = /\.(ts|mts|mjs|js|cjs|svelte|md|json|html|css)$/;

// The citation forms. Lookbehind exclusions, each with its reason:
//  `*` — the board protocol's checksums (`SYNC,7*A1`, `NAK,9,Unsupported*B2`);
//  `#` — hex colours and anchors;
//  word characters — parts of longer tokens (`SHA256`, `0xB2`).
// Lookahead exclusion: SVG arc commands (`A40 40 0 0 0 …`) are an `A<n>` followed by a number.
const CITATION = /(?<![*#\w])(AMB-D\d+|AMB-\d+|D-\d+|A\d+(?:\.\d+)*|B\d+(?:\.\d+)*)(?![\w-])(?!\s+\d)/g;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) out.push(...filesUnder(path));
    } else if (TEXT_FILE.test(name) && path !== __filename) {
      // (This file is skipped: it names the false positives on purpose.)
      out.push(path);
    }
  }
  return out;
}

/** Cited id → the files that cite it. */
function citations(): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  for (const top of SCANNED) {
    for (const file of filesUnder(join(ROOT, top))) {
      for (const m of readFileSync(file, 'utf8').matchAll(CITATION)) {
        const id = m[1] ?? '';
        cited.set(id, [...(cited.get(id) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return cited;
}

const ID = String.raw`(AMB-D\d+|AMB-\d+|D-\d+|A\d+(?:\.\d+)*|B\d+(?:\.\d+)*)`;
const WHOLE_ID = String.raw`(?![\w-]|\.\d)`;
/** An id is defined by a heading that starts with it, or by a bold label that starts with it. */
const DEFINITION = [
  new RegExp(String.raw`^#{1,6}\s+${ID}${WHOLE_ID}`, 'gm'),
  new RegExp(String.raw`\*\*${ID}${WHOLE_ID}`, 'g'),
];

function definedIds(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const ids = new Set<string>();
  for (const re of DEFINITION) for (const m of text.matchAll(re)) ids.add(m[1] ?? '');
  return ids;
}

function rulesFileFor(id: string): 'coldwar.md' | 'doubleagent.md' {
  return id.startsWith('B') || id.startsWith('AMB-D') ? 'doubleagent.md' : 'coldwar.md';
}

describe('rules citations resolve in docs/rules', () => {
  it('docs/rules holds both rules files', () => {
    expect(existsSync(join(RULES_DIR, 'coldwar.md'))).toBe(true);
    expect(existsSync(join(RULES_DIR, 'doubleagent.md'))).toBe(true);
  });

  it('the scan finds the citations the code is known to make', () => {
    const cited = citations();
    // Hand-picked from the sources: a regression in the scan itself would hide every miss.
    for (const id of ['A13.5', 'A2.3', 'AMB-18', 'D-12', 'B7.3', 'B14.2', 'AMB-D1']) {
      expect(cited.has(id), id).toBe(true);
    }
    // Checksums, colours and SVG arcs are not citations.
    expect(cited.has('A40')).toBe(false);
    expect(cited.get('B2') ?? []).not.toContain('test/fixtures/serial-v1/vectors.json');
  });

  it('every cited id is defined in the right rules file', () => {
    const defined = {
      'coldwar.md': definedIds(join(RULES_DIR, 'coldwar.md')),
      'doubleagent.md': definedIds(join(RULES_DIR, 'doubleagent.md')),
    };
    const missing: string[] = [];
    for (const [id, where] of citations()) {
      const file = rulesFileFor(id);
      if (!defined[file].has(id)) missing.push(`${id} (cited in ${where[0]}) not in ${file}`);
    }
    expect(missing).toEqual([]);
  });

  it('no file sends the reader outside the repository for the rules or the board protocol', () => {
    const outside = /(?:\.\.\/|\/work\/)?shared\/(?:rules|protocol)\//;
    const pointing: string[] = [];
    for (const top of [...SCANNED, 'firmware', 'scripts']) {
      for (const file of filesUnder(join(ROOT, top))) {
        if (outside.test(readFileSync(file, 'utf8'))) pointing.push(relative(ROOT, file));
      }
    }
    for (const file of ['README.md'])
      if (outside.test(readFileSync(join(ROOT, file), 'utf8'))) pointing.push(file);
    expect(pointing).toEqual([]);
  });
});
