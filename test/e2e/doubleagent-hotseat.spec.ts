import { expect, test } from '@playwright/test';
import {
  accuse,
  atVersion,
  dismissFinding,
  enterRoll,
  expectOver,
  gameScreen,
  inspect,
  moveByButton,
  openingOver,
  passIdentities,
  pickOpening,
  type Screen,
  throughCurtain,
} from './da-driver';
import { attachScreenshot, createTable, holdOpeningWindows, watchForProblems } from './support';

const SEATS = ['Ann', 'Bob', 'Cy', 'Di'] as const;

/*
 * The scripted game of doubleagent-lan.spec.ts on one shared screen (table dice typed in; Ann
 * first; Bob the double agent): Ann inspects GYM, Bob sabotages TER, Cy accuses Ann wrongly, Di
 * catches Bob. Every private step sits behind the curtain for its seat.
 */
test('hot-seat: a whole Double Agent game on one screen, every private step behind the curtain', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const problems = watchForProblems(page);
  const { id, code } = await createTable(request, {
    game: 'doubleagent',
    seats: [...SEATS],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
  });
  // Bob lifts the curtain and picks inside his window: it waits for him (the others' close on time).
  await holdOpeningWindows(request, id, ['Bob']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?join=${code}&${SEATS.map((s) => `seat=${s}`).join('&')}`);
  const screen: Screen = { name: 'shared', page, phone: false };

  // Each player learns who they are behind their own curtain before anyone plays.
  await passIdentities(page, SEATS, 'Bob');
  // The opening: one window after another, each started by its own player behind its curtain.
  await expect(page.locator('[data-opening="ready"]')).toBeVisible();
  await page.locator('[data-opening-start]').click();
  for (const seat of SEATS) {
    await throughCurtain(page, seat);
    await expect(page.locator('[data-opening="yourTurn"]')).toContainText(`Your turn, ${seat}`);
    if (seat === 'Bob') {
      await pickOpening(screen, 'the Storehouse (STO)');
      await attachScreenshot(page, testInfo, 'da-hotseat-opening-play');
    }
  }
  // Ann's turn; Bob's opening choice nowhere in the page while the curtain is up.
  await throughCurtain(page, 'Ann', ['Storehouse', 'Your sabotage']);
  await openingOver(page);
  const game = gameScreen(page);
  await expect(page.locator('[data-shown-seat="Ann"]')).toBeVisible();
  await expect(page.locator('[data-secret]')).toHaveCount(0);

  // Ann: a move and an inspection; she reads her finding, then the screen goes to Bob behind the curtain.
  await enterRoll(screen, 3, 3);
  await moveByButton(screen, 'r13c7');
  await inspect(screen);
  await dismissFinding(page, 'ON');
  await throughCurtain(page, 'Bob', ['Gymnasium (GYM) ON', 'You found the monitor']);
  await atVersion(page, 7);
  await expect(game.locator('.log')).toContainText('GYM — Ann inspected the Gymnasium monitor.');

  // Bob, the double agent: his secret is on his screen only, then goes behind the curtain.
  await expect(page.locator('[data-secret]')).toContainText('Opening play: the Storehouse (STO)');
  await enterRoll(screen, 3, 3);
  await moveByButton(screen, 'r13c19');
  await inspect(screen, true);
  await dismissFinding(page, 'OFF');
  await throughCurtain(page, 'Cy', ['Your sabotage', 'turned it OFF', 'Storehouse']);
  await expect(page.locator('[data-secret]')).toHaveCount(0);
  await expect(game.locator('[data-security-list]')).toContainText('TER – Bob');

  // Cy accuses Ann, wrongly, and is out; Di is next (Ann's and Bob's turns are over for the round).
  await enterRoll(screen, 4, 4);
  await accuse(screen, 'Ann');
  await throughCurtain(page, 'Di', ['You are out of the game', 'You accused']);
  await expect(game.locator('.log')).toContainText('Cy accused Ann, wrongly.');

  // Di catches Bob: the game is over and the cards are shown.
  await enterRoll(screen, 4, 4);
  await accuse(screen, 'Bob');
  await atVersion(page, 14);
  await expectOver(page, 'Di', true);
  await expect(game).toContainText('Bob: Double Agent');
  await expect(page.locator('[data-curtain]')).toHaveCount(0);
  await attachScreenshot(page, testInfo, 'da-hotseat-end');

  // Each player may look back at their own screen, behind the curtain: Ann's finding, Bob's sabotage.
  await page.locator('[data-switch-seat="Ann"]').click();
  await throughCurtain(page, 'Ann');
  await expect(game.locator('.log')).toContainText(
    'You found the monitor of the Gymnasium (GYM) ON and left it ON.',
  );
  await expect(game.locator('[data-security-list] li').first()).toContainText('GYM');
  await page.locator('[data-switch-seat="Bob"]').click();
  await throughCurtain(page, 'Bob');
  await expect(page.locator('[data-secret]')).toContainText('Monitors OFF: 2 of the 5');
  await expect(game.locator('.log')).toContainText(
    'You found the monitor of the Terrace (TER) ON and turned it OFF.',
  );
  expect(problems).toEqual([]);
});
