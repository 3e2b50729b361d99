/** The board format of B14: a physical camp board described as data. See docs/board-format.md. */

export const SQUARE_KINDS = [
  'walkway',
  'sectorFloor',
  'door',
  'flagstone',
  'gazebo',
  'exitGate',
  'greySquare',
  'fenceGate',
] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];

export interface SquareDef {
  readonly id: string;
  /** Column, 0 at the west edge. */
  readonly x: number;
  /** Row, 0 at the north edge. */
  readonly y: number;
  readonly kind: SquareKind;
  /** Required on sectorFloor, flagstone and gazebo squares (B14.2); absent on every other kind. */
  readonly sectorId?: string;
  readonly deluxeOnly?: boolean;
}

export interface SectorDef {
  readonly id: string;
  readonly name: string;
  /** The 3–4 letter code written on security lists (B8). */
  readonly code: string;
  readonly outdoor: boolean;
  readonly doors: readonly string[];
  /** Cosmetic (B4.2): where the monitor stands. Must be a square inside the sector. */
  readonly monitorSquare: string;
  /** False for a sector without a monitor (B12: Observation Tower, Woods, Garage). Default true. */
  readonly monitored?: boolean;
}

export interface FenceGateDef {
  readonly gate: string;
  readonly grey: string;
  /** Label pairing this gate with the gate of the same label on the other board (B14.5). */
  readonly link: string;
}

export interface BoardDef {
  readonly id: string;
  readonly name: string;
  readonly provenance: 'publisher' | 'house-design' | 'player';
  readonly squares: readonly SquareDef[];
  /** Extra connections, e.g. flagstone paths that are not orthogonal neighbours. */
  readonly extraEdges?: readonly (readonly [string, string])[];
  /** Orthogonal neighbours that are not connected (a wall drawn between them). */
  readonly blockedEdges?: readonly (readonly [string, string])[];
  readonly sectors: readonly SectorDef[];
  readonly gazebo: string;
  readonly gazeboFlagstones: readonly [string, string];
  readonly exitGates: readonly string[];
  readonly fenceGates: readonly FenceGateDef[];
  /** OFF monitors the double agent needs before escaping in a standard game on this board (B10; default 5). */
  readonly escapeSabotages?: number;
}

/** One problem found by the loader, located at a square id, a sector id or `board`. */
export interface BoardProblem {
  readonly where: string;
  readonly problem: string;
}
