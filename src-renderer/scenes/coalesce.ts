/**
 * Coalesces many redraw requests into one call per animation frame: a view patch, a new list of
 * choices and a resize arriving together cost one redraw. `request`/`cancel` are injected
 * (requestAnimationFrame in the page, a fake in tests).
 */
export interface Coalescer {
  schedule(): void;
  cancel(): void;
  readonly pending: boolean;
}

export function coalesce(
  run: () => void,
  request: (callback: () => void) => number,
  cancelFrame: (handle: number) => void,
): Coalescer {
  let handle = 0;
  return {
    schedule() {
      if (handle !== 0) return;
      handle = request(() => {
        handle = 0;
        run();
      });
    },
    cancel() {
      if (handle !== 0) cancelFrame(handle);
      handle = 0;
    },
    get pending() {
      return handle !== 0;
    },
  };
}
