import { expect, type Page, test } from '@playwright/test';

/** Collects every console error, page error and CSP violation the page reports. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Share of pixels in a PNG that differ clearly from the given background colour. */
async function nonBackgroundShare(
  page: Page,
  png: Buffer,
  background: [number, number, number],
): Promise<number> {
  return page.evaluate(
    async ({ base64, bg }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let differing = 0;
      for (let i = 0; i < data.length; i += 4) {
        const distance =
          Math.abs(data[i]! - bg[0]) + Math.abs(data[i + 1]! - bg[1]) + Math.abs(data[i + 2]! - bg[2]);
        if (distance > 30) differing++;
      }
      return differing / (data.length / 4);
    },
    { base64: png.toString('base64'), bg: background },
  );
}

test('the lobby lists both games, fetched from the host over the WebSocket', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto('/');
  await expect(page.getByRole('status')).toContainText('Connected to the host');
  await expect(page.locator('[data-game="coldwar"]')).toContainText('Cold War: CIA vs KGB');
  await expect(page.locator('[data-game="doubleagent"]')).toContainText('Project KGB: The Double Agent');
  expect(problems).toEqual([]);
});

test('the Pixi table actually draws felt and cards', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto('/');
  const stage = page.locator('.stage[data-ready="true"]');
  await expect(stage).toBeVisible();
  // Give Pixi a couple of frames after the scene is attached.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const canvas = stage.locator('canvas');
  const share = await nonBackgroundShare(page, await canvas.screenshot(), [0x10, 0x18, 0x20]);
  // The felt covers most of the stage; a blank or failed canvas would be ~0.
  expect(share).toBeGreaterThan(0.5);
  expect(problems).toEqual([]);
});

test('the page is served with a strict Content-Security-Policy', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
});

test('health answers with the version', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.ok).toBe(true);
  expect(typeof body.version).toBe('string');
});
