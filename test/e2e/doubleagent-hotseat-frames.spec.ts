import { expect, type Page, test } from '@playwright/test';
import { createTable, watchForProblems } from './support';

const SEATS = ['Red', 'Blue', 'Green', 'Yellow'] as const;
const DOUBLE_AGENT = 'Yellow';

/**
 * Runs in the page before its own scripts: a MutationObserver looks at the page after every
 * change of the DOM (so at every frame that can be painted) and notes any frame that shows a
 * seat's private text while no curtain is up and that seat was not the last to pass one.
 */
function sampler(doubleAgent: string): void {
  const w = window as unknown as { __frames: Frames };
  interface Frames {
    count: number;
    lastPassed: string | null;
    leaks: string[];
    privateSeen: string[];
    publicSeen: number;
  }
  const frames: Frames = { count: 0, lastPassed: null, leaks: [], privateSeen: [], publicSeen: 0 };
  w.__frames = frames;
  const passed = (): void => {
    const curtain = document.querySelector('[data-curtain]');
    if (curtain) frames.lastPassed = curtain.getAttribute('data-curtain');
  };
  // Capture phase: noted before the page's own handler lifts the curtain.
  document.addEventListener('keydown', (e) => e.key === 'Enter' && passed(), true);
  document.addEventListener(
    'click',
    (e) => (e.target as Element).closest?.('[data-curtain]') && passed(),
    true,
  );
  const check = (): void => {
    frames.count += 1;
    if (!document.body) return;
    const text = document.body.textContent ?? '';
    if (document.querySelector('[data-curtain]')) {
      if (document.querySelector('[data-game-screen], [data-opening], [data-secret], [data-security-list]'))
        frames.leaks.push(`a seat's screen under the curtain: ${text.slice(0, 200)}`);
      return;
    }
    const bits: string[] = [];
    if (document.querySelector('[data-secret]')) bits.push('the sabotage panel');
    if (document.querySelector('[data-security-list]')) bits.push('a security list');
    if (text.includes('Your card:')) bits.push('a card');
    const identity = document.querySelector('[data-identity]');
    if (identity) bits.push('an identity card');
    if (document.querySelector('[data-opening="yourTurn"]')) bits.push('an opening turn');
    if (document.querySelector('[data-inspection]')) bits.push('an inspection');
    const named = [...text.matchAll(/You are (\w+)|Your turn, (\w+)/g)].map((m) => m[1] ?? m[2]);
    if (identity) named.push(identity.getAttribute('data-identity') ?? '?');
    if (bits.length === 0) {
      if (text.includes('Start roll') && named.length > 0) frames.publicSeen += 1;
      return;
    }
    const who = frames.lastPassed;
    const others = named.filter((seat) => seat !== who);
    if (who === null || others.length > 0)
      frames.leaks.push(
        `${bits.join(', ')} of ${named.join('/') || '?'} shown, last curtain passed: ${who} :: ${text.replace(/\s+/g, ' ').slice(0, 300)}`,
      );
    else if (
      (text.includes('Your card: Double Agent') ||
        document.querySelector('[data-identity-card]')?.textContent?.includes('Double Agent')) &&
      who !== doubleAgent
    )
      frames.leaks.push(`the double agent's card shown to ${who}`);
    else if (!frames.privateSeen.includes(who)) frames.privateSeen.push(who);
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

type Next = 'curtain' | 'identity' | 'start' | 'pick' | 'done' | 'inspect' | 'act' | 'over' | 'wait';

/** What the page offers now, in the order a player would deal with it, and how many frames so far. */
function nextStep(page: Page): Promise<{ next: Next; count: number }> {
  return page.evaluate(() => {
    const count = (window as unknown as { __frames: { count: number } }).__frames.count;
    const q = (s: string) => document.querySelector(s);
    const look = (): Next => {
      if (q('[data-curtain]')) return 'curtain';
      if (q('[data-identity-done]')) return 'identity';
      if (q('[data-opening-start]')) return 'start';
      if (q('[data-opening="yourTurn"]') && !q('[data-opening-chosen="true"]')) return 'pick';
      // The rest of the opening is waiting: for the window to close, the handover, the others.
      if (q('[data-opening]')) return 'wait';
      if (q('[data-inspection-done]')) return 'done';
      if (q('[data-inspection-choice]:not([disabled])')) return 'inspect';
      if (q('[data-over]') || document.body.textContent?.includes('Game over')) return 'over';
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-action-index]')].filter(
        (b) => !b.disabled && !/Accuse/.test(b.textContent ?? ''),
      );
      return buttons.length > 0 ? 'act' : 'wait';
    };
    return { next: look(), count };
  });
}

