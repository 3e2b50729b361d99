import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerViolations, type SourceFile } from '../support/layer-rules';

const ROOT = path.resolve(__dirname, '../..');

function sourcesUnder(folder: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(ROOT, relative))) {
      const child = `${relative}/${name}`;
      if (statSync(path.join(ROOT, child)).isDirectory()) walk(child);
      else if (/\.(ts|svelte|js|mjs)$/.test(name))
        out.push({ path: child, text: readFileSync(path.join(ROOT, child), 'utf8') });
    }
  };
  walk(folder);
  return out;
}

describe('layer rule', () => {
  it('holds for the whole tree', () => {
    const files = ['engine', 'protocol', 'src-main', 'src-renderer'].flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(10);
    expect(layerViolations(files)).toEqual([]);
  });

  it('catches the engine reaching for Node, the DOM, the clock or Math.random', () => {
    const problems = layerViolations([
      { path: 'engine/x/a.ts', text: "import { readFileSync } from 'node:fs';\nexport const a = 1;" },
      { path: 'engine/x/b.ts', text: 'export const roll = () => Math.floor(Math.random() * 6);' },
      { path: 'engine/x/c.ts', text: 'export const now = () => Date.now();' },
      { path: 'engine/x/d.ts', text: 'export const w = () => window.innerWidth;' },
      { path: 'engine/x/e.ts', text: "import { Host } from '../../src-main/host/host';" },
      { path: 'engine/x/f.ts', text: '// Math.random is mentioned only in a comment\nexport const ok = 1;' },
    ]);
    expect(problems).toEqual([
      'engine/x/a.ts: engine may not import "node:fs"',
      'engine/x/b.ts: engine may not use Math.random (use the seeded dice in engine/core)',
      'engine/x/c.ts: engine may not use the clock',
      'engine/x/d.ts: engine may not use the DOM',
      'engine/x/e.ts: engine may not import src-main/host/host',
    ]);
  });

  it('catches screens importing the host, Node or Electron, and the host importing Electron', () => {
    const problems = layerViolations([
      {
        path: 'src-renderer/a.svelte',
        text: "<script>import { Host } from '../src-main/host/host';</script>",
      },
      { path: 'src-renderer/b.ts', text: "import fs from 'fs';" },
      { path: 'src-renderer/c.ts', text: "import { ipcRenderer } from 'electron';" },
      { path: 'src-main/host/d.ts', text: "import { app } from 'electron';" },
      {
        path: 'src-main/electron/e.ts',
        text: "import { app } from 'electron';\nimport { Host } from '../host/host';",
      },
    ]);
    expect(problems).toEqual([
      'src-renderer/a.svelte: src-renderer may not import src-main/host/host',
      'src-renderer/b.ts: src-renderer may not import "fs"',
      'src-renderer/c.ts: src-renderer may not import "electron"',
      'src-main/host/d.ts: src-main may not import "electron"',
    ]);
  });

  it('catches the Electron shell importing the rules engine (it goes through the host)', () => {
    const problems = layerViolations([
      { path: 'src-main/electron/f.ts', text: "import { newGame } from '../../engine/coldwar';" },
      { path: 'src-main/electron/g.ts', text: "import { Host } from '../host/host';" },
    ]);
    expect(problems).toEqual(['src-main/electron/f.ts: shell may not import engine/coldwar']);
  });

  it('catches a room for every game reaching for one game or naming it', () => {
    const problems = layerViolations([
      {
        path: 'src-renderer/shell/a.svelte',
        text: "<script>import X from '../games/coldwar/ColdWarScreen.svelte';</script>",
      },
      { path: 'src-renderer/table/b.ts', text: "import type { DaView } from '../../engine/doubleagent';" },
      { path: 'src-renderer/lib/c.ts', text: "import { coldwarScreens } from '../games/coldwar';" },
      {
        path: 'src-renderer/opening/d.ts',
        text: "export const shows = (game: string) => game === 'doubleagent';",
      },
      { path: 'src-renderer/App.svelte', text: "<script>import H from './games/coldwar/help';</script>" },
      {
        path: 'src-renderer/shell/e.svelte',
        text: "<script>import { gameScreens } from '../games/registry';</script>",
      },
      {
        path: 'src-renderer/shell/f.ts',
        text: "// the 'coldwar' table is only named in a comment\nexport const f = 1;",
      },
      { path: 'src-renderer/games/coldwar/g.ts', text: "export const id = 'coldwar';" },
      { path: 'src-main/host/h.ts', text: "import { hostedColdWar } from '../games/coldwar/hosted';" },
      { path: 'src-main/lan/i.ts', text: "import type { DaView } from '../../engine/doubleagent';" },
      { path: 'src-main/host/j.ts', text: "export const isCold = (game: string) => game === 'coldwar';" },
      { path: 'src-main/host/games.ts', text: "import { hostedColdWar } from '../games/coldwar/hosted';" },
      { path: 'src-main/games/coldwar/k.ts', text: "export const id = 'coldwar';" },
      {
        path: 'src-main/tournament/l.ts',
        text: "import { coldwarMatch } from '../games/coldwar/tournament-match';",
      },
      {
        path: 'src-main/tournament/matches.ts',
        text: "import { coldwarMatch } from '../games/coldwar/tournament-match';",
      },
      { path: 'src-main/app/host/games.ts', text: "export const id = 'coldwar';" },
    ]);
    expect(problems).toEqual([
      'src-renderer/shell/a.svelte: a room for every game may not import src-renderer/games/coldwar/ColdWarScreen.svelte (go through the game registry)',
      'src-renderer/table/b.ts: a room for every game may not import engine/doubleagent (go through the game registry)',
      'src-renderer/lib/c.ts: a room for every game may not import src-renderer/games/coldwar (go through the game registry)',
      "src-renderer/opening/d.ts: a room for every game may not name the game 'doubleagent'",
      'src-renderer/App.svelte: a room for every game may not import src-renderer/games/coldwar/help (go through the game registry)',
      'src-main/host/h.ts: a room for every game may not import src-main/games/coldwar/hosted (go through the game registry)',
      'src-main/lan/i.ts: a room for every game may not import engine/doubleagent (go through the game registry)',
      "src-main/host/j.ts: a room for every game may not name the game 'coldwar'",
      'src-main/tournament/l.ts: a room for every game may not import src-main/games/coldwar/tournament-match (go through the game registry)',
      "src-main/app/host/games.ts: a room for every game may not name the game 'coldwar'",
    ]);
  });
});
