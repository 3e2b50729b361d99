import { Container, Graphics } from 'pixi.js';
import type { DaView, SquareDef } from '../../../../engine/doubleagent';
import {
  FENCE,
  GROUND,
  HEDGE,
  HEDGE_BUSH,
  INDOOR,
  KIND_COLOR,
  OUTDOOR,
  WALL,
  WALL_LINE,
} from './camp-palette';

export { GROUND };

/** Where the camp lies on the stage. */
export interface CampGeometry {
  readonly cell: number;
  /** The stage point of a grid cell's top-left corner. */
  at(sq: { x: number; y: number }): { x: number; y: number };
  readonly byId: ReadonlyMap<string, SquareDef>;
}

const key = (x: number, y: number) => `${x},${y}`;
const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

export function sectorColors(view: DaView): Map<string, number> {
  const colors = new Map<string, number>();
  let indoor = 0;
  let outdoor = 0;
  for (const s of view.board.sectors)
    colors.set(s.id, s.outdoor ? OUTDOOR[outdoor++ % OUTDOOR.length]! : INDOOR[indoor++ % INDOOR.length]!);
  return colors;
}

/**
 * The printed board's ground: sector floors in their sector's colour with the squares marked,
 * walls round buildings (brick) and hedges round grounds filling the unlisted cells beside them,
 * doors as gaps in those walls, walkway tiles, Garden flagstones, the gazebo, exit gates in the
 * brick wall, grey squares and fence gates along the fence, and the fence itself. Deluxe squares
 * of a standard game are faded and crossed (closed).
 */
