import { Graphics, GraphicsContext } from 'pixi.js';

/**
 * Our SVG art as Pixi vector graphics: each SVG string is parsed once into a GraphicsContext
 * (`GraphicsContext.svg`) and shared by every Graphics that shows it. Nothing is loaded as an
 * image, so the page's Content-Security-Policy is not involved and the art is sharp at any size.
 * The shared contexts live for the page: PixiStage destroys scenes with `{ children: true }`,
 * which leaves a Graphics' borrowed context alone.
 */
const contexts = new Map<string, GraphicsContext>();

function contextFor(svg: string): GraphicsContext {
  let context = contexts.get(svg);
  if (!context) {
    context = new GraphicsContext().svg(svg);
    contexts.set(svg, context);
  }
  return context;
}

/** The art `svg` (drawn in a box of `unitWidth` units) at (x, y), scaled to `width` pixels wide. */
export function art(svg: string, x: number, y: number, width: number, unitWidth: number): Graphics {
  const g = new Graphics(contextFor(svg));
  g.scale.set(width / unitWidth);
  g.position.set(x, y);
  return g;
}
