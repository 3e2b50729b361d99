// Render benchmarks, in Chromium against the built host: frame CPU time while the Cold War
// table's cards animate and while a camp token walks its path, the time from navigation to the
// first interactive frame (and its parts: scripts, first view, Pixi init, first draw), and from a
// roll to the reachable squares lit. Frame CPU is what the page spends building and drawing a
// frame (PixiStage records it; rasterising runs elsewhere).
// `npm run bench -- render`.
import type { Page } from '@playwright/test';
import {
  animationsDone,
  createTable,
  type FirstFrameParts,
  firstFrameParts,
  frameStats,
  gotoInteractive,
  launchChromium,
  median,
  medianParts,
  recordedFrames,
  seatBots,
  startBuiltHost,
} from './render/harness';

const NAVIGATIONS = 3;
const COLDWAR_ACTIONS = 60;
const CAMP_TURNS = 8;
const CURTAIN_PASSES = 8;
const VIEWPORT = { width: 1360, height: 1000 };

/** A seeded choice among `n` buttons, so runs play alike. */
function picker(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const version = async (page: Page): Promise<number> =>
  Number(await page.locator('[data-table-version]').textContent());

/** Waits until the page shows a newer version than `before`, or its game is over. */
async function nextVersion(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (v) => Number(document.querySelector('[data-table-version]')?.textContent) > v,
    before,
    { timeout: 30_000 },
  );
}

/**
 * Waits until this seat can act (answers true) or the game is over (false); an inspection's
 * finding still on show is dismissed on the way, as the player would.
 */
async function canAct(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(
    () => {
      const done = document.querySelector<HTMLButtonElement>('[data-inspection-done]');
      if (done) done.click();
      if (document.querySelector('[data-action-index]:not([disabled])')) return 'act';
      const decision = document.querySelector('.decision')?.textContent ?? '';
      if (/Game over|out of the game/.test(decision)) return 'over';
      return false;
    },
    undefined,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) === 'act';
}

async function coldWar(host: Awaited<ReturnType<typeof startBuiltHost>>, page: Page) {
  const loads: number[] = [];
  const parts: FirstFrameParts[] = [];
  let code = '';
  for (let i = 0; i < NAVIGATIONS; i++) {
    const table = await createTable(host, { game: 'coldwar' });
    await seatBots(host, table.id, ['KGB'], 'random');
    code = table.code;
    loads.push(await gotoInteractive(page, `${host.url}/?join=${code}&seat=CIA&lang=en`));
    parts.push(await firstFrameParts(page));
  }
  const before = await recordedFrames(page);
  const skipDraw = before.draw.length;
  const skipStep = before.step.length;
  const pick = picker(7);
  let actions = 0;
  while (actions < COLDWAR_ACTIONS && (await canAct(page))) {
    const buttons = page.locator('[data-action-index]:not([disabled])');
    const n = await buttons.count();
    if (n === 0) continue;
    const at = await version(page);
    await buttons.nth(pick(n)).click();
    await nextVersion(page, at);
    await animationsDone(page);
    actions++;
  }
  const frames = await recordedFrames(page);
  return {
    bench: 'render.coldwar',
    first_interactive_ms: median(loads),
    first_interactive_runs: loads.map((ms) => Number(ms.toFixed(1))),
    first_interactive_parts: medianParts(parts),
    actions,
    animation_frames: frameStats(frames.step.slice(skipStep)),
    scene_draws: frameStats(frames.draw.slice(skipDraw)),
  };
}

/** Through the timed opening play: Start, then the first opening choice in this seat's window. */
async function passOpening(page: Page): Promise<void> {
  await page.locator('[data-opening-start]').click();
  await page.locator('[data-opening="yourTurn"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-opening] [data-action-index]').first().click();
  await page.locator('[data-opening]').waitFor({ state: 'detached', timeout: 60_000 });
}

