import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';

/** A new table through the host machine's loopback API: `{ id, code }`. */
export async function createTable(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<{ id: string; code: string }> {
  const response = await request.post('/api/tables', { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; code: string };
}

/**
 * Other players' screens, each over a bare WebSocket (no browser, to keep the machine light): a
 * fair-deal table is dealt only once every seat is taken. Call at the top of a spec file; the
 * answered function takes `seats` at the table with `code`, and every link it opened is closed
 * after its test.
 */
export function otherPlayers(): (
  baseURL: string,
  code: string,
  seats: readonly string[],
) => Promise<WsClient[]> {
  const opened: WsClient[] = [];
  test.afterEach(() => {
    for (const client of opened.splice(0)) client.close();
  });
  return async (baseURL, code, seats) => {
    const clients: WsClient[] = [];
    for (const seat of seats) {
      const client = await WsClient.open(baseURL);
      opened.push(client);
      client.send({ type: 'join', code, seat });
      await client.first(isJoined);
      clients.push(client);
    }
    return clients;
  };
}

/**
 * The e2e host's test hook (`--test-hooks`): `seats`' opening windows at this table stay open past
 * their deadline until each has chosen. For a spec that picks in a browser: on a busy machine one
 * keypress can take longer than the test host's short window to land.
 */
export async function holdOpeningWindows(
  request: APIRequestContext,
  tableId: string,
  seats: readonly string[],
): Promise<void> {
  const response = await request.post('/api/test/opening-hold', { data: { table: tableId, seats } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Collects console errors and page errors (a CSP violation is a console error). */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    problems.push(`pageerror: ${error.message}`);
    // The message alone does not say where; the stack goes to the test's output.
    console.error(`pageerror on ${page.url()}:\n${error.stack ?? error.message}`);
  });
  return problems;
}

/** Two animation frames, so Pixi has drawn what the last change asked for. */
export const settle = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Share of a canvas's pixels that differ clearly from `background` (as lobby.spec.ts counts). */
export async function nonBackgroundShare(
  page: Page,
  canvas: Locator,
  background: [number, number, number],
): Promise<number> {
  const png = await canvas.screenshot();
  return page.evaluate(
    async ({ base64, bg }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const off = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = off.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let differing = 0;
      for (let i = 0; i < data.length; i += 4) {
        const d =
          Math.abs(data[i]! - bg[0]) + Math.abs(data[i + 1]! - bg[1]) + Math.abs(data[i + 2]! - bg[2]);
        if (d > 30) differing++;
      }
      return differing / (data.length / 4);
    },
    { base64: png.toString('base64'), bg: background },
  );
}

/** The action count the shell shows for the table. */
export const version = (page: Page): Locator => page.locator('[data-table-version]');

/** The action count the table screen shows. */
export async function shownVersion(page: Page): Promise<number> {
  return Number(await page.locator('[data-table-version]').textContent());
}

/** Waits until one of the pages offers an action, and answers that page. */
export async function pageThatCanAct(pages: readonly Page[]): Promise<Page> {
  let found: Page | null = null;
  await expect
    .poll(
      async () => {
        for (const page of pages) {
          if ((await page.locator('[data-action-index]').count()) > 0) {
            found = page;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * A screenshot kept as a test artifact: a file in the test's output folder, attached to its report.
 * `fullPage: false` for an emulated phone: a full-page shot resizes the page and drops the touch
 * emulation while it is taken, so the page would be pictured as a desktop one.
 */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Continues past the cease-fire scene if it is up (issue 17): on a shared screen it stays until
 * someone does, and while it is up it holds the keys and covers the table.
 */
export async function continuePastCeasefire(page: Page): Promise<void> {
  const button = page.locator('[data-ceasefire-continue]');
  if ((await button.count()) === 0) return;
  await button.click({ timeout: 5_000 }).catch(() => {
    // It went away by itself meanwhile (a player's own screen).
  });
  await expect(button).toHaveCount(0);
}
