import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ownHosts } from './own-host';
import { watchForProblems } from './support';

// Issue 18 item 7: a save from before saves recorded their rules version is taken in; one played
// under newer rules than this Safehouse has is named, in the screen's language, and left as it is.
const startHost = ownHosts();

const FIXTURE = path.resolve('test/fixtures/saves/coldwar-format1.journal.jsonl');

/** A format-2 Cold War journal played under rules version 99 (this build plays 3), written by hand. */
const NEWER = `${[
  '{"kind":"safehouse-table","schema":2,"id":"cccccccccccc","game":"coldwar","seed":7,"options":{},"code":"NEWRUL","createdAt":"2026-12-01T10:00:00.000Z","appVersion":"9.0.0","rules":{"game":"coldwar","version":99}}',
  '{"t":"action","n":1,"seat":"CIA","action":{"type":"chooseAgent","agent":"ANALYST"}}',
].join('\n')}\n`;

test('the lobby loads an old-format save and names one played under newer rules, in Chinese', async ({
  page,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-rules-'));
  mkdirSync(path.join(dataDir, 'tables'));
  const newer = path.join(dataDir, 'tables', 'cccccccccccc.journal.jsonl');
  writeFileSync(newer, NEWER);
  copyFileSync(FIXTURE, path.join(dataDir, 'tables', 'f0a1b2c3d4e5.journal.jsonl'));
  const url = await startHost(dataDir);
  const problems = watchForProblems(page);
  await page.goto(`${url}?lang=zh-TW`);
  const report = page.locator('[data-save-report]');
  await expect(report.locator('[data-save-problem]')).toHaveCount(1);
  await expect(report.locator('[data-save-problem]')).toHaveText(
    'cccccccccccc.journal.jsonl：使用較新版本的冷戰：CIA 對 KGB 規則（規則版本 99；此 Safehouse 最多支援 3）。請更新 Safehouse 後再繼續這局；檔案保持原樣。',
  );
  // The format-1 game is at its table, by its join code.
  await expect(page.getByText('FMT1CW').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lobby-newer-rules-zh-TW.png') });
  const axe = await new AxeBuilder({ page }).include('[data-save-report]').analyze();
  expect(axe.violations).toEqual([]);
  expect(readFileSync(newer, 'utf8')).toBe(NEWER);
  expect(problems).toEqual([]);
});
