import type { Container } from 'pixi.js';
import { KeyedPool } from './keyed-pool';

/**
 * A scene's pieces (words, boxes, cards) kept from one draw to the next by a key that says
 * everything the piece shows, so a piece is built once and a later draw that shows it again only
 * places it: a Text's letters are rasterised once, a shape's outline is triangulated once. The
 * picture stays a function of the view, since a piece is a function of its key.
 *
 * A piece whose content changes from view to view (a count, a side's VP) can instead be kept in
 * a slot and changed in place (`reuse`): a Text gets its new words, not a new Text.
 *
 * PixiStage destroys the old scene before building the next: a kept piece then only leaves the
 * old scene. A scene that is redrawn in place (its PieceLayers kept on the stage) names itself at
 * `begin`, and its pieces are handed out again where they are. One that no draw has shown for
 * `linger` draws is really destroyed at `end()` (or with the scene it is still on, if any). Not
 * `cacheAsTexture`: that texture would belong to one renderer, and a new stage after the hot-seat
 * curtain has a new one (see camp-cache.ts).
 */
export class KeptPieces {
  private readonly realDestroy = new WeakMap<Container, Container['destroy']>();
  private readonly pool: KeyedPool<Container>;
  private redrawing: Container | null = null;

  /** `linger`: how many draws a piece no picture shows is kept for (see KeyedPool). */
  constructor(linger = 0) {
    this.pool = new KeyedPool<Container>(
      (piece) => this.retire(piece),
      (piece) => !piece.destroyed && (piece.parent === null || this.within(piece, this.redrawing)),
      linger,
    );
  }

  /** `redrawing`: the scene this draw changes in place, whose pieces are free to show again. */
  begin(redrawing: Container | null = null): void {
    this.redrawing = redrawing;
    this.pool.begin();
  }

  take<T extends Container>(key: string, build: () => T): T {
    return this.pool.take(key, () => this.keep(build())) as T;
  }

  /** The piece kept in `slot`, changed in place by `update` when it last showed another `key`. */
  reuse<T extends Container>(slot: string, key: string, build: () => T, update: (piece: T) => void): T {
    return this.pool.reuse(
      slot,
      key,
      () => this.keep(build()),
      (piece) => update(piece as T),
    ) as T;
  }

  end(): void {
    this.pool.end();
    this.redrawing = null;
  }

  private within(piece: Container, scene: Container | null): boolean {
    for (let above = piece.parent; scene !== null && above !== null; above = above.parent)
      if (above === scene) return true;
    return false;
  }

  private keep(piece: Container): Container {
    this.realDestroy.set(piece, piece.destroy.bind(piece));
    piece.destroy = () => {
      piece.removeFromParent();
    };
    return piece;
  }

  private retire(piece: Container): void {
    const destroy = this.realDestroy.get(piece);
    if (!destroy) return;
    this.realDestroy.delete(piece);
    piece.destroy = destroy;
    if (piece.parent === null) destroy({ children: true });
  }
}
