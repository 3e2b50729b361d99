import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { quickSeat } from './da-seats';
import { openingOver } from './opening-support';
import { attachScreenshot, createTable, version, watchForProblems } from './support';

/** Whether the focused element is inside the inspection dialog, and shows its focus ring. */
const focusInDialog = () => {
  const element = document.activeElement as HTMLElement | null;
  return {
    inside: !!element?.closest('[role="dialog"]'),
    ring: !!element?.matches(':focus-visible'),
    text: element?.textContent ?? '',
  };
};

/** Serious or critical axe findings inside the dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('keyboard alone: a move and an inspection, through the inspection dialog', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const problems = watchForProblems(page);
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
  });
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(`/?join=${code}&seat=Ann`);
  // The others sit over bare sockets and choose as soon as their windows open.
  const others = await Promise.all(['Bob', 'Cy', 'Di'].map((seat) => quickSeat(baseURL!, code, seat)));

  // The opening: Start has the focus, then the first choice of Ann's window.
  await expect(page.locator('[data-opening-start]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-opening="yourTurn"] [data-action-index="0"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await openingOver(page);

  // Ann's turn, table dice typed in: Tab to the first die, 1; the second, up to 5; Enter.
  const screen = page.locator('[data-game-screen="doubleagent"]');
  await expect(screen.locator('.decision')).toContainText('Your turn: roll two dice');
  const firstDie = screen.getByLabel('First die');
  for (
    let stop = 0;
    stop < 40 && !(await firstDie.evaluate((input) => input === document.activeElement));
    stop++
  )
    await page.keyboard.press('Tab');
  await expect(firstDie).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(screen.getByLabel('Second die')).toBeFocused();
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowUp');
  await expect(screen.getByLabel('Second die')).toHaveValue('5');
  await page.keyboard.press('Enter');
  await expect(screen.locator('.log')).toContainText('You rolled 1 + 5 = 6.');
  // The move into the Gymnasium, by its number key.
  const moves = await screen.locator('[data-action-index]').allTextContents();
  const into = moves.findIndex((text) => text.includes('Move to the Gymnasium'));
  expect(into).toBeGreaterThanOrEqual(0);
  expect(into).toBeLessThan(9);
  await page.keyboard.press(String(into + 1));

  // The dialog: modal, focus inside it, and it stays inside.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('heading')).toHaveText('The monitor of the Gymnasium (GYM)');
  expect((await page.evaluate(focusInDialog)).inside).toBe(true);
  for (let stop = 0; stop < 6; stop++) {
    await page.keyboard.press(stop % 2 ? 'Shift+Tab' : 'Tab');
    const focus = await page.evaluate(focusInDialog);
    expect(focus.inside, `Tab stop ${stop}`).toBe(true);
    expect(focus.ring, `Tab stop ${stop}: ${focus.text}`).toBe(true);
  }
  // Escape neither closes it nor leaves the table.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).search).toContain(`join=${code}`);

  // Key 1 once the least time has passed: inspect, leave it as found.
  await expect(page.locator('[data-inspection-wait="open"]')).toBeAttached();
  await attachScreenshot(page, testInfo, 'keyboard-inspection-dialog');
  expect(await dialogViolations(page)).toEqual([]);
  await page.keyboard.press('1');
  await expect(version(page)).toHaveText('7'); // 4 opening choices, the roll, the move, the inspection
  const finding = dialog.locator('[data-inspection-finding]');
  await expect(finding).toHaveText(/Found: (ON|OFF)\s*Left: (ON|OFF)/);
  const [, found, left] = /Found: (ON|OFF)\s*Left: (ON|OFF)/.exec((await finding.textContent())!)!;
  expect(left).toBe(found); // a Security Agent leaves it as found
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  expect(await dialogViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // The focus comes back to the page, not to nowhere.
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // B8: Ann's own entry, circled, in the rulebook's notation.
  await expect(screen.locator('[data-security-list] [data-list-entry="own"] .circled')).toHaveText(
    `GYM ${found} (your own inspection)`,
  );

  // The deduction helper switches off from the keyboard, and stays off on this device.
  await expect(screen.locator('[data-deduction]')).toBeVisible();
  await screen.locator('[data-deduction-switch]').focus();
  await page.keyboard.press('Space');
  await expect(screen.locator('[data-deduction]')).toHaveCount(0);
  await expect(screen.locator('[data-deduction-off]')).toBeVisible();
  await page.reload();
  await expect(screen.locator('[data-security-list]')).toBeVisible();
  await expect(screen.locator('[data-deduction-switch]')).not.toBeChecked();
  await expect(screen.locator('[data-deduction]')).toHaveCount(0);
  expect(await screen.textContent()).not.toMatch(/\d+%/);
  await screen.locator('[data-deduction-switch]').focus();
  await page.keyboard.press('Space');
  await expect(screen.locator('[data-deduction]')).toBeVisible();

  for (const { client } of others) client.close();
  expect(problems).toEqual([]);
});
