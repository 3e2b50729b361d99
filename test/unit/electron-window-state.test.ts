import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWindowState, windowPlacement, writeWindowState } from '../../src-main/electron/window-state';

const DEFAULTS = { width: 1280, height: 800, minWidth: 800, minHeight: 600 };
const LAPTOP = { x: 0, y: 0, width: 1440, height: 877 };
const TV_ON_THE_RIGHT = { x: 1440, y: 0, width: 1920, height: 1050 };

describe('the window opens where it was last closed', () => {
  it('on the screen it was on, at its size', () => {
    const saved = {
      bounds: { x: 1600, y: 80, width: 1500, height: 900 },
      maximized: false,
      fullScreen: false,
    };
    expect(windowPlacement(saved, [LAPTOP, TV_ON_THE_RIGHT], DEFAULTS)).toEqual({
      bounds: { x: 1600, y: 80, width: 1500, height: 900 },
      maximized: false,
      fullScreen: false,
    });
  });

  it('at the default size, placed by the system, when that screen is gone (the TV unplugged)', () => {
    const saved = {
      bounds: { x: 1600, y: 80, width: 1500, height: 900 },
      maximized: true,
      fullScreen: false,
    };
    expect(windowPlacement(saved, [LAPTOP], DEFAULTS)).toEqual({
      bounds: { width: 1280, height: 800 },
      maximized: true,
      fullScreen: false,
    });
  });

  it('when only its bottom corner is still on a screen, its title bar out of reach, the default too', () => {
    const saved = {
      bounds: { x: -1400, y: -850, width: 1500, height: 900 },
      maximized: false,
      fullScreen: false,
    };
    expect(windowPlacement(saved, [LAPTOP], DEFAULTS).bounds).toEqual({ width: 1280, height: 800 });
  });

  it('no larger than the screen it is on, and never under the minimum size', () => {
    const huge = { bounds: { x: 10, y: 10, width: 3000, height: 2000 }, maximized: false, fullScreen: false };
    expect(windowPlacement(huge, [LAPTOP], DEFAULTS).bounds).toEqual({
      x: 10,
      y: 10,
      width: 1440,
      height: 877,
    });
    const tiny = { bounds: { x: 10, y: 10, width: 200, height: 100 }, maximized: false, fullScreen: false };
    expect(windowPlacement(tiny, [LAPTOP], DEFAULTS).bounds).toEqual({
      x: 10,
      y: 10,
      width: 800,
      height: 600,
    });
  });

  it('the first time, or from a damaged file, the default window', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'window-state-'));
    const file = path.join(dir, 'window.json');
    expect(readWindowState(file)).toBeNull();
    writeFileSync(file, '{"bounds":{"x":1,');
    expect(readWindowState(file)).toBeNull();
    writeFileSync(
      file,
      JSON.stringify({ bounds: { x: 0, y: 0, width: -5, height: 10 }, maximized: false, fullScreen: false }),
    );
    expect(readWindowState(file)).toBeNull();
    expect(windowPlacement(null, [LAPTOP], DEFAULTS).bounds).toEqual({ width: 1280, height: 800 });
  });

  it('what is written is read back', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'window-state-')), 'sub', 'window.json');
    const state = { bounds: { x: 5, y: 6, width: 1000, height: 700 }, maximized: true, fullScreen: false };
    writeWindowState(file, state);
    expect(readWindowState(file)).toEqual(state);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(state);
  });
});
