import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { BoardDef, DaView } from '../../engine/doubleagent';
import { squareCentre } from '../../src-renderer/games/doubleagent/highlight';
import type { WsClient } from '../support/ws-client';
import { quickSeat, takeOverSeat } from './da-seats';
import { openingOver, startOpening } from './opening-support';
import {
  attachScreenshot,
  createTable,
  nonBackgroundShare,
  settle,
  version,
  watchForProblems,
} from './support';

const board = JSON.parse(readFileSync('assets/boards/camp.json', 'utf8')) as BoardDef;

/** A seat played over a bare WebSocket (no browser), choosing at once in its opening window. */
async function wsSeat(baseURL: string, code: string, seat: string): Promise<WsClient> {
  return (await quickSeat(baseURL, code, seat)).client;
}

/** Opens a seat's screen (the table is dealt once every seat is taken). */
async function openSeat(page: Page, code: string, seat: string): Promise<void> {
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(`/?join=${code}&seat=${seat}`);
}

/** Every table starts with the timed opening play, waiting for Start. */
async function openingReady(...pages: Page[]): Promise<void> {
  for (const page of pages) await expect(page.locator('[data-opening="ready"]')).toBeVisible();
}

test('the camp board draws; a move is chosen by clicking a highlighted square; a Security Agent never sees the sabotage', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(45_000); // two browsers through the timed opening, on a shared machine
  const problems = watchForProblems(page);
  // Ann (a Security Agent) starts; Bob is the double agent; Cy and Di play over bare sockets.
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  const bobProblems = watchForProblems(bob);
  await openSeat(page, code, 'Ann');
  await openSeat(bob, code, 'Bob');
  const cy = await wsSeat(baseURL!, code, 'Cy');
  const di = await wsSeat(baseURL!, code, 'Di');
  await openingReady(page, bob);

  // The timed opening play (B5): the same choices for both roles, inside the window.
  await startOpening(page);
  await expect(bob.locator('[data-opening="yourTurn"]')).toBeVisible();
  await bob.getByRole('button', { name: 'Opening: pick the Power Plant (POW)' }).click();
  await page.getByRole('button', { name: 'Opening: pick the Power Plant (POW)' }).click();
  const annOpening = await page.locator('[data-action-index]').allTextContents();
  const bobOpening = await bob.locator('[data-action-index]').allTextContents();
  expect(annOpening).toEqual(bobOpening);
  expect(annOpening).toContain('2Opening: pick the Security Building (SEC)');
  await openingOver(page);
  await expect(version(page)).toHaveText('4');

  const ann = page.locator('[data-game-screen="doubleagent"]');
  const canvas = ann.locator('.stage canvas');
  await expect(ann.locator('.stage[data-ready="true"]')).toBeVisible();
  await settle(page);
  // The ground covers the stage, and the squares cover a good part of the ground.
  expect(await nonBackgroundShare(page, canvas, [0x10, 0x18, 0x20])).toBeGreaterThan(0.5);
  expect(await nonBackgroundShare(page, canvas, [0x1d, 0x33, 0x24])).toBeGreaterThan(0.25);

  // Ann's turn: roll (key 1), then the reachable squares light up on the board.
  await expect(ann.locator('.decision')).toContainText('Your turn: roll the dice');
  await page.keyboard.press('1');
  await expect(version(page)).toHaveText('5');
  await expect(ann.locator('.decision')).toContainText('click a highlighted square');
  const moves = (await ann.locator('[data-action-index]').allTextContents()).filter((t) =>
    t.includes('Move to'),
  );
  expect(moves.length).toBeGreaterThan(0);
  for (const text of moves) expect(text).not.toMatch(/[{}"]/);
  const target = /, (\S+)$/.exec(moves[0]!)![1]!;
  await settle(page);
  await page.screenshot({ path: 'test-results/games-doubleagent-move.png', fullPage: true });
  expect(await canvas.getAttribute('aria-label')).toContain('squares highlighted');

  // Click the square's centre on the canvas.
  const box = (await canvas.boundingBox())!;
  const view = { board } as DaView;
  const at = squareCentre(view, box.width, box.height, target)!;
  await canvas.click({ position: { x: at.x, y: at.y } });
  await expect(version(page)).toHaveText('6');
  await expect(ann.locator('.log')).toContainText('You moved');
  await settle(page);
  expect(await canvas.getAttribute('aria-label')).not.toContain('squares highlighted');

  // Bob, the double agent, sees his opening sabotage; Ann's page never shows it.
  await expect(bob.locator('[data-game-screen="doubleagent"]')).toContainText(
    'Opening play: the Power Plant (POW)',
  );
  await expect(bob.locator('[data-game-screen="doubleagent"]')).toContainText('Your sabotage');
  await bob.screenshot({ path: 'test-results/games-doubleagent-da.png', fullPage: true });
  const annText = `${await page.locator('body').textContent()} ${await canvas.getAttribute('aria-label')}`;
  expect(annText).not.toContain('Your sabotage');
  expect(annText).not.toContain('in the opening play');
  expect(annText).not.toMatch(/Opening play: the/);
  expect(annText).not.toMatch(/Monitors OFF/);
  expect(annText).not.toMatch(/Bob, double agent|Bob \(double agent\)/);
  await expect(ann.locator('[data-deduction]')).toContainText('Bob');

  cy.close();
  di.close();
  await bobContext.close();
  expect(problems).toEqual([]);
  expect(bobProblems).toEqual([]);
});

test('with table dice the player types in the roll; every pair is also a button', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchForProblems(page);
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
  });
  await openSeat(page, code, 'Ann');
  const others = await Promise.all(['Bob', 'Cy', 'Di'].map((seat) => wsSeat(baseURL!, code, seat)));
  await openingReady(page);
  const ann = page.locator('[data-game-screen="doubleagent"]');
  await startOpening(page);
  await page.getByRole('button', { name: 'Opening: pick at random' }).click();
  await openingOver(page);
  await expect(ann.locator('.decision')).toContainText('roll two dice and enter them');
  // The 36 ordered pairs of the legal list are all reachable as buttons.
  await expect(ann.locator('[data-action-index]')).toHaveCount(36);
  await ann.getByLabel('First die').fill('3');
  await ann.getByLabel('Second die').fill('5');
  await ann.getByRole('button', { name: 'Enter 3 + 5' }).click();
  await expect(ann.locator('.log')).toContainText('You rolled 3 + 5 = 8.');
  await expect(ann.locator('.decision')).toContainText('rolled 3 + 5 = 8');
  for (const client of others) client.close();
  expect(problems).toEqual([]);
});