export function buildCampTerrain(view: DaView, geo: CampGeometry): Container {
  const { cell } = geo;
  const layer = new Container();
  const squares = view.board.squares;
  const at = new Map(squares.map((s) => [key(s.x, s.y), s]));
  const sectors = sectorColors(view);
  const outdoor = new Set(view.board.sectors.filter((s) => s.outdoor).map((s) => s.id));
  const standard = view.variant !== 'deluxe';
  let maxY = 0;
  for (const s of squares) maxY = Math.max(maxY, s.y);

  // Walls and hedges: every unlisted cell touching a sector's inside (diagonals too, for corners).
  const walls = new Graphics();
  const hedges = new Graphics();
  const wallCells = new Map<string, boolean>();
  for (const s of squares) {
    if (!s.sectorId) continue;
    const hedge = outdoor.has(s.sectorId);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const k = key(s.x + dx, s.y + dy);
        if (!at.has(k) && !(wallCells.get(k) === false)) wallCells.set(k, hedge);
      }
  }
  for (const k of perimeter(squares, at)) if (!wallCells.has(k)) wallCells.set(k, false);
  for (const [k, hedge] of wallCells) {
    const [x, y] = k.split(',').map(Number) as [number, number];
    const p = geo.at({ x, y });
    if (hedge) {
      hedges.rect(p.x, p.y, cell, cell).fill({ color: HEDGE });
      hedges
        .circle(p.x + cell * 0.3, p.y + cell * 0.32, cell * 0.24)
        .circle(p.x + cell * 0.7, p.y + cell * 0.68, cell * 0.24)
        .fill({ color: HEDGE_BUSH });
    } else {
      walls.rect(p.x, p.y, cell, cell).fill({ color: WALL });
      const half = cell / 2;
      walls
        .moveTo(p.x, p.y + half)
        .lineTo(p.x + cell, p.y + half)
        .moveTo(p.x + half * (y % 2 ? 0.5 : 1.5), p.y)
        .lineTo(p.x + half * (y % 2 ? 0.5 : 1.5), p.y + half)
        .moveTo(p.x + half * (y % 2 ? 1.5 : 0.5), p.y + half)
        .lineTo(p.x + half * (y % 2 ? 1.5 : 0.5), p.y + cell)
        .stroke({ color: WALL_LINE, width: 1 });
    }
  }
  layer.addChild(walls, hedges);

  // The fence: the unlisted cells of each column holding fence gates, between and beyond them.
  const fence = new Graphics();
  const gateColumns = new Set(squares.filter((s) => s.kind === 'fenceGate').map((s) => s.x));
  for (const x of gateColumns) {
    const side = squares.some((s) => s.x === x - 1 && s.kind === 'greySquare') ? 1 : -1;
    const fx = geo.at({ x: x + (side > 0 ? 1 : 0), y: 0 }).x;
    const top = geo.at({ x, y: 0 }).y;
    const bottom = geo.at({ x, y: maxY + 1 }).y;
    fence
      .moveTo(fx, top)
      .lineTo(fx, bottom)
      .stroke({ color: FENCE, width: Math.max(2, cell * 0.12) });
    for (let y = 0; y <= maxY; y++)
      fence.circle(fx, geo.at({ x, y }).y + cell / 2, Math.max(1.5, cell * 0.1)).fill({ color: FENCE });
  }
  // The joined boards: a fence gate's passage to its partner across the gap.
  for (const [a, b] of view.board.extraEdges ?? []) {
    const p = geo.byId.get(a);
    const q = geo.byId.get(b);
    if (p?.kind !== 'fenceGate' || q?.kind !== 'fenceGate') continue;
    const pa = geo.at(p);
    const pb = geo.at(q);
    const left = Math.min(pa.x, pb.x) + cell;
    fence
      .rect(left, pa.y + cell * 0.2, Math.abs(pb.x - pa.x) - cell, cell * 0.6)
      .fill({ color: KIND_COLOR.fenceGate, alpha: 0.8 });
  }
  layer.addChild(fence);

  const floor = new Graphics();
  const marks = new Graphics();
  for (const sq of squares) {
    const p = geo.at(sq);
    const closed = standard && sq.deluxeOnly === true;
    drawSquare(floor, marks, sq, p, cell, sectors, at);
    if (closed)
      marks
        .rect(p.x, p.y, cell, cell)
        .fill({ color: GROUND, alpha: 0.55 })
        .moveTo(p.x + cell * 0.2, p.y + cell * 0.2)
        .lineTo(p.x + cell * 0.8, p.y + cell * 0.8)
        .moveTo(p.x + cell * 0.8, p.y + cell * 0.2)
        .lineTo(p.x + cell * 0.2, p.y + cell * 0.8)
        .stroke({ color: 0xe9e4d8, width: Math.max(1, cell * 0.07) });
  }
  layer.addChild(floor, marks);
  return layer;
}

