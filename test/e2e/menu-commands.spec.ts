import { expect, test } from '@playwright/test';
import { createTable, otherPlayers } from './support';

const seatOthers = otherPlayers();

// The desktop menu's commands reach the page as the events the preload dispatches
// (protocol/menu-commands.ts); here the test dispatches them, as the preload would.
const fromMenu = (command: string) => `window.dispatchEvent(new Event('safehouse:menu:${command}'))`;

test('Help → How to play at a table opens that game’s rules; Table → the LAN address goes to the lobby’s LAN panel', async ({
  page,
  request,
  baseURL,
}) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, code, ['KGB']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?join=${code}&seat=CIA&lang=en`);
  await expect(page.locator('[data-action-index]').first()).toBeVisible();

  await page.evaluate(fromMenu('howToPlay'));
  const rules = page.getByRole('dialog', { name: 'How to play: Cold War: CIA vs KGB' });
  await expect(rules).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  await page.evaluate(fromMenu('showLan'));
  await expect(page).not.toHaveURL(/join=/);
  await expect(page.locator('[data-lan] h2')).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('menu-show-lan.png') });

  // In the lobby, How to play opens the first game's rules.
  await page.evaluate(fromMenu('howToPlay'));
  await expect(page.getByRole('dialog', { name: 'How to play: Cold War: CIA vs KGB' })).toBeVisible();
});
