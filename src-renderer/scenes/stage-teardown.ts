import type { Application } from 'pixi.js';

/**
 * How a stage's Pixi application is torn down: its canvas removed and its scene destroyed, but
 * not Pixi's page-wide pools (`destroy(true)` releases them, and they are shared by every stage on
 * the page: the hot-seat curtain brings a new stage in as the old one goes). A suspect, not a
 * proven cause, for the CI page error "Cannot read properties of null (reading 'clear')" (a Batch
 * destroyed by that release has null textures); a two-stage probe did not reproduce it.
 */
export function destroyStage(app: Application): void {
  app.destroy({ removeView: true }, { children: true });
}
