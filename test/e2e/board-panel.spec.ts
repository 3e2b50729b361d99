import { expect, test } from '@playwright/test';
import {
  type SimulatorHandle,
  startSimulator,
} from '../../src-main/games/doubleagent/board/simulator/simulator';
import { attachScreenshot, createTable, otherPlayers } from './support';

const seatOthers = otherPlayers();

let simulator: SimulatorHandle | null = null;
test.afterEach(async () => {
  await simulator?.close();
  simulator = null;
});

test('the board panel connects a simulated board by tcp:// and follows its presence as a monitor is lifted', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A game on the board (dealt: every seat taken): its sectors can be mapped, and the monitors' positions are its secret.
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', rules: { monitors: 'table' } },
  });
  await seatOthers(baseURL!, code, ['Ann', 'Bob', 'Cy', 'Di']);
  simulator = await startSimulator({ transport: { kind: 'tcp', port: 0 }, boardId: 'E2E-PANEL', sockets: 9 });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  await page.locator('[data-board-open]').click();
  const panel = page.locator('[data-board-panel]');
  await expect(panel).toBeVisible();

  // Keyboard only: type the address and press Enter in the field.
  await panel.getByLabel('Port or address').fill(`tcp://127.0.0.1:${simulator.port}`);
  await panel.getByLabel('Port or address').press('Enter');
  await expect(panel.locator('[data-board-phase="connected"]')).toBeVisible();
  await expect(panel.locator('[data-board-id]')).toHaveText('E2E-PANEL');
  await expect(panel.locator('[data-board-sockets]')).toHaveText('9');
  await expect(panel.locator('[data-board-socket]')).toHaveCount(9);
  await expect(panel.locator('[data-board-socket="3"] [data-board-presence]')).toHaveText('in place');

  simulator.lift(3);
  await expect(panel.locator('[data-board-socket="3"] [data-board-presence]')).toHaveText('lifted');
  await attachScreenshot(page, testInfo, 'board-panel');
  simulator.place(3);
  await expect(panel.locator('[data-board-socket="3"] [data-board-presence]')).toHaveText('in place');
  await expect(panel.locator('[data-board-positions-hidden]')).toBeVisible();
  await expect(panel.locator('[data-board-position="1"], [data-board-position="0"]')).toHaveCount(0);

  // The mapping: a sector moved to another socket is saved; a sector given twice is refused in words.
  const first = panel.locator('[data-board-map="1"]');
  const second = panel.locator('[data-board-map="2"]');
  const firstSector = await first.inputValue();
  expect(firstSector).not.toBe('');
  await panel.locator('[data-board-map="9"]').selectOption('');
  await expect(panel.locator('[data-board-map="9"]')).toHaveValue('');
  await second.selectOption(firstSector);
  await expect(panel.locator('[data-board-problem="bad_mapping"]')).toContainText(firstSector);
  await expect(second).not.toHaveValue(firstSector);

  // The board goes away and comes back: the panel counts the reconnect.
  await simulator.unplug();
  await expect(panel.locator('[data-board-phase="reconnecting"]')).toBeVisible();
  await simulator.replug();
  await expect(panel.locator('[data-board-phase="connected"]')).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('[data-board-reconnects]')).not.toHaveText('0');

  await panel.locator('[data-board-disconnect]').click();
  await expect(panel.locator('[data-board-phase="connected"]')).toHaveCount(0);
  await panel.locator('[data-board-close]').click();
  await expect(panel).toHaveCount(0);
});
