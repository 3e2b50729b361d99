import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createTable, version, watchForProblems } from './support';

/**
 * Issue 17: the cease-fire scene. Every game here is dealt so the first turn's struggle is known:
 * Angola (Stability 9) is the objective, CIA holds the Balance token and acts first, and the group
 * deck's top cards are the ones each side recruits.
 */
function options(groups: readonly string[]) {
  return { deal: { objectives: ['ANG'], groups }, balanceHolder: 'CIA' };
}

/**
 * A seat's screen. `clock`: the page's clock is Playwright's, so the test moves time on instead of
 * waiting; `keep`: "Keep result dialogs until I close them" is ticked in Settings first.
 */
async function openSeat(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  { clock = false, keep = false } = {},
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchForProblems(page);
  if (clock) await page.clock.install();
  if (keep) {
    await page.goto('/?settings');
    const box = page.getByRole('checkbox', { name: 'Keep result dialogs until I close them' });
    await expect(box).not.toBeChecked();
    await box.check();
  }
  await page.goto(url);
  return { context, page, problems };
}

/** The game is dealt once both seats are taken: then both tables are drawn. */
async function bothDrawn(...pages: Page[]): Promise<void> {
  for (const page of pages)
    await expect(page.locator('.stage[data-ready="true"]')).toBeVisible({ timeout: 15_000 });
}

/** Presses the action button whose words are exactly `label` and waits for the host's next version. */
async function act(page: Page, label: string, pages: readonly Page[]): Promise<void> {
  const before = Number(await version(page).textContent());
  const button = page
    .locator('[data-action-index]')
    .filter({ hasText: new RegExp(`^\\s*\\d?\\s*${label}\\s*$`) });
  await expect(button).toHaveCount(1);
  await button.click();
  for (const each of pages) await expect(version(each)).toHaveText(String(before + 1));
}

const scene = (page: Page) => page.locator('[role="dialog"][data-ceasefire-scene]');
const countdown = (page: Page) => scene(page).getByRole('timer');
const secondsLeft = async (page: Page) =>
  Number(await countdown(page).getAttribute('data-ceasefire-countdown'));

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[data-ceasefire-scene]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
  expect(serious).toEqual([]);
}

/** Holds the pointer on the scene, so an own screen's countdown stands still while the test reads it. */
async function restOn(page: Page): Promise<void> {
  const box = await scene(page).boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + 20);
}

