import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';
import { isSoftwareRenderer, webglRendererName } from '../scenes/software-webgl';
import { Spare } from '../scenes/spare';
import { destroyStage } from '../scenes/stage-teardown';

/** Asked once, before the first Application: edges are antialiased unless WebGL is drawn in software. */
let antialias: boolean | undefined;

/**
 * The stages' Pixi Applications. One is started at page load, while the table is being joined,
 * so the first stage does not wait for a WebGL context after its first view arrives; and a stage
 * that goes (the hot-seat curtain, a screen left) gives its Application back for the next, which
 * then needs no new context. Every stage draws at its own size, resolution and background, set on
 * each take and each draw.
 */
const apps = new Spare<Application>(async () => {
  antialias ??= !isSoftwareRenderer(webglRendererName());
  const app = new Application();
  await app.init({
    width: 1,
    height: 1,
    // Drawn at the device's pixel ratio; the canvas keeps its CSS size (autoDensity).
    autoDensity: true,
    antialias,
    preference: 'webgl',
    autoStart: false,
  });
  // Drawn on demand, and frame by frame only while a scene animates: no idle ticker burns the CPU.
  app.ticker.stop();
  return app;
}, destroyStage);

export function warmStageApp(): void {
  apps.warm();
}

export async function takeStageApp(background: number): Promise<Application> {
  const app = await apps.take();
  app.renderer.background.color = background;
  return app;
}

/** The stage's scene destroyed and its canvas out of the page; the Application kept for the next. */
export function giveBackStageApp(app: Application): void {
  for (const child of app.stage.removeChildren()) child.destroy({ children: true });
  // Drawn blank before it is kept: a canvas shows its last frame until it draws again, and the
  // next stage may be another seat's (the hot-seat curtain). Should its first draw fail, it must
  // show nothing rather than the last seat's table.
  app.render();
  app.canvas.remove();
  apps.give(app);
}
