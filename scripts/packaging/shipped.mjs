// What a packed Safehouse must hold, as checks over a packed app: pure but for reading the
// unpacked folder. Used by scripts/package-check.mjs; unit-tested in test/unit/packaging.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix } from 'node:path';

/** The fuses the packaging step must set (true: on), by @electron/fuses' FuseV1Options names. */
export const REQUIRED_FUSES = Object.freeze({
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableCookieEncryption: true,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
});

/** Files app.asar must hold: the main bundle, the CommonJS preload, the worker, the page. */
export const REQUIRED_ENTRIES = Object.freeze([
  '/package.json',
  '/out/main/index.js',
  '/out/main/bot-worker.js',
  '/out/preload/preload.cjs',
  '/out/renderer/index.html',
  '/node_modules/serialport/package.json',
  '/node_modules/ws/package.json',
  '/node_modules/zod/package.json',
]);

/** Top folders of the repository that must never ship. */
const NEVER_SHIPPED = [
  'test',
  'docs',
  'src-main',
  'src-renderer',
  'engine',
  'protocol',
  'scripts',
  'firmware',
  'assets',
];

/**
 * Problems with the list of app.asar's entries (`/out/main/index.js` …); `textOf(entry)` reads
 * one packed file (to find the boards and both languages inside the bundles).
 */
export function shippedProblems(entries, textOf) {
  const problems = [];
  const present = new Set(entries);
  for (const entry of REQUIRED_ENTRIES) if (!present.has(entry)) problems.push(`app.asar lacks ${entry}`);
  for (const entry of entries) {
    const top = entry.split('/')[1];
    if (NEVER_SHIPPED.includes(top))
      problems.push(`app.asar ships ${entry} (${top}/ is not part of the app)`);
    else if (top !== 'node_modules' && /\.(ts|svelte|map)$/.test(entry) && !entry.endsWith('.d.ts'))
      problems.push(`app.asar ships a source file, ${entry}`);
  }
  const mainChunks = entries.filter((e) => /^\/out\/main\/[^/]+\.js$/.test(e));
  const mainText = mainChunks.map(textOf).join('\n');
  for (const board of ['"camp"', '"outpost"']) {
    if (!mainText.includes(`id: ${board}`) && !mainText.includes(`"id": ${board}`))
      problems.push(`no main bundle holds the shipped board ${board}`);
  }
  const pageText = entries
    .filter((e) => /^\/out\/renderer\/assets\/.+\.js$/.test(e))
    .map(textOf)
    .join('\n');
  for (const words of ['How to play', '遊戲說明']) {
    if (!pageText.includes(words))
      problems.push(`the page's bundles lack the words "${words}" (a language is missing)`);
  }
  return problems;
}

// `from "…"`, `import("…")` and an import kept only for its effect, `import "…"`.
const RELATIVE_IMPORT = /(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;
const BARE_IMPORT = /(?:from\s*|import\s*\(?\s*|require\s*\(\s*)["']([^./"'][^"']*)["']/g;

function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/**
 * Problems with app.asar.unpacked: the bot worker must be there with every file it imports
 * (relative imports followed), and every package it imports beside it; serialport's native
 * binding must be there for each system the installers target.
 */
export function unpackedProblems(unpacked) {
  const problems = [];
  const worker = join(unpacked, 'out', 'main', 'bot-worker.js');
  if (!existsSync(worker)) problems.push('app.asar.unpacked lacks out/main/bot-worker.js');
  const seen = new Set();
  const queue = existsSync(worker) ? [worker] : [];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const target = join(dirname(file), specifier);
      if (existsSync(target)) queue.push(target);
      else problems.push(`the worker's ${posix.basename(file)} imports ${specifier}, which is not unpacked`);
    }
    for (const [, specifier] of text.matchAll(BARE_IMPORT)) {
      if (isBuiltin(specifier)) continue;
      const pkg = packageOf(specifier);
      if (!existsSync(join(unpacked, 'node_modules', pkg, 'package.json')))
        problems.push(`the worker imports the package ${pkg}, which is not unpacked`);
    }
  }
  const prebuilds = join(unpacked, 'node_modules', '@serialport', 'bindings-cpp', 'prebuilds');
  for (const system of ['win32-x64', 'darwin-x64+arm64', 'linux-x64']) {
    if (!existsSync(join(prebuilds, system)))
      problems.push(`serialport's native binding for ${system} is not unpacked`);
  }
  return [...new Set(problems)];
}
