/**
 * Runs `run` once the next frame has been painted (a timer queued from inside the frame runs after
 * it), so work that holds the page for a while never delays the drawing of what just arrived.
 * Answers a cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
