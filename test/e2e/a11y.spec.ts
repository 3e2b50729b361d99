import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { startSimulator } from '../../src-main/games/doubleagent/board/simulator/simulator';
import { isJoined, WsClient } from '../support/ws-client';
import { openingOver } from './opening-support';
import { createTable, holdOpeningWindows, otherPlayers, version } from './support';

const seatOthers = otherPlayers();

type View = Extract<HostMessage, { type: 'view' }>;
const LANGUAGES = ['en', 'zh-TW'] as const;

/** Runs axe on the page as it is; fails on any violation of impact serious or critical. */
async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(serious, what).toEqual([]);
}

/** A Cold War table with `actions` actions played over bare sockets (kept light for the shared machine). */
async function coldWarTableWithActions(
  request: APIRequestContext,
  baseURL: string,
  actions: number,
): Promise<{ id: string; code: string }> {
  const table = await createTable(request, { game: 'coldwar' });
  const players = await Promise.all([WsClient.open(baseURL), WsClient.open(baseURL)]);
  for (const [index, client] of players.entries()) {
    client.send({ type: 'join', code: table.code, seat: ['CIA', 'KGB'][index] });
    await client.first(isJoined);
  }
  // Dealt as the second seat was taken: both are sent their first view.
  await Promise.all(players.map((client) => client.viewAt(0)));
  for (let n = 0; n < actions; n++) {
    const views = players.map((client) => client.lastView() as View);
    const mover = views.findIndex((view) => view.legal.length > 0);
    if (mover < 0) break;
    // The last choice moves the game along (the first is often a pass or a recruit).
    const legal = views[mover]!.legal;
    players[mover]!.send({ type: 'intent', action: legal[legal.length - 1] });
    await Promise.all(players.map((client) => client.viewAt(n + 1)));
  }
  for (const client of players) client.close();
  return table;
}

for (const language of LANGUAGES) {
  test.describe(`axe, ${language}`, () => {
    test('the lobby and the join page', async ({ page, request }) => {
      const table = await createTable(request, { game: 'coldwar' });
      await page.goto(`/?lang=${language}`);
      await expect(page.locator(`[data-table-code="${table.code}"]`)).toBeVisible();
      await expect(page.locator('.stage[data-ready="true"]')).toBeVisible();
      await expectNoSeriousViolations(page, 'lobby');
      // The Double Agent set-up form is part of the lobby too.
      await page.locator('[data-new-table="doubleagent"]').click();
      await expect(page.locator('[data-player-name]')).toHaveCount(4);
      await expectNoSeriousViolations(page, 'lobby with the Double Agent set-up');

      await page.goto(`/?join=${table.code}&lang=${language}`);
      await expect(page.locator('[data-join-seat]').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'join page');
      await page.goto(`/?join=ZZZZZZ&lang=${language}`);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page, 'join page with an error');
    });

    test('the settings page', async ({ page }) => {
      await page.goto(`/?settings&lang=${language}`);
      await expect(page.locator('[data-settings-board="host"]')).toBeVisible();
      await expectNoSeriousViolations(page, 'settings');
    });

    test('a Cold War table screen and the TV', async ({ page, request, baseURL }) => {
      const { code } = await createTable(request, { game: 'coldwar' });
      await page.setViewportSize({ width: 1360, height: 1000 });
      await page.goto(`/?join=${code}&seat=CIA&lang=${language}`);
      // Before KGB sits down nothing is dealt: the screen says what the table waits for.
      await expect(page.locator('[data-deal-wait]')).toBeVisible();
      await expectNoSeriousViolations(page, 'Cold War, CIA waiting for the deal');
      await seatOthers(baseURL!, code, ['KGB']);
      await expect(page.locator('[data-game-screen] .stage[data-ready="true"]')).toBeVisible();
      await expect(page.locator('[data-action-index]').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'Cold War, CIA');
      await page.keyboard.press('1');
      await expect(version(page)).toHaveText('1');
      await expect(page.locator('[data-undo]')).toBeVisible();
      await expectNoSeriousViolations(page, 'Cold War, CIA after an action');
      await page.goto(`/?join=${code}&seat=table&lang=${language}`);
      await expect(page.locator('[data-game-screen] .stage[data-ready="true"]')).toBeVisible();
      await expectNoSeriousViolations(page, 'Cold War, TV');
    });

    test('a Double Agent table screen', async ({ page, request, baseURL }) => {
      const { id, code } = await createTable(request, {
        game: 'doubleagent',
        seats: ['Ann', 'Bob', 'Cy', 'Di'],
        options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
      });
      await holdOpeningWindows(request, id, ['Bob']);
      await seatOthers(baseURL!, code, ['Ann', 'Cy', 'Di']);
      await page.setViewportSize({ width: 1360, height: 1000 });
      await page.goto(`/?join=${code}&seat=Bob&lang=${language}`);
      await expect(page.locator('[data-opening="ready"]')).toBeVisible();
      await expectNoSeriousViolations(page, 'Double Agent, the opening play ready to start');
      await page.locator('[data-opening-start]').click();
      await expect(page.locator('[data-opening="yourTurn"]')).toBeVisible();
      // The window is short on the test host: pause it to scan the countdown at leisure.
      await page.locator('[data-opening-pause]').click();
      await expect(page.locator('[data-opening="paused"]')).toBeVisible();
      await expectNoSeriousViolations(page, 'Double Agent, the opening play paused');
      await page.locator('[data-opening-resume]').click();
      await page.locator('[data-opening] [data-action-index]').nth(2).click();
      await openingOver(page);
      await expect(page.locator('[data-secret]')).toBeVisible();
      await expectNoSeriousViolations(page, 'Double Agent, with the secret panel');
    });

    test('the board panel with a board connected, and a notice at a physical-board table', async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      const simulator = await startSimulator({ transport: { kind: 'tcp', port: 0 }, boardId: 'E2E-A11Y' });
      try {
        const { code } = await createTable(request, {
          game: 'doubleagent',
          seats: ['Ann', 'Bob', 'Cy', 'Di'],
          options: { firstPlayer: 'Ann', rules: { monitors: 'table' } },
        });
        await page.setViewportSize({ width: 1360, height: 1000 });
        await page.goto(`/?lang=${language}`);
        await page.locator('[data-board-open]').click();
        await page.locator('[data-board-target]').fill(simulator.where);
        await page.locator('[data-board-connect]').click();
        await expect(page.locator('[data-board-phase="connected"]')).toBeVisible();
        await expect(page.locator('[data-board-socket]').first()).toBeVisible();
        await expectNoSeriousViolations(page, 'board panel, connected');

        // The board goes away: everyone at its table is told, here on a seat's opening screen.
        const context = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
        const seat = await context.newPage();
        await seatOthers(baseURL!, code, ['Bob', 'Cy', 'Di']);
        await seat.goto(`/?join=${code}&seat=Ann&lang=${language}`);
        await expect(seat.locator('[data-opening="ready"]')).toBeVisible();
        await simulator.unplug();
        await expect(seat.locator('[data-notice="board-lost"]')).toBeVisible();
        await expectNoSeriousViolations(seat, 'a notice over the opening play');
        await page.locator('[data-board-disconnect]').click();
        await context.close();
      } finally {
        await simulator.close();
      }
    });

    test('the curtain and the replay screen', async ({ page, request, baseURL }) => {
      const table = await coldWarTableWithActions(request, baseURL!, 40);
      const fresh = await createTable(request, { game: 'coldwar' });
      await page.goto(`/?join=${fresh.code}&seat=CIA&seat=KGB&lang=${language}`);
      await expect(page.locator('[data-curtain]')).toBeVisible();
      await expectNoSeriousViolations(page, 'curtain');

      await page.setViewportSize({ width: 1360, height: 1000 });
      await page.goto(`/?replay=${table.id}&lang=${language}`);
      await expect(page.locator('[data-replay-total]')).toHaveText('40');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('[data-replay-step]')).toHaveText('1');
      await expectNoSeriousViolations(page, 'replay');
      // A long log scrolls: keyboard users must be able to reach it (axe: scrollable-region-focusable).
      await page.keyboard.press('End');
      await expect(page.locator('[data-replay-step]')).toHaveText('40');
      const log = page.locator('.log');
      await expect.poll(() => log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await expectNoSeriousViolations(page, 'replay at the end, the log scrolling');
    });
  });
}

