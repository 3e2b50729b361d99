import type { Container } from 'pixi.js';

/**
 * A scene that the next draw changes in place instead of replacing: PixiStage leaves it on the
 * stage and hands it to the scene builder, which gives it back changed (its PieceLayers show the
 * new view's pieces), so Pixi keeps the draw instructions of every layer that did not change.
 * Any other scene is destroyed before the next is built.
 */
export interface InPlaceScene extends Container {
  readonly drawnInPlace: true;
}

export const isInPlace = (scene: Container): scene is InPlaceScene =>
  (scene as { drawnInPlace?: unknown }).drawnInPlace === true;
