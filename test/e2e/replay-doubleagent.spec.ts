import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { settle, watchForProblems } from './support';

interface FinishedGame {
  readonly id: string;
  readonly code: string;
  readonly total: number;
  readonly file: { readonly name: string; readonly text: string };
  /** For each step, the dice of the newest roll in the table's log then ("4+3"), if any. */
  readonly lastRolls: readonly (string | null)[];
  /** Steps at which a player has rolled and is about to move. */
  readonly moveSteps: readonly number[];
}

/** A finished game played from a seed outside this process (fixtures/finished-game.ts). */
function finishedGame(seed: number): FinishedGame {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const out = execFileSync(process.execPath, [tsx, 'test/e2e/fixtures/finished-game.ts', String(seed)], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as FinishedGame;
}

test('a Double Agent replay draws exactly the step asked for after any jump: its latest dice, and no walk that did not happen', async ({
  page,
}, testInfo) => {
  const game = finishedGame(20_261_202);
  const saved = testInfo.outputPath(game.file.name);
  writeFileSync(saved, game.file.text);
  const total = game.total;
  expect(total).toBeGreaterThan(40);

  const problems = watchForProblems(page);
  // Slow animations: a walk drawn by mistake is still under way when the step is checked.
  await page.addInitScript(() => localStorage.setItem('safehouse.animation', 'slow'));
  await page.goto('/?lang=en');
  await page.locator('[data-import-file]').setInputFiles(saved);
  await expect(page.locator(`[data-imported-code="${game.code}"]`)).toBeVisible();
  await page.goto(`/?replay=${game.id}&lang=en`);
  await expect(page.locator('[data-replay-total]')).toHaveText(String(total));

  const step = page.locator('[data-replay-step]');
  const stage = page.locator('[data-game-screen] .stage[data-ready="true"]');
  const dice = page.locator('[data-game-screen] [data-dice]');
  const slider = page.locator('input[type="range"]');
  await expect(stage).toBeVisible();
  // Any walk (the stage's data-animating) or tumble (the dice's data-rolling) started is noted,
  // however short: an assertion on the attribute itself would wait for a wrong walk to end, and pass.
  await page.evaluate(() => {
    const seen = window as unknown as { animationsSeen: number };
    seen.animationsSeen = 0;
    const moving = (node: Node) =>
      node instanceof Element &&
      (node.matches('[data-animating="true"], [data-rolling]') ||
        node.querySelector('[data-animating="true"], [data-rolling]') !== null);
    new MutationObserver((records) => {
      for (const record of records)
        if (moving(record.target) || [...record.addedNodes].some(moving)) seen.animationsSeen += 1;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-animating', 'data-rolling'],
    });
  });
  const animationsSeen = () =>
    page.evaluate(() => (window as unknown as { animationsSeen: number }).animationsSeen);
  const expectStep = async (at: number) => {
    await expect(step).toHaveText(String(at));
    await settle(page);
    // A jump draws the step as it stands: no pawn walks there from wherever the screen was.
    expect(await animationsSeen(), `a walk or a tumble was drawn on jumping to step ${at}`).toBe(0);
    const wanted = game.lastRolls[at] ?? null;
    if (wanted === null) await expect(dice).toHaveCount(0);
    else await expect(dice).toHaveAttribute('data-dice', wanted);
  };

  for (const at of [Math.floor(total / 2), 7, total - 3, 20]) {
    await slider.fill(String(at));
    await expectStep(at);
  }
  // From a player about to move to two steps on, where that pawn stands elsewhere: still a jump,
  // drawn as it stands, not walked.
  const from = game.moveSteps.find((at) => at > 10 && at + 2 < total)!;
  expect(from).toBeDefined();
  await slider.fill(String(from));
  await expectStep(from);
  await slider.fill(String(from + 2));
  await expectStep(from + 2);
  await page.keyboard.press('End');
  await expectStep(total);
  await page.keyboard.press('Home');
  await expectStep(0);
  expect(problems).toEqual([]);
});