test('an inspection with sabotage: the double agent sees the monitor go OFF, a Security Agent sees only the announcement', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(45_000); // two browsers through the timed opening, on a shared machine
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
  });
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await openSeat(page, code, 'Ann');
  await openSeat(bob, code, 'Bob');
  const others = await Promise.all(['Cy', 'Di'].map((seat) => wsSeat(baseURL!, code, seat)));
  await openingReady(page, bob);
  const ann = page.locator('[data-game-screen="doubleagent"]');
  const bobScreen = bob.locator('[data-game-screen="doubleagent"]');
  await startOpening(page);
  await page.getByRole('button', { name: 'Opening: pick at random' }).click();
  await bob.getByRole('button', { name: 'Opening: pick the Barracks (BAR)' }).click();
  await openingOver(page);

  // Ann rolls 2 + 2 and steps onto a walkway or a door (no inspection there).
  await ann.getByRole('button', { name: 'Rolled 2 + 2' }).click();
  // The moves come with the next view: read them only once they are there (a busy machine is slow).
  await expect(ann.locator('[data-action-index]', { hasText: /Move to / }).first()).toBeVisible();
  const annMoves = await ann.locator('[data-action-index]').allTextContents();
  const plain = annMoves.findIndex((t) => /walkway|door|flagstone/.test(t));
  expect(plain).toBeGreaterThanOrEqual(0);
  await ann.locator(`[data-action-index="${plain}"]`).click();
  const endTurn = ann.getByRole('button', { name: 'End the turn without inspecting' });
  if (await endTurn.isVisible().catch(() => false)) await endTurn.click();

  // Bob, the double agent, rolls 6 + 6 and ends inside a monitored sector other than the Garden.
  await expect(bobScreen.locator('.decision')).toContainText('Your turn: roll two dice');
  await bobScreen.getByRole('button', { name: 'Rolled 6 + 6' }).click();
  await expect(bobScreen.locator('[data-action-index]', { hasText: /Move to / }).first()).toBeVisible();
  const bobMoves = await bobScreen.locator('[data-action-index]').allTextContents();
  const into = bobMoves.findIndex((t) => /Move to the (?!gazebo|Garden)/.test(t));
  expect(into).toBeGreaterThanOrEqual(0);
  await bobScreen.locator(`[data-action-index="${into}"]`).click();
  // The inspection is a modal dialog; its choices are still the seat's action buttons.
  const dialog = bob.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const sabotage = dialog.getByRole('button', { name: /and sabotage it \(ON → OFF\)/ });
  await expect(sabotage).toHaveAttribute('data-action-index', '1');
  const sector = /monitor of the (.+) \((\w+)\)/.exec((await sabotage.textContent())!)!;
  await sabotage.click();
  // What the inspection showed, in the same dialog: found ON, left OFF.
  await expect(dialog.locator('[data-inspection-finding]')).toHaveText(/Found: ON\s*Left: OFF/);
  await expect(bobScreen.locator('.log')).toContainText(
    `You found the monitor of the ${sector[1]} (${sector[2]}) ON and turned it OFF.`,
  );
  await expect(bobScreen).toContainText('Monitors OFF: 2 of the 5');
  // B8: the double agent's own entry shows the state as left, circled; the opening is not listed.
  await expect(bobScreen.locator('[data-security-list] [data-list-entry="own"] .circled')).toHaveText(
    `${sector[2]} OFF (your own inspection)`,
  );
  await expect(bobScreen.locator('[data-security-list] li')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // Ann hears the announcement "CODE — Bob" and nothing of the monitor's state.
  await expect(ann.locator('.log')).toContainText(`${sector[2]} — Bob inspected the ${sector[1]} monitor.`);
  await expect(ann.locator('[data-security-list] [data-list-entry="other"]')).toHaveText(
    new RegExp(`^${sector[2]} – Bob \\(`),
  );
  await page.screenshot({ path: 'test-results/games-doubleagent-sa-after-sabotage.png', fullPage: true });
  const annText = `${await page.locator('body').textContent()} ${await ann.locator('canvas').getAttribute('aria-label')}`;
  expect(annText).not.toContain('turned it OFF');
  expect(annText).not.toContain('Monitors OFF');
  expect(annText).not.toContain('Barracks (BAR) in the opening');
  expect(annText).not.toMatch(/sabotage it/);
  for (const client of others) client.close();
  await bobContext.close();
});

