import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTournamentArgs } from '../../src-main/tournament/args';
import { runGame } from '../../src-main/tournament/run-game';
import { wilson } from '../../src-main/tournament/wilson';

const ROOT = path.resolve(__dirname, '../..');

describe('tournament', () => {
  it('Wilson interval: known values, and it stays inside [0, 1] at the edges', () => {
    // 8 of 10: the textbook Wilson 95% interval is about [0.490, 0.943].
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.49, 2);
    expect(hi).toBeCloseTo(0.943, 2);
    expect(wilson(0, 20)[0]).toBe(0);
    expect(wilson(20, 20)[1]).toBe(1);
    expect(wilson(20, 20)[0]).toBeGreaterThan(0.8);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('reads good arguments and refuses bad ones with one line', () => {
    const good = parseTournamentArgs(
      [
        '--game',
        'coldwar',
        '--a',
        'ismcts:hard',
        '--b',
        'heuristic',
        '--games',
        '10',
        '--seed',
        '3',
        '--budget-ms',
        '50',
      ],
      2,
    );
    expect(good).toEqual({
      ok: true,
      value: {
        game: 'coldwar',
        a: 'ismcts:hard',
        b: 'heuristic',
        games: 10,
        seed: 3,
        budgetMs: 50,
        iterations: undefined,
        workers: 2,
      },
    });
    const bad = [
      ['--game', 'chess', '--a', 'random', '--b', 'random', '--games', '1', '--seed', '1'],
      ['--game', 'coldwar', '--a', 'planner', '--b', 'random', '--games', '1', '--seed', '1'],
      ['--game', 'doubleagent', '--a', 'ismcts', '--b', 'random', '--games', '1', '--seed', '1'],
      ['--game', 'coldwar', '--a', 'random', '--b', 'random', '--games', '0', '--seed', '1'],
      ['--game', 'coldwar', '--a', 'random', '--b', 'random', '--games', '2', '--seed', 'x'],
      [
        '--game',
        'coldwar',
        '--a',
        'random',
        '--b',
        'random',
        '--games',
        '2',
        '--seed',
        '1',
        '--budget-ms',
        '-5',
      ],
      [
        '--game',
        'coldwar',
        '--a',
        'random',
        '--b',
        'random',
        '--games',
        '2',
        '--seed',
        '1',
        '--colour',
        'red',
      ],
    ];
    for (const argv of bad) {
      const r = parseTournamentArgs(argv, 2);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).not.toContain('\n');
    }
  });

  it('A takes each side in turn: the same bots give mirrored results', () => {
    const args = (a: string, b: string) => ({
      game: 'coldwar' as const,
      a,
      b,
      games: 2,
      seed: 40,
      budgetMs: undefined,
      iterations: undefined,
      workers: 1,
    });
    // Game 0: A is CIA; game 1: A is KGB. Swapping the names swaps the winner's letter.
    for (const index of [0, 1]) {
      const one = runGame(args('heuristic', 'random'), index).winner;
      const other = runGame(args('random', 'heuristic'), index).winner;
      expect(one).not.toBe(null);
      expect(other).toBe(one === 'A' ? 'B' : 'A');
    }
  });
});

describe('bots layer', () => {
  const sources = (dir: string): { file: string; text: string }[] =>
    readdirSync(path.join(ROOT, dir)).flatMap((name) => {
      const rel = `${dir}/${name}`;
      return statSync(path.join(ROOT, rel)).isDirectory()
        ? sources(rel)
        : [{ file: rel, text: readFileSync(path.join(ROOT, rel), 'utf8') }];
    });

  it('engine/bots reaches the games only through their public modules and never builds a view itself', () => {
    const files = sources('engine/bots');
    expect(files.length).toBeGreaterThan(5);
    for (const { file, text } of files) {
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!));
        if (target.startsWith('engine/coldwar') || target.startsWith('engine/doubleagent'))
          expect([file, target]).toEqual([file, target.split('/').slice(0, 2).join('/')]);
      }
      // A bot that calls viewFor would hold a game state; bots only ever receive views.
      expect([file, /\bviewFor\s*\(/.test(text)]).toEqual([file, false]);
    }
  });

  it('the only full states the Cold War search steps are the ones its sampler gives it', () => {
    const search = readFileSync(path.join(ROOT, 'engine/bots/coldwar/ismcts.ts'), 'utf8');
    const bots = readFileSync(path.join(ROOT, 'engine/bots/coldwar/bots.ts'), 'utf8');
    // The honest bot's sampler is the determinizer of its view, and nothing else.
    expect(bots).toMatch(/sample: \(rand\) => determinize\(view, rand\)/);
    expect(search).toMatch(/o\.sample\(rand\)/);
  });
});
