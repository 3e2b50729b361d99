import type { Application } from 'pixi.js';

/**
 * How a stage's Pixi application is torn down: its canvas removed and its scene destroyed, but
 * not Pixi's page-wide pools (`destroy(true)` would release them). Those pools are shared by every
 * stage on the page, and a batch still in use by another stage would be destroyed under it: its
 * next draw fails with `Cannot read properties of null (reading 'clear')`.
 */
export const STAGE_RENDERER_TEARDOWN = { removeView: true } as const;
export const STAGE_SCENE_TEARDOWN = { children: true } as const;

export function destroyStage(app: Application): void {
  app.destroy(STAGE_RENDERER_TEARDOWN, STAGE_SCENE_TEARDOWN);
}
