import { type Browser, expect, type Page, test } from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';
import { passIdentities } from './da-driver';
import { openingOver, openingWords, startOpening } from './opening-support';
import { attachScreenshot, createTable, watchForProblems } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function seatPage(browser: Browser, code: string, seats: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/?join=${code}&${seats}`);
  return page;
}

test('timed opening over four screens and a TV: the same screens for every role, the double agent’s choice counts, the TV names no one', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  const seats = ['Ann', 'Bob', 'Cy', 'Di'];
  const players = await Promise.all(seats.map((seat, i) => seatPage(browser, code, `seat=${seat}`, i >= 2)));
  const tv = await seatPage(browser, code, 'seat=table', false);
  const problems = [...players, tv].map(watchForProblems);
  const [ann, bob] = players as [Page, Page, Page, Page];

  for (const page of players) await expect(page.locator('[data-opening="ready"]')).toBeVisible();
  await attachScreenshot(players[3]!, testInfo, 'opening-ready-phone');
  await expect(tv.locator('[data-opening="ready"]')).toBeVisible();
  const ready = await Promise.all(players.map((page) => page.locator('[data-opening]').textContent()));
  for (const words of ready) expect(words).toBe(ready[0]);
  expect(ready[0]).toContain('Window 1: Ann, Bob, Cy, Di');
  await expect(tv.locator('[data-opening-start]')).toHaveCount(0);

  // Everyone has a screen of their own: one window, all at once.
  await startOpening(ann);
  for (const page of players) await expect(page.locator('[data-opening="yourTurn"]')).toBeVisible();
  await bob.getByRole('button', { name: 'Opening: pick the Power Plant (POW)' }).click();
  // Word for word the same, but for each player's own name in "Your turn, NAME".
  const during = (await Promise.all(players.map(openingWords))).map((words, i) =>
    words.replace(seats[i]!, 'NAME'),
  );
  for (const words of during) expect(words).toBe(during[0]);
  expect(during[0]).toContain('Opening: pick the Power Plant (POW)');
  await expect(bob.locator('[data-opening-chosen="true"]')).toBeVisible();
  await expect(tv.locator('[data-opening="lookAway"]')).toBeVisible();
  await expect(tv.locator('[data-action-index]')).toHaveCount(0);
  const tvDuring = await tv.locator('body').textContent();
  await attachScreenshot(ann, testInfo, 'opening-your-turn');

  for (const page of [...players, tv]) await openingOver(page);
  await expect(bob.locator('[data-secret]')).toContainText('Opening play: the Power Plant (POW)');
  await expect(ann.locator('[data-secret]')).toHaveCount(0);
  const tvAfter = await tv.locator('body').textContent();
  for (const text of [tvDuring, tvAfter]) {
    expect(text).not.toMatch(/Bob.{0,20}double agent|double agent.{0,20}Bob/i);
    expect(text).not.toContain('sabotage');
    expect(text).not.toContain('Power Plant (POW)');
  }
  for (const list of problems) expect(list).toEqual([]);
  for (const page of [...players, tv]) await page.context().close();
});

test('hot-seat: one window per seat behind the curtain, a private turn only after it is uncovered', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?join=${code}&seat=Ann&seat=Bob&seat=Cy&seat=Di`);
  await passIdentities(page, ['Ann', 'Bob', 'Cy', 'Di'], 'Bob');
  await expect(page.locator('[data-opening="ready"]')).toBeVisible();
  await page.locator('[data-opening-start]').click();
  for (const seat of ['Ann', 'Bob', 'Cy', 'Di']) {
    const curtain = page.locator(`[data-curtain="${seat}"]`);
    await expect(curtain).toBeVisible();
    // Behind the curtain nothing of any seat's turn is in the page, and no clock runs.
    await expect(curtain.locator('[data-curtain-opening="waits"]')).toBeVisible();
    await expect(page.locator('[data-opening]')).toHaveCount(0);
    await expect(page.locator('[data-action-index]')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-opening="yourTurn"]')).toContainText(`Your turn, ${seat}`);
    if (seat === 'Bob') {
      await page.getByRole('button', { name: 'Opening: pick the Barracks (BAR)' }).click();
      await expect(page.locator('[data-opening-chosen="true"]')).toBeVisible();
      await attachScreenshot(page, testInfo, 'opening-hotseat-turn');
    }
  }
  // The game goes on behind the usual curtain (Ann starts); Bob's own view holds his choice.
  await expect(page.locator('[data-curtain="Ann"]')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await page.locator('[data-switch-seat="Bob"]').click();
  await expect(page.locator('[data-curtain="Bob"]')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-secret]')).toContainText('Opening play: the Barracks (BAR)');
});

test('keyboard alone: start the opening and choose inside the window', async ({ page, request, baseURL }) => {
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Ann' } },
  });
  const others = await Promise.all(
    ['Bob', 'Cy', 'Di'].map(async (seat) => {
      const client = await WsClient.open(baseURL!);
      client.send({ type: 'join', code, seat });
      await client.first(isJoined);
      return client;
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?join=${code}&seat=Ann`);
  const start = page.locator('[data-opening-start]');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-opening="yourTurn"]')).toBeVisible();
  await expect(page.locator('[data-opening] [data-action-index="0"]')).toBeFocused();
  const labels = await page.locator('[data-opening] [data-action-index]').allTextContents();
  const second = labels[1]!.replace(/^2/, '');
  await page.keyboard.press('2');
  await expect(page.locator('[data-opening-chosen="true"]')).toBeVisible();
  await openingOver(page);
  const sector = /\((\w+)\)$/.exec(second)![1]!;
  await expect(page.locator('[data-secret]')).toContainText(`(${sector})`);
  for (const client of others) client.close();
});
