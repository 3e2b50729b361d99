import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';
import { createTable, otherPlayers, version } from './support';

const seatOthers = otherPlayers();

/** "How to play" (issue 17): a panel from the lobby and from a table, in both languages. */

const WORDS = {
  en: {
    coldWarTitle: 'How to play: Cold War: CIA vs KGB',
    doubleAgentTitle: 'How to play: Project KGB: The Double Agent',
    assassin: 'If you won: your opponent’s Agent X is terminated',
    gazebo: 'Where every pawn starts.',
    close: 'Close',
    open: 'How to play',
    balanceLine: 'You hold the Balance token: choose who acts first in the Influence Struggle.',
    planningLine:
      'Planning: pick your Agent X in secret from your agents in HQ; both are shown at Debriefing.',
  },
  'zh-TW': {
    coldWarTitle: '遊戲說明：冷戰：CIA 對 KGB',
    doubleAgentTitle: '遊戲說明：KGB 計畫：雙面特務',
    assassin: '如果你贏了：對手的 X 特務被淘汰',
    gazebo: '所有棋子的起點。',
    close: '關閉',
    open: '遊戲說明',
    balanceLine: '你持有平衡標記：決定影響力競爭由誰先行動。',
    planningLine: '任務計畫：從總部的特務中秘密選出你的 X 特務；雙方的 X 特務會在任務報告時翻開。',
  },
} as const;

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, what).toEqual([]);
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

for (const language of ['en', 'zh-TW'] as const) {
  const words = WORDS[language];

  test(`How to play from the lobby, ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?lang=${language}`);
    const open = page.locator('[data-how-to-play="coldwar"]');
    await open.click();
    const dialog = page.getByRole('dialog', { name: words.coldWarTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-help-entry="ASSASSIN"]')).toContainText(words.assassin);
    // The focus is inside the panel, on Close.
    await expect(dialog.getByRole('button', { name: words.close })).toBeFocused();
    await expectNoSeriousViolations(page, 'lobby, Cold War How to play');
    await shot(page, `lobby-coldwar-${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`lang=${language}`));

    const other = page.locator('[data-how-to-play="doubleagent"]');
    await other.click();
    const daDialog = page.getByRole('dialog', { name: words.doubleAgentTitle });
    await expect(daDialog.locator('[data-help-entry="gazebo"]')).toContainText(words.gazebo);
    await expectNoSeriousViolations(page, 'lobby, Double Agent How to play');
    await shot(page, `lobby-doubleagent-${language}`);
    await daDialog.getByRole('button', { name: words.close }).click();
    await expect(daDialog).toBeHidden();
    await expect(other).toBeFocused();
  });

  test(`How to play from a table, ${language}`, async ({ page, request, baseURL }) => {
    const { code } = await createTable(request, { game: 'coldwar' });
    await seatOthers(baseURL!, code, ['KGB']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?join=${code}&seat=CIA&lang=${language}`);
    await expect(page.locator('[data-action-index]').first()).toBeVisible();
    const open = page.locator('header [data-how-to-play="coldwar"]');
    // A "?" on the header's line, named in words for a screen reader and a tooltip.
    await expect(open).toHaveAccessibleName(words.open);
    await expect(open).toHaveAttribute('title', words.open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: words.coldWarTitle });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'table, How to play');
    await shot(page, `table-coldwar-${language}`);
    // The table's keys wait while the rules are read: a digit does not act, Escape closes the panel only.
    await page.keyboard.press('1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator('[data-game-screen="coldwar"]')).toBeVisible();
    await expect(version(page)).toHaveText('0');
    await page.keyboard.press('1');
    await expect(version(page)).toHaveText('1');
  });
}

for (const language of ['en', 'zh-TW'] as const) {
  test(`the phase line tells the Balance-token holder to choose who acts first, ${language}`, async ({
    page,
    request,
    baseURL,
  }) => {
    const words = WORDS[language];
    const { code } = await createTable(request, { game: 'coldwar', options: { balanceHolder: 'CIA' } });
    const kgb = await WsClient.open(baseURL!);
    try {
      kgb.send({ type: 'join', code, seat: 'KGB' });
      await kgb.first(isJoined);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/?join=${code}&seat=CIA&lang=${language}`);
      const line = page.locator('[data-phase-help]');
      await expect(line).toHaveText(words.planningLine);
      await page.keyboard.press('1');
      await expect(version(page)).toHaveText('1');
      const legal = (await kgb.viewAt(1)).legal;
      kgb.send({ type: 'intent', action: legal[0] });
      await expect(line).toHaveText(words.balanceLine);
      await expect(line).toHaveAttribute('data-phase-help', 'help.phase.cw.chooseFirst.you');
      await shot(page, `phase-line-balance-${language}`);
    } finally {
      kgb.close();
    }
  });
}

test('a card power shown on hover or focus never covers an action button', async ({
  page,
  request,
  baseURL,
}) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, code, ['KGB']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?join=${code}&seat=CIA`);
  const buttons = page.locator('[data-action-index]');
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  expect(count).toBe(6);
  const boxes = await Promise.all(Array.from({ length: count }, (_, i) => buttons.nth(i).boundingBox()));
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) await buttons.nth(i).hover();
    else await buttons.nth(i).focus();
    const about = page.locator(`[data-action-about="${i}"]`);
    await expect(about).toBeVisible();
    await expect(about).toHaveAttribute('style', /^left/);
    const tip = (await about.boundingBox())!;
    for (const box of boxes) {
      const apart =
        tip.x + tip.width <= box!.x ||
        box!.x + box!.width <= tip.x ||
        tip.y + tip.height <= box!.y ||
        box!.y + box!.height <= tip.y;
      expect(apart, `power ${i} against a button`).toBe(true);
    }
    if (i === 2) await shot(page, 'power-beside-buttons');
    await page.mouse.move(0, 0);
    await buttons.nth(i).blur();
  }
});

test('How to play on a phone: from the menu, its text scrolls and Close stays in reach', async ({
  page,
  request,
}) => {
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann' },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/?join=${code}&seat=table&lang=zh-TW`);
  await page.locator('[data-header-menu]').click();
  await page.locator('[data-how-to-play="doubleagent"]').click();
  const dialog = page.getByRole('dialog', { name: WORDS['zh-TW'].doubleAgentTitle });
  await expect(dialog).toBeVisible();
  const body = dialog.locator('.body');
  const { scrollable, width } = await body.evaluate((el) => ({
    scrollable: el.scrollHeight > el.clientHeight,
    width: el.getBoundingClientRect().width,
  }));
  expect(scrollable).toBe(true);
  expect(width).toBeLessThanOrEqual(390);
  await dialog.locator('[data-help-entry="fenceGate"]').scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: WORDS['zh-TW'].close })).toBeInViewport();
  await shot(page, 'phone-doubleagent-zh-TW');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
