import { describe, expect, it } from 'vitest';
import { KeyedPool } from '../../src-renderer/scenes/keyed-pool';

interface Piece {
  readonly name: string;
  busy?: boolean;
}

function pool() {
  const retired: string[] = [];
  let built = 0;
  const p = new KeyedPool<Piece>(
    (piece) => retired.push(piece.name),
    (piece) => !piece.busy,
  );
  const make = (name: string) => () => {
    built++;
    return { name: `${name}${built}` };
  };
  return { p, retired, make, builds: () => built };
}

describe('KeyedPool', () => {
  it('builds a key once and hands the same item out on the next draw', () => {
    const { p, make, builds } = pool();
    p.begin();
    const first = p.take('vp 3', make('vp'));
    p.end();
    p.begin();
    const again = p.take('vp 3', make('vp'));
    p.end();
    expect(again).toBe(first);
    expect(builds()).toBe(1);
  });

  it('retires at the end of a draw what that draw did not take, and only that', () => {
    const { p, retired, make } = pool();
    p.begin();
    p.take('vp 3', make('vp'));
    p.take('turn 1', make('turn'));
    p.end();
    p.begin();
    p.take('vp 5', make('vp'));
    p.take('turn 1', make('turn'));
    p.end();
    expect(retired).toEqual(['vp1']);
    expect(p.size).toBe(2);
  });

  it('gives a key taken twice in one draw two items, and keeps both', () => {
    const { p, retired, make, builds } = pool();
    p.begin();
    const a = p.take('discard 0', make('d'));
    const b = p.take('discard 0', make('d'));
    p.end();
    expect(a).not.toBe(b);
    p.begin();
    expect(p.take('discard 0', make('d'))).toBe(a);
    expect(p.take('discard 0', make('d'))).toBe(b);
    p.end();
    expect(builds()).toBe(2);
    expect(retired).toEqual([]);
  });

  it('retires the second of a key when the next draw takes it only once', () => {
    const { p, retired, make } = pool();
    p.begin();
    p.take('chip', make('c'));
    p.take('chip', make('c'));
    p.end();
    p.begin();
    p.take('chip', make('c'));
    p.end();
    expect(retired).toEqual(['c2']);
  });

  it('never hands out an item still shown elsewhere: builds a new one and retires the old', () => {
    const { p, retired, make } = pool();
    p.begin();
    const shown = p.take('felt', make('felt'));
    p.end();
    shown.busy = true;
    p.begin();
    const fresh = p.take('felt', make('felt'));
    p.end();
    expect(fresh).not.toBe(shown);
    expect(retired).toEqual(['felt1']);
  });
});
