import type { Faction } from '../../../../engine/coldwar';
import { circle, ellipse, path, polygonPath, rect, svgDoc } from '../../../art/svg';
import {
  ART_INK,
  ART_PAPER,
  BACK_GROUP,
  BACK_OBJECTIVE,
  EVENT_FRAME,
  FACTION_FILL,
  hex,
  NATION_FRAME,
} from './colours';

/**
 * Card frames, our own designs. Words and numbers are not in the SVG (Pixi's parser draws no
 * text): the table writes them over the frames, in the current language, at the places exported
 * here (in the frames' own units).
 */

/** A group card is 70 × 100 units: the faction's colour with its icon above a paper panel for the value. */
export const GROUP_FACE = {
  width: 70,
  height: 100,
  icon: { x: 15, y: 9, size: 40 },
  value: { x: 35, y: 76 },
};

export function groupFaceSvg(faction: Faction): string {
  const { width: w, height: h } = GROUP_FACE;
  return svgDoc(w, h, [
    rect(1, 1, w - 2, h - 2, 7, { fill: hex(FACTION_FILL[faction]), stroke: hex(ART_INK), width: 2 }),
    rect(7, 58, w - 14, 36, 4, { fill: hex(ART_PAPER) }),
  ]);
}

/** The back of a group card: a lattice of small diamonds on dark green. */
export function groupBackSvg(): string {
  const { width: w, height: h } = GROUP_FACE;
  const paper = hex(ART_PAPER);
  const diamonds: string[] = [];
  for (let y = 20; y <= 80; y += 15)
    for (let x = 17.5; x <= 52.5; x += 17.5) {
      diamonds.push(
        path(
          polygonPath([
            [x, y - 5],
            [x + 5, y],
            [x, y + 5],
            [x - 5, y],
          ]),
          { stroke: paper, width: 1.5 },
        ),
      );
    }
  return svgDoc(w, h, [
    rect(1, 1, w - 2, h - 2, 7, { fill: hex(BACK_GROUP), stroke: paper, width: 2 }),
    rect(7, 7, w - 14, h - 14, 4, { stroke: paper, width: 1 }),
    ...diamonds,
  ]);
}

/**
 * An objective card is 100 × 140 units: a header for the name, the Stability diamond, the
 * Population pawns, the VP seal, and a strip for the four bias icons, largest first (A2.2).
 */
export const OBJECTIVE_FACE = {
  width: 100,
  height: 140,
  name: { x: 50, y: 16 },
  kind: { x: 50, y: 37 },
  stability: { x: 27, y: 60, r: 17 },
  vp: { x: 73, y: 60, r: 15 },
  caption: 85,
  population: { x: 10, y: 91, width: 80, height: 14 },
  bias: { x: 8, y: 112, width: 84, height: 22 },
};

export function objectiveFaceSvg(kind: 'nation' | 'event'): string {
  const { width: w, height: h, stability: s, vp } = OBJECTIVE_FACE;
  const frame = hex(kind === 'event' ? EVENT_FRAME : NATION_FRAME);
  const ink = hex(ART_INK);
  return svgDoc(w, h, [
    rect(1.5, 1.5, w - 3, h - 3, 8, { fill: hex(ART_PAPER), stroke: frame, width: 3 }),
    rect(5, 5, w - 10, 23, 5, { fill: frame }),
    path(
      polygonPath([
        [s.x, s.y - s.r],
        [s.x + s.r, s.y],
        [s.x, s.y + s.r],
        [s.x - s.r, s.y],
      ]),
      { fill: hex(ART_PAPER), stroke: ink, width: 2.5 },
    ),
    circle(vp.x, vp.y, vp.r, { fill: frame, stroke: ink, width: 2.5 }),
    path('M8 109 L92 109', { stroke: frame, width: 1.5 }),
  ]);
}

/** The back of an objective card: a globe on dark blue. */
export function objectiveBackSvg(): string {
  const { width: w, height: h } = GROUP_FACE;
  const paper = hex(ART_PAPER);
  return svgDoc(w, h, [
    rect(1, 1, w - 2, h - 2, 7, { fill: hex(BACK_OBJECTIVE), stroke: paper, width: 2 }),
    circle(35, 50, 24, { stroke: paper, width: 2 }),
    ellipse(35, 50, 11, 24, { stroke: paper, width: 1.5 }),
    path('M11 50 L59 50 M15 38 L55 38 M15 62 L55 62 M35 26 L35 74', { stroke: paper, width: 1.5 }),
  ]);
}

/** A pawn for each point of Population, 100 × 100. */
export const pawnSvg = (ink: string): string =>
  svgDoc(100, 100, [
    circle(50, 26, 20, { fill: ink }),
    path('M18 96 Q18 50 50 50 Q82 50 82 96 Z', { fill: ink }),
  ]);
