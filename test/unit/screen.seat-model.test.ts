import { describe, expect, it } from 'vitest';
import { applyView, mergeLog, type ViewMessage } from '../../src-renderer/lib/seat-model';

function message(extra: Partial<ViewMessage>): ViewMessage {
  return {
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
  };
}

describe('mergeLog', () => {
  it('appends new entries at logFrom', () => {
    expect(mergeLog(['a', 'b'], 2, ['c'])).toEqual(['a', 'b', 'c']);
  });
  it('replaces whatever the screen held from logFrom on', () => {
    expect(mergeLog(['a', 'b', 'stale'], 2, ['c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });
  it('starts over at 0 (a resume or an undo resends the whole log)', () => {
    expect(mergeLog(['a', 'b', 'c'], 0, ['a'])).toEqual(['a']);
    expect(mergeLog(['a', 'b', 'c'], 0, [])).toEqual([]);
  });
  it('keeps the same array when nothing changed', () => {
    const log = ['a'];
    expect(mergeLog(log, 1, [])).toBe(log);
  });
});

describe('applyView', () => {
  it('takes a whole view, then top-level patches', () => {
    const first = applyView(
      undefined,
      message({ view: { a: 1, b: { x: 1 }, c: 3 }, log: ['e1'], legal: [{}] }),
    );
    expect(first.view).toEqual({ a: 1, b: { x: 1 }, c: 3 });
    expect(first.log).toEqual(['e1']);
    const second = applyView(
      first,
      message({ version: 1, patch: { set: { b: { x: 2 } }, unset: ['c'] }, log: ['e2'], logFrom: 1 }),
    );
    expect(second.view).toEqual({ a: 1, b: { x: 2 } });
    expect(second.log).toEqual(['e1', 'e2']);
    expect(second.version).toBe(1);
    expect(second.legal).toEqual([]);
    // The earlier model is untouched (screens may still be drawing it).
    expect(first.view).toEqual({ a: 1, b: { x: 1 }, c: 3 });
  });

  it('carries legal, undo and the end of the game', () => {
    const model = applyView(
      undefined,
      message({ view: {}, legal: ['x', 'y'], canUndo: true, over: true, winners: ['KGB'] }),
    );
    expect(model).toMatchObject({ legal: ['x', 'y'], canUndo: true, over: true, winners: ['KGB'] });
  });

  it('never patches a view from another table', () => {
    const first = applyView(undefined, message({ view: { a: 1 }, log: ['old'] }));
    const other = applyView(first, message({ table: 't2', patch: { set: { b: 2 }, unset: [] } }));
    expect(other.view).toEqual({ b: 2 });
    expect(other.log).toEqual([]);
  });

  it('an undo resends the whole view and log', () => {
    let model = applyView(undefined, message({ view: { a: 1 }, log: ['e1'] }));
    model = applyView(
      model,
      message({ version: 1, patch: { set: { a: 2 }, unset: [] }, log: ['e2'], logFrom: 1 }),
    );
    model = applyView(model, message({ version: 0, view: { a: 1 }, log: ['e1'], logFrom: 0 }));
    expect(model).toMatchObject({ version: 0, view: { a: 1 }, log: ['e1'] });
  });
});
