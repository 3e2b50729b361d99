// The Electron smoke test, run only by the release workflow (.github/workflows/release.yml) on
// machines that have the real Electron: `npx playwright test -c playwright.electron.config.ts`.
// It starts the built app in Electron and finds the lobby in its window. (The packaged app
// cannot be driven this way: its fuses turn off the --inspect switch Playwright needs; the
// workflow reads those fuses back from the packaged binary instead.)
import { _electron as electron, expect, test } from '@playwright/test';

test('the desktop window opens on the lobby, both games listed', async () => {
  const app = await electron.launch({ args: ['.'] });
  try {
    const window = await app.firstWindow();
    await expect(window.locator('[data-game="coldwar"]')).toBeVisible({ timeout: 60_000 });
    await expect(window.locator('[data-game="doubleagent"]')).toBeVisible();
    // The page has no Node: the shell's isolation holds in the real Electron too.
    expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
      'undefined',
    );
  } finally {
    await app.close();
  }
});
