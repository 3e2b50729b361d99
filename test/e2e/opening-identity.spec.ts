import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ownHosts } from './own-host';
import { attachScreenshot, watchForProblems } from './support';

// A host of its own with the game's real opening windows (15 s), not the shared host's 5 s.
const startHost = ownHosts();

const TABLES = [
  { variant: 'standard', seats: ['Ann', 'Bob', 'Cy', 'Di'] },
  { variant: 'deluxe', seats: ['Ann', 'Bob', 'Cy', 'Di', 'Eve', 'Fay'] },
] as const;

/**
 * Runs in the page: notes, per seat, the seconds the countdown showed in the first frame of that
 * seat's opening turn (read as the page draws it, not when the test gets round to looking).
 */
function firstCountdowns(): void {
  const w = window as unknown as { __firstSeconds: Record<string, number> };
  w.__firstSeconds = {};
  new MutationObserver(() => {
    const turn = document.querySelector('[data-opening="yourTurn"]');
    const seat = /Your turn, (\w+)/.exec(turn?.textContent ?? '')?.[1];
    const shown = turn?.querySelector('[data-seconds-left]')?.getAttribute('data-seconds-left');
    if (seat && shown && !(seat in w.__firstSeconds)) w.__firstSeconds[seat] = Number(shown);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

const firstSeconds = (page: Page, seat: string) =>
  page.evaluate(
    (s) => (window as unknown as { __firstSeconds: Record<string, number> }).__firstSeconds[s],
    seat,
  );

for (const { variant, seats } of TABLES) {
  test(`a shared screen of ${seats.length} seats (${variant}): each seat sees its own card first, and its window starts only when it takes the screen`, async ({
    page,
    request,
  }, testInfo) => {
    // Every window lasts its full 15 s and one player waits 8 s: a bound for a hung test.
    test.setTimeout(360_000);
    const doubleAgent = 'Bob';
    const url = await startHost(mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-identity-')));
    const created = await request.post(`${url}api/tables`, {
      data: { game: 'doubleagent', seats, options: { variant, firstPlayer: 'Ann', deal: { doubleAgent } } },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { code } = (await created.json()) as { code: string };
    await page.setViewportSize({ width: 1280, height: 800 });
    const problems = watchForProblems(page);
    await page.addInitScript(firstCountdowns);
    await page.goto(`${url}?join=${code}&${seats.map((seat) => `seat=${seat}`).join('&')}`);

    // Identity first: one curtain pass per seat, each showing that seat's own card alone.
    for (const seat of seats) {
      await expect(page.locator(`[data-curtain="${seat}"]`)).toBeVisible();
      await expect(page.locator('[data-identity-card], [data-opening]')).toHaveCount(0);
      await page.keyboard.press('Enter');
      const card = page.locator(`[data-identity="${seat}"] [data-identity-card]`);
      await expect(card).toContainText(seat === doubleAgent ? 'Double Agent' : 'Security Agent');
      if (seat === doubleAgent) await attachScreenshot(page, testInfo, `identity-${variant}`);
      await page.locator('[data-identity-done]').click();
    }

    await expect(page.locator('[data-opening="ready"]')).toBeVisible();
    await page.locator('[data-opening-start]').click();
    let picked = '';
    for (const seat of seats) {
      const curtain = page.locator(`[data-curtain="${seat}"]`);
      await expect(curtain).toBeVisible();
      const waits = curtain.locator('[data-curtain-opening="waits"]');
      await expect(waits).toContainText('window starts when you press');
      if (seat === doubleAgent) {
        // The player is slow to come to the screen: no clock runs behind the curtain meanwhile.
        await page.waitForTimeout(8_000);
        await expect(waits).toBeVisible();
        await expect(page.locator('[data-opening]')).toHaveCount(0);
      }
      await page.keyboard.press('Enter');
      const turn = page.locator('[data-opening="yourTurn"]');
      await expect(turn).toContainText(`Your turn, ${seat}`);
      // The window itself looks the same for every role (B5): the card was shown before it.
      await expect(turn).not.toContainText('Agent');
      // The whole window from the press: its countdown starts at 15 s (14 on a slow frame).
      expect(await firstSeconds(page, seat)).toBeGreaterThanOrEqual(14);
      if (seat === doubleAgent) {
        const choice = turn.locator('[data-action-index]', { hasText: /pick the / }).first();
        picked = /pick (.+)$/.exec((await choice.locator('span').textContent()) ?? '')?.[1] ?? '';
        await choice.click();
        await expect(page.locator('[data-opening-chosen="true"]')).toBeVisible();
      }
    }
    expect(picked).not.toBe('');

    // The game goes on behind the first player's curtain; the double agent's own choice counted.
    await expect(page.locator('[data-curtain="Ann"]')).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Enter');
    await page.locator(`[data-switch-seat="${doubleAgent}"]`).click();
    await expect(page.locator(`[data-curtain="${doubleAgent}"]`)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-secret]')).toContainText(`Opening play: ${picked}`);
    expect(problems).toEqual([]);
  });
}
