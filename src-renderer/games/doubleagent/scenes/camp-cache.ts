import type { Container } from 'pixi.js';

/**
 * The camp's still parts (ground, walls, squares, names, monitors) kept between redraws, so a hover
 * or a pawn's step redraws only what lies on top of them. PixiStage destroys the old scene before
 * building the next: a kept layer then only leaves the old scene, and is really destroyed when it
 * drops out of this small cache. Its shapes' geometry and its words' textures are then made once.
 * (Not `cacheAsTexture`: that texture would belong to one renderer, and a new stage, after the
 * hot-seat curtain, has a new one; Pixi remakes the GPU data of plain shapes and text per renderer.)
 */
const KEEP = 6;
const kept = new Map<string, { layer: Container; destroy: Container['destroy'] }>();

export function keptLayer(key: string, build: () => Container): Container {
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit.layer;
  }
  const layer = build();
  const destroy = layer.destroy.bind(layer);
  layer.destroy = () => {
    layer.removeFromParent();
  };
  kept.set(key, { layer, destroy });
  for (const [k, old] of kept) {
    if (kept.size <= KEEP) break;
    kept.delete(k);
    // One still on a stage is destroyed with that stage's scene; any other goes now.
    old.layer.destroy = old.destroy;
    if (old.layer.parent === null) old.destroy({ children: true });
  }
  return layer;
}
