import type { BoardDef, SectorDef } from '../../engine/doubleagent';

/** Names for the squares and sectors of a board, for labels and the log. */

export function sectorOf(board: BoardDef | undefined, idOrCode: string): SectorDef | undefined {
  return board?.sectors.find((s) => s.id === idOrCode || s.code === idOrCode);
}

/** "the Gymnasium (GYM)", or the id itself when the board does not know it. */
export function sectorName(board: BoardDef | undefined, idOrCode: string): string {
  const s = sectorOf(board, idOrCode);
  return s ? `the ${s.name} (${s.code})` : idOrCode;
}

/** Where a square is, in words: "the Gymnasium", "a door of the Gymnasium", "a walkway" … */
export function placeName(board: BoardDef | undefined, squareId: string): string {
  const sq = board?.squares.find((s) => s.id === squareId);
  if (!board || !sq) return squareId;
  switch (sq.kind) {
    case 'sectorFloor':
      return `the ${sectorOf(board, sq.sectorId ?? '')?.name ?? sq.sectorId}`;
    case 'flagstone':
      return 'a Garden flagstone';
    case 'gazebo':
      return 'the gazebo';
    case 'door': {
      const owners = board.sectors.filter((s) => s.doors.includes(squareId)).map((s) => s.name);
      return owners.length ? `a door of the ${owners.join(' and the ')}` : 'a door';
    }
    case 'walkway':
      return 'a walkway';
    case 'exitGate':
      return 'an exit gate';
    case 'greySquare':
      return 'a grey square';
    case 'fenceGate':
      return 'a fence gate';
  }
}

/** A place with its square, so two squares of one sector can be told apart: "the Gymnasium, r4c5". */
export const placeWithSquare = (board: BoardDef | undefined, squareId: string): string => {
  const place = placeName(board, squareId);
  return place === squareId ? squareId : `${place}, ${squareId}`;
};
