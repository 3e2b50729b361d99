import { expect, type Page, test } from '@playwright/test';
import { createTable, otherPlayers } from './support';

const seatOthers = otherPlayers();

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('settings: each choice takes effect at once, is kept on the device, and survives a reload', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-status="open"]')).toBeVisible();
  await page.locator('[data-settings-link]').click();
  await expect(page).toHaveURL(/\?settings$/);
  const settings = page.locator('[data-settings]');
  await expect(settings.getByRole('heading', { level: 1 })).toHaveText('Settings');

  // Animation speed: a device that does not ask for reduced motion starts at Normal.
  await expect(page.locator('[data-settings-speed="normal"]')).toBeChecked();
  await page.getByRole('radio', { name: 'Fast' }).check();
  await expect(page.locator('[data-settings-motion]')).toHaveAttribute('data-settings-motion', 'fast');
  expect(await stored(page, 'safehouse.animation')).toBe('fast');

  // Sound cues: on by default; switching them off is the opening play's own mute.
  const sound = page.getByRole('checkbox', { name: 'Sound cues' });
  await expect(sound).toBeChecked();
  await sound.uncheck();
  expect(await stored(page, 'safehouse.sound.muted')).toBe('1');

  // Result dialogs close by themselves after their reading time unless this is ticked.
  const keep = page.getByRole('checkbox', { name: 'Keep result dialogs until I close them' });
  await expect(keep).not.toBeChecked();
  await keep.check();
  expect(await stored(page, 'safehouse.dialogs.keep')).toBe('1');

  // The board: this browser runs on the host machine, so the panel is one click away.
  await expect(page.locator('[data-settings-board="host"]')).toBeVisible();

  // Language last: the whole screen changes in place, nothing reloads.
  await settings.locator('[data-language-picker] select').selectOption('zh-TW');
  await expect(settings.getByRole('heading', { level: 1 })).toHaveText('設定');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  expect(await stored(page, 'safehouse.lang')).toBe('zh-TW');

  // A reload reads every choice back from the device.
  await page.reload();
  await expect(settings.getByRole('heading', { level: 1 })).toHaveText('設定');
  await expect(settings.locator('[data-language-picker] select')).toHaveValue('zh-TW');
  await expect(page.getByRole('radio', { name: '快' })).toBeChecked();
  await expect(page.locator('[data-settings-speed="normal"]')).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '提示音' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '結果對話框保留到我關閉為止' })).toBeChecked();

  // Escape goes back to where Settings was opened from: the lobby, now in Chinese.
  await page.getByRole('radio', { name: '快' }).focus();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/settings/);
  await expect(page.locator('[data-settings-link]')).toHaveText('設定');
  await expect(page.getByRole('heading', { name: '遊戲' })).toBeVisible();

  // The opening play reads the same mute: its sound checkbox is off too.
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann' },
  });
  await seatOthers(baseURL!, code, ['Bob', 'Cy', 'Di']);
  await page.goto(`/?join=${code}&seat=Ann&lang=en`);
  await expect(page.locator('[data-opening="ready"]')).toBeVisible();
  const openingSound = page.locator('[data-opening]').getByRole('checkbox', { name: 'Sound cues' });
  await expect(openingSound).not.toBeChecked();
  await openingSound.check();
  expect(await stored(page, 'safehouse.sound.muted')).toBe('0');

  // From the table header to Settings and back again with Escape: the table comes back.
  await page.locator('[data-settings-link]').click();
  await expect(page.getByRole('checkbox', { name: 'Sound cues' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-opening="ready"]')).toBeVisible();
});

test('settings: reduced motion starts the animations off; opened directly, Back leads to the lobby', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/?settings');
  await expect(page.locator('[data-settings-speed="off"]')).toBeChecked();
  await expect(page.locator('[data-settings]')).toContainText('This device asks for reduced motion');
  // Nothing was chosen yet: the default is the device's, not a stored value.
  expect(await stored(page, 'safehouse.animation')).toBeNull();
  await page.getByRole('radio', { name: 'Slow' }).check();
  await page.reload();
  await expect(page.locator('[data-settings-speed="slow"]')).toBeChecked();
  await page.locator('[data-settings-back]').click();
  await expect(page.locator('[data-settings-link]')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await context.close();
});

test('settings: the board panel opens from Settings on the host machine; elsewhere it says where', async ({
  page,
  browser,
}) => {
  await page.goto('/?settings');
  await page.locator('[data-settings-board-open]').click();
  await expect(page).toHaveURL(/\?board$/);
  await expect(page.locator('[data-board-target]')).toBeVisible();

  // Another device: the host sends its screens no LAN details (lan: null). Played here by
  // rewriting the host's welcome on the way to the page.
  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const data = JSON.parse(String(message)) as { type?: string; lan?: unknown };
      ws.send(data.type === 'welcome' ? JSON.stringify({ ...data, lan: null }) : message);
    });
  });
  await phone.goto('/?settings');
  const board = phone.locator('[data-settings-board="elsewhere"]');
  await expect(board).toContainText('on the host machine');
  await expect(phone.locator('[data-settings-board-open]')).toHaveCount(0);
  await context.close();
});
