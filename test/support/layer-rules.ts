import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** The games this build ships: one folder each under src-main/games/ (and src-renderer/games/). */
const GAME_IDS = readdirSync(new URL('../../src-main/games/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      // The seeded dice of old saves and bots, and the audited ChaCha20 and SHA-256 of a table's deal.
      return (
        name.startsWith('pure-rand') ||
        name.startsWith('@noble/ciphers/') ||
        name.startsWith('@noble/hashes/')
      );
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

/**
 * The screens' rooms that serve every game (docs/architecture.md, "the shell knows no game"): they
 * reach a game only through `src-renderer/games/registry.ts` and never name one. Everything of one
 * game's screens (its screen, scenes, art, help, lesson) lives in `src-renderer/games/<game>/`.
 */
const GAME_AGNOSTIC_SCREENS =
  /^src-renderer\/(shell|table|lib|opening|help|scenes|art)\/|^src-renderer\/(App\.svelte|main\.ts)$/;

/**
 * The host's rooms that serve every game: they reach a game only through `src-main/host/games.ts`
 * (the registry, the one host file that lists the shipped games) and its HostedGame hooks; the
 * bot worker only through the bot registry (`botFor`); the tournament only through its own
 * registry of matches (`src-main/tournament/matches.ts`).
 */
const GAME_AGNOSTIC_HOST =
  /^src-main\/(?!host\/games\.ts$|tournament\/matches\.ts$)(host|lan|bots|app|tournament)\//;

const isGameAgnostic = (file: string) => GAME_AGNOSTIC_SCREENS.test(file) || GAME_AGNOSTIC_HOST.test(file);

const GAME_SEGMENT = new RegExp(`(^|/)(${GAME_IDS.join('|')})([-/.]|$)`);
const GAME_LITERAL = new RegExp(`['"\`](${GAME_IDS.join('|')})['"\`]`);

/** Whether an import target belongs to one game: its engine, its screens, or its entry in the registry's folder. */
const isGameCode = (resolved: string): boolean =>
  GAME_SEGMENT.test(resolved.replace(/^src-renderer\/games\/(registry|game-screens)(\.ts)?$/, ''));

function gameAgnosticViolations(file: SourceFile, imports: readonly string[]): string[] {
  if (!isGameAgnostic(file.path)) return [];
  const problems = imports
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier)))
    .filter(isGameCode)
    .map(
      (resolved) =>
        `${file.path}: a room for every game may not import ${resolved} (go through the game registry)`,
    );
  const literal = stripComments(file.text).match(GAME_LITERAL);
  if (literal) problems.push(`${file.path}: a room for every game may not name the game ${literal[0]}`);
  return problems;
}

/** Every import or global that breaks the layer table of docs/architecture.md, as readable lines. */
export function layerViolations(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const layer = layerOf(file.path);
    const allowedLocal = ALLOWED_LOCAL[layer];
    if (!allowedLocal) continue;
    const imports = importsOf(file.text);
    problems.push(...gameAgnosticViolations(file, imports));
    for (const specifier of imports) {
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
