import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { ownHosts } from './own-host';
import { watchForProblems } from './support';

// Its own host, with a data folder made for the test: what the lobby warns about stays out of
// the shared e2e host's lobby.
const startHost = ownHosts();

/** A screen connecting from 127.0.0.2: this machine, but not its loopback address, so a LAN peer to the host. */
function lanPeer(url: string): Promise<{ ws: WebSocket; answers: string[] }> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}ws`, { localAddress: '127.0.0.2' });
  const answers: string[] = [];
  ws.on('message', (data) => answers.push(data.toString()));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, answers }));
    ws.once('error', reject);
  });
}

test('the lobby names each saved game that could not be loaded, with its reason', async ({ page }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-saves-'));
  mkdirSync(path.join(dataDir, 'tables'));
  writeFileSync(path.join(dataDir, 'tables', 'aaaaaaaaaaaa.journal.jsonl'), '');
  writeFileSync(path.join(dataDir, 'tables', 'bbbbbbbbbbbb.journal.jsonl'), 'not a journal\n');
  const url = await startHost(dataDir);
  const problems = watchForProblems(page);
  await page.goto(`${url}?lang=en`);
  const report = page.locator('[data-save-report]');
  await expect(report.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect(report).toContainText('could not be loaded (nothing was deleted)');
  await expect(report.locator('[data-save-problem]')).toHaveCount(2);
  await expect(
    report.locator('[data-save-problem]').filter({ hasText: 'aaaaaaaaaaaa.journal.jsonl' }),
  ).toContainText('empty save file');
  await expect(
    report.locator('[data-save-problem]').filter({ hasText: 'bbbbbbbbbbbb.journal.jsonl' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('the lobby warns when a device on the LAN keeps guessing join codes, and names it', async ({ page }) => {
  const url = await startHost(mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-probe-')));
  const problems = watchForProblems(page);
  await page.goto(`${url}?lang=en`);
  await expect(page.getByRole('status')).toContainText('Connected to the host');
  await expect(page.locator('[data-probing]')).toHaveCount(0);
  const peer = await lanPeer(url);
  // Five wrong codes are free; the sixth makes the device one the host warns about.
  for (let i = 0; i < 6; i++)
    peer.ws.send(JSON.stringify({ type: 'join', code: `G${i}0000`, seat: 'table' }));
  await expect.poll(() => peer.answers.filter((text) => text.includes('"bad_code"')).length).toBe(6);
  peer.ws.terminate();
  await page.reload();
  const banner = page.locator('[data-probing]');
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(banner).toContainText('127.0.0.2 tried 6 wrong codes');
  expect(problems).toEqual([]);
});
