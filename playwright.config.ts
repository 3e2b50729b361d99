import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './test/e2e/find-browser';

const PORT = Number(process.env.E2E_PORT ?? 4899);
/** Saved tables of the e2e host go to a throwaway folder, never the user's own. */
process.env.SAFEHOUSE_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-'));
const DATA_DIR = process.env.SAFEHOUSE_E2E_DATA;

/**
 * The host follows one physical board, given to its newest physical-board table: the specs that
 * connect a board or make such a table run one at a time, beside the other specs.
 */
const PHYSICAL_BOARD_SPECS = [
  'a11y.spec.ts',
  'board-panel.spec.ts',
  'doubleagent-physical.spec.ts',
  'lobby-bots.spec.ts',
  'notices.spec.ts',
];

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'physical board', testMatch: PHYSICAL_BOARD_SPECS, workers: 1 },
    { name: 'screens', testIgnore: PHYSICAL_BOARD_SPECS },
  ],
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
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
  webServer: {
    command: `node out/main/cli.js serve --port ${PORT} --opening-seconds 2 --handover-seconds 1.5 --inspection-seconds 0.3 --data ${JSON.stringify(DATA_DIR)}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
