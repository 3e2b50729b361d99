import type { Container } from 'pixi.js';

/**
 * A scene that moves by itself for a while after it is drawn (a card sliding to its new place, a
 * pawn walking its path). PixiStage calls `advance` once per animation frame with the animation
 * time since the last call (already scaled by the player's animation speed; `Infinity` means
 * "jump to the end") until it answers `false`, and draws after each call. Between animations
 * nothing runs.
 */
export interface AnimatedScene extends Container {
  advance(elapsedMs: number): boolean;
}

export const isAnimated = (scene: Container): scene is AnimatedScene =>
  typeof (scene as { advance?: unknown }).advance === 'function';
