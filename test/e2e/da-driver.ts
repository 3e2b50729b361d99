/**
 * Small steps of a Double Agent game driven through the screens, for the end-to-end game specs.
 * Each step goes through the public contracts only (`[data-action-index]` buttons and their labels,
 * `[data-table-version]`, the curtain, `.decision`, the canvas's aria-label, `[data-security-list]`,
 * `[data-secret]`), so a change of the screens' drawing or dialogs is adapted here, in one place.
 */
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { BoardDef, DaView } from '../../engine/doubleagent';
import type { BoardReport } from '../../protocol/board-report';
import type { HostMessage } from '../../protocol/messages';
import type { SimulatorHandle } from '../../src-main/games/doubleagent/board/simulator/simulator';
import { squareCentre } from '../../src-renderer/games/doubleagent/highlight';
import { WsClient } from '../support/ws-client';
import { watchForProblems } from './support';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** One screen: a browser page, whether it is a phone (pressed by taps), and a name for messages. */
export interface Screen {
  readonly name: string;
  readonly page: Page;
  readonly phone: boolean;
}

/** Opens `/?join=CODE&seat=…` (one seat, several for hot-seat, or `table` for the TV) in a new context, watching for console errors from the start. */
export async function openScreen(
  browser: Browser,
  code: string,
  seats: readonly string[],
  phone = false,
): Promise<Screen & { context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext(phone ? PHONE : DESKTOP);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.goto(`/?join=${code}&${seats.map((s) => `seat=${encodeURIComponent(s)}`).join('&')}`);
  return { name: seats.join('+'), page, phone, context, problems };
}

/** The Double Agent screen inside the page. */
export const gameScreen = (page: Page): Locator => page.locator('[data-game-screen="doubleagent"]');

/** A click on a desktop, a tap on a phone. */
export async function press(screen: Screen, target: Locator): Promise<void> {
  if (screen.phone) await target.tap();
  else await target.click();
}

/** The action button whose label contains `label` (labels start with their key number). */
export const actionButton = (page: Page, label: string | RegExp): Locator =>
  page.locator('[data-action-index]', { hasText: label });

/** The labels of every action offered now. */
export const actionLabels = (page: Page): Promise<string[]> =>
  page.locator('[data-action-index]').allTextContents();

/** Waits for the table's action count (version) to reach `n` on this screen. */
export async function atVersion(page: Page, n: number, timeout = 10_000): Promise<void> {
  await expect(page.locator('[data-table-version]')).toHaveText(String(n), { timeout });
}

/** The opening play: Start (any seat) then waits for this screen's own window. */
export async function startOpening(screen: Screen): Promise<void> {
  await press(screen, screen.page.locator('[data-opening-start]'));
}

/**
 * Picks `choice` in this screen's opening window: a sector's full name ("the Power Plant (POW)")
 * or 'random'. The window is short on the test host: a spec that picks holds its seat's windows
 * open until it has chosen (support.ts, holdOpeningWindows). The choice is made with its button's
 * own key (`aria-keyshortcuts`), then checked to have been taken.
 */
export async function pickOpening(screen: Screen, choice: string): Promise<void> {
  const label = choice === 'random' ? 'Opening: pick at random' : `Opening: pick ${choice}`;
  await expect(screen.page.locator('[data-opening="yourTurn"]')).toBeVisible();
  const key = await actionButton(screen.page, label).getAttribute('aria-keyshortcuts');
  expect(key, `a key for "${label}"`).toMatch(/^\d$/);
  await screen.page.keyboard.press(key!);
  await expect(screen.page.locator('[data-opening-chosen="true"]')).toBeVisible();
}

/** Waits until the opening play is over on this screen (its game screen is back). */
export async function openingOver(page: Page, timeout = 20_000): Promise<void> {
  await expect(page.locator('[data-opening]')).toHaveCount(0, { timeout });
  await expect(gameScreen(page)).toBeVisible();
}

/** Table dice: the player types in the two dice they rolled and enters them. */
export async function enterRoll(screen: Screen, a: number, b: number): Promise<void> {
  const game = gameScreen(screen.page);
  await expect(game.locator('.decision')).toContainText('Your turn');
  await game.getByLabel('First die').fill(String(a));
  await game.getByLabel('Second die').fill(String(b));
  await press(screen, game.getByRole('button', { name: `Enter ${a} + ${b}` }));
  await expect(game.locator('.log')).toContainText(`You rolled ${a} + ${b} = ${a + b}.`);
}

/** Moves to the square `square` by its "Move to …, SQUARE" button. */
export async function moveByButton(screen: Screen, square: string): Promise<void> {
  const button = actionButton(screen.page, new RegExp(`^\\d*Move to .+, ${square}$`));
  await expect(button).toHaveCount(1);
  await press(screen, button);
  await expect(gameScreen(screen.page).locator('.log')).toContainText('You moved');
}

