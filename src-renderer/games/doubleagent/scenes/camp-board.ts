import { Container, Graphics } from 'pixi.js';
import type { DaView, SquareDef } from '../../../../engine/doubleagent';
import { currentLanguage } from '../../../i18n';
import type { AnimatedScene } from '../../../scenes/animated';
import { label, MIN_TEXT_PX } from '../../../scenes/draw';
import { INK, PAPER } from '../../../scenes/palette';
import { pawnMark, pawnOutline } from '../art/pawn-marks';
import type { Walk } from '../camp-paths';
import { campGrid } from '../highlight';
import { sectorTitle } from '../places';
import { keptLayer } from './camp-cache';
import { buildCampTerrain, type CampGeometry, GROUND } from './camp-terrain';
import { MS_PER_SQUARE, type Point, walkPoint } from './camp-walk';

export { GROUND };

const HIGHLIGHT = 0xffe066;
const ACCUSE = 0xff4d4d;

/** What is drawn over the camp besides the view itself. */
export interface CampMarks {
  /** Squares where this player may end the move; one another agent stands on is an accusation. */
  readonly highlight?: ReadonlySet<string>;
  /** One square picked out strongly: the hovered one, the keyboard cursor's, or the hovered button's. */
  readonly focus?: string | null;
  /** The path the move to `focus` takes, start excluded: a line with numbered steps. */
  readonly path?: { readonly from: string; readonly steps: readonly string[] } | null;
  /** A pawn walking: the scene animates it from `from` along `path` to where the view has it. */
  readonly walk?: Walk | null;
}

/**
 * The camp from `view.board` (terrain in camp-terrain.ts), the sectors' codes and names, the
 * monitors, the highlighted squares, the shown path, and the players' pawns. Only the view is
 * drawn, so nothing hidden from this seat is on it; the double agent alone sees its sabotaged
 * monitors marked. With a `walk` the scene is an AnimatedScene moving that pawn square by square.
 */
export function buildCampBoard(
  view: DaView,
  width: number,
  height: number,
  marks: CampMarks = {},
): Container {
  const scene = new Container();
  scene.addChild(new Graphics().roundRect(0, 0, width, height, 16).fill({ color: GROUND }));
  const grid = campGrid(view, width, height);
  const cell = grid.cell;
  const byId = new Map(view.board.squares.map((s) => [s.id, s]));
  const geo: CampGeometry = {
    cell,
    at: (sq: { x: number; y: number }) => ({ x: grid.originX + sq.x * cell, y: grid.originY + sq.y * cell }),
    byId,
  };
  const centre = (id: string): Point | null => {
    const sq = byId.get(id);
    if (!sq) return null;
    const p = geo.at(sq);
    return { x: p.x + cell / 2, y: p.y + cell / 2 };
  };
  const off = [...(view.you?.sabotaged ?? []), ...(view.result?.sabotaged ?? [])].sort().join(',');
  const key = [boardKey(view), view.variant, width, height, currentLanguage(), off].join('|');
  scene.addChild(
    keptLayer(`ground|${key}`, () => {
      const still = new Container();
      still.addChild(buildCampTerrain(view, geo), monitors(view, geo));
      return still;
    }),
  );
  const highlight = marks.highlight ?? new Set<string>();
  if (highlight.size) scene.addChild(highlights(view, geo, highlight));
  // The names over the highlights, so they stay readable; the path and the pawns go over both.
  scene.addChild(keptLayer(`names|${key}`, () => sectorLabels(view, geo)));
  if (marks.path?.steps.length) scene.addChild(pathMarks(marks.path, centre, cell));
  const focused = marks.focus ? byId.get(marks.focus) : undefined;
  if (focused) {
    const p = geo.at(focused);
    scene.addChild(
      new Graphics()
        .rect(p.x - cell * 0.2, p.y - cell * 0.2, cell * 1.4, cell * 1.4)
        .stroke({ color: 0x000000, width: Math.max(3, cell * 0.2) })
        .rect(p.x - cell * 0.2, p.y - cell * 0.2, cell * 1.4, cell * 1.4)
        .stroke({ color: 0xffffff, width: Math.max(2, cell * 0.12) }),
    );
  }
  const tokens = pawns(view, geo, marks.walk ?? null);
  scene.addChild(tokens.layer);
  const walk = marks.walk;
  const walker = walk ? tokens.byPlayer.get(walk.player) : undefined;
  if (!walk || !walker) return scene;
  const points: Point[] = [];
  for (const id of [walk.from, ...walk.path]) {
    const c = centre(id);
    if (c) points.push(c);
  }
  // The last point is where the pawn is drawn at rest (spread when it shares the square).
  points[points.length - 1] = { x: walker.x, y: walker.y };
  let elapsed = 0;
  const animated = scene as AnimatedScene;
  animated.advance = (ms: number): boolean => {
    elapsed = Number.isFinite(ms) ? elapsed + ms : Number.POSITIVE_INFINITY;
    const at = walkPoint(points, elapsed, MS_PER_SQUARE);
    walker.position.set(at.point.x, at.point.y);
    return !at.done;
  };
  animated.advance(0);
  return animated;
}

