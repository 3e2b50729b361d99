import { describe, expect, it } from 'vitest';
import { Spare } from '../../src-renderer/scenes/spare';

function spare(failFirst = false) {
  let made = 0;
  const disposed: number[] = [];
  const s = new Spare<number>(
    () => {
      made++;
      return failFirst && made === 1 ? Promise.reject(new Error('no context')) : Promise.resolve(made);
    },
    (item) => disposed.push(item),
  );
  return { s, disposed, made: () => made };
}

describe('Spare', () => {
  it('hands out the one it warmed, without making another', async () => {
    const { s, made } = spare();
    s.warm();
    s.warm();
    expect(await s.take()).toBe(1);
    expect(made()).toBe(1);
  });

  it('makes one when none is kept', async () => {
    const { s, made } = spare();
    expect(await s.take()).toBe(1);
    expect(await s.take()).toBe(2);
    expect(made()).toBe(2);
  });

  it('keeps what is given back and hands it out next, instead of making a new one', async () => {
    const { s, made, disposed } = spare();
    const first = await s.take();
    s.give(first);
    expect(await s.take()).toBe(first);
    expect(made()).toBe(1);
    expect(disposed).toEqual([]);
  });

  it('keeps only one: a second given back while one is kept is disposed of', async () => {
    const { s, disposed } = spare();
    const a = await s.take();
    const b = await s.take();
    s.give(a);
    s.give(b);
    expect(disposed).toEqual([b]);
    expect(await s.take()).toBe(a);
  });

  it('makes a new one when the warm-up failed', async () => {
    const { s, made } = spare(true);
    s.warm();
    expect(await s.take()).toBe(2);
    expect(made()).toBe(2);
  });
});
