import { expect, type Page, test } from '@playwright/test';
import type { WsClient } from '../support/ws-client';
import { quickSeat, takeOverSeat } from './da-seats';
import { switchLanguage } from './i18n-support';
import { attachScreenshot, createTable, watchForProblems } from './support';

const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** The seat's own screen: its card, its security list and its choices. */
async function expectHoldsSeat(page: Page, seat: string): Promise<void> {
  await expect(page.locator('[data-superseded]')).toHaveCount(0);
  const screen = page.locator('[data-game-screen="doubleagent"]');
  await expect(screen.getByRole('heading', { name: `You are ${seat}` })).toBeVisible();
  await expect(screen.getByText('Your card:')).toBeVisible();
  await expect(screen.locator('[data-security-list]')).toBeVisible();
  await expect(screen.locator('[data-action-index]').first()).toBeEnabled();
}

/** Nothing of the seat left in the page (not merely hidden), and nothing to press but "Take this seat back". */
async function expectInert(page: Page, seat: string): Promise<void> {
  const panel = page.locator(`[data-superseded="${seat}"]`);
  await expect(panel).toContainText(`Your seat (${seat}) is now played on another device.`);
  await expect(panel.getByRole('button', { name: 'Take this seat back' })).toBeEnabled();
  await expect(page.locator('[data-game-screen]')).toHaveCount(0);
  await expect(page.getByText('Your card:')).toHaveCount(0);
  await expect(page.locator('[data-security-list]')).toHaveCount(0);
  await expect(page.locator('[data-secret]')).toHaveCount(0);
  await expect(page.locator('[data-action-index]')).toHaveCount(0);
  await expect(page.locator('[data-undo]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause the game' })).toHaveCount(0);
  // Nor does it claim to watch the table: it follows no game now.
  await expect(page.locator('[data-turn]')).toHaveText('');
}

test('a seat taken over on another device leaves this screen inert, and "Take this seat back" takes it back (issue 50)', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  // Everyone chooses at once in the opening; then Ann's seat goes to a browser, on her first turn.
  const seats = await Promise.all(['Ann', 'Bob', 'Cy', 'Di'].map((seat) => quickSeat(baseURL!, code, seat)));
  for (const { client } of seats) clients.push(client);
  const ann = seats[0]!;
  ann.client.send({ type: 'opening', command: 'start' });
  await ann.client.viewAt(4, 30_000);
  ann.client.close();

  // Device A holds Ann's seat; device B resumes it with the same token.
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  const problems = [a, b].map(watchForProblems);
  await takeOverSeat(a, code, 'Ann', ann);
  await expectHoldsSeat(a, 'Ann');
  await takeOverSeat(b, code, 'Ann', ann);
  await expectHoldsSeat(b, 'Ann');
  await expectInert(a, 'Ann');
  await attachScreenshot(a, testInfo, 'superseded-inert');

  // A takes it back with the token it holds: B is the one left without it now.
  await a.locator('[data-superseded="Ann"]').getByRole('button', { name: 'Take this seat back' }).click();
  await expectHoldsSeat(a, 'Ann');
  await expectInert(b, 'Ann');
  // The same panel in Traditional Chinese.
  await switchLanguage(b, 'zh-TW');
  const panel = b.locator('[data-superseded="Ann"]');
  await expect(panel).toContainText('你的座位（Ann）現在改在另一台裝置上玩。');
  await expect(panel.getByRole('button', { name: '拿回這個座位' })).toBeEnabled();
  expect(problems.flat()).toEqual([]);
  await contextA.close();
  await contextB.close();
});