function drawSquare(
  floor: Graphics,
  marks: Graphics,
  sq: SquareDef,
  p: { x: number; y: number },
  cell: number,
  sectors: Map<string, number>,
  at: Map<string, SquareDef>,
): void {
  const thin = Math.max(1, cell * 0.05);
  switch (sq.kind) {
    case 'sectorFloor': {
      floor.rect(p.x, p.y, cell, cell).fill({ color: sectors.get(sq.sectorId ?? '') ?? 0x555555 });
      // The square's outline, faint, so the squares can be counted.
      floor.rect(p.x + 0.5, p.y + 0.5, cell - 1, cell - 1).stroke({ color: 0x000000, width: 1, alpha: 0.18 });
      // A wall line where the floor meets a listed square it does not open onto.
      for (const [dx, dy] of SIDES) {
        const n = at.get(key(sq.x + dx, sq.y + dy));
        if (!n || n.kind === 'door' || n.sectorId === sq.sectorId) continue;
        edge(marks, p, cell, dx, dy).stroke({ color: WALL, width: Math.max(2, cell * 0.16) });
      }
      return;
    }
    case 'walkway':
      floor.rect(p.x + 1, p.y + 1, cell - 2, cell - 2).fill({ color: KIND_COLOR.walkway });
      return;
    case 'door': {
      // A gap in the wall: the wall's jambs at both ends, a wooden threshold with planks across the passage.
      floor.rect(p.x, p.y, cell, cell).fill({ color: KIND_COLOR.door });
      const across = [...SIDES].some(([dx]) => {
        if (dx === 0) return false;
        const n = at.get(key(sq.x + dx, sq.y));
        return n !== undefined && n.kind !== 'door';
      });
      const open = (dx: number, dy: number) => at.has(key(sq.x + dx, sq.y + dy));
      const j = cell * 0.16;
      if (across) {
        // Passage runs east–west: planks run that way, jambs on the north and south sides.
        for (const f of [0.33, 0.66]) marks.moveTo(p.x, p.y + cell * f).lineTo(p.x + cell, p.y + cell * f);
        marks.stroke({ color: 0x5a3a1a, width: thin });
        if (!open(0, -1)) marks.rect(p.x, p.y, cell, j).fill({ color: WALL });
        if (!open(0, 1)) marks.rect(p.x, p.y + cell - j, cell, j).fill({ color: WALL });
      } else {
        for (const f of [0.33, 0.66]) marks.moveTo(p.x + cell * f, p.y).lineTo(p.x + cell * f, p.y + cell);
        marks.stroke({ color: 0x5a3a1a, width: thin });
        if (!open(-1, 0)) marks.rect(p.x, p.y, j, cell).fill({ color: WALL });
        if (!open(1, 0)) marks.rect(p.x + cell - j, p.y, j, cell).fill({ color: WALL });
      }
      return;
    }
    case 'flagstone': {
      // Garden ground with three stones laid on it.
      floor.rect(p.x, p.y, cell, cell).fill({ color: sectors.get(sq.sectorId ?? '') ?? 0x3f7a3a });
      const c = KIND_COLOR.flagstone;
      const s = cell;
      marks
        .roundRect(p.x + s * 0.08, p.y + s * 0.1, s * 0.5, s * 0.38, s * 0.12)
        .roundRect(p.x + s * 0.62, p.y + s * 0.08, s * 0.3, s * 0.42, s * 0.1)
        .roundRect(p.x + s * 0.12, p.y + s * 0.54, s * 0.8, s * 0.36, s * 0.12)
        .fill({ color: c })
        .stroke({ color: 0x6f6a5e, width: thin });
      return;
    }
    case 'gazebo': {
      // A round pavilion: an octagonal roof with its ridges.
      floor.rect(p.x, p.y, cell, cell).fill({ color: sectors.get(sq.sectorId ?? '') ?? 0x3f7a3a });
      const cx = p.x + cell / 2;
      const cy = p.y + cell / 2;
      const r = cell * 0.48;
      const pts: number[] = [];
      for (let k = 0; k < 8; k++) {
        const a = (Math.PI / 4) * k + Math.PI / 8;
        pts.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
      }
      marks
        .poly(pts)
        .fill({ color: KIND_COLOR.gazebo })
        .stroke({ color: 0x6b4f1d, width: Math.max(1, cell * 0.08) });
      for (let k = 0; k < 8; k += 2) marks.moveTo(cx, cy).lineTo(pts[k * 2]!, pts[k * 2 + 1]!);
      marks.stroke({ color: 0x6b4f1d, width: thin });
      return;
    }
    case 'exitGate': {
      // A closed gate in the brick wall: bars.
      floor.rect(p.x, p.y, cell, cell).fill({ color: KIND_COLOR.exitGate });
      for (const f of [0.25, 0.5, 0.75])
        marks.moveTo(p.x + cell * f, p.y + 2).lineTo(p.x + cell * f, p.y + cell - 2);
      marks.moveTo(p.x + 2, p.y + cell / 2).lineTo(p.x + cell - 2, p.y + cell / 2);
      marks.stroke({ color: 0xffffff, width: Math.max(1, cell * 0.08) });
      return;
    }
    case 'greySquare': {
      // Grey, hatched.
      floor.rect(p.x + 1, p.y + 1, cell - 2, cell - 2).fill({ color: KIND_COLOR.greySquare });
      for (const f of [0.25, 0.5, 0.75, 1])
        marks.moveTo(p.x + 1, p.y + cell * f).lineTo(p.x + cell * f, p.y + 1);
      for (const f of [0.25, 0.5, 0.75])
        marks.moveTo(p.x + cell * f, p.y + cell - 1).lineTo(p.x + cell - 1, p.y + cell * f);
      marks.stroke({ color: 0x4a4f56, width: thin });
      return;
    }
    case 'fenceGate': {
      // An open gate: two posts and a swung leaf.
      floor.rect(p.x, p.y, cell, cell).fill({ color: KIND_COLOR.fenceGate });
      marks
        .rect(p.x + cell * 0.42, p.y, cell * 0.16, cell * 0.18)
        .rect(p.x + cell * 0.42, p.y + cell * 0.82, cell * 0.16, cell * 0.18)
        .fill({ color: FENCE });
      marks
        .moveTo(p.x + cell / 2, p.y + cell * 0.18)
        .lineTo(p.x + cell * 0.85, p.y + cell * 0.4)
        .stroke({ color: FENCE, width: Math.max(1, cell * 0.1) });
      return;
    }
  }
}