/*
 * A 4-seat hot-seat Double Agent game on one screen, engine dice, start rolls and the timed
 * opening, played to several turns past the opening. Every frame is looked at in the page. (It
 * caught the first seat's card and security list shown uncurtained while the screen was still
 * taking its seats one by one.)
 */
test('hot-seat frames: no frame shows a seat’s private text but to the seat that passed the last curtain', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const problems = watchForProblems(page);
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: [...SEATS],
    options: { deal: { doubleAgent: DOUBLE_AGENT } },
  });
  await page.addInitScript(sampler, DOUBLE_AGENT);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/?join=${code}&${SEATS.map((s) => `seat=${s}`).join('&')}`);
  // Read without waiting: under a curtain there is no version on the page.
  const version = () =>
    page.evaluate(() => Number(document.querySelector('[data-table-version]')?.textContent ?? 0));

  let sawOpening = false;
  let afterOpening: number | null = null;
  // Until 15 actions past the opening (about five turns), or the game is over.
  for (let guard = 0; guard < 400; guard++) {
    const probe = await Promise.race([
      nextStep(page),
      new Promise<null>((r) => setTimeout(() => r(null), 30_000)),
    ]);
    if (probe === null) throw new Error('the page did not answer for 30 s');
    const { next, count: before } = probe!;
    if (next === 'over') break;
    const inOpening = (await page.locator('[data-opening]').count()) > 0;
    sawOpening ||= inOpening;
    if (sawOpening && !inOpening && afterOpening === null && next === 'act') afterOpening = await version();
    if (afterOpening !== null && (await version()) >= afterOpening + 15) break;
    if (next === 'curtain') await page.keyboard.press('Enter');
    else if (next === 'identity') await page.locator('[data-identity-done]').click();
    else if (next === 'start') await page.locator('[data-opening-start]').click();
    else if (next === 'pick')
      // The window may close first: click only what is there now.
      await page.evaluate(() =>
        document
          .querySelector<HTMLButtonElement>('[data-opening="yourTurn"] [data-action-index]:not([disabled])')
          ?.click(),
      );
    else if (next === 'done') await page.locator('[data-inspection-done]').click();
    else if (next === 'inspect') {
      await page.evaluate(() => {
        const all = [
          ...document.querySelectorAll<HTMLButtonElement>('[data-inspection-choice]:not([disabled])'),
        ];
        (all.find((b) => b.dataset.inspectionChoice === 'leave') ?? all[0])?.click();
      });
    } else if (next === 'act') {
      await page.evaluate(() => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-action-index]')].filter(
          (b) => !b.disabled && !/Accuse/.test(b.textContent ?? ''),
        );
        buttons[0]?.click();
      });
    }
    // Wait for the page to change (a new version, a curtain, a dialog), never for a fixed time.
    await page.waitForFunction(
      (n) => (window as unknown as { __frames: { count: number } }).__frames.count > n,
      before,
      { timeout: 20_000 },
    );
  }
  expect(sawOpening, 'the opening was played').toBe(true);
  expect(afterOpening, 'the game went on past the opening').not.toBeNull();

  const frames = await page.evaluate(
    () =>
      (
        window as unknown as {
          __frames: { count: number; leaks: string[]; privateSeen: string[]; publicSeen: number };
        }
      ).__frames,
  );
  expect(frames.leaks).toEqual([]);
  // Not a vacuous pass: many frames, each seat's own screen seen, the public start rolls uncurtained.
  expect(frames.count).toBeGreaterThan(100);
  expect([...frames.privateSeen].sort()).toEqual([...SEATS].sort());
  expect(frames.publicSeen).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
