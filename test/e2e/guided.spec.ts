import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { switchLanguage } from './i18n-support';

const note = (page: Page) => page.locator('[data-lesson-note]');

async function expectNoteAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[data-lesson-note]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
}

async function startLesson(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('[data-learn="coldwar"]').click();
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
}

/** In one step inside the page: the note on show, or else a click on the first choice offered. */
const noteOrFirstChoice = (page: Page) =>
  page.evaluate(() => {
    const shown = document.querySelector('[data-lesson-note]')?.getAttribute('data-lesson-note');
    if (shown) return shown;
    const first = document.querySelector<HTMLButtonElement>('[data-action-index="0"]');
    if (first && !first.disabled) first.click();
    return null;
  });

/**
 * Plays the learner's side by its first choice each time, reading each note as it comes, until
 * the closing note; answers the notes in the order they were shown. The note and the choices come
 * from the same view, so looking for the note and clicking in one step never skips one.
 */
async function playToTheEnd(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await expect
    .poll(
      async () => {
        const kind = await noteOrFirstChoice(page);
        if (kind === 'gameOver') {
          shown.push(kind);
          return true;
        }
        if (kind) {
          shown.push(kind);
          await page.locator('[data-lesson-got-it]').click();
          await page.waitForFunction(
            (read) => document.querySelector('[data-lesson-note]')?.getAttribute('data-lesson-note') !== read,
            kind,
          );
        }
        return false;
      },
      { timeout: 180_000, intervals: [150] },
    )
    .toBe(true);
  return shown;
}

test('“Learn to play”: from the lobby, a note at each new kind of decision, once each, to the end of the lesson', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1360, height: 1000 });
  await startLesson(page);
  await expect(page.locator('[data-seat-bot="trainer"], [data-turn]').first()).toBeVisible();
  await expect(note(page)).toHaveAttribute('data-lesson-note', 'welcome');
  await expect(note(page).getByRole('heading', { name: 'Lesson' })).toBeVisible();
  await expect(note(page)).toContainText('You are CIA; the computer trainer is KGB.');
  await expectNoteAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('lesson-welcome.png') });

  const shown = await playToTheEnd(page);
  // The decisions every lesson meets, each explained once, in the order met; then the end.
  expect(shown.slice(0, 4)).toEqual(['welcome', 'chooseAgent', 'chooseFirst', 'action']);
  expect(shown).toContain('scored');
  expect(shown.at(-1)).toBe('gameOver');
  expect(new Set(shown).size).toBe(shown.length);
  await expect(page.locator('[data-turn]')).toContainText('Game over.');
  await page.screenshot({ path: testInfo.outputPath('lesson-over.png') });
});

test('the lesson speaks Traditional Chinese too, and “Skip the lesson” ends its notes for good', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await switchLanguage(page, 'zh-TW');
  await startLesson(page);
  await expect(note(page).getByRole('heading', { name: '教學' })).toBeVisible();
  await expect(note(page)).toContainText('你是 CIA');
  await expectNoteAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('lesson-welcome-zh-TW.png') });

  await page.locator('[data-lesson-skip]').click();
  await expect(note(page)).toHaveCount(0);
  // The next decision (choosing an agent) brings no note, and neither does a reload.
  await page.locator('[data-action-index="0"]').click();
  await expect(page.locator('[data-action-index="0"]')).toBeVisible({ timeout: 20_000 });
  await expect(note(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  await expect(note(page)).toHaveCount(0);
  await switchLanguage(page, 'en');
});