/** What a dialog looks like from across the room: its words, and each part's box relative to it. */
async function dialogLook(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => {
    const frame = dialog.getBoundingClientRect();
    const parts = [...dialog.querySelectorAll('h2, p, progress, button, kbd')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        tag: element.tagName,
        text: element.textContent,
        box: [box.x - frame.x, box.y - frame.y, box.width, box.height].map(Math.round),
        look: [
          style.color,
          style.backgroundColor,
          style.borderStyle,
          style.borderColor,
          style.opacity,
          style.cursor,
        ],
      };
    });
    return { size: [Math.round(frame.width), Math.round(frame.height)], parts };
  });
}

test('a Security Agent and the double agent inspecting the same monitor see the same dialog', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(45_000); // two browsers, one after the other, on a shared machine
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
  });
  // Bob's opening (the Barracks) goes over a socket; his browser takes the seat for his turn.
  const [bobSeat, ...others] = await Promise.all([
    quickSeat(baseURL!, code, 'Bob', 'BAR'),
    quickSeat(baseURL!, code, 'Cy'),
    quickSeat(baseURL!, code, 'Di'),
  ]);
  await openSeat(page, code, 'Ann');
  await openingReady(page);
  await startOpening(page);
  await page.getByRole('button', { name: 'Opening: pick at random' }).click();
  await openingOver(page);

  /** Rolls, steps into the Gymnasium and waits for the dialog's least time to pass. */
  async function intoGymnasium(seatPage: Page, roll: string): Promise<void> {
    const screen = seatPage.locator('[data-game-screen="doubleagent"]');
    await screen.getByRole('button', { name: roll }).click();
    await screen
      .getByRole('button', { name: /Move to the Gymnasium/ })
      .first()
      .click();
    await expect(seatPage.getByRole('dialog')).toBeVisible();
    await expect(seatPage.locator('[data-inspection-wait="open"]')).toBeAttached();
  }

  // Ann (a Security Agent) finds the Gymnasium's monitor ON and leaves it.
  await intoGymnasium(page, 'Rolled 1 + 5');
  const annLook = await dialogLook(page);
  await attachScreenshot(page, testInfo, 'inspection-security-agent');
  // Her "turn it OFF" row (key 2) is drawn like the others but leads to no action: it says why.
  const annRows = page.getByRole('dialog').getByRole('button');
  await expect(annRows.nth(1)).not.toHaveAttribute('data-action-index');
  await page.keyboard.press('2');
  await expect(page.locator('[data-inspection-note]')).toContainText(
    'Only the double agent can turn a monitor OFF',
  );
  await page.getByRole('dialog').locator('[data-action-index="0"]').click();
  await expect(page.locator('[data-inspection-finding]')).toHaveText(/Found: ON\s*Left: ON/);

  // Bob (the double agent) finds the same monitor ON.
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await bob.setViewportSize({ width: 1360, height: 1000 });
  await takeOverSeat(bob, code, 'Bob', bobSeat);
  bobSeat.client.close();
  await intoGymnasium(bob, 'Rolled 2 + 5');
  const bobLook = await dialogLook(bob);
  await attachScreenshot(bob, testInfo, 'inspection-double-agent');
  expect(bobLook.parts.map((part) => part.text).join('|')).toContain('and sabotage it (ON → OFF)');
  expect(bobLook).toEqual(annLook);
  await expect(bob.getByRole('dialog').locator('[data-action-index]')).toHaveCount(3);
  for (const { client } of others) client.close();
  await bobContext.close();
});
