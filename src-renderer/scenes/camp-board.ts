import { Container, Graphics } from 'pixi.js';
import type { DaView, SquareDef } from '../../engine/doubleagent';
import { campGrid } from '../doubleagent/highlight';
import { inkOn } from './contrast';
import { label } from './draw';
import { PAWN_COLORS } from './palette';

export const GROUND = 0x1d3324;
const KIND_COLOR: Record<string, number> = {
  walkway: 0x23272d,
  door: 0x9a6a3a,
  flagstone: 0xb8b2a3,
  gazebo: 0xf3eee2,
  exitGate: 0xd0453a,
  greySquare: 0x7d8288,
  fenceGate: 0x3aa6a0,
};
const INDOOR = [0x4d6a8c, 0x7c5a8c, 0x8c6d4d, 0x5a8c7c, 0x8c4d5a, 0x6d8c4d, 0x4d7c8c, 0x8c8c4d, 0x6a5a8c];
const OUTDOOR = [0x3f7a3a, 0x5f8a3a, 0x3a8a62];
const HIGHLIGHT = 0xffe066;
const ACCUSE = 0xff4d4d;

function sectorColors(view: DaView): Map<string, number> {
  const colors = new Map<string, number>();
  let indoor = 0;
  let outdoor = 0;
  for (const s of view.board.sectors)
    colors.set(s.id, s.outdoor ? OUTDOOR[outdoor++ % OUTDOOR.length]! : INDOOR[indoor++ % INDOOR.length]!);
  return colors;
}

function squareColor(sq: SquareDef, sectors: Map<string, number>): number {
  if (sq.kind === 'sectorFloor') return sectors.get(sq.sectorId ?? '') ?? 0x555555;
  return KIND_COLOR[sq.kind] ?? 0x555555;
}

/**
 * The camp from `view.board`: every square coloured by kind (sector floors by sector, with the
 * sector's code), the players' pawns with their ids, and the `highlight`ed squares (where the
 * player may move). Only the view is drawn, so nothing hidden from this seat is on it; the double
 * agent alone sees its sabotaged monitors marked.
 */
