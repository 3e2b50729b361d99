import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { WsClient } from '../support/ws-client';
import { quickSeat } from './da-seats';
import { openingOver } from './opening-support';
import { ownHosts } from './own-host';
import { createTable } from './support';

// The inspection test's own host, whose dialogs wait 30 s (the shared host's 3 s are gone before a
// busy machine has paused).
const startHost = ownHosts();
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
  // The watcher sees the state but has no button; the player's own controls stay on show, disabled,
  // with the reason, and the turn line says the game is paused, not whose decision it is.
  await expect(tv.locator('[data-resume-game], [data-pause-game]')).toHaveCount(0);
  await expect(ciaGame.locator('[data-action-index="0"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(ciaGame.locator('[data-choices-locked]')).toHaveText('Paused by CIA: resume to play');
  await expect(cia.locator('[data-turn]')).toHaveText('Game paused by CIA.');
  await expect(cia.locator('[data-resume-game]')).toBeEnabled();
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
  await expect(ciaGame.locator('[data-choices-locked]')).toHaveCount(0);
  await expect(cia.locator('[data-turn]')).toHaveText('Your decision.');
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

test('the inspection dialog’s least time stands still while the game is paused, and goes on on resume', async ({
  page,
  request,
}) => {
  const url = await startHost(mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-pause-')), [
    '--inspection-seconds',
    '30',
    '--opening-seconds',
    '5',
  ]);
  const created = await request.post(`${url}api/tables`, {
    data: {
      game: 'doubleagent',
      seats: ['Ann', 'Bob', 'Cy', 'Di'],
      options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { code } = (await created.json()) as { code: string };
  await page.goto(`${url}?lang=en&join=${code}&seat=Ann`);
  const others = await Promise.all(['Bob', 'Cy', 'Di'].map((seat) => quickSeat(url, code, seat)));
  clients.push(...others.map(({ client }) => client));
  const bob = others[0]!.client;
  await page.locator('[data-opening-start]').click();
  await page.locator('[data-opening="yourTurn"] [data-action-index="0"]').click();
  await openingOver(page, 40_000);

  // Ann rolls 1 + 5 at the table and walks into the Gymnasium: its dialog waits 30 s.
  const screen = page.locator('[data-game-screen="doubleagent"]');
  await screen.getByLabel('Second die').fill('5');
  await screen.locator('form.dice button[type="submit"]').click();
  await screen.locator('[data-action-index]', { hasText: 'Move to the Gymnasium' }).click();
  const wait = page.locator('[data-inspection-wait]');
  await expect(wait).toHaveAttribute('data-inspection-wait', 'waiting');
  const secondsLeft = async () => Number(/in (\d+) s/.exec((await wait.textContent()) ?? '')?.[1]);
  // The bar has the dialog's width to itself: full is the end of the line (it once shared the line
  // with the countdown, and ended about half way across once the rows opened and the words went).
  const bar = page.locator('[data-inspection] progress');
  const barWidth = (await bar.boundingBox())!.width;
  const rowsWidth = (await page.locator('[data-inspection] .choices').boundingBox())!.width;
  expect(Math.abs(barWidth - rowsWidth)).toBeLessThan(2);
  const barValue = () => bar.evaluate((element) => (element as HTMLProgressElement).value);

  bob.send({ type: 'pause', paused: true });
  await expect(page.locator('[data-paused-by="Bob"]')).toBeVisible();
  const atPause = await secondsLeft();
  const barAtPause = await barValue();
  expect(atPause).toBeGreaterThan(5);
  // Every row is disabled alike, with the reason.
  const rows = page.locator('[data-inspection-choice]');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('[data-inspection] [data-choices-locked]')).toHaveText(
    'Paused by Bob: resume to play',
  );
  // Three seconds on, the wait has not moved.
  await page.waitForTimeout(3_000);
  await expect(wait).toHaveAttribute('data-inspection-wait', 'waiting');
  expect(await secondsLeft()).toBe(atPause);
  expect(await barValue()).toBe(barAtPause);

  // Resumed, it goes on from where it stood: neither open at once nor jumped, and counting again.
  bob.send({ type: 'pause', paused: false });
  await expect(page.locator('[data-paused-by]')).toHaveCount(0);
  await expect(wait).toHaveAttribute('data-inspection-wait', 'waiting');
  await expect(page.locator('[data-inspection] [data-choices-locked]')).toHaveCount(0);
  expect(await secondsLeft()).toBeGreaterThanOrEqual(atPause - 1);
  await expect.poll(secondsLeft, { timeout: 10_000 }).toBeLessThan(atPause - 1);
});
