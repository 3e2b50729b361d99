import type { BoardDef, SectorDef } from '../../../engine/doubleagent';
import { t, tKnown } from '../../i18n';

/** Names for the squares and sectors of a board, for labels and the log, in the current language. */

export function sectorOf(board: BoardDef | undefined, idOrCode: string): SectorDef | undefined {
  return board?.sectors.find((s) => s.id === idOrCode || s.code === idOrCode);
}

/**
 * A sector's own name: the catalogue's, for the sectors of the shipped boards (by code), else
 * the name the board file gives it (a user's own board).
 */
export const sectorTitle = (sector: SectorDef): string => tKnown(`da.sector.${sector.code}`, sector.name);

/** "the Gymnasium (GYM)", or the id itself when the board does not know it. */
export function sectorName(board: BoardDef | undefined, idOrCode: string): string {
  const s = sectorOf(board, idOrCode);
  return s ? t('da.place.sector', { name: sectorTitle(s), code: s.code }) : idOrCode;
}

/** A board's name: the catalogue's for the shipped boards, else the board file's (boards joined for the deluxe game: each part). */
export function boardTitle(board: BoardDef): string {
  const ids = board.id.split('+');
  const names = board.name.split(' + ');
  if (ids.length !== names.length) return board.name;
  return ids.map((id, i) => tKnown(`da.board.${id}`, names[i]!)).join(' + ');
}

/** Where a square is, in words: "the Gymnasium", "a door of the Gymnasium", "a walkway" … */
export function placeName(board: BoardDef | undefined, squareId: string): string {
  const sq = board?.squares.find((s) => s.id === squareId);
  if (!board || !sq) return squareId;
  switch (sq.kind) {
    case 'sectorFloor': {
      const sector = sectorOf(board, sq.sectorId ?? '');
      return t('da.place.floor', { name: sector ? sectorTitle(sector) : (sq.sectorId ?? squareId) });
    }
    case 'flagstone':
      return t('da.place.flagstone');
    case 'gazebo':
      return t('da.place.gazebo');
    case 'door': {
      const owners = board.sectors.filter((s) => s.doors.includes(squareId)).map(sectorTitle);
      return owners.length
        ? t('da.place.doorOf', { sectors: owners.join(t('da.place.doorJoin')) })
        : t('da.place.door');
    }
    case 'walkway':
      return t('da.place.walkway');
    case 'exitGate':
      return t('da.place.exitGate');
    case 'greySquare':
      return t('da.place.greySquare');
    case 'fenceGate':
      return t('da.place.fenceGate');
  }
}

/** A place with its square, so two squares of one sector can be told apart: "the Gymnasium, r4c5". */
export const placeWithSquare = (board: BoardDef | undefined, squareId: string): string => {
  const place = placeName(board, squareId);
  return place === squareId ? squareId : t('da.place.withSquare', { place, square: squareId });
};
