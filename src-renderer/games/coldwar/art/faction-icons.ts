import type { Faction } from '../../../../engine/coldwar';
import { circle, path, polygonPath, starPoints, svgDoc } from '../../../art/svg';

/**
 * The four faction icons (A2.3: mountain, money sign, star, eye), drawn in `ink` on a `ground`
 * colour inside a 100 × 100 box. Each faction has its own silhouette, so the icon tells the faction
 * apart without its colour.
 */
export const ICON_BOX = 100;

function mountain(ink: string, ground: string): string[] {
  return [
    path('M6 84 L38 24 L54 52 L66 36 L94 84 Z', { fill: ink }),
    // Snow on the high peak, in the ground colour.
    path('M38 24 L48 43 L42 39 L37 46 L31 37 Z', { fill: ground }),
  ];
}

function money(ink: string): string[] {
  return [
    circle(50, 50, 42, { stroke: ink, width: 7 }),
    path('M63 36 C59 27 37 26 37 38 C37 50 63 47 63 61 C63 74 39 75 35 64', {
      stroke: ink,
      width: 8,
      round: true,
    }),
    path('M50 18 L50 82', { stroke: ink, width: 6, round: true }),
  ];
}

const star = (ink: string): string[] => [path(polygonPath(starPoints(50, 54, 5, 46, 19)), { fill: ink })];

function eye(ink: string, ground: string): string[] {
  return [
    path('M4 50 Q50 6 96 50 Q50 94 4 50 Z', { fill: ink }),
    circle(50, 50, 19, { fill: ground }),
    circle(50, 50, 10, { fill: ink }),
  ];
}

export function factionIconShapes(faction: Faction, ink: string, ground: string): string[] {
  switch (faction) {
    case 'MIL':
      return mountain(ink, ground);
    case 'ECO':
      return money(ink);
    case 'POL':
      return star(ink);
    case 'MED':
      return eye(ink, ground);
  }
}

/** The faction's icon alone, as an SVG document. */
export const factionIconSvg = (faction: Faction, ink: string, ground: string): string =>
  svgDoc(ICON_BOX, ICON_BOX, factionIconShapes(faction, ink, ground));
