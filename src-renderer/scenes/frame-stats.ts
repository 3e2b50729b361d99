/**
 * CPU time of the frames the stages drew, in milliseconds, newest last (at most `LIMIT` each):
 * `draw` for a scene built and drawn, `step` for an animation frame of an animated scene. The
 * render benchmarks read them from the page as `globalThis.__safehouseFrames`; nothing else does.
 */
const LIMIT = 5000;

export interface FrameLog {
  draw: number[];
  step: number[];
}

export function recordFrame(kind: keyof FrameLog, ms: number): void {
  const scope = globalThis as { __safehouseFrames?: FrameLog };
  scope.__safehouseFrames ??= { draw: [], step: [] };
  const frames = scope.__safehouseFrames[kind];
  frames.push(ms);
  if (frames.length > LIMIT) frames.splice(0, frames.length - LIMIT);
}
