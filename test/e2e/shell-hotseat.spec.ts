import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { isView, WsClient } from '../support/ws-client';
import { createTable } from './support';

type View = Extract<HostMessage, { type: 'view' }>;

test('hot-seat: one screen holds both seats; the curtain hides everything between them', async ({
  page,
  request,
  baseURL,
}) => {
  const table = await createTable(request, { game: 'coldwar' });
  await page.goto('/');
  const listed = page.locator(`[data-table-code="${table.code}"]`);
  await listed.locator('[data-hotseat]').click();

  // First the curtain: nobody's table is on screen yet.
  const curtain = page.locator('[data-curtain]');
  await expect(curtain).toHaveAttribute('data-curtain', 'CIA');
  await expect(curtain).toContainText(
    'Pass the screen to CIA. Press Enter (or click) when only CIA is looking.',
  );
  expect(await page.content()).not.toContain('data-game-screen');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  await expect(curtain).toHaveCount(0);

  // CIA chooses its agent in secret; the screen must then go to KGB, behind the curtain.
  const choice = page.locator('[data-action-index="0"]');
  const choiceText = ((await choice.textContent()) ?? '').trim();
  expect(choiceText.length).toBeGreaterThan(0);
  await choice.click();
  await expect(curtain).toHaveAttribute('data-curtain', 'KGB');

  // CIA's secret, as the host tells CIA's own seat (resumed with the token the page stored: that
  // link takes the seat, and the page offers it back, below).
  const token = await page.evaluate((key) => localStorage.getItem(key), `safehouse.seat.${table.id}.CIA`);
  const spy = await WsClient.open(baseURL!);
  spy.send({ type: 'resume', token });
  const ciaView = (await spy.first((m): m is View => isView(m) && m.seat === 'CIA')).view as {
    sides: { CIA: { agentX: string; inHq: string[] } };
  };
  spy.close();
  const secret = ciaView.sides.CIA.agentX;
  expect(secret).toMatch(/^[A-Z_]+$/);

  const html = await page.content();
  expect(html).not.toContain('data-game-screen');
  expect(html).not.toContain('data-action-index');
  expect(html).not.toContain(secret);
  expect(html).not.toContain(choiceText);
  expect(html).not.toContain('data-table-version');

  // Click works as well as Enter; then KGB's own table, not CIA's.
  await curtain.locator('[data-curtain-pass]').click();
  await expect(page.locator('[data-shown-seat="KGB"]')).toBeVisible();
  await expect(page.locator('[data-action-index]').first()).toBeVisible();
  const lost = page.locator('[data-superseded="CIA"]');
  await lost.getByRole('button', { name: 'Take this seat back' }).click();
  await expect(lost).toHaveCount(0);
  await expect(page.locator('[data-shown-seat="KGB"]')).toBeVisible();

  // Switching seats by hand also passes through the curtain.
  await page.locator('[data-switch-seat="CIA"]').click();
  await expect(curtain).toHaveAttribute('data-curtain', 'CIA');
  expect(await page.content()).not.toContain('data-game-screen');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  await expect(page.locator('[data-turn]')).toHaveText('KGB to decide.');
});
