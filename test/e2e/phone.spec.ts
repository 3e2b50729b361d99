import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ColdWarView } from '../../engine/coldwar';
import type { BoardDef, DaView } from '../../engine/doubleagent';
import { patchView } from '../../protocol/messages';
import { campGrid, squareCentre } from '../../src-renderer/games/doubleagent/highlight';
import { MIN_TEXT_PX } from '../../src-renderer/scenes/readable';
import { WsClient } from '../support/ws-client';
import { playColdWar } from './coldwar-playout';
import { PHONE as DA_PHONE } from './da-driver';
import { quickSeat, takeOverSeat } from './da-seats';
import { attachScreenshot, createTable, otherPlayers, settle, version, watchForProblems } from './support';

// The seat a player holds in the hand at a LAN table: a 390 × 844 phone at 3 device pixels per
// CSS pixel, driven by touch.
const PHONE = { ...DA_PHONE, deviceScaleFactor: 3 };
const board = JSON.parse(readFileSync('assets/boards/camp.json', 'utf8')) as BoardDef;

const seatOthers = otherPlayers();
const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** The canvas draws at the device's pixel ratio: its backing store is 3 device pixels per CSS pixel. */
async function expectSharp(canvas: Locator): Promise<{ width: number; height: number }> {
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({
    width: c.getBoundingClientRect().width,
    height: c.getBoundingClientRect().height,
    backingWidth: c.width,
    backingHeight: c.height,
  }));
  expect(size.backingWidth).toBe(Math.round(size.width * 3));
  expect(size.backingHeight).toBe(Math.round(size.height * 3));
  return size;
}

/** No words on the canvas under MIN_TEXT_PX, as drawn (PixiStage notes the smallest after each draw). */
async function expectReadableCanvas(page: Page): Promise<void> {
  const stage = page.locator('.stage[data-smallest-text]').first();
  await expect(stage).toBeVisible();
  const smallest = Number(await stage.getAttribute('data-smallest-text'));
  expect(smallest, `smallest texts: ${await stage.getAttribute('data-small-texts')}`).toBeGreaterThanOrEqual(
    MIN_TEXT_PX,
  );
  // Readable words also stand clear: none drawn over another, none cut off at the canvas's edge.
  expect(await stage.getAttribute('data-text-overlaps'), 'texts drawn over each other').toBe('');
  expect(await stage.getAttribute('data-texts-outside'), 'texts past the canvas edge').toBe('');
}

/** The element is on the first screen, with the page not scrolled. */
async function expectInFirstScreen(page: Page, element: Locator): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await element.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}

test('Double Agent on a phone: a sharp board edge to edge, the decision in view, tap to preview, tap to move', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  // Everyone chooses at once in the opening; then Ann's phone takes her seat for her first turn.
  const seats = await Promise.all(['Ann', 'Bob', 'Cy', 'Di'].map((seat) => quickSeat(baseURL!, code, seat)));
  for (const { client } of seats) clients.push(client);
  const ann = seats[0]!;
  ann.client.send({ type: 'opening', command: 'start' });
  // Four opening choices, then Ann's turn.
  await ann.client.viewAt(4, 30_000);
  ann.client.close();

  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const problems = watchForProblems(phone);
  await takeOverSeat(phone, code, 'Ann', ann);
  const screen = phone.locator('[data-game-screen="doubleagent"]');
  await expect(screen.locator('.decision')).toContainText('Your turn: roll');
  const canvas = screen.locator('.stage canvas');
  await expect(screen.locator('.stage[data-ready="true"]')).toBeVisible();

  // Sharp, and as wide as the phone: the board fills the width with no empty bands above or below.
  const size = await expectSharp(canvas);
  expect(size.width).toBeGreaterThanOrEqual(390 * 0.97);
  const grid = campGrid({ board } as DaView, size.width, size.height);
  expect(grid.cell * grid.columns).toBeGreaterThanOrEqual(size.width - 16 - grid.columns);
  expect(grid.originY).toBeLessThanOrEqual(8 + 1);
  await expectReadableCanvas(phone);

  // The decision is on the first screen; touch wording, no key hints.
  const roll = screen.locator('[data-action-index="0"]');
  await expectInFirstScreen(phone, roll);
  await expect(roll.locator('kbd')).toHaveCount(0);
  await attachScreenshot(phone, testInfo, 'phone-doubleagent-roll', { fullPage: false });
  await roll.tap();
  await expect(version(phone)).toHaveText('5');
  await expect(screen.locator('.decision')).toContainText('tap a highlighted square, then Move here');

  // A first tap on a square shows the way there and asks; nothing moves yet.
  const moves = await screen.locator('[data-action-index]').allTextContents();
  const target = /Move to .*, (\S+)$/.exec(moves.find((text) => text.startsWith('Move to'))!)![1]!;
  await settle(phone);
  const at = squareCentre({ board } as DaView, size.width, size.height, target)!;
  await canvas.tap({ position: { x: at.x, y: at.y } });
  const confirm = phone.locator('[data-tap-confirm]');
  await expect(confirm).toBeVisible();
  await expect(phone.locator('[data-camp-board]')).toHaveAttribute('data-tapped', target);
  await expect(phone.locator('[data-camp-board]')).toHaveAttribute('data-path', /\S/);
  await expectInFirstScreen(phone, confirm.locator('[data-tap-move]'));
  await expect(version(phone)).toHaveText('5');
  await attachScreenshot(phone, testInfo, 'phone-doubleagent-preview', { fullPage: false });

  // "Not there" takes it back; then the confirmation moves.
  await confirm.locator('[data-tap-cancel]').tap();
  await expect(confirm).toHaveCount(0);
  await canvas.tap({ position: { x: at.x, y: at.y } });
  await confirm.locator('[data-tap-move]').tap();
  await expect(version(phone)).toHaveText('6');
  await expect(screen.locator('.log')).toContainText('You moved');

  // Readable in Traditional Chinese too.
  await phone.goto(`/?join=${code}&seat=Ann&lang=zh-TW`);
  await expect(phone.locator('.stage[data-ready="true"]')).toBeVisible();
  await expect(phone.locator('[data-drawn-language]')).toHaveAttribute('data-drawn-language', 'zh-TW');
  await expectReadableCanvas(phone);
  expect(problems).toEqual([]);
  await context.close();
});

