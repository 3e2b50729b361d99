import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

function candidatePaths(): string[] {
  const programFiles = [process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA];
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ...programFiles
      .filter((dir): dir is string => Boolean(dir))
      .map((dir) => path.join(dir, 'Google/Chrome/Application/chrome.exe')),
  ];
}

function playwrightsOwnChromium(): string | undefined {
  try {
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

export const NO_BROWSER_HELP = [
  'No Chromium found for the end-to-end tests. Get one of these, then run npm test again:',
  '  Debian/Ubuntu:  sudo apt-get install chromium',
  '  macOS/Windows:  install Google Chrome, or run: npx playwright install chromium',
  '  anywhere:       set CHROMIUM_PATH=/path/to/chromium-or-chrome',
].join('\n');

/** The Chromium the e2e tests drive: CHROMIUM_PATH, a system Chromium or Chrome, or Playwright's own. */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  const found = candidatePaths().find((candidate) => existsSync(candidate)) ?? playwrightsOwnChromium();
  if (!found) throw new Error(NO_BROWSER_HELP);
  return found;
}
