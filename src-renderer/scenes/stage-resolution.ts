/** The sharpest a stage is drawn: a phone's 3× and no more. */
const MAX_RESOLUTION = 3;
/**
 * The most device pixels a stage's backing store may hold. A full-HD-wide desktop stage at 2×
 * stays under it; a 4K monitor's at 2× would not, and is drawn a little softer instead of
 * costing every draw four times the fill.
 */
const MAX_BACKING_PIXELS = 8_000_000;

/**
 * How many device pixels a stage of `width` × `height` CSS pixels draws per CSS pixel: the
 * device's pixel ratio (sharp on phones and HiDPI screens), capped for cost; never below 1.
 */
export function stageResolution(devicePixelRatio: number, width: number, height: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const area = Math.max(1, width) * Math.max(1, height);
  const affordable = Math.sqrt(MAX_BACKING_PIXELS / area);
  return Math.max(1, Math.min(ratio, MAX_RESOLUTION, affordable));
}
