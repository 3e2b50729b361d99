import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { BoardDef } from '../../engine/doubleagent';
import {
  accuse,
  attachElementShot,
  attachViewShot,
  atVersion,
  colourDistance,
  enterRoll,
  expectMonitorsAlike,
  expectNoSecret,
  expectOver,
  expectTvKeepsSecrets,
  gameScreen,
  inspect,
  monitorColours,
  moveByButton,
  moveOnBoard,
  openingOver,
  openScreen,
  pickOpening,
  screenWords,
  startOpening,
} from './da-driver';
import { attachScreenshot, createTable, holdOpeningWindows } from './support';

const board = JSON.parse(readFileSync('assets/boards/camp.json', 'utf8')) as BoardDef;

/*
 * The scripted game (planned with the engine, table dice typed in). Ann plays first; Bob holds
 * the Double Agent card.
 *   opening: Bob sabotages the Power Plant (POW); the Security Agents touch nothing.
 *   Ann 3+3 → Gymnasium floor r13c7, inspects GYM (ON).
 *   Bob 3+3 → Terrace floor r13c19, inspects TER and sabotages it.
 *   Cy  4+4 → accuses Ann, wrongly: Cy is out, Ann is shown a Security Agent.
 *   Di  4+4 → accuses Bob, rightly: Di wins.
 */
