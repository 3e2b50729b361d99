import type { Side } from '../../../../engine/coldwar';
import { circle, path, polygonPath, rect, svgDoc } from '../../../art/svg';
import { hex, SIDE_FILL } from './colours';

/**
 * The two services' marks, our own: CIA a round disc with a compass star, KGB a square with a
 * diamond. Round against square, so the sides differ in shape as well as in blue against vermillion.
 */
function shapes(side: Side, paper: string): string[] {
  const fill = hex(SIDE_FILL[side]);
  if (side === 'CIA')
    return [
      circle(50, 50, 46, { fill, stroke: paper, width: 4 }),
      path(
        polygonPath([
          [50, 12],
          [58, 42],
          [88, 50],
          [58, 58],
          [50, 88],
          [42, 58],
          [12, 50],
          [42, 42],
        ]),
        { fill: paper },
      ),
      circle(50, 50, 7, { fill }),
    ];
  return [
    rect(6, 6, 88, 88, 10, { fill, stroke: paper, width: 4 }),
    path(
      polygonPath([
        [50, 14],
        [86, 50],
        [50, 86],
        [14, 50],
      ]),
      { fill: paper },
    ),
    rect(38, 38, 24, 24, 2, { fill }),
  ];
}

export const sideMarkSvg = (side: Side, paper: string): string => svgDoc(100, 100, shapes(side, paper));
