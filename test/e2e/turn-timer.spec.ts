import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';
import { ownHosts } from './own-host';
import { watchForProblems } from './support';

// Its own host, started with the optional turn timer (the shared host is untimed).
const startHost = ownHosts();

test('serve --turn-seconds: a Cold War seat left waiting plays its default, and every screen is told', async ({
  browser,
  request,
}) => {
  const url = await startHost(mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-turn-timer-')), [
    '--turn-seconds',
    '5',
  ]);
  const created = await request.post(`${url}api/tables`, { data: { game: 'coldwar' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { code } = (await created.json()) as { code: string };

  const tv = await (await browser.newContext()).newPage();
  const cia = await (await browser.newContext()).newPage();
  const problems = [...watchForProblems(tv), ...watchForProblems(cia)];
  await tv.goto(`${url}?lang=en&join=${code}&seat=table`);
  await cia.goto(`${url}?lang=en&join=${code}&seat=CIA`);
  // KGB's player sits down too (the game is dealt only then), and chooses nothing either.
  const kgb = await WsClient.open(url);
  kgb.send({ type: 'join', code, seat: 'KGB' });
  await kgb.first(isJoined);

  // Nobody chooses an agent: after 5 s each side's random available agent is played for it.
  for (const page of [tv, cia]) {
    await expect(page.locator('[data-notice="turn-timeout"]').first()).toContainText(
      /(CIA|KGB)'s time ran out: the move that changes nothing was played for them\./,
      { timeout: 20_000 },
    );
  }
  await cia.screenshot({ path: test.info().outputPath('turn-timeout-cia.png') });
  const axe = await new AxeBuilder({ page: cia }).include('[data-notice="turn-timeout"]').analyze();
  expect(axe.violations).toEqual([]);

  // In Traditional Chinese too.
  await cia.goto(`${url}?lang=zh-TW&join=${code}&seat=CIA`);
  await expect(cia.locator('[data-notice="turn-timeout"]').first()).toContainText('的時間到了', {
    timeout: 20_000,
  });
  expect(problems).toEqual([]);
  kgb.close();
});