test('after the last Pass both players see the cease-fire: influence against Stability, who won and why, both Agents X, the VP', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { code } = await createTable(request, { game: 'coldwar', options: options(['ECO-5', 'ECO-3']) });
  const cia = await openSeat(browser, `/?join=${code}&seat=CIA`, { width: 1280, height: 900 });
  const kgb = await openSeat(browser, `/?join=${code}&seat=KGB`, { width: 1280, height: 900 });
  await bothDrawn(cia.page, kgb.page);
  const pages = [cia.page, kgb.page];

  await act(cia.page, 'Choose Deputy Director as Agent X', pages);
  await act(kgb.page, 'Choose Deputy Director as Agent X', pages);
  await act(cia.page, 'Act first yourself', pages);
  await act(cia.page, 'Recruit from the deck', pages);
  await act(kgb.page, 'Recruit from the deck', pages);
  await act(cia.page, 'Pass', pages);
  await expect(scene(cia.page)).toHaveCount(0);
  await act(kgb.page, 'Pass', pages);
  // Both screens show it; the pointer rests on each, so neither goes away while the test reads.
  for (const page of pages) {
    await expect(scene(page)).toBeVisible();
    await restOn(page);
  }

  for (const [side, screen] of [
    ['CIA', cia],
    ['KGB', kgb],
  ] as const) {
    const { page } = screen;
    await expect(scene(page).getByRole('heading', { name: 'Cease-fire on Angola' })).toBeVisible();
    await expect(scene(page).locator('[data-ceasefire-side="CIA"] [data-ceasefire-influence]')).toHaveText(
      'Influence 5 / Stability 9',
    );
    await expect(scene(page).locator('[data-ceasefire-side="KGB"] [data-ceasefire-influence]')).toHaveText(
      'Influence 3 / Stability 9',
    );
    await expect(scene(page).locator('[data-ceasefire-reason]')).toHaveText(
      'CIA wins the struggle with the higher Influence: 5 against 3.',
    );
    await expect(scene(page).locator('[data-ceasefire-disorder]')).toHaveCount(0);
    // Both Agents X turned face up, each named.
    for (const card of await scene(page).locator('[data-agent-x]').all()) {
      await expect(card).toHaveAttribute('data-agent-x', 'DEPUTY_DIRECTOR');
      await expect(card).toHaveAttribute('data-face-up', 'true');
      await expect(card).toContainText('Deputy Director');
    }
    await expect(scene(page).locator('[data-ceasefire-side="CIA"] [data-ceasefire-vp]')).toHaveText('+10 VP');
    await expect(scene(page).locator('[data-ceasefire-side="KGB"] [data-ceasefire-vp]')).toHaveText('no VP');
    await expect(scene(page)).toContainText('CIA claimed Angola (+10 VP).');
    await expect(scene(page).locator(`[data-ceasefire-side="${side}"] h3`)).toContainText('(you)');
    await expect(scene(page).locator('[data-ceasefire-continue]')).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`ceasefire-${side}.png`) });
    await expectAxeClean(page);
  }

  // The log under it says the reason in words, numbered by action: the last Pass was action 7.
  const newest = cia.page.locator('[data-game-log] li').first();
  await expect(newest).toHaveAttribute('data-log-act', '7');
  await expect(
    cia.page.locator('[data-game-log] li[data-log-act="7"]').filter({ hasText: 'Cease-fire on Angola' }),
  ).toHaveCount(1);
  await expect(cia.page.locator('[data-game-log] li[data-log-act="6"]')).toHaveText(/#6\s*CIA passed\./);

  // Continue by Enter on one screen; on the other an action's key closes the scene and acts: the
  // next turn goes on underneath.
  await cia.page.keyboard.press('Enter');
  await expect(scene(cia.page)).toHaveCount(0);
  await expect(cia.page).toHaveURL(/seat=CIA/);
  await expect(scene(kgb.page)).toBeVisible();
  await kgb.page.keyboard.press('1');
  await expect(scene(kgb.page)).toHaveCount(0);
  await expect(kgb.page.locator('.decision')).toContainText('Waiting for CIA');

  // Dismissed here, it does not come back on a reload.
  await cia.page.reload();
  await expect(cia.page.locator('.stage[data-ready="true"]')).toBeVisible({ timeout: 15_000 });
  // The newest entry is KGB's Agent X choice, action 8, made by the key that closed its scene.
  await expect(cia.page.locator('[data-game-log] li').first()).toHaveAttribute('data-log-act', '8');
  await expect(
    cia.page.locator('[data-game-log] li[data-log-act="7"]').filter({ hasText: 'Cease-fire on Angola' }),
  ).toHaveCount(1);
  await expect(scene(cia.page)).toHaveCount(0);

  expect([...cia.problems, ...kgb.problems]).toEqual([]);
  await cia.context.close();
  await kgb.context.close();
});

