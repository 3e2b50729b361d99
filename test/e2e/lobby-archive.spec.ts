import { expect, test } from '@playwright/test';
import { WsClient } from '../support/ws-client';
import { playColdWarToTheEnd } from './coldwar-playout';
import { createTable } from './support';

const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

test('a finished table: no seat to take, archived, saved as a file, deleted after a confirmation, taken in again', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const { id, code } = await createTable(request, { game: 'coldwar' });
  await playColdWarToTheEnd(
    await WsClient.joined(baseURL!, code, 'CIA', clients),
    await WsClient.joined(baseURL!, code, 'KGB', clients),
  );
  const running = await createTable(request, { game: 'coldwar' });

  await page.goto('/');
  const finished = page.locator(`[data-table-id="${id}"]`);
  await expect(finished).toContainText('Finished');
  // Finished: the TV view and the replay, no seat to take.
  await expect(finished.locator('[data-play-seat], [data-hotseat]')).toHaveCount(0);
  await expect(finished.locator('[data-tv]')).toBeVisible();
  await expect(finished.locator('[data-replay]')).toBeVisible();
  // Unfinished tables come first, the finished one after the table made later.
  const ids = await page
    .locator('[data-table-id]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-table-id')));
  expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(id));
  await expect(
    page.locator(
      `[data-table-id="${running.id}"] [data-archive], [data-table-id="${running.id}"] [data-delete]`,
    ),
  ).toHaveCount(0);

  // Its code offers the table view and the replay, and no seat.
  await page.goto(`/?join=${code}`);
  await expect(page.locator('[data-join-seat="table"]')).toBeVisible();
  await expect(page.locator('[data-join-seat="CIA"], [data-join-seat="KGB"]')).toHaveCount(0);
  await expect(page.locator('[data-join-replay]')).toBeVisible();
  await page.goto('/');

  // Its replay may be seen by either player now ("Reveal all"), and saved from there too.
  await finished.locator('[data-replay]').click();
  const seenBy = page.locator('[data-replay-seat]');
  await expect(seenBy).toHaveValue('table');
  await seenBy.selectOption('CIA');
  await expect(page.locator('main.replay [data-game-screen="coldwar"]')).toBeVisible();
  await expect(seenBy).toHaveValue('CIA');
  await expect(page.locator('main.replay [data-export]')).toBeVisible();
  await page.goto('/');

  await finished.locator('[data-archive="true"]').click();
  await expect(finished).toHaveCount(0);
  const toArchived = page.locator('[data-table-view="archived"]');
  await expect(toArchived).toContainText(/Archived games \(\d+\)/);
  await toArchived.click();
  await expect(finished).toBeVisible();
  await expect(page.locator(`[data-table-id="${running.id}"]`)).toHaveCount(0);
  await expect(finished.locator('[data-replay]')).toBeVisible();

  // Saved as a file (a download here; the app's save dialog on the desktop).
  const download = page.waitForEvent('download');
  await finished.locator('[data-export]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^safehouse-coldwar-${code}-\\d{4}-\\d{2}-\\d{2}\\.safehouse$`),
  );
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);

  // Delete asks first; "Keep it" keeps it.
  await finished.locator('[data-delete]').click();
  await expect(finished.locator('[data-delete-confirm]')).toContainText(
    `Delete the game at table ${code} for good?`,
  );
  await finished.locator('[data-delete-no]').click();
  await expect(finished.locator('[data-delete-confirm]')).toHaveCount(0);
  await finished.locator('[data-delete]').click();
  await finished.locator('[data-delete-yes]').click();
  await expect(finished).toHaveCount(0);
  const status = await (await request.get('/api/status')).json();
  expect(status.tables.map((t: { id: string }) => t.id)).not.toContain(id);
  expect(status.tables.map((t: { id: string }) => t.id)).toContain(running.id);

  // The file brings the game back, finished as it was; taken in twice, it is refused.
  await page.locator('[data-table-view="current"]').click();
  await page.locator('[data-import-file]').setInputFiles(saved);
  await expect(page.locator(`[data-imported-code="${code}"]`)).toContainText(`Game taken in: table ${code}.`);
  await expect(finished).toContainText('Finished');
  await page.locator('[data-import-file]').setInputFiles(saved);
  await expect(page.getByRole('alert')).toContainText(`This game is here already: table ${code}.`);
});
