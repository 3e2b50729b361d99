/**
 * CPU time of each frame the stages drew, in milliseconds, newest last (at most `LIMIT`). The
 * render benchmarks read it from the page as `globalThis.__safehouseFrames`; nothing else does.
 */
const LIMIT = 5000;

interface FrameLog {
  __safehouseFrames?: number[];
}

export function recordFrame(ms: number): void {
  const log = globalThis as FrameLog;
  log.__safehouseFrames ??= [];
  const frames = log.__safehouseFrames;
  frames.push(ms);
  if (frames.length > LIMIT) frames.splice(0, frames.length - LIMIT);
}
