import { expect, test } from '@playwright/test';
import { createTable, nonBackgroundShare, otherPlayers, settle, version, watchForProblems } from './support';

const seatOthers = otherPlayers();

test('the Cold War screen draws the table, labels every action in words, and "1" plays the first', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchForProblems(page);
  const { code } = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, code, ['KGB']);
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(`/?join=${code}&seat=CIA`);
  const screen = page.locator('[data-game-screen="coldwar"]');
  const stage = screen.locator('.stage[data-ready="true"]');
  await expect(stage).toBeVisible();
  await settle(page);

  // The felt covers the stage: a blank or failed canvas would be ~0.
  const canvas = stage.locator('canvas');
  expect(await nonBackgroundShare(page, canvas, [0x10, 0x18, 0x20])).toBeGreaterThan(0.5);
  // The canvas is described for screen readers, from CIA's own view only.
  const summary = (await canvas.getAttribute('aria-label')) ?? '';
  expect(summary).toContain('Cold War table, turn 1');
  expect(summary).toContain('CIA (you)');
  await page.screenshot({ path: 'test-results/games-coldwar.png', fullPage: true });

  // Both sides open by choosing an Agent X: every choice is a readable sentence, never JSON.
  const buttons = screen.locator('[data-action-index]');
  await expect(buttons.first()).toBeVisible();
  const labels = await buttons.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const text of labels) {
    expect(text).not.toMatch(/[{}"]/);
    expect(text).toMatch(/^\d?[A-Z][a-z]/);
  }
  expect(labels.some((t) => /Choose .+ as Agent X/.test(t))).toBe(true);
  await expect(screen.locator('[data-action-index="0"] kbd')).toHaveText('1');

  // "1" performs the first action: the host accepts one action, CIA's Agent X is chosen, and CIA
  // now waits for KGB.
  const first = (await buttons.first().textContent())!.replace(/^1/, '');
  const agent = /Choose (.+) as Agent X/.exec(first)![1]!;
  await expect(version(page)).toHaveText('0');
  await page.keyboard.press('1');
  await expect(version(page)).toHaveText('1');
  await expect(screen.locator('.decision')).toContainText('Waiting for KGB');
  await expect(screen.locator('.log')).toContainText('CIA has chosen an agent.');
  await settle(page);
  expect(await canvas.getAttribute('aria-label')).toContain(`Agent X ${agent}`);

  // Choosing an agent draws nothing and discloses nothing, so it can be taken back: U undoes.
  await expect(screen.locator('[data-undo]')).toBeVisible();
  await page.keyboard.press('u');
  await expect(screen.locator('.decision')).toContainText('Choose your Agent X.');
  await expect(screen.locator('[data-action-index]').first()).toContainText(first);
  expect(problems).toEqual([]);
});