export function buildCampBoard(
  view: DaView,
  width: number,
  height: number,
  highlight: ReadonlySet<string> = new Set(),
  /** One square to pick out more strongly (the one whose button the pointer is on). */
  focus: string | null = null,
): Container {
  const scene = new Container();
  scene.addChild(new Graphics().roundRect(0, 0, width, height, 16).fill({ color: GROUND }));
  const grid = campGrid(view, width, height);
  const cell = grid.cell;
  const at = (sq: { x: number; y: number }) => ({
    x: grid.originX + sq.x * cell,
    y: grid.originY + sq.y * cell,
  });
  const sectors = sectorColors(view);
  const standard = view.variant !== 'deluxe';
  const squares = new Graphics();
  const byId = new Map(view.board.squares.map((s) => [s.id, s]));
  for (const sq of view.board.squares) {
    const p = at(sq);
    const inset = sq.kind === 'walkway' || sq.kind === 'door' ? 1 : 0.5;
    squares
      .rect(p.x + inset, p.y + inset, cell - inset * 2, cell - inset * 2)
      .fill({ color: squareColor(sq, sectors), alpha: standard && sq.deluxeOnly ? 0.35 : 1 });
  }
  scene.addChild(squares);
  // The gazebo as a round pavilion, exits marked.
  const marks = new Graphics();
  const gazebo = byId.get(view.board.gazebo);
  if (gazebo) {
    const p = at(gazebo);
    marks
      .circle(p.x + cell / 2, p.y + cell / 2, cell * 0.42)
      .stroke({ color: 0x6b4f1d, width: Math.max(1, cell * 0.12) });
  }
  for (const id of view.board.exitGates) {
    const sq = byId.get(id);
    if (!sq) continue;
    const p = at(sq);
    marks
      .rect(p.x + cell * 0.2, p.y + cell * 0.2, cell * 0.6, cell * 0.6)
      .stroke({ color: 0xffffff, width: 1 });
  }
  // Monitors (cosmetic, B4.2); the double agent's own sabotaged ones, and all OFF ones once over.
  const off = new Set([...(view.you?.sabotaged ?? []), ...(view.result?.sabotaged ?? [])]);
  for (const s of view.board.sectors) {
    if (s.monitored === false) continue;
    const sq = byId.get(s.monitorSquare);
    if (!sq) continue;
    const p = at(sq);
    marks
      .circle(p.x + cell / 2, p.y + cell / 2, cell * 0.22)
      .fill({ color: off.has(s.id) ? 0xff3b30 : 0x1b2430 })
      .stroke({ color: 0xe9e4d8, width: 1 });
  }
  scene.addChild(marks);
  // Highlighted squares: where this player may end the move.
  // A highlighted square another agent stands on is an accusation (B9): drawn red.
  if (highlight.size) {
    const occupied = new Set(view.players.filter((q) => q.id !== view.seat).map((q) => q.position));
    const hl = new Graphics();
    for (const id of highlight) {
      const sq = byId.get(id);
      if (!sq) continue;
      const p = at(sq);
      const color = occupied.has(id) ? ACCUSE : HIGHLIGHT;
      hl.rect(p.x + 1, p.y + 1, cell - 2, cell - 2)
        .fill({ color, alpha: 0.45 })
        .stroke({ color, width: Math.max(1.5, cell * 0.1) });
    }
    scene.addChild(hl);
  }
  const focused = focus === null ? undefined : byId.get(focus);
  if (focused) {
    const p = at(focused);
    scene.addChild(
      new Graphics()
        .rect(p.x - cell * 0.25, p.y - cell * 0.25, cell * 1.5, cell * 1.5)
        .stroke({ color: 0xffffff, width: Math.max(2, cell * 0.15) }),
    );
  }
  // Sector codes at the middle of each sector's floor.
  const fs = Math.max(9, cell * 0.75);
  for (const s of view.board.sectors) {
    const floor = view.board.squares.filter((q) => q.sectorId === s.id && q.kind !== 'gazebo');
    if (floor.length === 0) continue;
    const hasGazebo = view.board.squares.some((q) => q.sectorId === s.id && q.kind === 'gazebo');
    const cx = floor.reduce((n, q) => n + q.x, 0) / floor.length;
    // A sector round the gazebo (the Garden) is labelled on its top row, clear of the pawns.
    const cy = hasGazebo
      ? Math.min(...floor.map((q) => q.y))
      : floor.reduce((n, q) => n + q.y, 0) / floor.length;
    const t = label(s.code, grid.originX + (cx + 0.5) * cell, grid.originY + (cy + 0.5) * cell, fs, {
      align: 0.5,
      weight: '700',
      color: 0xffffff,
      outline: true,
    });
    t.alpha = 0.9;
    scene.addChild(t);
  }
  // Pawns; several on one square are spread round its centre.
  const onSquare = new Map<string, number[]>();
  view.players.forEach((pl, i) => {
    if (pl.position === null || pl.eliminated || !byId.has(pl.position)) return;
    onSquare.set(pl.position, [...(onSquare.get(pl.position) ?? []), i]);
  });
  for (const [squareId, indices] of onSquare) {
    const p = at(byId.get(squareId)!);
    const many = indices.length > 1;
    const r = cell * (many ? 0.34 : 0.42);
    indices.forEach((i, k) => {
      const pl = view.players[i]!;
      const angle = (k / indices.length) * Math.PI * 2 - Math.PI / 4;
      const x = p.x + cell / 2 + (many ? Math.cos(angle) * cell * 0.32 : 0);
      const y = p.y + cell / 2 + (many ? Math.sin(angle) * cell * 0.32 : 0);
      const mine = pl.id === view.seat;
      scene.addChild(
        new Graphics()
          .circle(x, y, r)
          .fill({ color: PAWN_COLORS[i % PAWN_COLORS.length]! })
          .stroke({ color: mine ? 0xffffff : 0x000000, width: mine ? 2.5 : 1.5 }),
      );
      const pawn = PAWN_COLORS[i % PAWN_COLORS.length]!;
      scene.addChild(
        label(pl.id.slice(0, 3), x, y, Math.max(8, r * 0.8), {
          align: 0.5,
          color: inkOn(pawn),
          weight: '700',
          maxWidth: r * 1.8,
        }),
      );
    });
  }
  return scene;
}
