/** A replay step within 0..total (a whole number). */
export function clampStep(step: number, total: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.max(0, Math.min(Math.max(0, Math.trunc(total)), Math.trunc(step)));
}

/** Whether the frame at `at` comes right after the one drawn before (`previous`): one step on. */
export function followsStep(previous: number | null, at: number): boolean {
  return previous !== null && at === previous + 1;
}
