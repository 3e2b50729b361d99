import type { SquareKind } from '../../../../engine/doubleagent';

/**
 * The camp's colours, apart from the drawing (no Pixi here) so the DOM legend of square kinds uses
 * the same ones. Every kind also has its own pattern (camp-terrain.ts), so colour is never the
 * only difference.
 */
export const GROUND = 0x1d3324;
export const KIND_COLOR: Record<Exclude<SquareKind, 'sectorFloor'>, number> = {
  walkway: 0x2b3038,
  door: 0x8a5a2b,
  flagstone: 0xc9c2b0,
  gazebo: 0xf3eee2,
  exitGate: 0xb5382e,
  greySquare: 0x8a8f96,
  fenceGate: 0x2f8f8a,
};
/** Building walls (brick courses) and the hedges round outdoor sectors (bushes). */
export const WALL = 0x5a5148;
export const WALL_LINE = 0x3a342e;
export const HEDGE = 0x1f4d22;
export const HEDGE_BUSH = 0x2f6b30;
export const FENCE = 0xd9d2c0;
export const INDOOR = [
  0x4d6a8c, 0x7c5a8c, 0x8c6d4d, 0x5a8c7c, 0x8c4d5a, 0x6d8c4d, 0x4d7c8c, 0x8c8c4d, 0x6a5a8c,
];
export const OUTDOOR = [0x3f7a3a, 0x5f8a3a, 0x3a8a62];

/** The kinds the legend lists, in the order it lists them. */
export const LEGEND_KINDS = [
  'sectorFloor',
  'door',
  'walkway',
  'flagstone',
  'gazebo',
  'exitGate',
  'greySquare',
  'fenceGate',
] as const satisfies readonly SquareKind[];