test('civil disorder: the side over Stability is marked and loses; on a phone the scene goes away by itself after its reading time, counting down', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { code } = await createTable(request, {
    game: 'coldwar',
    options: options(['ECO-6', 'ECO-1', 'ECO-5']),
  });
  const cia = await openSeat(browser, `/?join=${code}&seat=CIA`, { width: 1280, height: 900 });
  const kgb = await openSeat(
    browser,
    `/?join=${code}&seat=KGB`,
    { width: 390, height: 844 },
    { clock: true },
  );
  await bothDrawn(cia.page, kgb.page);
  const pages = [cia.page, kgb.page];

  await act(cia.page, 'Choose Analyst as Agent X', pages);
  await act(kgb.page, 'Choose Deputy Director as Agent X', pages);
  await act(cia.page, 'Act first yourself', pages);
  await act(cia.page, 'Recruit from the deck', pages);
  await act(kgb.page, 'Recruit from the deck', pages);
  await act(cia.page, 'Recruit from the deck', pages);
  await act(kgb.page, 'Pass', pages);
  await act(cia.page, 'Pass', pages);

  for (const page of pages) {
    await expect(scene(page)).toBeVisible();
    await restOn(page);
  }
  // The phone: everything on one screen, Continue within it, then gone without a touch.
  const phone = kgb.page;
  const cia11 = scene(phone).locator('[data-ceasefire-side="CIA"]');
  await expect(cia11).toHaveAttribute('data-disorder', 'true');
  await expect(cia11.locator('[data-ceasefire-influence]')).toHaveText('Influence 11 / Stability 9');
  await expect(cia11.locator('[data-ceasefire-disorder]')).toContainText('Over Stability: civil disorder');
  await expect(scene(phone).locator('[data-ceasefire-side="KGB"]')).toHaveAttribute('data-disorder', 'false');
  await expect(scene(phone).locator('[data-ceasefire-reason]')).toHaveText(
    'KGB wins: CIA went over Stability 9 into civil disorder.',
  );
  await expect(cia11.locator('[data-agent-x]')).toHaveAttribute('data-agent-x', 'ANALYST');
  await expect(scene(phone)).toContainText("CIA's Analyst was terminated (civil disorder).");
  await expect(scene(phone).locator('[data-ceasefire-side="KGB"] [data-ceasefire-vp]')).toHaveText('+10 VP');
  await expect(scene(phone).locator('[data-ceasefire-continue]')).toBeInViewport();
  await phone.screenshot({ path: testInfo.outputPath('ceasefire-disorder-phone.png') });
  await expectAxeClean(phone);
  // The countdown is on show, standing still while the pointer rests on the scene; the scene has
  // a good deal to read, and never less than 8 s (it used to go after 6 s).
  await expect(countdown(phone)).toHaveText(/^Closes in \d+ s; paused while the pointer is on it\.$/);
  const seconds = await secondsLeft(phone);
  expect(seconds).toBeGreaterThanOrEqual(8);
  await phone.clock.fastForward(60_000);
  expect(await secondsLeft(phone)).toBe(seconds);
  // The pointer leaves the scene (to the window's corner, over the backdrop): the countdown goes on.
  await phone.mouse.move(2, 2);
  await expect(countdown(phone)).toHaveText(/^Closes in \d+ s\.$/);
  await phone.clock.fastForward(6_000);
  await expect(scene(phone)).toBeVisible();
  await expect.poll(() => secondsLeft(phone)).toBeLessThanOrEqual(seconds - 6);
  await phone.clock.fastForward(seconds * 1000);
  await expect(scene(phone)).toHaveCount(0);

  // The desktop seat: Escape closes the scene, and only the scene (the table stays).
  await expect(scene(cia.page).locator('[data-ceasefire-side="CIA"]')).toHaveAttribute(
    'data-disorder',
    'true',
  );
  await cia.page.screenshot({ path: testInfo.outputPath('ceasefire-disorder-CIA.png') });
  await cia.page.keyboard.press('Escape');
  await expect(scene(cia.page)).toHaveCount(0);
  await expect(cia.page).toHaveURL(/seat=CIA/);
  await expect(cia.page.locator('[data-game-screen="coldwar"]')).toBeVisible();

  expect([...cia.problems, ...kgb.problems]).toEqual([]);
  await cia.context.close();
  await kgb.context.close();
});