/**
 * The brick wall round each board (the second board's squares carry a `board:` prefix): the
 * unlisted cells on the edge of its squares' box and on the ring just outside it, but not on the
 * side of its fence gates (the fence stands there).
 */
function perimeter(squares: readonly SquareDef[], at: Map<string, SquareDef>): string[] {
  const parts = new Map<string, SquareDef[]>();
  for (const s of squares) {
    const part = s.id.includes(':') ? s.id.slice(0, s.id.indexOf(':')) : '';
    parts.set(part, [...(parts.get(part) ?? []), s]);
  }
  const out: string[] = [];
  let maxX = 0;
  let maxY = 0;
  for (const s of squares) {
    maxX = Math.max(maxX, s.x);
    maxY = Math.max(maxY, s.y);
  }
  for (const part of parts.values()) {
    const xs = part.map((s) => s.x);
    const ys = part.map((s) => s.y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const gates = part.filter((s) => s.kind === 'fenceGate').map((s) => s.x);
    const skipLeft = gates.includes(x0);
    const skipRight = gates.includes(x1);
    const left = skipLeft ? x0 : Math.max(0, x0 - 1);
    const right = skipRight ? x1 : x1 + 1;
    for (let ring = 0; ring <= 1; ring++) {
      const top = y0 - ring;
      const bottom = y1 + ring;
      const l = skipLeft ? x0 : x0 - ring;
      const r = skipRight ? x1 : x1 + ring;
      for (let x = Math.max(left, l); x <= Math.min(right, r); x++) out.push(key(x, top), key(x, bottom));
      for (let y = top; y <= bottom; y++) {
        if (!skipLeft && l >= 0) out.push(key(l, y));
        if (!skipRight) out.push(key(r, y));
      }
    }
  }
  return out.filter((k) => {
    const [x, y] = k.split(',').map(Number) as [number, number];
    return x >= 0 && y >= 0 && x <= maxX && y <= maxY && !at.has(k);
  });
}

/** One side of a square (dx, dy pointing out of it), as a path to stroke. */
function edge(g: Graphics, p: { x: number; y: number }, cell: number, dx: number, dy: number): Graphics {
  if (dx === 1) return g.moveTo(p.x + cell, p.y).lineTo(p.x + cell, p.y + cell);
  if (dx === -1) return g.moveTo(p.x, p.y).lineTo(p.x, p.y + cell);
  if (dy === 1) return g.moveTo(p.x, p.y + cell).lineTo(p.x + cell, p.y + cell);
  return g.moveTo(p.x, p.y).lineTo(p.x + cell, p.y);
}
