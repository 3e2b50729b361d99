import { expect, type Page, test } from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';
import { canvasIn, countSockets, expectNoRawKeys, readableText, switchLanguage } from './i18n-support';
import { openingOver } from './opening-support';
import { createTable, otherPlayers, version, watchForProblems } from './support';

const seatOthers = otherPlayers();

const HAN = /\p{Script=Han}/u;

async function seatPage(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(path);
  await expect(page.locator('[data-game-screen] .stage[data-ready="true"]')).toBeVisible();
}

test('the lobby in Traditional Chinese by ?lang=, and switched back to English at run time', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const sockets = countSockets(page);
  await page.goto('/?lang=zh-TW');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('status')).toHaveText(/已連線到主機/);
  await expect(page.locator('#games-heading')).toHaveText('遊戲');
  await expect(page.locator('[data-game="coldwar"] h3')).toHaveText('冷戰：CIA 對 KGB');
  await expect(page.locator('[data-new-table="coldwar"]')).toHaveText('開新牌桌');
  await expect(page.locator('[data-lan]')).toContainText('區域網路');
  await expectNoRawKeys(page);
  const stage = page.locator('.stage[data-ready="true"]');
  const chinese = await canvasIn(page, stage, 'zh-TW');

  await switchLanguage(page, 'en');
  await expect(page.locator('#games-heading')).toHaveText('Games');
  await expect(page.locator('[data-game="coldwar"] h3')).toHaveText('Cold War: CIA vs KGB');
  await expect(page.getByRole('status')).toHaveText(/Connected to the host/);
  // The canvas drew its words again, in English.
  const english = await canvasIn(page, stage, 'en');
  expect(english.equals(chinese)).toBe(false);
  await expectNoRawKeys(page);
  // The address's ?lang= follows the switch, so a reload keeps the choice.
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('safehouse.lang'))).toBe('en');
  expect(sockets.opened).toBe(1);
  expect(problems).toEqual([]);
});

test('the switch is saved: a later visit without ?lang= opens in the chosen language', async ({
  page,
  request,
}) => {
  const table = await createTable(request, { game: 'coldwar' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchLanguage(page, 'zh-TW');
  await expect(page.locator('#tables-heading')).toHaveText('牌桌');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.locator('#tables-heading')).toHaveText('牌桌');
  // ?lang= outranks the saved choice, and links keep it.
  await page.goto('/?lang=en');
  await expect(page.locator('#tables-heading')).toHaveText('Tables');
  const play = page.locator(`[data-table-code="${table.code}"] [data-play-seat="CIA"]`);
  expect(await play.getAttribute('href')).toBe(`/?join=${table.code}&seat=CIA&lang=en`);
  await play.click();
  await expect(page.locator('[data-shown-seat="CIA"]')).toContainText('Seat:');
});

test('a browser set to Traditional Chinese gets it without asking', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-HK' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.locator('#games-heading')).toHaveText('遊戲');
  await context.close();
});

test('a Cold War table in both languages: same seat and connection, words and canvas redrawn', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchForProblems(page);
  const sockets = countSockets(page);
  const { code } = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, code, ['KGB']);
  await seatPage(page, `/?join=${code}&seat=CIA&lang=zh-TW`);
  const screen = page.locator('[data-game-screen="coldwar"]');
  const stage = screen.locator('.stage[data-ready="true"]');
  await expect(page.locator('[data-shown-seat="CIA"]')).toContainText('座位');
  await expect(screen.locator('.decision')).toHaveText('選擇你的 X 特務。同時也在等待 KGB 選擇 X 特務。');
  const labels = await screen.locator('[data-action-index]').allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(label).toMatch(/^\d選擇.+作為 X 特務$/);
  expect(await stage.locator('canvas').getAttribute('aria-label')).toMatch(/^冷戰牌桌，第 1 回合/);
  await expectNoRawKeys(page);
  const chinese = await canvasIn(page, stage, 'zh-TW');
  await page.screenshot({ path: 'test-results/i18n-coldwar-zh.png', fullPage: true });

  // One action, then the switch: the seat, the version and the log stay; only the words change.
  await page.keyboard.press('1');
  await expect(version(page)).toHaveText('1');
  await expect(screen.locator('.log')).toContainText('CIA 已選好特務。');
  await switchLanguage(page, 'en');
  await expect(page.locator('[data-shown-seat="CIA"]')).toContainText('Seat:');
  await expect(version(page)).toHaveText('1');
  await expect(screen.locator('.decision')).toHaveText('Waiting for KGB to choose an Agent X.');
  await expect(screen.locator('.log')).toContainText('CIA has chosen an agent.');
  expect(await stage.locator('canvas').getAttribute('aria-label')).toMatch(/^Cold War table, turn 1/);
  const english = await canvasIn(page, stage, 'en');
  expect(english.equals(chinese)).toBe(false);
  expect(HAN.test(await readableText(page))).toBe(false);
  await expectNoRawKeys(page);
  expect(sockets.opened).toBe(1);
  expect(problems).toEqual([]);
});