async function camp(host: Awaited<ReturnType<typeof startBuiltHost>>, page: Page) {
  const table = await createTable(host, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  await seatBots(host, table.id, ['Bob', 'Cy', 'Di'], 'planner');
  await page.goto(`${host.url}/?join=${table.code}&seat=Ann&lang=en`);
  await passOpening(page);
  const pick = picker(11);
  const highlightMs: number[] = [];
  const walkSteps: number[] = [];
  let turns = 0;
  while (turns < CAMP_TURNS && (await canAct(page))) {
    const labels = await page.locator('[data-action-index]:not([disabled])').allTextContents();
    const rollAt = labels.findIndex((text) => /roll the dice/i.test(text));
    if (rollAt >= 0) {
      // From the press to the first frame showing the squares this roll reaches.
      await page.evaluate((index) => {
        (globalThis as { __rollPressed?: number }).__rollPressed = performance.now();
        (document.querySelector(`[data-action-index="${index}"]`) as HTMLButtonElement).click();
      }, rollAt);
      const lit = await page.waitForFunction(
        () => {
          const label = document.querySelector('.stage canvas')?.getAttribute('aria-label') ?? '';
          const pressed = (globalThis as { __rollPressed?: number }).__rollPressed ?? 0;
          return /highlighted/.test(label) ? performance.now() - pressed : false;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      highlightMs.push((await lit.jsonValue()) as number);
      continue;
    }
    // Moves only: a wrong accusation would put this seat out of the game.
    const moves = labels.flatMap((text, index) => (/^\d?Move to/.test(text) ? [index] : []));
    const at = await version(page);
    if (moves.length > 0) {
      const before = (await recordedFrames(page)).step.length;
      await page.locator(`[data-action-index="${moves[pick(moves.length)]}"]`).click();
      await nextVersion(page, at);
      await animationsDone(page);
      walkSteps.push(...(await recordedFrames(page)).step.slice(before));
      turns++;
    } else {
      await page.locator('[data-action-index]:not([disabled])').nth(pick(labels.length)).click();
      await nextVersion(page, at);
    }
  }
  return {
    bench: 'render.camp',
    turns,
    roll_to_highlight_ms: {
      median: median(highlightMs),
      max: Number(Math.max(0, ...highlightMs).toFixed(1)),
    },
    walk_frames: frameStats(walkSteps),
  };
}

/**
 * A Cold War hot-seat screen: from the press on the curtain's button to the first frame with the
 * next seat's table drawn and an action to choose (the curtain unmounts the table's stage).
 */
async function curtain(host: Awaited<ReturnType<typeof startBuiltHost>>, page: Page) {
  const table = await createTable(host, { game: 'coldwar' });
  await page.goto(`${host.url}/?lang=en`);
  await page.locator(`[data-table-code="${table.code}"] [data-hotseat]`).click();
  const pick = picker(5);
  const passes: number[] = [];
  while (passes.length < CURTAIN_PASSES) {
    const next = await page.waitForFunction(
      () => {
        const ceasefire = document.querySelector<HTMLButtonElement>('[data-ceasefire-continue]');
        if (ceasefire) ceasefire.click();
        if (document.querySelector('[data-curtain] [data-curtain-pass]')) return 'curtain';
        if (/Game over/.test(document.querySelector('.decision')?.textContent ?? '')) return 'over';
        const ready = document.querySelector('.stage[data-ready="true"]');
        return ready && document.querySelector('[data-action-index]:not([disabled])') ? 'act' : false;
      },
      undefined,
      { timeout: 60_000 },
    );
    const kind = await next.jsonValue();
    if (kind === 'over') break;
    if (kind === 'curtain') {
      await page.evaluate(() => {
        (globalThis as { __passPressed?: number }).__passPressed = performance.now();
        document.querySelector<HTMLButtonElement>('[data-curtain-pass]')!.click();
      });
      const drawn = await page.waitForFunction(
        () =>
          !document.querySelector('[data-curtain]') &&
          document.querySelector('.stage[data-ready="true"] canvas') &&
          document.querySelector('[data-action-index]')
            ? performance.now() - ((globalThis as { __passPressed?: number }).__passPressed ?? 0)
            : false,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      passes.push((await drawn.jsonValue()) as number);
      continue;
    }
    const buttons = page.locator('[data-action-index]:not([disabled])');
    const n = await buttons.count();
    if (n === 0) continue;
    const at = await version(page);
    await buttons.nth(pick(n)).click();
    // The next view, or the curtain that covers it.
    await page.waitForFunction(
      (v) =>
        document.querySelector('[data-curtain]') ||
        Number(document.querySelector('[data-table-version]')?.textContent) > v,
      at,
      { timeout: 30_000 },
    );
  }
  return {
    bench: 'render.curtain',
    passes: passes.length,
    pass_to_table_ms: {
      median: median(passes),
      max: Number(Math.max(0, ...passes).toFixed(1)),
    },
  };
}

const host = await startBuiltHost(['--opening-seconds', '1']);
const browser = await launchChromium();
try {
  // RENDER_ONLY=coldwar,curtain runs only those (each takes minutes on a busy machine).
  const only = process.env.RENDER_ONLY?.split(',');
  const runs = { coldwar: coldWar, camp, curtain };
  for (const [name, run] of Object.entries(runs)) {
    if (only && !only.includes(name)) continue;
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    console.log(JSON.stringify(await run(host, page)));
    await context.close();
  }
} finally {
  await browser.close();
  await host.stop();
}
