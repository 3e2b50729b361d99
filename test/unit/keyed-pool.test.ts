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

  it('keeps a piece no draw took for `linger` draws, hands it back if it returns, then retires it', () => {
    const retired: string[] = [];
    let built = 0;
    const p = new KeyedPool<Piece>(
      (piece) => retired.push(piece.name),
      () => true,
      2,
    );
    const make = (name: string) => () => ({ name: `${name}${++built}` });
    p.begin();
    const wide = p.take('card 80', make('card'));
    p.end();
    p.begin();
    p.take('card 60', make('card'));
    p.end();
    p.begin();
    // Back at its old size two draws on: the same piece, not a new one.
    expect(p.take('card 80', make('card'))).toBe(wide);
    p.end();
    expect(retired).toEqual([]);
    for (let i = 0; i < 3; i++) {
      p.begin();
      p.take('card 80', make('card'));
      p.end();
    }
    // 'card 60' last taken four draws ago: gone.
    expect(retired).toEqual(['card2']);
    expect(built).toBe(2);
  });
});

describe('KeyedPool.reuse: a slot whose content changes', () => {
  /** A word kept in a slot: `update` gives it its new text (as a Text's words are changed in place). */
  interface Word {
    text: string;
    readonly made: number;
  }

  function words() {
    let made = 0;
    const updated: string[] = [];
    const retired: string[] = [];
    const p = new KeyedPool<Word>((w) => retired.push(w.text));
    /** One draw of the table's changing words: each slot shows the text given for it. */
    const draw = (shown: Record<string, string>) => {
      p.begin();
      const out = Object.fromEntries(
        Object.entries(shown).map(([slot, text]) => [
          slot,
          p.reuse(
            slot,
            text,
            () => ({ text, made: ++made }),
            (w) => {
              updated.push(`${slot}: ${w.text} -> ${text}`);
              w.text = text;
            },
          ),
        ]),
      );
      p.end();
      return out;
    };
    return { draw, updated, retired, made: () => made };
  }

  it('a second draw with a changed view updates the words that changed and reuses the others', () => {
    const { draw, updated, retired, made } = words();
    const first = draw({ 'vp CIA': 'VP 3', 'vp KGB': 'VP 0', turn: 'Turn 1', phase: 'Recruit' });
    const second = draw({ 'vp CIA': 'VP 5', 'vp KGB': 'VP 0', turn: 'Turn 1', phase: 'Struggle' });
    // The same objects in every slot: nothing rebuilt, nothing retired.
    for (const slot of Object.keys(first)) expect(second[slot]).toBe(first[slot]);
    expect(made()).toBe(4);
    expect(retired).toEqual([]);
    // Only the changed words were touched, and they now show the new view.
    expect(updated).toEqual(['vp CIA: VP 3 -> VP 5', 'phase: Recruit -> Struggle']);
    expect(Object.values(second).map((w) => w.text)).toEqual(['VP 5', 'VP 0', 'Turn 1', 'Struggle']);
  });

  it('a slot not shown by a draw is retired, and built anew when it comes back', () => {
    const { draw, retired, made } = words();
    draw({ top: 'Discard: CHI' });
    draw({});
    expect(retired).toEqual(['Discard: CHI']);
    expect(draw({ top: 'Discard: ANG' }).top?.text).toBe('Discard: ANG');
    expect(made()).toBe(2);
  });

  it('take() never changes a kept item in place: another key there is a new item', () => {
    const retired: string[] = [];
    const p = new KeyedPool<Word>((w) => retired.push(w.text));
    p.begin();
    const a = p.reuse('x', 'one', () => ({ text: 'one', made: 1 }), null);
    p.end();
    p.begin();
    const b = p.reuse('x', 'two', () => ({ text: 'two', made: 2 }), null);
    p.end();
    expect(b).not.toBe(a);
    expect(retired).toEqual(['one']);
  });
});