test('a whole Double Agent game over the LAN: four screens (two phones) and a TV that never gives away an identity or a monitor', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const { id, code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
  });
  await holdOpeningWindows(request, id, ['Bob']);
  // Ann and Cy at desktops, Bob (the double agent) and Di on phones, and the TV.
  const [ann, bob, cy, di, tv] = await Promise.all([
    openScreen(browser, code, ['Ann']),
    openScreen(browser, code, ['Bob'], true),
    openScreen(browser, code, ['Cy']),
    openScreen(browser, code, ['Di'], true),
    openScreen(browser, code, ['table']),
  ]);
  const everyone = [ann, bob, cy, di, tv];
  const securityAgents = [ann, cy, di];

  /** After every step: every screen at the same version, the TV and the Security Agents' screens keep the secrets. */
  async function checkScreens(
    version: number,
    hidden: readonly string[],
    sabotaged: readonly string[],
  ): Promise<string> {
    for (const s of everyone) {
      await expect(s.page.locator('[data-table-version]')).toHaveText(String(version));
    }
    for (const s of securityAgents) await expectNoSecret(s.page);
    // The camp drawing on the TV and on a Security Agent's screen (Cy's: no dialog of his covers it
    // at these moments) draws the sabotaged monitors like any other.
    await expectMonitorsAlike(tv.page, board, sabotaged, 'SEC');
    await expectMonitorsAlike(cy.page, board, sabotaged, 'SEC');
    return expectTvKeepsSecrets(tv.page, { hidden, sabotaged });
  }

  // The opening play: one window for everyone at once, the same screen for every role.
  for (const s of everyone) await expect(s.page.locator('[data-opening="ready"]')).toBeVisible();
  await startOpening(bob);
  // The window waits for Bob's pick (held above), then closes: the rest is looked at after.
  await pickOpening(bob, 'the Power Plant (POW)');
  await attachViewShot(bob.page, testInfo, 'da-lan-opening-play-phone');
  await expectTvKeepsSecrets(tv.page, { hidden: ['Ann', 'Bob', 'Cy', 'Di'], sabotaged: ['POW'] });
  expect((await screenWords(tv.page)).dom).not.toContain('Power Plant');
  for (const s of everyone) await openingOver(s.page);
  await expect(bob.page.locator('[data-secret]')).toContainText('Opening play: the Power Plant (POW)');
  await checkScreens(4, ['Ann', 'Bob', 'Cy', 'Di'], ['POW']);

  // Ann rolls 3 + 3 and clicks the Gymnasium square on the camp; she inspects its monitor.
  await enterRoll(ann, 3, 3);
  await gameScreen(ann.page).locator('.stage[data-ready="true"]').waitFor();
  await attachScreenshot(ann.page, testInfo, 'da-lan-camp');
  await moveOnBoard(ann, board, 'r13c7');
  await checkScreens(6, ['Ann', 'Bob', 'Cy', 'Di'], ['POW']);
  await inspect(ann);
  await expect(gameScreen(ann.page).locator('.log')).toContainText(
    'You found the monitor of the Gymnasium (GYM) ON and left it ON.',
  );
  for (const s of everyone) await expect(gameScreen(s.page).locator('.log')).toContainText('GYM — Ann');
  await checkScreens(7, ['Ann', 'Bob', 'Cy', 'Di'], ['POW']);

  // Bob, on his phone, rolls 3 + 3, taps the Terrace and sabotages its monitor.
  await enterRoll(bob, 3, 3);
  await moveByButton(bob, 'r13c19');
  await inspect(bob, true);
  await expect(bob.page.locator('[data-secret]')).toContainText('Monitors OFF: 2 of the 5');
  for (const s of everyone) await expect(gameScreen(s.page).locator('.log')).toContainText('TER — Bob');
  await expect(gameScreen(tv.page).locator('.log')).toContainText('TER — Bob inspected the Terrace monitor.');
  await checkScreens(10, ['Ann', 'Bob', 'Cy', 'Di'], ['POW', 'TER']);
  const annList = ann.page.locator('[data-security-list]');
  await expect(annList).toContainText('GYM');
  await expect(annList).toContainText('TER – Bob');
  await expect(annList.locator('li').first()).toContainText('ON');
  await attachElementShot(annList, testInfo, 'da-lan-security-list');
  await attachScreenshot(ann.page, testInfo, 'da-lan-panel');

  // Cy accuses Ann, wrongly: Cy is out and Ann is known to be a Security Agent.
  await enterRoll(cy, 4, 4);
  await accuse(cy, 'Ann');
  for (const s of everyone)
    await expect(gameScreen(s.page).locator('.log')).toContainText('accused Ann, wrongly.');
  await expect(gameScreen(tv.page).locator('.log')).toContainText('Cy accused Ann, wrongly.');
  await expect(gameScreen(tv.page).locator('.log')).toContainText('Ann is a Security Agent.');
  await expect(gameScreen(cy.page).locator('.log')).toContainText('You are out of the game.');
  await expect(gameScreen(cy.page).locator('[data-action-index]')).toHaveCount(0);
  // Bob and Di are still unexposed (an accuser is a Security Agent by the rules, so Cy may be named).
  await checkScreens(12, ['Bob', 'Di'], ['POW', 'TER']);

  // Di, on her phone, accuses Bob: the double agent is caught and the game ends on every screen.
  await enterRoll(di, 4, 4);
  await accuse(di, 'Bob');
  for (const s of everyone) await atVersion(s.page, 14);
  await expectOver(di.page, 'Di', true);
  for (const s of [ann, bob, cy, tv]) await expectOver(s.page, 'Di');
  // Only now the TV shows the cards and the sabotaged monitors.
  await expect(gameScreen(tv.page)).toContainText('Bob: Double Agent');
  await expect(gameScreen(tv.page)).toContainText(
    /Monitors OFF: .*(Power Plant|Terrace).*(Terrace|Power Plant)/,
  );
  // Now the OFF monitors are drawn apart on the TV (so the drawing check above can tell).
  const end = await monitorColours(tv.page, board, ['SEC', 'POW', 'TER']);
  expect(colourDistance(end.POW!, end.SEC!)).toBeGreaterThan(60);
  expect(colourDistance(end.TER!, end.SEC!)).toBeGreaterThan(60);
  await attachScreenshot(tv.page, testInfo, 'da-lan-tv-end');

  for (const s of everyone) expect(s.problems, s.name).toEqual([]);
  for (const s of everyone) await s.context.close();
  testInfo.annotations.push({ type: 'runtime', description: `${Date.now() - started} ms` });
});
