import { expect, test } from '@playwright/test';
import type { HostMessage, OpeningStatus } from '../../protocol/messages';
import {
  type SimulatorHandle,
  startSimulator,
} from '../../src-main/games/doubleagent/board/simulator/simulator';
import { WsClient } from '../support/ws-client';
import { connectBoard } from './da-driver';
import { openingOver } from './opening-support';
import { attachScreenshot, createTable } from './support';

type Opening = Extract<HostMessage, { type: 'opening' }>;
type Notice = Extract<HostMessage, { type: 'notice' }>;

let simulator: SimulatorHandle | null = null;
const clients: WsClient[] = [];
test.afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await simulator?.close();
  simulator = null;
});

test('a physical board: a monitor turned back ON outside an inspection gives every screen the same neutral notice', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  simulator = await startSimulator({
    transport: { kind: 'tcp', port: 0 },
    boardId: 'E2E-NOTICE',
    // Without presence sensing a monitor is turned in place, with no lift first.
    presence: false,
    sockets: 9,
  });
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { monitors: 'table' } },
  });

  const ann = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const tv = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await ann.goto(`/?join=${code}&seat=Ann`);
  await tv.goto(`/?join=${code}&seat=table`);
  const [bob, cy, di] = (await Promise.all(
    ['Bob', 'Cy', 'Di'].map((name) => WsClient.joined(baseURL!, code, name, clients)),
  )) as [WsClient, WsClient, WsClient];
  // Every seat is taken, so the game is dealt: the board follows it.
  const { panel, report } = await connectBoard(baseURL!, simulator, clients);

  // The double agent sabotages the sector on socket 1 during his own window, on the board too.
  const sector = report.mapping[0]!;
  await expect(ann.locator('[data-opening="ready"]')).toBeVisible();
  await ann.locator('[data-opening-start]').click();
  const bobsWindow = (m: HostMessage): m is Opening => {
    const status = (m as Opening).status as OpeningStatus | null | undefined;
    return (
      m.type === 'opening' &&
      status?.stage === 'window' &&
      (status.groups[status.index] ?? []).includes('Bob')
    );
  };
  await bob.first(bobsWindow, 20_000);
  simulator.turn(1, 'OFF');
  bob.send({ type: 'intent', action: { type: 'opening', sector } });
  await openingOver(ann, 30_000);
  await openingOver(tv, 5_000);

  // Turned back ON by hand, outside any inspection: everyone is asked to check the board.
  simulator.turn(1, 'ON');
  const notice = ann.locator('[data-notice="board-check"]');
  await expect(notice).toBeVisible();
  await expect(tv.locator('[data-notice="board-check"]')).toBeVisible();
  const words = await notice.locator('span').textContent();
  expect(words).toMatch(
    /^Please check the board: the monitor of .+ shows something the rules do not allow\.$/,
  );
  expect(await tv.locator('[data-notice="board-check"] span').textContent()).toBe(words);
  expect(words).not.toMatch(/Ann|Bob|Cy|Di/);
  for (const client of [bob, cy, di]) {
    const heard = await client.first((m): m is Notice => m.type === 'notice' && m.code === 'board-check');
    expect(heard.seat).toBeNull();
  }
  await attachScreenshot(ann, testInfo, 'notice-board-check');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  panel.send({ type: 'board', command: 'disconnect' });
  await ann.close();
  await tv.close();
});

test('a physical board that shows no proper opening: every screen is asked, in the same words, to set every monitor ON and start again', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  simulator = await startSimulator({
    transport: { kind: 'tcp', port: 0 },
    boardId: 'E2E-REDO',
    presence: false,
  });
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' }, rules: { monitors: 'table' } },
  });
  const pages = await Promise.all(
    ['Ann', 'Bob', 'table'].map(async (name) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`/?join=${code}&seat=${name}`);
      return page;
    }),
  );
  await Promise.all(['Cy', 'Di'].map((name) => WsClient.joined(baseURL!, code, name, clients)));
  // Every seat is taken, so the game is dealt: the board follows it, and the opening waits for Start.
  const { panel } = await connectBoard(baseURL!, simulator, clients);
  for (const page of pages) await expect(page.locator('[data-opening="ready"]')).toBeVisible();

  // Nobody turns a monitor OFF: the board check fails when the last window closes.
  await pages[0]!.locator('[data-opening-start]').click();
  for (const page of pages)
    await expect(page.locator('[data-opening-redo]')).toBeVisible({ timeout: 30_000 });
  const words = await Promise.all(pages.map((page) => page.locator('[data-opening-message]').textContent()));
  for (const text of words) expect(text).toBe(words[0]);
  expect(words[0]).toContain('Set every monitor ON, then start the opening again.');
  await expect(pages[0]!.locator('[data-opening-start]')).toBeVisible();

  panel.send({ type: 'board', command: 'disconnect' });
  for (const page of pages) await page.close();
});
