import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { BoardDef, DaView } from '../../engine/doubleagent';
import type { HostMessage, OpeningStatus } from '../../protocol/messages';
import { squareCentre } from '../../src-renderer/games/doubleagent/highlight';
import { isJoined, WsClient } from '../support/ws-client';
import { openingOver, startOpening } from './opening-support';
import { attachScreenshot, createTable, settle, version, watchForProblems } from './support';

const board = JSON.parse(readFileSync('assets/boards/camp.json', 'utf8')) as BoardDef;

type Opening = Extract<HostMessage, { type: 'opening' }>;
/** The host message opening `seat`'s window of the timed opening play. */
const windowOf =
  (seat: string) =>
  (m: HostMessage): m is Opening => {
    const status = (m as Opening).status as OpeningStatus | null | undefined;
    return (
      m.type === 'opening' && status?.stage === 'window' && (status.groups[status.index] ?? []).includes(seat)
    );
  };

test('the camp: the dice land on the roll, hovering a square shows its path, arrows and Enter move, the pawn walks', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // The timed opening play alone takes a few seconds before the first roll.
  test.setTimeout(45_000);
  const problems = watchForProblems(page);
  // Table dice: Ann types 1 + 2, so from the gazebo she has exactly six squares to choose from.
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { dice: 'table' } },
  });
  await page.setViewportSize({ width: 1360, height: 1000 });
  // Slow animations, so the walk lasts long enough to be seen running.
  await page.addInitScript(() => localStorage.setItem('safehouse.animation', 'slow'));
  await page.goto(`/?join=${code}&seat=Ann`);
  const others: WsClient[] = [];
  for (const seat of ['Bob', 'Cy', 'Di']) {
    const client = await WsClient.open(baseURL!);
    client.send({ type: 'join', code, seat });
    await client.first(isJoined);
    others.push(client);
    // Each bare seat picks at random as soon as its window opens, so the opening takes no longer than it must.
    void client
      .first(windowOf(seat), 20_000)
      .then(() => client.send({ type: 'intent', action: { type: 'opening', sector: null } }))
      .catch(() => undefined);
  }
  const ann = page.locator('[data-game-screen="doubleagent"]');
  await startOpening(page);
  await page.getByRole('button', { name: 'Opening: pick at random' }).click();
  await openingOver(page);

  await ann.getByLabel('First die').fill('1');
  await ann.getByLabel('Second die').fill('2');
  await ann.getByRole('button', { name: 'Enter 1 + 2' }).click();
  const dice = ann.getByRole('img', { name: 'You rolled 1 + 2 = 3' });
  await expect(dice).toBeVisible();
  await expect(dice).toHaveAttribute('data-dice', '1+2');
  await expect(dice).not.toHaveAttribute('data-rolling', 'true');

  // Hover a highlighted square: its path, three steps from the gazebo, is drawn and described.
  const stage = ann.locator('[data-camp-board]');
  const canvas = stage.locator('canvas');
  await expect(ann.locator('.stage[data-ready="true"]')).toBeVisible();
  const box = (await canvas.boundingBox())!;
  const at = squareCentre({ board } as DaView, box.width, box.height, 'r13c10')!;
  await canvas.hover({ position: at });
  await expect(stage).toHaveAttribute('data-path', 'r13c12 r13c11 r13c10');
  await settle(page);
  await attachScreenshot(page, testInfo, 'camp-path');
  await page.mouse.move(1, 1);
  await expect(stage).not.toHaveAttribute('data-path', /r/);

  // Keys: the board takes focus, an arrow puts the cursor on a highlighted square, Enter moves there.
  await stage.focus();
  await page.keyboard.press('ArrowDown');
  const first = await stage.getAttribute('data-cursor');
  expect(['r12c11', 'r12c15', 'r13c10', 'r13c16', 'r14c11', 'r14c15']).toContain(first);
  await page.keyboard.press('ArrowRight');
  const chosen = (await stage.getAttribute('data-cursor'))!;
  expect(chosen).not.toBe(first);
  const path = (await stage.getAttribute('data-path'))!.split(' ');
  expect(path).toHaveLength(3);
  expect(path.at(-1)).toBe(chosen);
  await settle(page);
  await attachScreenshot(page, testInfo, 'camp-cursor');
  await expect(
    ann.locator('[aria-live="polite"]').filter({ hasText: '3 steps. Enter moves there.' }),
  ).toHaveCount(1);
  await page.evaluate(() => {
    const host = document.querySelector('[data-camp-board] .stage')!;
    const seen = window as unknown as { __walked?: boolean };
    new MutationObserver(() => {
      if (host.getAttribute('data-animating') === 'true') seen.__walked = true;
    }).observe(host, { attributes: true });
  });
  const before = Number(await version(page).textContent());
  await page.keyboard.press('Enter');
  await expect(version(page)).toHaveText(String(before + 1));
  await expect.poll(() => page.evaluate(() => (window as { __walked?: boolean }).__walked)).toBe(true);
  await expect(stage.locator('.stage[data-animating]')).toHaveCount(0);
  await expect(ann.locator('.log')).toContainText('You moved 3 squares');
  await attachScreenshot(page, testInfo, 'camp-moved');
  for (const client of others) client.close();
  expect(problems).toEqual([]);
});