test('a Double Agent table in both languages, with a Chinese log, sectors and dice', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchForProblems(page);
  const sockets = countSockets(page);
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  // Nothing is dealt before every seat is taken: the screen says so in its language.
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(`/?join=${code}&seat=Ann&lang=zh-TW`);
  await expect(page.locator('[data-deal-wait] h2')).toHaveText('每個座位都有人入座後才會發牌');
  await expect(page.locator('[data-deal-wait-line]')).toHaveText(['尚有空位：Bob、Cy、Di。']);
  await expect(page.locator('[data-deal-wait] [data-deal-seal]')).toContainText('發牌已封存');
  await expectNoRawKeys(page);
  const others = await Promise.all(
    ['Bob', 'Cy', 'Di'].map(async (seat) => {
      const client = await WsClient.open(baseURL!);
      client.send({ type: 'join', code, seat });
      await client.first(isJoined);
      return client;
    }),
  );
  // Every table starts with the timed opening play, in the screen's language.
  await expect(page.locator('[data-opening="ready"]')).toContainText('開始開局行動');
  await expectNoRawKeys(page);
  await page.locator('[data-opening-start]').click();
  await expect(page.getByRole('button', { name: '開局：選擇發電廠（POW）' })).toBeVisible();
  await page.getByRole('button', { name: '開局：隨機選擇' }).click();
  await openingOver(page);
  await expect(version(page)).toHaveText('4');
  const screen = page.locator('[data-game-screen="doubleagent"]');
  const stage = screen.locator('.stage[data-ready="true"]');
  await expect(stage).toBeVisible();
  await expect(screen.locator('.decision')).toHaveText('第 1 輪。輪到你：擲骰。');
  await expect(screen.locator('[data-security-list]')).toContainText('你的安全清單');
  const chinese = await canvasIn(page, stage, 'zh-TW');
  await expect(screen.locator('.log')).toContainText('你完成了開局行動。');
  await expectNoRawKeys(page);

  await switchLanguage(page, 'en');
  await expect(screen.locator('.decision')).toHaveText('Round 1. Your turn: roll the dice.');
  await expect(screen.locator('.log')).toContainText('You finished the opening play.');
  await expect(screen.locator('[data-security-list]')).toContainText('Your Security List');
  await expect(version(page)).toHaveText('4');
  const english = await canvasIn(page, stage, 'en');
  // The camp draws codes only, but its summary for screen readers is in words.
  expect(await stage.locator('canvas').getAttribute('aria-label')).toMatch(/^Camp board the house camp\./);
  expect(english.length).toBeGreaterThan(0);
  expect(HAN.test(await readableText(page))).toBe(false);
  await expectNoRawKeys(page);
  for (const client of others) client.close();
  expect(sockets.opened).toBe(1);
  expect(chinese.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('a host error is worded in the screen’s language', async ({ page }) => {
  await page.goto('/?join=ZZZZZZ&lang=zh-TW');
  await expect(page.getByRole('alert')).toHaveText('沒有牌桌使用這個代碼。請核對牌桌畫面上的代碼。');
  await expect(page.locator('h1')).toHaveText('加入牌桌');
  await switchLanguage(page, 'en');
  await expect(page.getByRole('alert')).toHaveText(
    'No table has that code. Check the code on the table screen.',
  );
});

test('the Double Agent setup form refuses in the screen’s language, with the engine’s own check', async ({
  page,
}) => {
  await page.goto('/?lang=zh-TW');
  await page.locator('[data-new-table="doubleagent"]').click();
  const first = await page.locator('[data-player-name="0"]').inputValue();
  await page.locator('[data-player-name="2"]').fill(first);
  await page.locator('[data-create-doubleagent]').click();
  await expect(page.getByRole('alert')).toHaveText('每位玩家的名稱必須不同。');
  await page.locator('[data-player-name="2"]').fill('table');
  await page.locator('[data-create-doubleagent]').click();
  await expect(page.getByRole('alert')).toHaveText('「table」是電視的座位，請換一個名稱。');
  // A name over the limit stays whole, is refused at its field with the limit, and is not sent (issue 50).
  const long = 'Alexandra Konstantinopoulou-Vanderbilt, the Younger';
  await page.locator('[data-player-name="1"]').fill(long);
  await expect(page.locator('[data-player-name="1"]')).toHaveValue(long);
  await expect(page.locator('[data-player-name="1"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-player-name-problem="1"]')).toHaveText(
    '名稱最多 32 個字元（這個有 51 個）。',
  );
  await page.locator('[data-create-doubleagent]').click();
  await expect(page.getByRole('alert')).toHaveText('名稱最多 32 個字元（這個有 51 個）。');
  await expect(page.locator('[data-create-doubleagent]')).toBeVisible();
});
