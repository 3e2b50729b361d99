import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import yaml from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the packaging check, without type declarations
import { shippedProblems, unpackedProblems } from '../../scripts/packaging/shipped.mjs';

const ROOT = join(__dirname, '..', '..');
const require = createRequire(import.meta.url);

interface Target {
  target: string;
  arch: string[];
}
interface BuilderConfig {
  appId: string;
  productName: string;
  icon: string;
  files: string[];
  asarUnpack: string[];
  npmRebuild: boolean;
  fileAssociations: { ext: string; role: string }[];
  electronFuses: Record<string, boolean>;
  win: { target: Target[] };
  mac: { target: Target[] };
  linux: { target: Target[] };
}

const config = yaml.load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

describe('electron-builder.yml', () => {
  it("is valid by electron-builder's own JSON schema, which refuses a misspelt key", () => {
    const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...config, asarUnpak: ['x'] })).toBe(false);
  });

  it('sets every fuse the issue names: RunAsNode, NODE_OPTIONS and --inspect off; cookie encryption, asar integrity, asar only on', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('builds NSIS (Windows x64), dmg + zip (macOS arm64 and x64), AppImage + deb (Linux x64)', () => {
    const targets = (list: Target[]) => list.map((t) => `${t.target}:${[...t.arch].sort().join('+')}`).sort();
    expect(targets(config.win.target)).toEqual(['nsis:x64']);
    expect(targets(config.mac.target)).toEqual(['dmg:arm64+x64', 'zip:arm64+x64']);
    expect(targets(config.linux.target)).toEqual(['AppImage:x64', 'deb:x64']);
    expect(config.appId).toBe('org.safehouse.table');
    expect(config.productName).toBe('Safehouse');
  });

  it('opens .safehouse game files', () => {
    expect(config.fileAssociations).toEqual([expect.objectContaining({ ext: 'safehouse', role: 'Viewer' })]);
  });

  it('has an icon of at least 512 × 512 pixels, a PNG the builder can turn into .ico and .icns', () => {
    const png = readFileSync(join(ROOT, config.icon));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(512); // IHDR width
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(512); // IHDR height
  });

  it('ships only the built app, and unpacks the worker and the native binding', () => {
    expect(config.files.filter((f) => !f.startsWith('!')).sort()).toEqual([
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
    ]);
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining(['out/main/bot-worker.js', 'node_modules/@serialport/bindings-cpp/**']),
    );
  });
});

/** A packed app that has everything, as app.asar's entry list and its files' texts. */
const GOOD_ENTRIES = [
  '/package.json',
  '/out/main/index.js',
  '/out/main/bot-worker.js',
  '/out/main/bots-abc.js',
  '/out/preload/preload.cjs',
  '/out/renderer/index.html',
  '/out/renderer/assets/index-1.js',
  '/node_modules/serialport/package.json',
  '/node_modules/ws/package.json',
  '/node_modules/zod/package.json',
  '/node_modules/zod/index.d.ts',
];
const GOOD_TEXTS: Record<string, string> = {
  '/out/main/bots-abc.js': 'var SHIPPED_BOARDS = { camp: { id: "camp" }, outpost: { id: "outpost" } };',
  '/out/renderer/assets/index-1.js':
    'const en = { "help.open": "How to play" }; const zh = { "help.open": "遊戲說明" };',
};
const textOf = (entry: string) => GOOD_TEXTS[entry] ?? '';

describe('what app.asar must hold', () => {
  it('a complete app has no problem', () => {
    expect(shippedProblems(GOOD_ENTRIES, textOf)).toEqual([]);
  });

  it('names a missing preload, a test or source file shipped, a missing board and a missing language', () => {
    const entries = [
      ...GOOD_ENTRIES.filter((e) => e !== '/out/preload/preload.cjs'),
      '/test/unit/x.test.ts',
      '/out/main/host.ts',
    ];
    const texts = (entry: string) =>
      entry === '/out/renderer/assets/index-1.js'
        ? 'const en = { "help.open": "How to play" };'
        : entry === '/out/main/bots-abc.js'
          ? 'var SHIPPED_BOARDS = { camp: { id: "camp" } };'
          : '';
    expect(shippedProblems(entries, texts)).toEqual([
      'app.asar lacks /out/preload/preload.cjs',
      'app.asar ships /test/unit/x.test.ts (test/ is not part of the app)',
      'app.asar ships a source file, /out/main/host.ts',
      'no main bundle holds the shipped board "outpost"',
      'the page\'s bundles lack the words "遊戲說明" (a language is missing)',
    ]);
  });
});

describe('what app.asar.unpacked must hold', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function unpacked(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'unpacked-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    return dir;
  }
  const BINDINGS = {
    'node_modules/@serialport/bindings-cpp/prebuilds/win32-x64/a.node': '',
    'node_modules/@serialport/bindings-cpp/prebuilds/darwin-x64+arm64/a.node': '',
    'node_modules/@serialport/bindings-cpp/prebuilds/linux-x64/a.node': '',
  };

  it('follows the worker into its chunk and finds the package the chunk imports unpacked', () => {
    const at = unpacked({
      'out/main/bot-worker.js':
        'import { a } from "./bots-abc.js";\nimport { parentPort } from "node:worker_threads";',
      'out/main/bots-abc.js': 'import x from "pure-rand/distribution/uniformInt";\nimport fs from "fs";',
      'node_modules/pure-rand/package.json': '{}',
      ...BINDINGS,
    });
    expect(unpackedProblems(at)).toEqual([]);
  });

  it('follows an import kept only for its effect (the worker entry the bundler reduces to one)', () => {
    const at = unpacked({
      'out/main/bot-worker.js': 'import "./bots-abc.js";',
      'out/main/bots-abc.js': 'import { t as botFor } from "./engine-abc.js";',
      ...BINDINGS,
    });
    expect(unpackedProblems(at)).toEqual([
      "the worker's bots-abc.js imports ./engine-abc.js, which is not unpacked",
    ]);
  });

  it('names the chunk left in the archive, the package left in the archive and a missing binding', () => {
    const at = unpacked({
      'out/main/bot-worker.js': 'import { a } from "./bots-abc.js";\nimport { b } from "./gone.js";',
      'out/main/bots-abc.js': 'import x from "pure-rand/distribution/uniformInt";',
      'node_modules/@serialport/bindings-cpp/prebuilds/linux-x64/a.node': '',
    });
    expect(unpackedProblems(at).sort()).toEqual(
      [
        "the worker's bot-worker.js imports ./gone.js, which is not unpacked",
        'the worker imports the package pure-rand, which is not unpacked',
        "serialport's native binding for win32-x64 is not unpacked",
        "serialport's native binding for darwin-x64+arm64 is not unpacked",
      ].sort(),
    );
  });
});