test('Cold War on a phone: a sharp table, readable words in both languages, the choice in view, tap to see its power, tap to choose', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  clients.push(await WsClient.joined(baseURL!, code, 'KGB', clients));
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const problems = watchForProblems(phone);
  await phone.goto(`/?join=${code}&seat=CIA&lang=en`);
  const screen = phone.locator('[data-game-screen="coldwar"]');
  await expect(screen.locator('.stage[data-ready="true"]')).toBeVisible();
  const size = await expectSharp(screen.locator('.stage canvas'));
  expect(size.width).toBeGreaterThanOrEqual(390 * 0.97);
  await expectReadableCanvas(phone);
  const choice = screen.locator('[data-action-index="0"]');
  await expectInFirstScreen(phone, choice);
  await expect(choice.locator('kbd')).toHaveCount(0);
  await attachScreenshot(phone, testInfo, 'phone-coldwar', { fullPage: false });
  // A first tap on an agent shows its power under the button (no hover on a phone) and chooses
  // nothing; a second tap chooses it.
  await choice.tap();
  const about = screen.locator('[data-action-about="0"]');
  await expect(about).toBeVisible();
  await expect(about.locator('[data-tap-again]')).toHaveText('Tap again to choose it.');
  await expect(choice).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toBeInViewport({ ratio: 1 });
  await attachScreenshot(phone, testInfo, 'phone-coldwar-preview', { fullPage: false });
  expect(await version(phone).textContent()).toBe('0');
  await choice.tap();
  await expect(version(phone)).toHaveText('1');

  await phone.goto(`/?join=${code}&seat=CIA&lang=zh-TW`);
  await expect(phone.locator('.stage[data-ready="true"]')).toBeVisible();
  await expect(phone.locator('[data-drawn-language]')).toHaveAttribute('data-drawn-language', 'zh-TW');
  await expectReadableCanvas(phone);
  expect(problems).toEqual([]);
  await context.close();
});

