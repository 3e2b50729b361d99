import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { isJoined, WsClient } from '../support/ws-client';
import { playColdWarToTheEnd } from './coldwar-playout';

const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

test('“Play again, sides swapped”: the screen moves to a new table on its own, at the other side', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const created = await (await request.post('/api/tables', { data: { game: 'coldwar' } })).json();
  const cia = await WsClient.open(baseURL!);
  clients.push(cia);
  cia.send({ type: 'join', code: created.code, seat: 'CIA' });
  const joined = await cia.first(isJoined);
  const kgb = await WsClient.joined(baseURL!, created.code, 'KGB', clients);
  await playColdWarToTheEnd(cia, kgb);
  cia.close();

  // The finished game on this page, at CIA (its token handed over).
  await page.addInitScript(
    ({ code, token, tableId }) => {
      localStorage.setItem(`safehouse.code.${code}`, tableId);
      localStorage.setItem(`safehouse.seat.${tableId}.CIA`, token);
    },
    { code: created.code, token: joined.token!, tableId: created.id },
  );
  await page.goto(`/?join=${created.code}&seat=CIA`);
  await expect(page.locator('[data-rematch]')).toBeVisible();
  await page.locator('[data-rematch-swap]').click();

  // Both screens are moved: this page to the new table's KGB seat, the other link to CIA.
  const moved = await kgb.first((m): m is Extract<HostMessage, { type: 'rematch' }> => m.type === 'rematch');
  expect(moved.seats.map((s) => s.seat)).toEqual(['CIA']);
  await expect(page).toHaveURL(new RegExp(`join=${moved.next.code}`));
  // The new game is dealt once the other link comes to the seat the host kept for it.
  await expect(page.locator('[data-deal-wait-line]')).toHaveText([
    'Taken, waiting for the screen to come back: CIA.',
  ]);
  // Its screen moves to the new table as a page would: a new link resumes the seat with its new token.
  const moving = await WsClient.open(baseURL!);
  clients.push(moving);
  moving.send({ type: 'resume', token: moved.seats[0]!.token });
  await expect(page.locator('[data-seat="KGB"]')).toBeVisible();
  await expect(page.locator('[data-game-screen="coldwar"] [data-action-index="0"]')).toBeVisible();
  await expect(page.locator('[data-rematch]')).toHaveCount(0);
});
