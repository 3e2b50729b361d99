import { expect, type Page, test } from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';
import { attachScreenshot, createTable, nonBackgroundShare, settle, version } from './support';

type View = NonNullable<ReturnType<WsClient['lastView']>>;

/** Console errors, and the warnings Pixi's SVG parser gives for art it cannot draw. */
function watchArt(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /SVG|PixiJS Warning/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('Cold War table: card powers on focus and hover, and the chosen agent slides into the Agent X slot', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchArt(page);
  const { code } = await createTable(request, { game: 'coldwar' });
  // The game is dealt once both seats are taken: KGB's player is on a screen of their own.
  const kgb = await WsClient.open(baseURL!);
  kgb.send({ type: 'join', code, seat: 'KGB' });
  await kgb.first(isJoined);
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(`/?join=${code}&seat=CIA`);
  const screen = page.locator('[data-game-screen="coldwar"]');
  const stage = screen.locator('.stage[data-ready="true"]');
  // A loaded machine can take a while to start the page and Pixi.
  await expect(stage).toBeVisible({ timeout: 15_000 });
  const first = screen.locator('[data-action-index="0"]');
  await expect(first).toBeVisible();

  // Each agent choice explains that agent's power, linked to the button for screen readers.
  const labels = await screen.locator('[data-action-index]').allTextContents();
  const masterSpy = labels.findIndex((text) => text.includes('Master Spy'));
  expect(masterSpy).toBeGreaterThanOrEqual(0);
  const button = screen.locator(`[data-action-index="${masterSpy}"]`);
  const about = screen.locator(`[data-action-about="${masterSpy}"]`);
  await expect(about).toBeHidden();
  await button.focus();
  await expect(about).toBeVisible();
  await expect(about).toContainText('your opponent claims the objective');
  expect(await button.getAttribute('aria-describedby')).toBe(await about.getAttribute('id'));
  await button.blur();
  await expect(about).toBeHidden();
  const director = labels.findIndex((text) => text.includes('Director') && !text.includes('Deputy'));
  await screen.locator(`[data-action-index="${director}"]`).hover();
  await expect(screen.locator(`[data-action-about="${director}"]`)).toContainText(
    'bottom of the objective deck',
  );

  // Choosing an agent moves its token from HQ to the Agent X slot: the stage animates for a while.
  await page.evaluate(() => {
    const host = document.querySelector('[data-game-screen="coldwar"] .stage[data-ready]') as HTMLElement;
    const seen = { animating: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (host.dataset.animating === 'true') seen.animating = true;
    }).observe(host, { attributes: true });
  });
  const steps = (): Promise<number> =>
    page.evaluate(
      () => (globalThis as { __safehouseFrames?: { step: number[] } }).__safehouseFrames?.step.length ?? 0,
    );
  const stepsBefore = await steps();
  await page.keyboard.press('1');
  await expect(version(page)).toHaveText('1');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __seen: { animating: boolean } }).__seen.animating),
    )
    .toBe(true);
  await expect(stage).not.toHaveAttribute('data-animating', 'true');
  // The slide is drawn as animation steps (a scene at rest has none; a slow software renderer may
  // take only a few for it).
  expect((await steps()) - stepsBefore).toBeGreaterThanOrEqual(1);
  expect(problems).toEqual([]);
  kgb.close();
});

test('Cold War table mid-game, as the TV shows it: art drawn without warnings', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = watchArt(page);
  const table = await createTable(request, { game: 'coldwar' });
  const players = await Promise.all([WsClient.open(baseURL!), WsClient.open(baseURL!)]);
  for (const [index, client] of players.entries()) {
    client.send({ type: 'join', code: table.code, seat: ['CIA', 'KGB'][index] });
    await client.first(isJoined);
  }
  // The game is dealt as the second seat is taken: both seats are then sent their first view.
  await Promise.all(players.map((client) => client.viewAt(0)));
  // Move the game on: activate when possible (groups turn sideways, change hands), else recruit, else the last choice.
  let played = 0;
  for (let n = 0; n < 30; n++) {
    const views = players.map((client) => client.lastView() as View);
    const mover = views.findIndex((view) => view.legal.length > 0);
    if (mover < 0) break;
    const legal = views[mover]!.legal as { type: string }[];
    const pick =
      legal.find((a) => a.type === 'activate' && n % 3 !== 0) ??
      legal.find((a) => a.type === 'recruit') ??
      legal[legal.length - 1];
    players[mover]!.send({ type: 'intent', action: pick });
    await Promise.all(players.map((client) => client.viewAt(n + 1)));
    played = n + 1;
  }
  for (const client of players) client.close();
  // The TV opens on the game in progress (drawn once: the moves are the other test's business).
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto(`/?join=${table.code}&seat=table`);
  const stage = page.locator('[data-game-screen="coldwar"] .stage[data-ready="true"]');
  await expect(stage).toBeVisible({ timeout: 15_000 });
  await expect(version(page)).toHaveText(String(played));
  await settle(page);
  expect(await nonBackgroundShare(page, stage.locator('canvas'), [0x10, 0x18, 0x20])).toBeGreaterThan(0.5);
  await attachScreenshot(page, test.info(), 'coldwar-table-tv');
  expect(problems).toEqual([]);
});
