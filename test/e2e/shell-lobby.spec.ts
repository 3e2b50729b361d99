import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { createTable, otherPlayers, watchForProblems } from './support';

const seatOthers = otherPlayers();

/** Rewrites the host's welcome on its way to the page, as a host with LAN play on would send it. */
async function pretendLanIsOn(page: Page, urls: string[]) {
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((frame) => {
      const message = JSON.parse(String(frame)) as { type: string; lan?: unknown };
      if (message.type === 'welcome') message.lan = { enabled: true, switchable: false, urls };
      ws.send(JSON.stringify(message));
    });
  });
}

test('with LAN play on, each table shows its join address as text and as a QR code', async ({
  page,
  request,
}) => {
  const problems = watchForProblems(page);
  const table = await createTable(request, { game: 'coldwar' });
  await pretendLanIsOn(page, ['http://192.168.7.7:4810/']);
  await page.goto('/');
  const url = `http://192.168.7.7:4810/?join=${table.code}`;
  const listed = page.locator(`[data-table-code="${table.code}"]`);
  await expect(listed.locator('[data-join-url]')).toHaveText(url);
  const qr = listed.locator(`img[data-qr="${url}"]`);
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(20);
  expect(problems).toEqual([]); // the CSP lets the data: image through
});

test('with LAN play off the lobby says how to switch it on; it lists new tables by itself; a Double Agent table takes four names', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-lan="off"]')).toContainText('npm run serve -- --lan');
  await expect(page.locator('[data-table-code]').first()).toBeVisible();
  // A table made elsewhere shows up without a reload (the lobby asks again every few seconds).
  const elsewhere = await createTable(request, { game: 'coldwar' });
  await expect(page.locator(`[data-table-code="${elsewhere.code}"]`)).toBeVisible();

  await page.locator('[data-new-table="doubleagent"]').click();
  await expect(page.locator('[data-player-name]')).toHaveCount(4);
  await expect(page.locator('[data-player-name="0"]')).toHaveValue('Red');
  await page.locator('[data-player-name="3"]').fill('Red');
  await page.locator('[data-create-doubleagent]').click();
  await expect(page.getByRole('alert')).toHaveText('Each player needs a different name.');
  await page.locator('[data-player-name="3"]').fill('Mauve');
  await page.locator('[data-create-doubleagent]').click();
  const created = page.locator('[data-created-code]');
  await expect(created).toBeVisible();
  const code = await created.getAttribute('data-created-code');
  await expect(page.locator(`[data-table-code="${code}"] [data-play-seat]`)).toHaveText([
    'Play here: Red',
    'Play here: Blue',
    'Play here: Green',
    'Play here: Mauve',
  ]);
});

test('a dropped connection shows “Reconnecting…” and resumes the seat by itself', async ({
  page,
  request,
  baseURL,
}) => {
  const table = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, table.code, ['CIA']);
  let allow = true;
  const live: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    if (!allow) {
      ws.close();
      return;
    }
    const server = ws.connectToServer();
    live.push(ws);
    ws.onClose(() => server.close());
  });
  await page.goto(`/?join=${table.code}&seat=KGB`);
  await expect(page.locator('[data-shown-seat="KGB"]')).toBeVisible();
  await expect(page.locator('.link-status')).toHaveText('Connected to the host');

  allow = false;
  await live[0]!.close();
  await expect(page.locator('.link-status')).toContainText('Reconnecting…');
  allow = true;
  await expect(page.locator('.link-status')).toHaveText('Connected to the host');
  await expect(page.locator('[data-shown-seat="KGB"]')).toBeVisible();
  await expect(page.locator('[data-failure]')).toHaveCount(0);
  // The resumed seat acts again.
  await page.locator('[data-action-index]').first().click();
  await expect(page.locator('[data-table-version]')).toHaveText('1');
});
