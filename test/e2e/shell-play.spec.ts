import { expect, type Page, test } from '@playwright/test';
import { pageThatCanAct, watchForProblems } from './support';

const version = (page: Page) => page.locator('[data-table-version]');

test('the lobby makes a Cold War table; CIA and KGB play from their own browsers; the TV follows; a reload resumes', async ({
  browser,
  page,
}) => {
  // Four pages at once on a shared two-core machine: alone it takes ~25 s of the default 30.
  test.slow();
  const problems = watchForProblems(page);
  await page.goto('/');
  await page.locator('[data-new-table="coldwar"]').click();
  const created = page.locator('[data-created-code]');
  await expect(created).toBeVisible();
  const code = (await created.getAttribute('data-created-code'))!;
  expect(code).toMatch(/^[A-Z0-9]{4,12}$/);
  const listed = page.locator(`[data-table-code="${code}"]`);
  await expect(listed).toContainText(code);
  await expect(listed.locator('[data-play-seat]')).toHaveText(['Play here: CIA', 'Play here: KGB']);
  const tableId = (await listed.getAttribute('data-table-id'))!;
  await page.goto('about:blank'); // one drawing page fewer while the others play

  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  const [cia, kgb, tv] = (await Promise.all(contexts.map((context) => context.newPage()))) as [
    Page,
    Page,
    Page,
  ];
  await cia.goto(`/?join=${code}&seat=CIA`);
  await kgb.goto(`/?join=${code}&seat=KGB`);
  await tv.goto(`/?join=${code}&seat=table`);
  await expect(cia.locator('[data-shown-seat="CIA"]')).toBeVisible();
  await expect(kgb.locator('[data-shown-seat="KGB"]')).toBeVisible();
  await expect(tv.locator('[data-shown-seat="table"]')).toContainText('Public table');
  for (const screen of [cia, kgb, tv]) await expect(version(screen)).toHaveText('0');
  // Cold War opens with both sides choosing an agent at once.
  await expect(cia.locator('[data-turn]')).toHaveText('Your decision.');
  await expect(tv.locator('[data-turn]')).toHaveText('Waiting for CIA, KGB.');

  for (let n = 1; n <= 3; n++) {
    const actor = await pageThatCanAct([cia, kgb]);
    await actor.locator('[data-action-index]').first().click();
    for (const screen of [cia, kgb, tv]) await expect(version(screen)).toHaveText(String(n));
  }
  // The TV shows the public table and offers nothing to choose.
  await expect(tv.locator('[data-game-screen]')).toBeVisible();
  await expect(tv.locator('[data-action-index]')).toHaveCount(0);

  // A reload keeps the seat: the token in localStorage resumes it (a fresh join would be refused:
  // the seat is taken) and the page shows the current state.
  const key = `safehouse.seat.${tableId}.CIA`;
  const token = await cia.evaluate((k) => localStorage.getItem(k), key);
  expect(token).toBeTruthy();
  const before = await cia.locator('[data-game-screen]').textContent();
  await cia.reload();
  await expect(cia.locator('[data-shown-seat="CIA"]')).toBeVisible();
  await expect(version(cia)).toHaveText('3');
  await expect(cia.locator('[data-failure]')).toHaveCount(0);
  await expect(cia.locator('[data-game-screen]')).toHaveText(before!);
  expect(await cia.evaluate((k) => localStorage.getItem(k), key)).toBe(token);
  // And it can still play.
  const actor = await pageThatCanAct([cia, kgb]);
  await actor.locator('[data-action-index]').first().click();
  for (const screen of [cia, kgb, tv]) await expect(version(screen)).toHaveText('4');

  for (const context of contexts) await context.close();
  // Back in the lobby: both seats taken, four actions, a replay on offer.
  await page.goto('/');
  await expect(listed).toContainText('4 actions');
  await expect(listed.locator('[data-play-seat]')).toHaveCount(0);
  await expect(listed.locator('[data-replay]')).toBeVisible();
  expect(problems).toEqual([]);
});