test('Cold War on a phone in the middle of a game: groups in play and claimed objectives stay readable and on the screen', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const { code } = await createTable(request, { game: 'coldwar' });
  const cia = await quickSeat(baseURL!, code, 'CIA');
  clients.push(cia.client);
  const kgb = await WsClient.joined(baseURL!, code, 'KGB', clients);
  // Dealt as KGB sat down: CIA is sent its first view.
  await cia.client.viewAt(0);
  // On until a side has claimed two objectives (their names beside their chips), not to the end.
  const claimed = () => {
    let view: unknown = null;
    for (const message of cia.client.inbox) if (message.type === 'view') view = patchView(view, message);
    const { sides } = view as ColdWarView;
    return Math.max(sides.CIA.scored.length, sides.KGB.scored.length);
  };
  for (let round = 0; round < 20 && claimed() < 2; round++)
    expect(await playColdWar(cia.client, kgb, 10)).toBe(false);
  expect(claimed()).toBeGreaterThanOrEqual(2);
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const problems = watchForProblems(phone);
  await takeOverSeat(phone, code, 'CIA', cia);
  for (const language of ['en', 'zh-TW']) {
    await phone.goto(`/?join=${code}&seat=CIA&lang=${language}`);
    await expect(phone.locator('.stage[data-ready="true"]')).toBeVisible();
    await expect(phone.locator('[data-drawn-language]')).toHaveAttribute('data-drawn-language', language);
    await settle(phone);
    await expectReadableCanvas(phone);
    // Nothing wider than the phone: no sideways scrolling to find a pile or a card.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A touch screen shows no key hints, on the choices or anywhere else.
    await expect(phone.locator('kbd')).toHaveCount(0);
    // The first screen only: a full-page shot in Chromium drops the touch emulation while it
    // shoots, and the picture would show key hints the phone never does.
    if (language === 'en')
      await attachScreenshot(phone, testInfo, 'phone-coldwar-midgame', { fullPage: false });
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("Cold War past 100 VP: the winner's marker and score stay on the canvas, on a phone and on the TV", async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  // A random game's winner usually ends past 100 (a last claim of 5 to 20 VP); play until one does
  // (four tries once found none in a fresh-clone run: up to twelve, each a few seconds).
  let ended: { code: string; cia: Awaited<ReturnType<typeof quickSeat>>; top: number } | null = null;
  for (let game = 0; game < 12 && ended === null; game++) {
    const { code } = await createTable(request, { game: 'coldwar' });
    const cia = await quickSeat(baseURL!, code, 'CIA');
    clients.push(cia.client);
    const kgb = await WsClient.joined(baseURL!, code, 'KGB', clients);
    expect(await playColdWar(cia.client, kgb, 2_000)).toBe(true);
    let view: unknown = null;
    for (const message of cia.client.inbox) if (message.type === 'view') view = patchView(view, message);
    const { sides } = view as ColdWarView;
    const top = Math.max(sides.CIA.vp, sides.KGB.vp);
    if (top > 100) ended = { code, cia, top };
  }
  expect(ended, 'a game that ended past 100 VP').not.toBeNull();
  const { code, cia, top } = ended!;
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const problems = { phone: watchForProblems(phone), tv: watchForProblems(page) };
  await takeOverSeat(phone, code, 'CIA', cia);
  await phone.goto(`/?join=${code}&seat=CIA`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?join=${code}&seat=table`);
  for (const screen of [phone, page]) {
    await expect(screen.locator('.stage[data-ready="true"]')).toBeVisible();
    await settle(screen);
    await expect(screen.getByText(/The game is over/).first()).toBeVisible();
    // The marker's label ("CIA 115") and every other word: whole, on the canvas, clear of the rest.
    await expectReadableCanvas(screen);
  }
  testInfo.annotations.push({ type: 'final score', description: String(top) });
  await attachScreenshot(phone, testInfo, 'phone-coldwar-past-100', { fullPage: false });
  await attachScreenshot(page, testInfo, 'desktop-coldwar-past-100');
  expect(problems).toEqual({ phone: [], tv: [] });
  await context.close();
});

test('the desktop table draws no word under 11 px either, in both games and both languages', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const coldWar = await createTable(request, { game: 'coldwar' });
  const camp = await createTable(request, { game: 'doubleagent', seats: ['Ann', 'Bob', 'Cy', 'Di'] });
  // Each is dealt once its players have sat down.
  await seatOthers(baseURL!, coldWar.code, ['CIA', 'KGB']);
  await seatOthers(baseURL!, camp.code, ['Ann', 'Bob', 'Cy', 'Di']);
  for (const language of ['en', 'zh-TW'])
    for (const { code, name } of [
      { code: coldWar.code, name: 'coldwar' },
      { code: camp.code, name: 'doubleagent' },
    ]) {
      await page.goto(`/?join=${code}&seat=table&lang=${language}`);
      await expect(page.locator('.stage[data-ready="true"]')).toBeVisible();
      await expect(page.locator('[data-drawn-language]')).toHaveAttribute('data-drawn-language', language);
      await expectReadableCanvas(page);
      if (language === 'en') await attachScreenshot(page, testInfo, `desktop-${name}`);
    }
});

test('a phone is told what to tap, never a key to press: the join page and the table header', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, code, ['KGB']);
  const keyWords = /\bEsc\b|Escape|\bpress\b|\bEnter\b/i;
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  for (const screen of [phone, page]) {
    await screen.goto(`/?join=${code}&lang=en`);
    await expect(screen.getByRole('link', { name: /Back to the lobby/ })).toBeVisible();
  }
  // biome-ignore lint/performance/useDomNodeTextContent: the words a player sees, not text hidden by CSS
  expect(await phone.locator('main, body').first().innerText()).not.toMatch(keyWords);
  // The desktop keeps its key hint, so the phone's lack of one is the phone's wording.
  await expect(page.getByRole('link', { name: /Back to the lobby/ })).toContainText('Esc');

  await phone.goto(`/?join=${code}&seat=CIA&lang=en`);
  await expect(phone.locator('.stage[data-ready="true"]')).toBeVisible();
  await phone.getByRole('button', { name: 'Menu' }).tap();
  await expect(phone.getByRole('link', { name: 'Lobby' })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the words a player sees, not text hidden by CSS
  expect(await phone.locator('header').first().innerText()).not.toMatch(keyWords);
  await context.close();
});
