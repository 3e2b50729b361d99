import type { DaAction, DaView } from '../../../engine/doubleagent';
import { cellAt, fitGrid, type Grid } from '../../scenes/table-layout';

/**
 * Which square each move decision ends on: a move's `to`, an exit's gate, an accusation's target's
 * square. The screen highlights these squares and a click on one chooses its action.
 * Returns square id → index into `legal` (the first action for that square wins).
 */
export function moveTargets(view: DaView, legal: readonly unknown[]): Map<string, number> {
  const out = new Map<string, number>();
  legal.forEach((raw, index) => {
    const a = raw as DaAction;
    let square: string | null | undefined = null;
    if (a?.type === 'move') square = a.to;
    else if (a?.type === 'exit') square = a.gate;
    else if (a?.type === 'accuse') square = view.players.find((p) => p.id === a.target)?.position;
    if (square && !out.has(square)) out.set(square, index);
  });
  return out;
}

/** The square at grid cell (x, y) of the board, if any. */
export function squareAtCell(view: DaView, cell: { x: number; y: number } | null): string | null {
  if (!cell) return null;
  return view.board.squares.find((s) => s.x === cell.x && s.y === cell.y)?.id ?? null;
}

/** The board's extent in cells (columns, rows). */
export function boardSize(view: DaView): { columns: number; rows: number } {
  let columns = 1;
  let rows = 1;
  for (const s of view.board.squares) {
    if (s.x + 1 > columns) columns = s.x + 1;
    if (s.y + 1 > rows) rows = s.y + 1;
  }
  return { columns, rows };
}

/** The grid the camp board is drawn on, for a stage of this size (shared by drawing and clicking). */
export function campGrid(view: DaView, width: number, height: number): Grid {
  const { columns, rows } = boardSize(view);
  return fitGrid(columns, rows, width, height, BOARD_MARGIN);
}

/** The margin round the board inside its stage, in CSS pixels. */
const BOARD_MARGIN = 8;

/**
 * The stage height that shows the whole board at `width` with no empty bands above and below
 * (a phone held upright), and never taller than `most`.
 */
export function campStageHeight(view: DaView, width: number, most: number): number {
  if (width <= 0) return most;
  const { columns, rows } = boardSize(view);
  const cell = Math.floor((width - BOARD_MARGIN * 2) / columns);
  return Math.min(most, Math.max(1, cell) * rows + BOARD_MARGIN * 2);
}

/** The square under a stage point, if any. */
export function squareAtPoint(
  view: DaView,
  width: number,
  height: number,
  x: number,
  y: number,
): string | null {
  return squareAtCell(view, cellAt(campGrid(view, width, height), x, y));
}

/** The stage point at the centre of a square (for tests and pointers), or null if the board has no such square. */
export function squareCentre(
  view: DaView,
  width: number,
  height: number,
  squareId: string,
): { x: number; y: number } | null {
  const sq = view.board.squares.find((s) => s.id === squareId);
  if (!sq) return null;
  const grid = campGrid(view, width, height);
  return { x: grid.originX + (sq.x + 0.5) * grid.cell, y: grid.originY + (sq.y + 0.5) * grid.cell };
}
