import { describe, expect, it } from 'vitest';
import { outsideAsar } from '../../src-main/bots/worker-path';

describe('the bot worker of a packaged app runs from outside the archive', () => {
  it('a path into app.asar becomes the same path in app.asar.unpacked', () => {
    expect(outsideAsar('/opt/Safehouse/resources/app.asar/out/main/bot-worker.js')).toBe(
      '/opt/Safehouse/resources/app.asar.unpacked/out/main/bot-worker.js',
    );
    expect(outsideAsar('C:\\Program Files\\Safehouse\\resources\\app.asar\\out\\main\\bot-worker.js')).toBe(
      'C:\\Program Files\\Safehouse\\resources\\app.asar.unpacked\\out\\main\\bot-worker.js',
    );
  });

  it('a path outside any archive is left alone, and a folder merely named like one too', () => {
    expect(outsideAsar('/work/safehouse/out/main/bot-worker.js')).toBe(
      '/work/safehouse/out/main/bot-worker.js',
    );
    expect(outsideAsar('/home/me/app.asar.unpacked/out/main/bot-worker.js')).toBe(
      '/home/me/app.asar.unpacked/out/main/bot-worker.js',
    );
    expect(outsideAsar('/home/me/my-app.asar/out/main/bot-worker.js')).toBe(
      '/home/me/my-app.asar/out/main/bot-worker.js',
    );
  });
});