/** A board's identity for the cache: its id, and its squares summed up (a user's own board may reuse an id). */
function boardKey(view: DaView): string {
  let sum = 0;
  for (const s of view.board.squares)
    sum = (sum * 31 + s.x * 97 + s.y * 13 + s.kind.length + (s.id.length << 3)) | 0;
  return `${view.board.id}:${view.board.squares.length}:${sum}:${view.board.sectors.length}`;
}

function monitors(view: DaView, geo: CampGeometry): Graphics {
  // Monitors (cosmetic, B4.2); the double agent's own sabotaged ones, and all OFF ones once over.
  const off = new Set([...(view.you?.sabotaged ?? []), ...(view.result?.sabotaged ?? [])]);
  const { cell } = geo;
  const g = new Graphics();
  for (const s of view.board.sectors) {
    if (s.monitored === false) continue;
    const sq = geo.byId.get(s.monitorSquare);
    if (!sq) continue;
    const p = geo.at(sq);
    // A screen on a stand; an OFF one is red and crossed out (not colour alone).
    const x = p.x + cell * 0.18;
    const y = p.y + cell * 0.2;
    const w = cell * 0.64;
    const h = cell * 0.46;
    g.rect(p.x + cell * 0.45, y + h, cell * 0.1, cell * 0.2).fill({ color: 0xe9e4d8 });
    g.roundRect(x, y, w, h, cell * 0.06)
      .fill({ color: off.has(s.id) ? 0xff3b30 : 0x1b2430 })
      .stroke({ color: 0xe9e4d8, width: 1 });
    if (off.has(s.id))
      g.moveTo(x, y)
        .lineTo(x + w, y + h)
        .moveTo(x + w, y)
        .lineTo(x, y + h)
        .stroke({ color: 0xffffff, width: Math.max(1, cell * 0.06) });
  }
  return g;
}

/** Each sector's code in bold and its full name below, in the current language. */
function sectorLabels(view: DaView, geo: CampGeometry): Container {
  const { cell } = geo;
  const layer = new Container();
  const codeSize = Math.max(MIN_TEXT_PX, cell * 0.62);
  const nameSize = Math.max(MIN_TEXT_PX, cell * 0.42);
  for (const s of view.board.sectors) {
    const floor = view.board.squares.filter((q) => q.sectorId === s.id);
    if (floor.length === 0) continue;
    const xs = floor.map((q) => q.x);
    const ys = floor.map((q) => q.y);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minY = Math.min(...ys);
    const hasGazebo = floor.some((q) => q.kind === 'gazebo');
    const cx = (minX + maxX + 1) / 2;
    // A sector round the gazebo (the Garden) is labelled over its top rows, clear of the start.
    const cy = hasGazebo ? minY + 0.35 : (minY + Math.max(...ys) + 1) / 2 - 0.45;
    const origin = geo.at({ x: cx, y: cy });
    const span = (maxX - minX + 1) * cell - 4;
    const code = label(s.code, origin.x, origin.y, codeSize, {
      align: 0.5,
      weight: '700',
      color: 0xffffff,
      outline: true,
      maxWidth: span,
    });
    layer.addChild(code);
    const name = label(sectorTitle(s), origin.x, origin.y + codeSize * 0.65, nameSize, {
      align: 0.5,
      color: 0xffffff,
      outline: true,
      wrapWidth: span,
    });
    name.style.align = 'center';
    layer.addChild(name);
  }
  return layer;
}

function highlights(view: DaView, geo: CampGeometry, lit: ReadonlySet<string>): Graphics {
  const { cell } = geo;
  // A highlighted square another agent stands on is an accusation (B9): red, with a target sight.
  const occupied = new Set(view.players.filter((q) => q.id !== view.seat).map((q) => q.position));
  const g = new Graphics();
  const line = Math.max(1.5, cell * 0.1);
  for (const id of lit) {
    const sq = geo.byId.get(id);
    if (!sq) continue;
    const p = geo.at(sq);
    const accuse = occupied.has(id);
    const color = accuse ? ACCUSE : HIGHLIGHT;
    g.rect(p.x + 1, p.y + 1, cell - 2, cell - 2)
      .fill({ color, alpha: 0.4 })
      .stroke({ color, width: line });
    if (accuse) {
      const cx = p.x + cell / 2;
      const cy = p.y + cell / 2;
      g.circle(cx, cy, cell * 0.62)
        .moveTo(cx - cell * 0.8, cy)
        .lineTo(cx - cell * 0.35, cy)
        .moveTo(cx + cell * 0.35, cy)
        .lineTo(cx + cell * 0.8, cy)
        .moveTo(cx, cy - cell * 0.8)
        .lineTo(cx, cy - cell * 0.35)
        .moveTo(cx, cy + cell * 0.35)
        .lineTo(cx, cy + cell * 0.8)
        .stroke({ color: ACCUSE, width: line });
    } else {
      g.circle(p.x + cell / 2, p.y + cell / 2, cell * 0.12).fill({ color: HIGHLIGHT });
    }
  }
  return g;
}

