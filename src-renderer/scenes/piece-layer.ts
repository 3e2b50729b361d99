import { Container } from 'pixi.js';

/**
 * A layer of a scene that is kept on the stage from one draw to the next and shows the kept
 * pieces (KeptPieces) it is given. Pixi rebuilds a render group's draw instructions whenever a
 * child is added or removed anywhere in it; a layer is its own render group, and given the same
 * pieces in the same order it touches nothing, so a draw that changes one side's words rebuilds
 * only that side's instructions, not the whole table's.
 *
 * Only kept pieces: one a draw leaves out is taken off here and destroyed by KeptPieces once it
 * is no longer kept.
 */
export class PieceLayer extends Container {
  constructor() {
    super({ isRenderGroup: true });
  }

  show(pieces: readonly Container[]): void {
    const now = this.children;
    if (now.length === pieces.length && pieces.every((piece, i) => now[i] === piece)) return;
    this.removeChildren();
    if (pieces.length > 0) this.addChild(...pieces);
  }
}
