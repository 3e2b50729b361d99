import { describe, expect, it } from 'vitest';
import { applyView, type ViewMessage } from '../../src-renderer/lib/seat-model';
import { numberedLines } from '../../src-renderer/table/numbered-log';

describe('the log numbered by action', () => {
  it('newest first; the lines of one action share its number; a table note has none', () => {
    const lines = [
      'Turn 1 begins.',
      'CIA has chosen an agent.',
      'KGB has chosen an agent.',
      'CIA paused the game.',
    ];
    const acts = [1, 1, 2, null];
    expect(numberedLines(lines, acts)).toEqual([
      { text: 'CIA paused the game.', act: null },
      { text: 'KGB has chosen an agent.', act: 2 },
      { text: 'CIA has chosen an agent.', act: 1 },
      { text: 'Turn 1 begins.', act: 1 },
    ]);
  });

  it('keeps the latest lines only, with their own numbers, not their places in the list', () => {
    const lines = ['a', 'b', 'c', 'd', 'e'];
    const acts = [3, 7, 7, 12, 12];
    expect(numberedLines(lines, acts, 3)).toEqual([
      { text: 'e', act: 12 },
      { text: 'd', act: 12 },
      { text: 'c', act: 7 },
    ]);
  });

  it('lines an older host sent without numbers show none', () => {
    expect(numberedLines(['x', 'y'], undefined)).toEqual([
      { text: 'y', act: null },
      { text: 'x', act: null },
    ]);
    expect(numberedLines(['x', 'y'], [4])).toEqual([
      { text: 'y', act: null },
      { text: 'x', act: 4 },
    ]);
  });
});

describe('a screen keeps the numbers beside its log', () => {
  const message = (extra: Partial<ViewMessage>): ViewMessage => ({
    type: 'view',
    seat: 'CIA',
    table: 't1',
    version: 0,
    log: [],
    logFrom: 0,
    legal: [],
    canUndo: false,
    paused: null,
    over: false,
    winners: [],
    ...extra,
  });

  it('appends the new numbers at logFrom, and an older host’s lines get none', () => {
    let model = applyView(undefined, message({ version: 1, view: {}, log: ['a', 'b'], logActs: [1, 1] }));
    model = applyView(model, message({ version: 2, log: ['c'], logFrom: 2, logActs: [2] }));
    expect(model.logActs).toEqual([1, 1, 2]);
    model = applyView(model, message({ version: 3, log: ['d'], logFrom: 3 }));
    expect(model.log).toEqual(['a', 'b', 'c', 'd']);
    expect(model.logActs).toEqual([1, 1, 2, null]);
  });
});
