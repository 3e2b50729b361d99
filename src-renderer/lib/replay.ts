/** A replay step within 0..total (a whole number). */
export function clampStep(step: number, total: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.max(0, Math.min(Math.max(0, Math.trunc(total)), Math.trunc(step)));
}
