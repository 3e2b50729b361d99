// What the render benchmarks share: the built host in a child process, Chromium, the tables they
// play and the frame times the screens record (src-renderer/scenes/frame-stats.ts).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { FrameLog } from '../../../src-renderer/scenes/frame-stats';
import { findChromium } from '../../e2e/find-browser';
import { isJoined, WsClient } from '../../support/ws-client';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface BenchHost {
  readonly url: string;
  stop(): Promise<void>;
}

/** Builds the app if `out/` is missing: the screens are measured as users get them. */
function ensureBuilt(): void {
  if (
    existsSync(path.join(ROOT, 'out/main/cli.js')) &&
    existsSync(path.join(ROOT, 'out/renderer/index.html'))
  )
    return;
  console.error('render benchmarks: building the app first (npm run build)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/** The built host (`out/main/cli.js serve`) on a free port, with a throwaway data folder. */
export async function startBuiltHost(extraArgs: readonly string[] = []): Promise<BenchHost> {
  ensureBuilt();
  const data = mkdtempSync(path.join(tmpdir(), 'safehouse-render-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['out/main/cli.js', 'serve', '--port', '0', '--data', data, ...extraArgs],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /the table is at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`host exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(data, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
    ],
  });
}

/** A new table through the host machine's loopback API. */
export async function createTable(
  host: BenchHost,
  data: Record<string, unknown>,
): Promise<{ id: string; code: string }> {
  const response = await fetch(`${host.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!response.ok) throw new Error(`creating a table failed: ${await response.text()}`);
  return (await response.json()) as { id: string; code: string };
}

/** Seats the computer player `bot` at each of `seats` (the lobby's `seatBot`); throws on a refusal. */
export async function seatBots(
  host: BenchHost,
  table: string,
  seats: readonly string[],
  bot: string,
): Promise<void> {
  const client = await WsClient.open(host.url);
  try {
    for (const seat of seats) client.send({ type: 'seatBot', table, seat, bot });
    // The host answers in order: once the pong is in, any refusal is too.
    client.send({ type: 'ping', nonce: 1 });
    await client.first((m): m is Extract<typeof m, { type: 'pong' }> => m.type === 'pong');
    const refused = client.inbox.find((m) => m.type === 'error');
    if (refused) throw new Error(`seating ${bot} failed: ${JSON.stringify(refused)}`);
  } finally {
    client.close();
  }
}

/**
 * Milliseconds from the start of navigation to the first frame in which the stage has drawn and
 * an action can be chosen (the first interactive frame).
 */
export async function gotoInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('.stage[data-ready="true"]') && document.querySelector('[data-action-index]')
        ? performance.now()
        : false,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** What the first interactive frame is made of, in milliseconds from navigation (sizes in kB). */
export interface FirstFrameParts {
  /** The screens' scripts and styles as served (decoded), and the largest script. */
  script_kb: number;
  largest_script_kb: number;
  css_kb: number;
  /** Scripts fetched and run: the page's DOMContentLoaded (module scripts run before it). */
  scripts_run_ms: number;
  /** Web fonts the page declared, and the bytes it fetched for them (the screens use system fonts). */
  font_faces: number;
  font_kb: number;
  /** The stage mounted: the table joined and its first view arrived. */
  first_view_ms: number;
  /** Pixi's Application.init (a WebGL context), and the first scene drawn on it. */
  pixi_init_ms: number;
  first_draw_ms: number;
}

/** Reads the parts of the first interactive frame from the page's performance entries. */
export async function firstFrameParts(page: Page): Promise<FirstFrameParts> {
  // Only plain data crosses from the page (tsx would wrap a helper defined in it in a `__name`
  // the page does not have): the sums and roundings are made here.
  const raw = await page.evaluate(() => ({
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      bytes: r.decodedBodySize,
    })),
    scriptsRun:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd ?? 0,
    fontFaces: document.fonts.size,
    init: performance.getEntriesByName('safehouse:pixi-init', 'measure').at(-1)?.toJSON() as
      | { startTime: number; duration: number }
      | undefined,
    draw: performance.getEntriesByName('safehouse:first-draw', 'measure').at(-1)?.duration ?? 0,
  }));
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const round = (n: number) => Number(n.toFixed(1));
  const bytesOf = (pattern: RegExp) => raw.resources.filter((r) => pattern.test(r.name)).map((r) => r.bytes);
  const total = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const scripts = bytesOf(/\.m?js(\?|$)/);
  return {
    script_kb: kb(total(scripts)),
    largest_script_kb: kb(Math.max(0, ...scripts)),
    css_kb: kb(total(bytesOf(/\.css(\?|$)/))),
    scripts_run_ms: round(raw.scriptsRun),
    font_faces: raw.fontFaces,
    font_kb: kb(total(bytesOf(/\.(woff2?|ttf|otf)(\?|$)/))),
    first_view_ms: round(raw.init?.startTime ?? 0),
    pixi_init_ms: round(raw.init?.duration ?? 0),
    first_draw_ms: round(raw.draw),
  };
}

/** The median of each part over several navigations. */
export function medianParts(runs: readonly FirstFrameParts[]): FirstFrameParts | null {
  const first = runs[0];
  if (!first) return null;
  const keys = Object.keys(first) as (keyof FirstFrameParts)[];
  return Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as FirstFrameParts;
}

/** The frame CPU times the page recorded: scenes drawn, and animation steps. */
export const recordedFrames = (page: Page): Promise<FrameLog> =>
  page.evaluate(
    () => (globalThis as { __safehouseFrames?: FrameLog }).__safehouseFrames ?? { draw: [], step: [] },
  );

/** Waits until the stage is not animating (or `timeout` ms pass). */
export const animationsDone = (page: Page, timeout = 10_000): Promise<unknown> =>
  page.waitForFunction(() => !document.querySelector('.stage[data-animating]'), undefined, { timeout });

export function frameStats(frames: readonly number[]): {
  frames: number;
  mean_ms: number;
  p99_ms: number;
  max_ms: number;
} {
  const sorted = [...frames].sort((a, b) => a - b);
  const round = (n: number) => Number(n.toFixed(2));
  if (sorted.length === 0) return { frames: 0, mean_ms: 0, p99_ms: 0, max_ms: 0 };
  return {
    frames: sorted.length,
    mean_ms: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    p99_ms: round(sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!),
    max_ms: round(sorted[sorted.length - 1]!),
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1)) : 0;
};

export { isJoined, WsClient };
