/** WCAG contrast for the colours the scenes draw text with (0xRRGGBB numbers, as Pixi takes them). */

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(color: number): number {
  return (
    0.2126 * channel((color >> 16) & 255) +
    0.7152 * channel((color >> 8) & 255) +
    0.0722 * channel(color & 255)
  );
}

/** From 1 (none) to 21 (black on white); text needs at least 4.5. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `foreground` drawn with `alpha` over `background`: the colour the eye gets. */
export function blend(background: number, foreground: number, alpha: number): number {
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const mixed = Math.round(
      ((foreground >> shift) & 255) * alpha + ((background >> shift) & 255) * (1 - alpha),
    );
    out |= mixed << shift;
  }
  return out;
}

export const DARK_INK = 0x101010;
export const LIGHT_INK = 0xffffff;

/** Near-black or white, whichever reads better on `background`. */
export const inkOn = (background: number): number =>
  contrastRatio(DARK_INK, background) >= contrastRatio(LIGHT_INK, background) ? DARK_INK : LIGHT_INK;
