/**
 * A few builders for SVG strings that Pixi's SVG parser draws faithfully: absolute coordinates (the
 * parser ignores `transform` and `viewBox`), an explicit fill or stroke on every shape (a shape with
 * neither is filled black), and paths rather than polygons (it reads polygon points as integers).
 */

export interface Paint {
  readonly fill?: string;
  readonly stroke?: string;
  readonly width?: number;
  /** Round line ends and joins. */
  readonly round?: boolean;
}

type Attributes = Record<string, string | number>;

const n = (v: number): string => String(Math.round(v * 100) / 100);

const paint = (p: Paint): Attributes => {
  const out: Attributes = { fill: p.fill ?? 'none' };
  if (p.stroke) {
    out.stroke = p.stroke;
    out['stroke-width'] = p.width ?? 1;
    if (p.round) {
      out['stroke-linecap'] = 'round';
      out['stroke-linejoin'] = 'round';
    }
  }
  return out;
};

/** One empty element: its name and attributes (numbers rounded to 0.01). */
const element = (name: string, attributes: Attributes): string => {
  const list = Object.entries(attributes).map(
    ([key, value]) => `${key}="${typeof value === 'number' ? n(value) : value}"`,
  );
  return `<${name} ${list.join(' ')}/>`;
};

export const path = (d: string, p: Paint): string => element('path', { d, ...paint(p) });
export const circle = (cx: number, cy: number, r: number, p: Paint): string =>
  element('circle', { cx, cy, r, ...paint(p) });
export const rect = (x: number, y: number, width: number, height: number, rx: number, p: Paint): string =>
  element('rect', { x, y, width, height, ...(rx ? { rx } : {}), ...paint(p) });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, p: Paint): string =>
  element('ellipse', { cx, cy, rx, ry, ...paint(p) });

/** A closed path through the points. */
export const polygonPath = (points: readonly (readonly [number, number])[]): string =>
  `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ')} Z`;

/** The points of a star with `count` tips round (cx, cy), the first tip straight up. */
export function starPoints(
  cx: number,
  cy: number,
  count: number,
  outer: number,
  inner: number,
): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / count;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

/** A whole SVG document of `width` × `height` user units. */
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export const svgDoc = (width: number, height: number, body: readonly string[]): string =>
  `${element('svg', { xmlns: SVG_NAMESPACE, width, height }).replace('/>', '>')}${body.join('')}</svg>`;
