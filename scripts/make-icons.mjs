// Draws the app icon (assets/icons/icon.png, 1024 × 1024) from assets/icons/icon.svg with
// Chromium; electron-builder makes the Windows .ico and the macOS .icns from that PNG.
// Run it after changing the SVG: `node scripts/make-icons.mjs`; the PNG is committed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const icons = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'icons');
const svg = readFileSync(join(icons, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:1024px;height:1024px}</style>${svg}`,
  );
  await page.locator('svg').screenshot({ path: join(icons, 'icon.png'), omitBackground: true });
} finally {
  await browser.close();
}
