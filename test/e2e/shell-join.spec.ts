import { expect, test } from '@playwright/test';
import { createTable, otherPlayers, watchForProblems } from './support';

const seatOthers = otherPlayers();

test('/?join=CODE shows the seats to pick; picking one opens its screen', async ({
  page,
  request,
  baseURL,
}) => {
  const table = await createTable(request, { game: 'coldwar' });
  await page.goto(`/?join=${table.code.toLowerCase()}`);
  await expect(page.locator('#join-code')).toHaveValue(table.code);
  await expect(page.locator(`[data-join-table="${table.code}"]`)).toBeVisible();
  await expect(page.locator('[data-join-seat]')).toHaveText([
    'Play as CIA',
    'Play as KGB',
    'Show as TV (public table)',
  ]);
  // Until the game is dealt, the seats listed follow who sits down.
  await seatOthers(baseURL!, table.code, ['CIA']);
  await expect(page.locator('[data-join-seat]')).toHaveText(['Play as KGB', 'Show as TV (public table)']);
  await page.locator('[data-join-seat="KGB"]').click();
  await expect(page).toHaveURL(new RegExp(`\\?join=${table.code}&seat=KGB$`));
  await expect(page.locator('[data-shown-seat="KGB"]')).toBeVisible();
  await expect(page.locator('[data-action-index]').first()).toBeVisible();
});

test('/?join=CODE&seat=SEAT opens that seat’s table screen at once; a taken seat and a wrong code are explained', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const problems = watchForProblems(page);
  const table = await createTable(request, { game: 'coldwar' });
  await page.goto(`/?join=${table.code}&seat=CIA`);
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  await expect(page.locator('[data-join-code]')).toHaveText(table.code);
  // Nothing is dealt until KGB's player sits down too.
  await expect(page.locator('[data-deal-wait-line]')).toHaveText(['Still free: KGB.']);
  await seatOthers(baseURL!, table.code, ['KGB']);
  await expect(page.locator('[data-action-index]').first()).toBeVisible();
  await expect(page.locator('[data-table-version]')).toHaveText('0');
  // The seat's token is kept for a reload, under the documented key.
  const token = await page.evaluate((key) => localStorage.getItem(key), `safehouse.seat.${table.id}.CIA`);
  expect(token?.length ?? 0).toBeGreaterThanOrEqual(16);
  expect(problems).toEqual([]);

  // Another browser (no token) asks for the same seat.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`/?join=${table.code}&seat=CIA`);
  await expect(second.locator('[data-failure="CIA"]')).toContainText('is taken');
  await other.close();

  await page.goto('/?join=ZZZZZZ');
  await expect(page.getByRole('alert')).toContainText('No table has that code');
});
