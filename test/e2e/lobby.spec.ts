import { expect, test } from '@playwright/test';
import { nonBackgroundShare, settle, watchForProblems } from './support';

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
  await settle(page);
  const share = await nonBackgroundShare(page, stage.locator('canvas'), [0x10, 0x18, 0x20]);
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
  // The page carries the same policy as a meta tag (all but frame-ancestors, which a meta cannot set).
  const meta = (await response.text()).match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
  expect(meta?.replaceAll('&#39;', "'")).toBe(csp.replace("; frame-ancestors 'none'", ''));
});

test('health answers with the version', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.ok).toBe(true);
  expect(typeof body.version).toBe('string');
});
