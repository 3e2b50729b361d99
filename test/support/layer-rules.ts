import { builtinModules } from 'node:module';
import path from 'node:path';

/** One source file, by its path relative to the repository root. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

const IMPORT_PATTERN =
  /(?:^|[\s;>{}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;>{}])import\s+['"]([^'"]+)['"]|require\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Globals the rules engine must never touch: I/O, the clock, hidden randomness, the DOM. */
const ENGINE_FORBIDDEN_GLOBALS: ReadonlyArray<[RegExp, string]> = [
  [/\bMath\.random\b/, 'Math.random (use the seeded dice in engine/core)'],
  [/\bDate\.now\b|\bnew Date\b/, 'the clock'],
  [/\bprocess\./, 'process (Node)'],
  [/\b(window|document|localStorage|navigator)\./, 'the DOM'],
  [/\b(setTimeout|setInterval|fetch)\s*\(/, 'timers or network'],
  [/\bconsole\./, 'console output'],
];

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of stripComments(text).matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (specifier) found.push(specifier);
  }
  return found;
}

function layerOf(file: string): string {
  if (file.startsWith('src-main/electron/')) return 'shell';
  return file.split('/')[0] ?? '';
}

/** The top-level folder a relative import lands in, or the package name of a bare import. */
function target(
  file: string,
  specifier: string,
): { kind: 'local'; folder: string; path: string } | { kind: 'package'; name: string } {
  if (specifier.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    return { kind: 'local', folder: layerOf(resolved), path: resolved };
  }
  return { kind: 'package', name: specifier };
}

const ALLOWED_LOCAL: Readonly<Record<string, readonly string[]>> = {
  engine: ['engine', 'assets'],
  protocol: ['protocol', 'engine'],
  'src-renderer': ['src-renderer', 'engine', 'protocol', 'assets'],
  'src-main': ['src-main', 'engine', 'protocol', 'assets', 'package.json'],
  shell: ['shell', 'src-main', 'protocol', 'assets', 'package.json'],
};

function packageAllowed(layer: string, name: string): boolean {
  const isNode = NODE_BUILTINS.has(name);
  switch (layer) {
    case 'engine':
      return name.startsWith('pure-rand');
    case 'protocol':
      return name === 'zod';
    case 'src-renderer':
      return !isNode && name !== 'electron' && !name.startsWith('electron/');
    case 'src-main':
      return name !== 'electron' && !name.startsWith('electron/');
    default:
      return true;
  }
}

/** Every import or global that breaks the layer table of docs/architecture.md, as readable lines. */
export function layerViolations(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const layer = layerOf(file.path);
    const allowedLocal = ALLOWED_LOCAL[layer];
    if (!allowedLocal) continue;
    for (const specifier of importsOf(file.text)) {
      const where = target(file.path, specifier);
      if (where.kind === 'local') {
        if (!allowedLocal.includes(where.folder))
          problems.push(`${file.path}: ${layer} may not import ${where.path}`);
      } else if (!packageAllowed(layer, where.name)) {
        problems.push(`${file.path}: ${layer} may not import "${where.name}"`);
      }
    }
    if (layer === 'engine') {
      const code = stripComments(file.text);
      for (const [pattern, what] of ENGINE_FORBIDDEN_GLOBALS) {
        if (pattern.test(code)) problems.push(`${file.path}: engine may not use ${what}`);
      }
    }
  }
  return problems;
}
