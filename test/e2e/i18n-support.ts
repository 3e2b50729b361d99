import { expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../src-renderer/i18n/en';

const KEYS = Object.keys(en);

/**
 * Everything a person can read or hear on the page in its language: its text and its read
 * attributes, less what is marked as another language (the language picker's own names).
 */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let body = document.body.textContent ?? '';
    for (const other of document.querySelectorAll(`[lang]:not([lang="${document.documentElement.lang}"])`)) {
      body = body.replace(other.textContent ?? '', '');
    }
    const parts = [body];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/** No catalogue key (`lobby.games`) and no unfilled `{placeholder}` anywhere a person could read it. */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await readableText(page);
  expect(KEYS.filter((key) => text.includes(key))).toEqual([]);
  expect(text.match(/\{[A-Za-z_]\w*\}/g) ?? []).toEqual([]);
}

/** Picks a language with the shell's language picker, by keyboard-operable select. */
export async function switchLanguage(page: Page, language: 'en' | 'zh-TW'): Promise<void> {
  await page.locator('[data-language-picker] select').first().selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Waits until the stage has redrawn its words in `language`, and answers its pixels. */
export async function canvasIn(page: Page, stage: Locator, language: string): Promise<Buffer> {
  await expect(stage).toHaveAttribute('data-drawn-language', language);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return stage.locator('canvas').screenshot();
}

/** Counts the WebSockets a page opens, to show a language switch does not reconnect. */
export function countSockets(page: Page): { readonly opened: number } {
  const counter = { opened: 0 };
  page.on('websocket', () => {
    counter.opened += 1;
  });
  return counter;
}