/** The path from the pawn: a line through the squares' centres, each step a numbered disc. */
function pathMarks(
  path: { readonly from: string; readonly steps: readonly string[] },
  centre: (id: string) => Point | null,
  cell: number,
): Container {
  const layer = new Container();
  const points = [path.from, ...path.steps].map(centre).filter((p): p is Point => p !== null);
  if (points.length < 2) return layer;
  const line = new Graphics();
  line.moveTo(points[0]!.x, points[0]!.y);
  for (const p of points.slice(1)) line.lineTo(p.x, p.y);
  line.stroke({ color: INK, width: Math.max(4, cell * 0.3), join: 'round', cap: 'round' });
  line.moveTo(points[0]!.x, points[0]!.y);
  for (const p of points.slice(1)) line.lineTo(p.x, p.y);
  line.stroke({ color: PAPER, width: Math.max(2, cell * 0.14), join: 'round', cap: 'round' });
  layer.addChild(line);
  // Every step numbered where the squares are big enough for readable numbers; on a small board
  // (a phone) the steps are dots and only the last one says how many.
  const r = Math.max(6, cell * 0.3);
  const numbered = r * 1.15 >= MIN_TEXT_PX;
  const stepR = numbered ? r : Math.max(3, cell * 0.18);
  const lastR = MIN_TEXT_PX * 0.95;
  const steps = points.slice(1);
  const discs = new Graphics();
  steps.forEach((p, i) => {
    discs
      .circle(p.x, p.y, numbered || i < steps.length - 1 ? stepR : lastR)
      .fill({ color: PAPER })
      .stroke({ color: INK, width: Math.max(1, cell * 0.06) });
  });
  layer.addChild(discs);
  steps.forEach((p, i) => {
    if (!numbered && i < steps.length - 1) return;
    const size = numbered ? r * 1.15 : MIN_TEXT_PX;
    const width = (numbered ? r : lastR) * 1.7;
    layer.addChild(
      label(String(i + 1), p.x, p.y, size, { align: 0.5, color: INK, weight: '700', maxWidth: width }),
    );
  });
  return layer;
}

interface PawnLayer {
  readonly layer: Container;
  /** Each player's pawn, positioned at its centre (so a walk moves the container). */
  readonly byPlayer: Map<string, Container>;
}

/** Pawns; several on one square are spread round its centre. A walking pawn is drawn on top. */
function pawns(view: DaView, geo: CampGeometry, walk: Walk | null): PawnLayer {
  const { cell } = geo;
  const layer = new Container();
  const byPlayer = new Map<string, Container>();
  const onSquare = new Map<string, number[]>();
  view.players.forEach((pl, i) => {
    if (pl.position === null || pl.eliminated || !geo.byId.has(pl.position)) return;
    onSquare.set(pl.position, [...(onSquare.get(pl.position) ?? []), i]);
  });
  for (const [squareId, indices] of onSquare) {
    const p = geo.at(geo.byId.get(squareId) as SquareDef);
    const many = indices.length > 1;
    const r = cell * (many ? 0.36 : 0.44);
    indices.forEach((i, k) => {
      const pl = view.players[i]!;
      const angle = (k / indices.length) * Math.PI * 2 - Math.PI / 4;
      const pawn = new Container();
      pawn.position.set(
        p.x + cell / 2 + (many ? Math.cos(angle) * cell * 0.32 : 0),
        p.y + cell / 2 + (many ? Math.sin(angle) * cell * 0.32 : 0),
      );
      const mine = pl.id === view.seat;
      // Told apart by shape as well as colour: no letters, which no pawn this small could show readably.
      const { color, shape } = pawnMark(i);
      const outline = pawnOutline(shape, r);
      const mark = new Graphics();
      if (outline) mark.poly(outline.map((v, k) => (k % 2 === 1 ? v + cell * 0.06 : v)));
      else mark.circle(0, cell * 0.06, r);
      mark.fill({ color: 0x000000, alpha: 0.45 });
      if (outline) mark.poly(outline);
      else mark.circle(0, 0, r);
      mark.fill({ color }).stroke({ color: mine ? 0xffffff : 0x000000, width: mine ? 2.5 : 1.5 });
      pawn.addChild(mark);
      byPlayer.set(pl.id, pawn);
      layer.addChild(pawn);
    });
  }
  const walker = walk ? byPlayer.get(walk.player) : undefined;
  if (walker) layer.addChild(walker);
  return { layer, byPlayer };
}
