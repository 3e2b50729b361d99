import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { WsClient } from '../support/ws-client';
import { createTable } from './support';

const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const isPausedView =
  (paused: string | null) =>
  (m: HostMessage): m is Extract<HostMessage, { type: 'view' }> =>
    m.type === 'view' && m.paused === paused;

test('a player pauses the game: every screen says who, the game takes nothing, any player resumes', async ({
  browser,
  request,
  baseURL,
}) => {
  const { code } = await createTable(request, { game: 'coldwar' });
  const cia = await browser.newPage();
  const tv = await browser.newPage();
  await cia.goto(`/?join=${code}&seat=CIA`);
  await tv.goto(`/?join=${code}&seat=table`);
  const kgb = await WsClient.joined(baseURL!, code, 'KGB', clients);
  const ciaGame = cia.locator('[data-game-screen="coldwar"]');
  await expect(ciaGame.locator('[data-action-index="0"]')).toBeVisible();

  await cia.locator('[data-pause-game]').click();
  for (const page of [cia, tv])
    await expect(page.locator('[data-paused-by="CIA"]')).toContainText('Paused by CIA');
  await kgb.first(isPausedView('CIA'));
  // The watcher sees the state but has no button; the player's own controls do not answer.
  await expect(tv.locator('[data-resume-game], [data-pause-game]')).toHaveCount(0);
  await expect(cia.locator('.play-area')).toHaveAttribute('inert', '');
  await ciaGame.locator('[data-action-index="0"]').click({ force: true });
  await cia.keyboard.press('1');
  kgb.send({ type: 'intent', action: kgb.lastView()!.legal[0] });
  await kgb.waitFor(
    (m): m is Extract<HostMessage, { type: 'error' }> => m.type === 'error' && m.code === 'paused',
  );
  expect(kgb.lastView()?.version).toBe(0);

  // The other player resumes (from a phone, here its bare link): play goes on.
  kgb.send({ type: 'pause', paused: false });
  for (const page of [cia, tv]) await expect(page.locator('[data-paused-by]')).toHaveCount(0);
  await expect(cia.locator('[data-pause-game]')).toBeVisible();
  await ciaGame.locator('[data-action-index="0"]').click();
  await kgb.viewAt(1);
  // Neither the forced click nor the key reached the host while paused: nothing was refused.
  await expect(cia.locator('[data-error-code="paused"]')).toHaveCount(0);
  await cia.close();
  await tv.close();
});

test('on a shared screen the curtain offers the pause too, and says who paused', async ({
  page,
  request,
}) => {
  const table = await createTable(request, { game: 'coldwar' });
  await page.goto('/?lang=en');
  await page.locator(`[data-table-code="${table.code}"]`).locator('[data-hotseat]').click();
  const curtain = page.locator('[data-curtain]');
  await expect(curtain).toHaveAttribute('data-curtain', 'CIA');

  // The one about to take the screen pauses: the curtain stays and says so.
  await curtain.locator('[data-pause-game]').click();
  await expect(curtain.locator('[data-paused-by="CIA"]')).toContainText('Paused by CIA');
  await expect(curtain).toHaveAttribute('data-curtain', 'CIA');

  // Enter on the resume button resumes; it does not pass the curtain.
  await curtain.locator('[data-resume-game]').focus();
  await page.keyboard.press('Enter');
  await expect(curtain.locator('[data-pause-game]')).toBeVisible();
  await expect(curtain.locator('[data-paused-by]')).toHaveCount(0);
  await expect(curtain).toHaveAttribute('data-curtain', 'CIA');
  await curtain.locator('[data-curtain-pass]').click();
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
});
