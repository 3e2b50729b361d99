import { closeSync, ftruncateSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameFilesIn, OpenedGameFiles } from '../../src-main/electron/opened-game-files';

describe('game files opened from the system', () => {
  it('a launch passes them among its arguments; switches and other files are not them', () => {
    expect(
      gameFilesIn([
        '--enable-logging',
        'C:\\Games\\Our night.safehouse',
        '/home/me/b.SAFEHOUSE',
        'notes.txt',
        '--x=a.safehouse',
      ]),
    ).toEqual(['C:\\Games\\Our night.safehouse', '/home/me/b.SAFEHOUSE']);
    expect(gameFilesIn([])).toEqual([]);
  });

  it('are read when the page asks, once each, in the order they came; one too big or unreadable is said so', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'opened-'));
    const game = path.join(dir, 'game.safehouse');
    writeFileSync(game, '{"format":2}\n');
    const huge = path.join(dir, 'huge.safehouse');
    const fd = openSync(huge, 'w');
    ftruncateSync(fd, 16 * 1024 * 1024 + 1); // sparse: over the limit without writing it
    closeSync(fd);
    const opened = new OpenedGameFiles();
    opened.add(game);
    opened.add(huge);
    opened.add(path.join(dir, 'gone.safehouse'));
    expect(opened.size).toBe(3);
    expect(opened.take()).toEqual([
      { name: 'game.safehouse', text: '{"format":2}\n' },
      { name: 'huge.safehouse', problem: 'too_big' },
      { name: 'gone.safehouse', problem: 'unreadable' },
    ]);
    expect(opened.take()).toEqual([]);
  });
});