/** Moves to `square` by clicking (tapping) its highlighted square on the camp drawing. */
export async function moveOnBoard(screen: Screen, board: BoardDef, square: string): Promise<void> {
  const game = gameScreen(screen.page);
  const canvas = game.locator('.stage canvas');
  await expect(game.locator('.stage[data-ready="true"]')).toBeVisible();
  // The square is offered (highlighted) before it is pressed.
  await expect(actionButton(screen.page, new RegExp(`, ${square}$`))).toHaveCount(1);
  await expect(canvas).toHaveAttribute('aria-label', /squares? highlighted/);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const at = squareCentre({ board } as DaView, box.width, box.height, square)!;
  if (screen.phone) await canvas.tap({ position: at });
  else await canvas.click({ position: at });
  await expect(game.locator('.log')).toContainText('You moved');
}

/** The seat's log shows `line`, or (hot-seat) the turn passed on and the curtain is already up. */
async function doneOrCurtain(page: Page, line: string | RegExp): Promise<void> {
  const logged = gameScreen(page).locator('.log', { hasText: line });
  await expect(logged.or(page.locator('[data-curtain]'))).toBeVisible();
}

/** The inspection step: inspect (the double agent may also sabotage). Auto-waits for an enabled button. */
export async function inspect(screen: Screen, sabotage = false): Promise<void> {
  const label = sabotage ? /Inspect .* and sabotage it/ : /Inspect (?!.*sabotage)/;
  await press(screen, actionButton(screen.page, label).first());
  await doneOrCurtain(screen.page, /You found the monitor of/);
}

/**
 * On a shared screen the inspector's finding stays up (no curtain yet) until it is dismissed:
 * checks it reads `found`, then presses Done.
 */
export async function dismissFinding(page: Page, found: string | RegExp): Promise<void> {
  await expect(page.locator('[data-inspection-finding]')).toContainText(found);
  await expect(page.locator('[data-curtain]')).toHaveCount(0);
  await page.locator('[data-inspection-done]').click();
}

/** Accuses `target` by the accusation button (moving onto their square). */
export async function accuse(screen: Screen, target: string): Promise<void> {
  await press(screen, actionButton(screen.page, `Accuse ${target}`));
  await doneOrCurtain(screen.page, `You accused ${target}`);
}

/** The hot-seat curtain for `seat` is up and nothing of any seat's view is in the page; then it is lifted. */
export async function throughCurtain(
  page: Page,
  seat: string,
  secrets: readonly string[] = [],
): Promise<void> {
  const curtain = page.locator(`[data-curtain="${seat}"]`);
  await expect(curtain).toBeVisible();
  const html = await page.content();
  for (const marker of [
    'data-game-screen',
    'data-action-index',
    'data-security-list',
    'data-secret',
    'data-opening',
    ...secrets,
  ])
    expect(html, `behind the curtain for ${seat}`).not.toContain(marker);
  await page.keyboard.press('Enter');
  await expect(curtain).toHaveCount(0);
}

/**
 * Identity first (a shared screen, before the opening): each seat in turn passes its curtain, sees
 * its own card (the double agent's says so, every other a Security Agent's) and presses Done.
 */
export async function passIdentities(
  page: Page,
  seats: readonly string[],
  doubleAgent: string,
): Promise<void> {
  for (const seat of seats) {
    await throughCurtain(page, seat, ['data-identity']);
    await expect(page.locator(`[data-identity="${seat}"] [data-identity-card]`)).toContainText(
      seat === doubleAgent ? 'Double Agent' : 'Security Agent',
    );
    await page.locator('[data-identity-done]').click();
  }
}

/**
 * Everything a screen says, twice: `shown` is its rendered text (each list item, paragraph… on a
 * line of its own, so a name and its role in one legend entry stay together) and every aria-label
 * (the camp canvas's description); `dom` adds every text node in the DOM, hidden ones included.
 */
export function screenWords(page: Page): Promise<{ shown: string; dom: string }> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label]')].map(
      (e) => e.getAttribute('aria-label') ?? '',
    );
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style')) continue;
      texts.push(node.nodeValue ?? '');
    }
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are wanted (a legend entry's name and role on one line)
    const shown = [document.body.innerText, ...labels].join('\n');
    return { shown, dom: [...texts, ...labels].join('\n') };
  });
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ROLE = '(double agent|security agent)';

/**
 * The TV's words name no identity of a seat not exposed yet, and show no monitor OFF (every
 * monitor state is unobserved there before the end).
 */
