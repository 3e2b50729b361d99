import type { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { KeptPieces } from '../../src-renderer/scenes/kept-pieces';

/** A stand-in for a Pixi container: what KeptPieces touches (parent, destroyed, destroy, removeFromParent). */
function fake(name: string, parent: unknown = null): Container {
  const c = {
    name,
    parent,
    destroyed: false,
    destroy() {
      c.destroyed = true;
    },
    removeFromParent() {
      c.parent = null;
    },
  };
  return c as unknown as Container;
}

const place = (piece: Container, parent: unknown) => {
  (piece as unknown as { parent: unknown }).parent = parent;
};

describe('KeptPieces', () => {
  it('hands a piece out again when it is on the scene being redrawn, under one of its layers', () => {
    const pieces = new KeptPieces();
    const scene = fake('scene');
    const layer = fake('layer', scene);
    pieces.begin(scene);
    const first = pieces.take('vp 3', () => fake('vp'));
    place(first, layer);
    pieces.end();
    pieces.begin(scene);
    expect(pieces.take('vp 3', () => fake('vp again'))).toBe(first);
    pieces.end();
  });

  it('builds a new piece when the kept one is on another scene that is still shown', () => {
    const pieces = new KeptPieces();
    const shownElsewhere = fake('other stage');
    const redrawn = fake('this stage');
    pieces.begin(shownElsewhere);
    const first = pieces.take('vp 3', () => fake('vp'));
    place(first, fake('layer', shownElsewhere));
    pieces.end();
    pieces.begin(redrawn);
    expect(pieces.take('vp 3', () => fake('vp again'))).not.toBe(first);
    pieces.end();
    // A draw that names no scene shares nothing still parented either.
    pieces.begin();
    const second = pieces.take('turn 1', () => fake('turn'));
    place(second, fake('layer', redrawn));
    pieces.end();
    pieces.begin();
    expect(pieces.take('turn 1', () => fake('turn again'))).not.toBe(second);
    pieces.end();
  });
});
