import { Graphics, Text, type TextStyleFontWeight } from 'pixi.js';
import { MIN_TEXT_PX } from './readable';

export { MIN_TEXT_PX };

/** Small drawing helpers shared by the scenes. */

export interface LabelOptions {
  readonly color?: number;
  readonly weight?: TextStyleFontWeight;
  /** 0 = left, 0.5 = centre, 1 = right (horizontal anchor); the vertical anchor is always the middle. */
  readonly align?: 0 | 0.5 | 1;
  /** Shrink to this width if wider, but never below MIN_TEXT_PX: the layout must make room. */
  readonly maxWidth?: number;
  /** Wrap onto several lines at this width instead of shrinking (the anchor is then the top). */
  readonly wrapWidth?: number;
  /** A dark outline round the letters, for text over busy colours. */
  readonly outline?: boolean;
}

export function label(text: string, x: number, y: number, size: number, options: LabelOptions = {}): Text {
  const t = new Text({
    text,
    style: {
      fill: options.color ?? 0xe9e4d8,
      fontSize: Math.max(MIN_TEXT_PX, Math.round(size)),
      fontWeight: options.weight ?? '400',
      fontFamily: 'sans-serif',
      ...(options.outline ? { stroke: { color: 0x101010, width: Math.max(2, size / 6) } } : {}),
      ...(options.wrapWidth !== undefined ? { wordWrap: true, wordWrapWidth: options.wrapWidth } : {}),
    },
  });
  t.anchor.set(options.align ?? 0, options.wrapWidth !== undefined ? 0 : 0.5);
  t.position.set(Math.round(x), Math.round(y));
  shrinkToFit(t, options);
  return t;
}

/** Shrinks `t` to `options.maxWidth` as `label` does (never below MIN_TEXT_PX). */
function shrinkToFit(t: Text, options: LabelOptions): void {
  if (options.maxWidth !== undefined && t.width > options.maxWidth && t.width > 0) {
    const fontSize = Number(t.style.fontSize);
    t.scale.set(Math.max(options.maxWidth / t.width, MIN_TEXT_PX / fontSize));
  }
}

/**
 * A label made by `label(…, options)` changed in place to show `text`: the same Text as
 * `label(text, …, options)` would make (its style, anchor and place are kept; its shrink is redone).
 */
export function relabel(t: Text, text: string, options: LabelOptions = {}): void {
  t.text = text;
  t.scale.set(1);
  shrinkToFit(t, options);
}

export function box(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: number,
  radius = 6,
  stroke?: { color: number; width: number; alpha?: number },
  alpha = 1,
): Graphics {
  const g = new Graphics().roundRect(x, y, width, height, radius).fill({ color: fill, alpha });
  if (stroke) g.stroke(stroke);
  return g;
}
