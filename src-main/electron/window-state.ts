import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The window as it was last closed (`window.json` in the data folder). */
export const WindowState = z
  .object({
    bounds: z
      .object({
        x: z.number().int(),
        y: z.number().int(),
        width: z.number().int().min(1).max(100_000),
        height: z.number().int().min(1).max(100_000),
      })
      .strict(),
    maximized: z.boolean(),
    fullScreen: z.boolean(),
  })
  .strict();
export type WindowState = z.infer<typeof WindowState>;

/** A damaged or missing file is no remembered window: the default one opens. */
export function readWindowState(file: string): WindowState | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = WindowState.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Written whole, atomically: a crash leaves the old file or the new one. */
export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** How much of the window's top edge must be on a screen for it to be grabbed and moved. */
const GRIP = { width: 120, height: 40 };

function overlap(a: Rectangle, b: Rectangle): Rectangle {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y),
  };
}

/**
 * Where the window opens: where it was, if its title bar is still on one of the screens (a
 * monitor unplugged since would leave it out of reach), no larger than that screen; otherwise
 * the default size, placed by the system.
 */
export function windowPlacement(
  saved: WindowState | null,
  workAreas: readonly Rectangle[],
  defaults: { width: number; height: number; minWidth: number; minHeight: number },
): {
  bounds: Partial<Rectangle> & { width: number; height: number };
  maximized: boolean;
  fullScreen: boolean;
} {
  const fallback = {
    bounds: { width: defaults.width, height: defaults.height },
    maximized: false,
    fullScreen: false,
  };
  if (!saved) return fallback;
  const { bounds } = saved;
  const titleBar = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRIP.height };
  const screen = workAreas.find((area) => {
    const seen = overlap(titleBar, area);
    return seen.width >= Math.min(GRIP.width, bounds.width) && seen.height >= GRIP.height;
  });
  if (!screen) return { ...fallback, maximized: saved.maximized, fullScreen: saved.fullScreen };
  return {
    bounds: {
      x: bounds.x,
      y: bounds.y,
      width: Math.max(defaults.minWidth, Math.min(bounds.width, screen.width)),
      height: Math.max(defaults.minHeight, Math.min(bounds.height, screen.height)),
    },
    maximized: saved.maximized,
    fullScreen: saved.fullScreen,
  };
}
