import { expect, test } from '@playwright/test';
import { type SimulatorHandle, startSimulator } from '../../src-main/board/simulator/simulator';

let simulator: SimulatorHandle | null = null;
test.afterEach(async () => {
  await simulator?.close();
  simulator = null;
});

test('the board panel connects a simulated board by tcp:// and follows its presence as a monitor is lifted', async ({
  page,
}, testInfo) => {
  simulator = await startSimulator({ transport: { kind: 'tcp', port: 0 }, boardId: 'E2E-PANEL', sockets: 9 });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  await page.locator('[data-board-open]').click();
  const panel = page.locator('[data-board-panel]');
  await expect(panel).toBeVisible();

  // Keyboard only: type the address and press Enter in the field.
  await panel.getByLabel('Port or address').fill(`tcp://127.0.0.1:${simulator.port}`);
  await panel.getByLabel('Port or address').press('Enter');
  await expect(panel.locator('[data-board-phase="connected"]')).toBeVisible({ timeout: 10_000 });
  await expect(panel.locator('[data-board-id]')).toHaveText('E2E-PANEL');
  await expect(panel.locator('[data-board-sockets]')).toHaveText('9');
  await expect(panel.locator('[data-board-socket]')).toHaveCount(9);
  await expect(panel.locator('[data-board-socket="3"] [data-board-presence]')).toHaveText('in place');

  simulator.lift(3);
  await expect(panel.locator('[data-board-socket="3"] [data-board-presence]')).toHaveText('lifted');
  await testInfo.attach('board-panel', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  simulator.place(3);
  await expect(panel.locator('[data-board-socket="3"] [data-board-presence]')).toHaveText('in place');

  // The board goes away and comes back: the panel counts the reconnect.
  await simulator.unplug();
  await expect(panel.locator('[data-board-phase="reconnecting"]')).toBeVisible({ timeout: 10_000 });
  await simulator.replug();
  await expect(panel.locator('[data-board-phase="connected"]')).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('[data-board-reconnects]')).not.toHaveText('0');

  await panel.locator('[data-board-disconnect]').click();
  await expect(panel.locator('[data-board-phase="connected"]')).toHaveCount(0);
  await panel.locator('[data-board-close]').click();
  await expect(panel).toHaveCount(0);
});
