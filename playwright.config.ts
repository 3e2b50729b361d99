import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './test/e2e/find-browser';

const PORT = Number(process.env.E2E_PORT ?? 4899);
/** Saved tables of the e2e host go to a throwaway folder, never the user's own. */
process.env.SAFEHOUSE_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-'));
const DATA_DIR = process.env.SAFEHOUSE_E2E_DATA;
/** The toy third game's host (test/fixtures/nim, built by `npm test` before this step), with its own tables. */
const NIM_PORT = PORT + 1;
process.env.SAFEHOUSE_E2E_NIM_DATA ??= mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-nim-'));
const NIM_DATA_DIR = process.env.SAFEHOUSE_E2E_NIM_DATA;
const THIRD_GAME = ['third-game.spec.ts'];

/**
 * Run first, one at a time, with nothing beside them: the specs that connect a board or make a
 * physical-board table (the host follows one board, given to its newest physical-board table),
 * and those that play through the opening's short windows (5 s here) on several screens. (Beside
 * another spec and two CPU hogs, the hot-seat game once saw Bob's window close before his pick
 * landed; the specs that pick in a browser now hold their seat's window open, `--test-hooks`.)
 */
const ONE_AT_A_TIME = [
  'a11y.spec.ts',
  'board-panel.spec.ts',
  'doubleagent-physical.spec.ts',
  'doubleagent-hotseat.spec.ts',
  'lobby-bots.spec.ts',
  'notices.spec.ts',
  'opening.spec.ts',
  'games.doubleagent.spec.ts',
];

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'one at a time', testMatch: ONE_AT_A_TIME, workers: 1 },
    { name: 'screens', testIgnore: [...ONE_AT_A_TIME, ...THIRD_GAME], dependencies: ['one at a time'] },
    {
      name: 'third game',
      testMatch: THIRD_GAME,
      dependencies: ['one at a time'],
      use: { baseURL: `http://127.0.0.1:${NIM_PORT}` },
    },
  ],
  retries: 0,
  reporter: [['list']],
  // A bound for a hung test, not a speed limit: under load a Double Agent spec can take minutes.
  timeout: 120_000,
  // A bound for an awaited event, not a speed limit: with software WebGL on a 2-core machine busy
  // with two workers (load ~13), three new screens once took over 10 s to draw their first stage.
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium(),
      // Keep Chromium off the network: this machine's closed network refuses its background calls.
      args: [
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  // Opening windows of 5 s: the specs click inside a window on several screens, and on a busy
  // machine 2 s ran out before a click landed. (The game's own window is 15 s.)
  webServer: [
    {
      command: `node out/main/cli.js serve --port ${PORT} --opening-seconds 5 --handover-seconds 1.5 --inspection-seconds 0.3 --bot-pace off --test-hooks --data ${JSON.stringify(DATA_DIR)}`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node out/test-nim/main/cli.js serve --port ${NIM_PORT} --data ${JSON.stringify(NIM_DATA_DIR)}`,
      url: `http://127.0.0.1:${NIM_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
