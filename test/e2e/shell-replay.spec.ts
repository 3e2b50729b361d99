import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { isJoined, WsClient } from '../support/ws-client';
import { createTable } from './support';

type View = Extract<HostMessage, { type: 'view' }>;

test('replay: steps forward and back with keys, buttons and the slider, showing each frame', async ({
  page,
  request,
  baseURL,
}) => {
  const table = await createTable(request, { game: 'coldwar' });
  // Play five actions straight over the protocol.
  const players = await Promise.all([WsClient.open(baseURL!), WsClient.open(baseURL!)]);
  const seats = ['CIA', 'KGB'] as const;
  for (const [index, client] of players.entries()) {
    client.send({ type: 'join', code: table.code, seat: seats[index] });
    await client.first(isJoined);
  }
  // Dealt as the second seat was taken: both are sent their first view.
  await Promise.all(players.map((client) => client.viewAt(0)));
  for (let n = 0; n < 5; n++) {
    const views = players.map((client) => client.lastView() as View);
    const mover = views.findIndex((view) => view.legal.length > 0);
    expect(mover).toBeGreaterThanOrEqual(0);
    players[mover]!.send({ type: 'intent', action: views[mover]!.legal[0] });
    await Promise.all(players.map((client) => client.viewAt(n + 1)));
  }
  for (const client of players) client.close();

  await page.goto('/');
  await page.locator(`[data-table-code="${table.code}"] [data-replay]`).click();
  const step = page.locator('[data-replay-step]');
  const frame = page.locator('[data-game-screen]');
  await expect(step).toHaveText('0');
  await expect(page.locator('[data-replay-total]')).toHaveText('5');
  await expect(page.locator('[data-action-index]')).toHaveCount(0);
  const atStart = await frame.textContent();

  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveText('1');
  await expect(frame).not.toHaveText(atStart!);
  const atOne = await frame.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveText('2');
  await expect(frame).not.toHaveText(atOne!);
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveText('1');
  await expect(frame).toHaveText(atOne!);
  await page.keyboard.press('End');
  await expect(step).toHaveText('5');
  await page.keyboard.press('ArrowRight'); // past the end: stays
  await expect(step).toHaveText('5');
  await page.keyboard.press('Home');
  await expect(step).toHaveText('0');
  await expect(frame).toHaveText(atStart!);
  await page.getByRole('button', { name: 'Forward', exact: true }).click();
  await expect(step).toHaveText('1');
  await page.locator('input[type="range"]').fill('3');
  await expect(step).toHaveText('3');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(step).toHaveText('2');

  // Escape goes back to the lobby.
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-game="coldwar"]')).toBeVisible();
});
