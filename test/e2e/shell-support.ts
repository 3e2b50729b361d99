import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface CreatedTable {
  id: string;
  code: string;
}

/** A new table through the host machine's loopback API. */
export async function createTable(
  request: APIRequestContext,
  game: 'coldwar' | 'doubleagent',
  options?: Record<string, unknown>,
): Promise<CreatedTable> {
  const response = await request.post('/api/tables', { data: options ? { game, options } : { game } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { id: string; code: string };
  return { id: body.id, code: body.code };
}

/** The action count the table screen shows. */
export async function shownVersion(page: Page): Promise<number> {
  return Number(await page.locator('[data-table-version]').textContent());
}

/** Collects console errors and page errors (a CSP violation is a console error). */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until one of the pages offers an action, and answers that page. */
export async function pageThatCanAct(pages: readonly Page[]): Promise<Page> {
  let found: Page | null = null;
  await expect
    .poll(
      async () => {
        for (const page of pages) {
          if ((await page.locator('[data-action-index]').count()) > 0) {
            found = page;
            return true;
          }
        }
        return false;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  return found!;
}