export async function expectTvKeepsSecrets(
  tv: Page,
  { hidden, sabotaged }: { hidden: readonly string[]; sabotaged: readonly string[] },
): Promise<string> {
  const { shown, dom } = await screenWords(tv);
  for (const seat of hidden) {
    // "Bob (double agent)", "Bob, Security Agent", "Bob is the double agent", "Bob: Double Agent".
    expect(shown, `the TV names ${seat}'s identity`).not.toMatch(
      new RegExp(`\\b${escapeRegExp(seat)}\\b[^.\\n]{0,24}${ROLE}`, 'i'),
    );
    expect(shown, `the TV names ${seat}'s identity`).not.toMatch(
      new RegExp(`${ROLE}[^.\\n]{0,6}\\b${escapeRegExp(seat)}\\b`, 'i'),
    );
  }
  expect(dom, 'the TV shows a monitor OFF').not.toMatch(/\bOFF\b/);
  expect(dom).not.toContain('sabotage');
  for (const code of sabotaged) expect(dom).not.toMatch(new RegExp(`${code}\\W{0,3}OFF|OFF\\W{0,3}${code}`));
  await expect(tv.locator('[data-secret]')).toHaveCount(0);
  await expect(tv.locator('[data-action-index]')).toHaveCount(0);
  return shown;
}

/**
 * The colour drawn at the centre of each sector's monitor square on the camp canvas, as [r, g, b].
 * The squares are placed on the captured image's own size (the stage may change size as the
 * page settles). Only seats that know a monitor is OFF may see it drawn apart from the others.
 */
export async function monitorColours(
  page: Page,
  board: BoardDef,
  sectors: readonly string[],
): Promise<Record<string, [number, number, number]>> {
  const canvas = gameScreen(page).locator('.stage canvas');
  await expect(gameScreen(page).locator('.stage[data-ready="true"]')).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const png = await canvas.screenshot({ scale: 'css' });
  // PNG: the IHDR chunk's width and height, big-endian, at bytes 16 and 20.
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  const points = sectors.map((id) => {
    const square = board.sectors.find((s) => s.id === id)!.monitorSquare;
    return squareCentre({ board } as DaView, width, height, square)!;
  });
  const colours = await page.evaluate(
    async ({ base64, at }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const off = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = off.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return at.map((p) => [
        ...context.getImageData(Math.floor(p.x), Math.floor(p.y), 1, 1).data.slice(0, 3),
      ]);
    },
    { base64: png.toString('base64'), at: points },
  );
  return Object.fromEntries(sectors.map((id, i) => [id, colours[i] as [number, number, number]]));
}

/** How far apart two colours are (sum of the channel differences). */
export const colourDistance = (a: readonly number[], b: readonly number[]): number =>
  Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!);

/**
 * On the camp drawing the `sabotaged` monitors look exactly like the untouched `reference` one.
 * Polled: a frame caught mid-change may differ, a monitor drawn OFF keeps differing.
 */
export async function expectMonitorsAlike(
  page: Page,
  board: BoardDef,
  sabotaged: readonly string[],
  reference: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const colours = await monitorColours(page, board, [reference, ...sabotaged]);
        return Object.fromEntries(
          sabotaged.map((sector) => [sector, colourDistance(colours[sector]!, colours[reference]!) < 30]),
        );
      },
      { message: `the sabotaged monitors drawn like ${reference}'s`, timeout: 15_000 },
    )
    .toEqual(Object.fromEntries(sabotaged.map((sector) => [sector, true])));
}

/** A Security Agent's screen holds nothing of the double agent's secret. */
export async function expectNoSecret(page: Page): Promise<void> {
  await expect(page.locator('[data-secret]')).toHaveCount(0);
  const words = (await screenWords(page)).dom;
  expect(words).not.toContain('Your sabotage');
  expect(words).not.toMatch(/Opening play: the/);
  expect(words).not.toMatch(/Monitors OFF: \d/);
  expect(words).not.toMatch(/turned it OFF/);
}

/** The game is over on this screen with `winner` winning. */
export async function expectOver(page: Page, winner: string, you = false): Promise<void> {
  const decision = gameScreen(page).locator('.decision');
  await expect(decision).toContainText(you ? 'Game over: you win' : `Game over: ${winner} wins`);
  await expect(gameScreen(page)).toContainText('The cards');
}

/** A screenshot of one element (a seat's panel, the list) kept as a test artifact. */
export async function attachElementShot(target: Locator, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await target.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** What the screen shows now (its viewport, not the full page: quick enough inside a 2-second window). */
export async function attachViewShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * The host machine connects the (simulated) board, as the lobby's board panel does; answers the board's first report with its socket → sector mapping. The
 * panel's socket is pushed onto `opened` for the test to close.
 */
export async function connectBoard(
  baseURL: string,
  board: SimulatorHandle,
  opened: WsClient[],
): Promise<{ panel: WsClient; report: BoardReport }> {
  const panel = await WsClient.open(baseURL);
  opened.push(panel);
  panel.send({ type: 'board', command: 'watch' });
  panel.send({ type: 'board', command: 'connect', target: board.where });
  const connected = (m: HostMessage): m is Extract<HostMessage, { type: 'board' }> =>
    m.type === 'board' && m.report.status?.phase === 'connected' && m.report.sectors.length > 0;
  return { panel, report: (await panel.waitFor(connected, 10_000)).report };
}
