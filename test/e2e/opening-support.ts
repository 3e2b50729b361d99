import { expect, type Page } from '@playwright/test';

/** Presses Start on `page` and waits until its seat's window is open there. */
export async function startOpening(page: Page): Promise<void> {
  await page.locator('[data-opening-start]').click();
  await expect(page.locator('[data-opening="yourTurn"]')).toBeVisible();
}

/** Waits until the opening play is over on `page` (its game screen is back). */
export async function openingOver(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('[data-opening]')).toHaveCount(0, { timeout });
}

/**
 * The words of the opening screen that every seat must see alike (the message and the choices),
 * without the key hints: those belong to the device (none on a touch screen), not to the role.
 */
export async function openingWords(page: Page): Promise<string> {
  const message = await page.locator('[data-opening-message]').textContent();
  const choices = await page.locator('[data-opening] [data-action-index]').evaluateAll((buttons) =>
    buttons.map((button) => {
      const copy = button.cloneNode(true) as HTMLElement;
      for (const key of copy.querySelectorAll('kbd')) key.remove();
      return copy.textContent ?? '';
    }),
  );
  return [message, ...choices].join('\n');
}