test('a hot-seat screen keeps the scene until someone continues, and only then goes on', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { code } = await createTable(request, { game: 'coldwar', options: options(['ECO-5', 'ECO-3']) });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await page.goto(`/?join=${code}&seat=CIA&seat=KGB`);
  const plan: readonly (readonly [string, string])[] = [
    ['CIA', 'Choose Deputy Director as Agent X'],
    ['KGB', 'Choose Deputy Director as Agent X'],
    ['CIA', 'Act first yourself'],
    ['CIA', 'Recruit from the deck'],
    ['KGB', 'Recruit from the deck'],
    ['CIA', 'Pass'],
    ['KGB', 'Pass'],
  ];
  for (const [seat, label] of plan) {
    const curtain = page.locator(`[data-curtain="${seat}"] [data-curtain-pass]`);
    const shown = page.locator(`[data-shown-seat="${seat}"]`);
    await expect(curtain.or(shown)).toBeVisible({ timeout: 15_000 });
    if ((await curtain.count()) > 0) await curtain.click();
    await expect(shown).toBeVisible();
    await expect(page.locator('.stage[data-ready="true"]')).toBeVisible({ timeout: 15_000 });
    const before = Number(await version(page).textContent());
    await page
      .locator('[data-action-index]')
      .filter({ hasText: new RegExp(`^\\s*\\d?\\s*${label}\\s*$`) })
      .click();
    // The host's answer: the next version on show, or the curtain for the other seat.
    const next = version(page).filter({ hasText: new RegExp(`^${before + 1}$`) });
    await expect(page.locator('[data-curtain]').or(next)).toBeVisible();
  }
  await expect(scene(page)).toBeVisible();
  await expect(scene(page).locator('[data-ceasefire-reason]')).toHaveText(
    'CIA wins the struggle with the higher Influence: 5 against 3.',
  );
  await expect(scene(page)).toContainText('Continue once every player here has seen it.');
  // Well past any reading time, with the pointer away from it: still up, no countdown, no curtain.
  await page.mouse.move(2, 2);
  await page.clock.fastForward(120_000);
  await expect(scene(page)).toBeVisible();
  await expect(countdown(page)).toHaveCount(0);
  await expect(page.locator('[data-curtain]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('ceasefire-hotseat.png') });
  await scene(page).locator('[data-ceasefire-continue]').click();
  await expect(scene(page)).toHaveCount(0);
  // The next turn's Planning is there, for whichever seat it shows.
  await expect(
    page.locator('[data-curtain-pass]').or(page.locator('[data-action-index]').first()),
  ).toBeVisible();
});

test('with "Keep result dialogs until I close them" on, a player’s own screen keeps the scene, with no countdown', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { code } = await createTable(request, { game: 'coldwar', options: options(['ECO-5', 'ECO-3']) });
  const cia = await openSeat(
    browser,
    `/?join=${code}&seat=CIA`,
    { width: 1280, height: 900 },
    { clock: true },
  );
  const kgb = await openSeat(
    browser,
    `/?join=${code}&seat=KGB&lang=zh-TW`,
    { width: 1280, height: 900 },
    { clock: true, keep: true },
  );
  await bothDrawn(cia.page, kgb.page);
  const pages = [cia.page, kgb.page];

  await act(cia.page, 'Choose Deputy Director as Agent X', pages);
  await act(kgb.page, '選擇副局長作為 X 特務', pages);
  await act(cia.page, 'Act first yourself', pages);
  await act(cia.page, 'Recruit from the deck', pages);
  await act(kgb.page, '從牌堆招募', pages);
  await act(cia.page, 'Pass', pages);
  await act(kgb.page, '跳過', pages);
  for (const page of pages) {
    await expect(scene(page)).toBeVisible();
    await page.mouse.move(2, 2);
  }

  // CIA did not tick it: its scene counts down, and goes.
  await expect(countdown(cia.page)).toHaveText(/^Closes in \d+ s\.$/);
  // KGB did: no countdown, words that say it stays, and it stays well past any reading time.
  await expect(scene(kgb.page).locator('[data-ceasefire-kept]')).toHaveText('看完後再按繼續。');
  await expect(countdown(kgb.page)).toHaveCount(0);
  for (const page of pages) await page.clock.fastForward(120_000);
  await expect(scene(cia.page)).toHaveCount(0);
  await expect(scene(kgb.page)).toBeVisible();
  await scene(kgb.page).locator('[data-ceasefire-continue]').click();
  await expect(scene(kgb.page)).toHaveCount(0);

  // Kept on the device: Settings still shows it ticked after the table.
  await kgb.page.goto('/?settings');
  await expect(kgb.page.locator('[data-settings-keep-dialogs]')).toBeChecked();

  expect([...cia.problems, ...kgb.problems]).toEqual([]);
  await cia.context.close();
  await kgb.context.close();
});