test('keyboard alone plays a seat, and the focus is always visible', async ({ page, request, baseURL }) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, code, ['KGB']);
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(`/?join=${code}&seat=CIA`);
  await expect(page.locator('[data-action-index]').first()).toBeVisible();

  // Tab through the page up to the first choice; every stop shows a focus ring.
  let reached = false;
  for (let stop = 0; stop < 30 && !reached; stop++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        action: element.dataset.actionIndex ?? null,
        visible: element.matches(':focus-visible'),
        outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focus) continue;
    expect(focus.visible && focus.outline, `focus stop ${stop}`).toBe(true);
    reached = focus.action === '0';
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(version(page)).toHaveText('1');
  // After the choice the focus stays among the choices (here: the undo button, the only one left).
  await expect(page.locator('[data-undo]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(version(page)).toHaveText('0');
});

test('the live log announces new entries politely, and only to the seat that may know them', async ({
  page,
  request,
  baseURL,
}) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  const kgb = await WsClient.open(baseURL!);
  kgb.send({ type: 'join', code, seat: 'KGB' });
  await kgb.first(isJoined);
  await page.goto(`/?join=${code}&seat=CIA`);
  await expect(page.locator('[data-action-index]').first()).toBeVisible();
  const live = page.locator('[role="log"][aria-live="polite"]');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveText(''); // the log already there on arrival is history, not news
  // CIA chooses: its own, private line is announced to CIA.
  await page.keyboard.press('1');
  await expect(live.locator('p')).toHaveText(['CIA has chosen an agent.', /^CIA sent the .+\.$/]);
  // KGB chooses over its own socket: CIA hears only the public line.
  const view = (await kgb.viewAt(1)) as View;
  kgb.send({ type: 'intent', action: view.legal[0] });
  await expect(live.locator('p').last()).toHaveText('KGB has chosen an agent.');
  expect(await live.textContent()).not.toMatch(/KGB sent the/);
  kgb.close();
});

test('behind the curtain the live log keeps nothing of the last seat for the next', async ({
  page,
  request,
}) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  await page.goto(`/?join=${code}&seat=CIA&seat=KGB`);
  await expect(page.locator('[data-curtain="CIA"]')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  const live = page.locator('[role="log"][aria-live="polite"]');
  await expect(live).toHaveText('');
  await page.keyboard.press('1');
  await expect(page.locator('[data-curtain="KGB"]')).toBeVisible();
  await expect(live).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-shown-seat="KGB"]')).toBeVisible();
  await expect(live).toHaveText('');
  expect(await page.content()).not.toMatch(/CIA sent the/);
});
