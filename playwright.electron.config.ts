import { defineConfig } from '@playwright/test';

/** The Electron smoke test (test/electron/), for the release workflow only: see that spec. */
export default defineConfig({
  testDir: 'test/electron',
  timeout: 120_000,
  workers: 1,
  reporter: 'list',
});
