import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { WsClient } from '../support/ws-client';
import { ownHosts } from './own-host';
import { watchForProblems } from './support';

// Its own host, whose seats get a stand-in after 5 s without a screen (the shared host waits
// the desktop's 120 s).
const startHost = ownHosts();
const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const STAND_IN = 'A computer player is playing for KGB until KGB returns.';

test('a stand-in for a player who left is told on every screen and in the log, and so is its leaving', async ({
  browser,
  request,
}) => {
  const url = await startHost(mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-stand-in-')), [
    '--stand-in-seconds',
    '5',
  ]);
  const created = await request.post(`${url}api/tables`, { data: { game: 'coldwar' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { code } = (await created.json()) as { code: string };

  const tv = await browser.newPage();
  const cia = await browser.newPage();
  const problems = [...watchForProblems(tv), ...watchForProblems(cia)];
  await tv.goto(`${url}?lang=en&join=${code}&seat=table`);
  await cia.goto(`${url}?lang=en&join=${code}&seat=CIA`);
  const kgb = await WsClient.joined(url, code, 'KGB', clients);
  const joined = await kgb.first((m): m is Extract<HostMessage, { type: 'joined' }> => m.type === 'joined');
  kgb.close();

  // KGB's screen is gone and the game waits on KGB's agent while CIA is there: a stand-in comes.
  for (const page of [tv, cia]) {
    await expect(page.locator('[data-notice="seat-bot"]')).toContainText(STAND_IN);
    await expect(page.locator('[data-game-log]')).toContainText(STAND_IN);
  }
  // A computer sits at the table now: its players may set its pace (issue 17).
  await expect(cia.locator('[data-bot-pace]')).toBeVisible();

  const back = await WsClient.open(url);
  clients.push(back);
  back.send({ type: 'resume', token: joined.token });
  for (const page of [tv, cia]) {
    await expect(page.locator('[data-notice="seat-back"]')).toContainText(
      'KGB is back; the computer player has left the seat.',
    );
    await expect(page.locator('[data-game-log]')).toContainText(
      'The computer player gave KGB back to its player.',
    );
  }
  await expect(cia.locator('[data-bot-pace]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
