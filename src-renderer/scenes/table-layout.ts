/** Layout maths for the drawn tables: pure numbers, no Pixi, unit-tested. */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The share of the Stability bar filled by Influence (0–1), and whether Influence exceeds Stability. */
export function influenceGauge(influence: number, stability: number): { share: number; over: boolean } {
  if (stability <= 0) return { share: influence > 0 ? 1 : 0, over: influence > 0 };
  return { share: Math.max(0, Math.min(1, influence / stability)), over: influence > stability };
}

/**
 * The square grid of a board: the largest whole-pixel cell that fits `columns` × `rows` in the stage
 * (inside `margin`), centred. `cellAt` answers which cell a stage point falls in, or null.
 */
export interface Grid {
  readonly cell: number;
  readonly originX: number;
  readonly originY: number;
  readonly columns: number;
  readonly rows: number;
}

export function fitGrid(columns: number, rows: number, width: number, height: number, margin = 8): Grid {
  const cols = Math.max(1, columns);
  const rws = Math.max(1, rows);
  const cell = Math.max(1, Math.floor(Math.min((width - margin * 2) / cols, (height - margin * 2) / rws)));
  const originX = Math.floor((width - cell * cols) / 2);
  const originY = Math.floor((height - cell * rws) / 2);
  return { cell, originX, originY, columns: cols, rows: rws };
}

export function cellAt(grid: Grid, x: number, y: number): { x: number; y: number } | null {
  const cx = Math.floor((x - grid.originX) / grid.cell);
  const cy = Math.floor((y - grid.originY) / grid.cell);
  if (cx < 0 || cy < 0 || cx >= grid.columns || cy >= grid.rows) return null;
  return { x: cx, y: cy };
}
