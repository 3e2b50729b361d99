import { expect, type Page, test } from '@playwright/test';
import { shownVersion } from './support';

declare global {
  interface Window {
    /** The frequency of every tone the page started (recorded by the spec's init script). */
    __tones: number[];
  }
}

/** Records each oscillator the page starts, by frequency, and lets it play as usual. */
async function recordTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__tones = [];
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        window.__tones.push(oscillator.frequency.value);
        start(when);
      };
      return oscillator;
    };
  });
}

const tones = (page: Page) => page.evaluate(() => window.__tones);

/** Plays CIA's first choice whenever it has one (by key, a gesture that lets the page play sound). */
async function playAlong(page: Page): Promise<void> {
  if ((await page.locator('[data-action-index]').count()) > 0) await page.keyboard.press('1');
}

test('against the computer, “your turn” sounds when CIA has a decision again; the Sound cues switch mutes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await recordTones(page);
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto('/?lang=en');
  await page.locator('[data-play-computer="coldwar"]').click();
  await page.locator('[data-computer-level="easy"]').click();
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  // The table's first view is no news: nothing sounds on arrival.
  expect(await tones(page)).toEqual([]);
  // Your turn: the rising pair (660 Hz, then 990 Hz) of lib/game-sound.ts.
  await expect
    .poll(
      async () => {
        await playAlong(page);
        return (await tones(page)).join(' ');
      },
      { timeout: 45_000, intervals: [300] },
    )
    .toMatch(/660 990/);

  // Muted on this device (the Settings switch's key), the game goes on in silence.
  await page.evaluate(() => localStorage.setItem('safehouse.sound.muted', '1'));
  await page.reload();
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  const from = await shownVersion(page);
  await expect
    .poll(
      async () => {
        await playAlong(page);
        return (await shownVersion(page)) - from;
      },
      { timeout: 45_000, intervals: [300] },
    )
    .toBeGreaterThanOrEqual(6);
  expect(await tones(page)).toEqual([]);
});
