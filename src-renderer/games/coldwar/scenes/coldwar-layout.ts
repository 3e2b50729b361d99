import type { AgentId, ColdWarView, GroupId, ObjectiveId, Side } from '../../../../engine/coldwar';
import type { Rect } from '../../../scenes/table-layout';
import { type AgentStatus, agentStatuses } from '../agents';

/**
 * Where everything on the Cold War table goes, in pure numbers (no Pixi, unit-tested): the
 * fixed places of the table (`tableGeometry`) and, for one view, every card, agent and score
 * marker as a placement keyed by its identity (`cardPlacements`). The animation matches keys
 * between the previous view's placements and the new ones.
 */

export const GROUP_RATIO = 0.7;
export const OBJECTIVE_RATIO = 100 / 140;
/** Score track length (A1: first to 100 VP). */
export const TRACK_END = 100;

/**
 * Where the drawn track ends: at the score that ends the game (100, or a table's own
 * `endTurnVictoryThreshold`, 25 in the guided lesson), or past the higher score when a game runs
 * beyond it, in steps of 50 (10 for a goal under 100).
 */
export function trackEnd(view: Pick<ColdWarView, 'sides' | 'rules'>): number {
  const goal = view.rules?.endTurnVictoryThreshold ?? TRACK_END;
  const step = goal >= TRACK_END ? 50 : 10;
  const most = Math.max(view.sides.CIA.vp, view.sides.KGB.vp);
  return most <= goal ? goal : Math.ceil(most / step) * step;
}

/** Below this band width a side is laid out for a phone: two columns instead of four. */
const NARROW_BAND = 480;

export interface SideGeometry {
  readonly band: Rect;
  readonly info: Rect;
  readonly scored: Rect;
  readonly agents: Readonly<Record<'hq' | 'leave' | 'gone', Rect>>;
  readonly agentX: Rect;
  readonly groups: Rect;
  /** Height of a group card in play (its width is GROUP_RATIO of that). */
  readonly cardHeight: number;
  readonly tokenRadius: number;
}

export interface TableGeometry {
  readonly width: number;
  readonly height: number;
  readonly own: Side;
  readonly other: Side;
  readonly middle: Rect;
  readonly objective: Rect;
  readonly objectiveDeck: Rect;
  readonly objectiveDiscard: Rect;
  readonly groupDeck: Rect;
  readonly groupDiscard: Rect;
  readonly info: Rect;
  readonly track: Rect;
  readonly sides: Readonly<Record<Side, SideGeometry>>;
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** Width kept at the left of an agent zone for its name (HQ, Leave, Gone). */
export const zoneLabelWidth = (zoneWidth: number): number => clamp(zoneWidth * 0.2, 20, 44);

/** Smallest group card before the row overlaps cards instead of shrinking them further. */
/** The smallest agent token holds its number at MIN_TEXT_PX inside its disc. */
const MIN_TOKEN_RADIUS = 6;

function sideGeometry(band: Rect): SideGeometry {
  const pad = 8;
  const inner = {
    x: band.x + pad,
    y: band.y + pad,
    width: band.width - pad * 2,
    height: band.height - pad * 2,
  };
  if (inner.width < NARROW_BAND) return narrowSideGeometry(band, inner, pad);
  const infoW = clamp(inner.width * 0.2, 60, 200);
  const agentsW = clamp(inner.width * 0.27, 70, 250);
  const xH = Math.max(10, inner.height - 14);
  const xW = Math.min(xH * GROUP_RATIO, inner.width * 0.1);
  const scoredH = clamp(inner.height * 0.3, 14, 48);
  const info = { x: inner.x, y: inner.y, width: infoW, height: inner.height - scoredH - 4 };
  const scored = { x: inner.x, y: inner.y + inner.height - scoredH, width: infoW, height: scoredH };
  const ax = info.x + infoW + pad * 1.5;
  const rowH = inner.height / 3;
  const agents = {
    hq: { x: ax, y: inner.y, width: agentsW, height: rowH },
    leave: { x: ax, y: inner.y + rowH, width: agentsW, height: rowH },
    gone: { x: ax, y: inner.y + rowH * 2, width: agentsW, height: rowH },
  };
  const agentX = { x: ax + agentsW + pad * 1.5, y: inner.y + 14, width: xW, height: xW / GROUP_RATIO };
  const gx = agentX.x + xW + pad * 2;
  const groups = { x: gx, y: inner.y, width: Math.max(0, inner.x + inner.width - gx), height: inner.height };
  const tokenRadius = Math.max(
    MIN_TOKEN_RADIUS,
    Math.min(rowH * 0.36, (agentsW - zoneLabelWidth(agentsW)) / 12 - 0.5),
  );
  return {
    band,
    info,
    scored,
    agents,
    agentX,
    groups,
    cardHeight: inner.height * 0.9,
    tokenRadius,
  };
}

/**
 * A side on a phone: at the left its name, score and influence over its three agent zones and
 * its claimed objectives; at the right its Agent X and its groups in play. Every word keeps
 * MIN_TEXT_PX (scenes/readable.ts) and fits its place.
 */
function narrowSideGeometry(band: Rect, inner: Rect, pad: number): SideGeometry {
  const leftW = Math.round(inner.width * 0.56);
  // Name and VP, the influence bar and its words, and two lines of flags (disorder, Balance, won).
  const infoH = Math.min(72, inner.height * 0.5);
  const scoredH = Math.min(18, inner.height * 0.14);
  const zonesTop = inner.y + infoH + 2;
  const rowH = Math.max(8, (inner.y + inner.height - scoredH - 2 - zonesTop) / 3);
  const zone = (row: number) => ({ x: inner.x, y: zonesTop + rowH * row, width: leftW, height: rowH });
  const rightX = inner.x + leftW + pad;
  const rightW = Math.max(0, inner.x + inner.width - rightX);
  const xW = Math.min(rightW * 0.42, (inner.height - 14) * GROUP_RATIO);
  const agentX = { x: rightX, y: inner.y + 14, width: xW, height: xW / GROUP_RATIO };
  const gx = agentX.x + xW + pad;
  const groups = { x: gx, y: inner.y, width: Math.max(0, inner.x + inner.width - gx), height: inner.height };
  return {
    band,
    info: { x: inner.x, y: inner.y, width: leftW, height: infoH },
    scored: { x: inner.x, y: inner.y + inner.height - scoredH, width: leftW, height: scoredH },
    agents: { hq: zone(0), leave: zone(1), gone: zone(2) },
    agentX,
    groups,
    cardHeight: inner.height * 0.9,
    tokenRadius: Math.max(
      MIN_TOKEN_RADIUS,
      Math.min(rowH * 0.45, (leftW - zoneLabelWidth(leftW)) / 12 - 0.5),
    ),
  };
}

/** The opponent's band on top, the shared cards and score track in the middle, the seat's own band below. */
export function tableGeometry(seat: string, width: number, height: number): TableGeometry {
  const margin = 10;
  const gap = 8;
  const inner = Math.max(0, height - margin * 2);
  const middleH = Math.round(inner * 0.43);
  const sideH = Math.max(0, Math.floor((inner - middleH - gap * 2) / 2));
  const w = Math.max(0, width - margin * 2);
  const top = { x: margin, y: margin, width: w, height: sideH };
  const middle = { x: margin, y: top.y + sideH + gap, width: w, height: middleH };
  const bottom = { x: margin, y: middle.y + middleH + gap, width: w, height: sideH };
  const own: Side = seat === 'KGB' ? 'KGB' : 'CIA';
  const other: Side = own === 'CIA' ? 'KGB' : 'CIA';

  const pad = 8;
  const trackH = clamp(middleH * 0.17, 26, 36);
  const track = {
    x: middle.x + pad,
    y: middle.y + middleH - pad - trackH,
    width: w - pad * 2,
    height: trackH,
  };
  const cardsTop = middle.y + pad;
  const cardsH = Math.max(10, track.y - 6 - cardsTop);
  const objH = cardsH;
  const objW = objH * OBJECTIVE_RATIO;
  const objective = { x: middle.x + middle.width / 2 - objW / 2, y: cardsTop, width: objW, height: objH };
  const pileLabel = clamp(cardsH * 0.14, 12, 18);
  const pileH = Math.max(8, Math.min(cardsH - pileLabel, (w * 0.09) / GROUP_RATIO));
  const pileW = pileH * GROUP_RATIO;
  const pileY = cardsTop + cardsH - pileH;
  const pileAt = (x: number) => ({ x, y: pileY, width: pileW, height: pileH });
  // On a phone each pile is centred in half the room beside the objective, for its caption's sake.
  const narrow = w - pad * 2 < NARROW_BAND;
  const leftRoom = { from: middle.x + pad, to: objective.x - pad };
  const rightRoom = { from: objective.x + objW + pad, to: middle.x + middle.width - pad };
  const inHalf = (room: { from: number; to: number }, half: 0 | 1) =>
    room.from + ((room.to - room.from) * (half * 2 + 1)) / 4 - pileW / 2;
  const objectiveDeck = pileAt(narrow ? inHalf(leftRoom, 0) : middle.x + pad);
  const objectiveDiscard = pileAt(narrow ? inHalf(leftRoom, 1) : objectiveDeck.x + pileW + pad * 1.5);
  const groupDiscard = pileAt(narrow ? inHalf(rightRoom, 1) : middle.x + middle.width - pad - pileW);
  const groupDeck = pileAt(narrow ? inHalf(rightRoom, 0) : groupDiscard.x - pad * 1.5 - pileW);
  const infoX = objectiveDiscard.x + pileW + pad * 2;
  const info = { x: infoX, y: cardsTop, width: Math.max(0, objective.x - pad * 2 - infoX), height: cardsH };
  const sides = {
    [other]: sideGeometry(top),
    [own]: sideGeometry(bottom),
  } as Record<Side, SideGeometry>;
  return {
    width,
    height,
    own,
    other,
    middle,
    objective,
    objectiveDeck,
    objectiveDiscard,
    groupDeck,
    groupDiscard,
    info,
    track,
    sides,
  };
}

export type Shown =
  | { readonly kind: 'group'; readonly id: GroupId; readonly mobilized: boolean }
  | {
      readonly kind: 'objective';
      readonly id: ObjectiveId;
      readonly usable: boolean;
      readonly small: boolean;
    }
  | {
      readonly kind: 'agent';
      readonly side: Side;
      readonly id: AgentId;
      readonly number: number;
      readonly status: AgentStatus;
    }
  | { readonly kind: 'agentBack'; readonly side: Side }
  | {
      readonly kind: 'marker';
      readonly side: Side;
      readonly vp: number;
      /** Near the track's end the marker's words go to its left, so they stay on the table. */
      readonly labelLeft: boolean;
    };

/** One drawn thing: its identity, what it shows, its centre, its unrotated size, its rotation. */
export interface Placement {
  readonly key: string;
  readonly shown: Shown;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
}

export const groupKey = (id: string): string => `g:${id}`;
export const objectiveKey = (id: string): string => `o:${id}`;
export const agentKey = (side: Side, id: string): string => `a:${side}:${id}`;
export const agentBackKey = (side: Side): string => `x:${side}`;
export const markerKey = (side: Side): string => `m:${side}`;

const centre = (r: Rect): { x: number; y: number } => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

const SCORED_GAP = 4;

/** Room kept at the end of a scored row for the words beside its chips ("8 claimed"). */
const SCORED_WORDS_ROOM = 64;

/**
 * The part of a side's scored row its claimed objectives are laid in, small and wordless: the
 * rest of the row is kept for their names, or how many when the names do not fit.
 */
export function scoredChipsRow(scored: Rect): Rect {
  return { ...scored, width: Math.max(scored.width / 2, scored.width - SCORED_WORDS_ROOM) };
}

/** The claimed objectives of one side laid out: one chip size, and each chip's centre from the row's corner. */
export interface ScoredChips {
  readonly width: number;
  readonly height: number;
  readonly centres: readonly { readonly x: number; readonly y: number }[];
}

/** The most rows a side's claimed objectives are stacked in. */
const MAX_SCORED_ROWS = 2;

/**
 * `count` claimed objectives in a side's scored row, side by side and never over one another (a
 * long game's dozen claims once overlapped into one unreadable strip): as large as the row allows,
 * in one row or, where that gives larger chips, two; smaller when even two rows are full.
 */
export function scoredChips(scored: Rect, count: number): ScoredChips {
  const row = scoredChipsRow(scored);
  let best = { rows: 1, width: 0 };
  for (let rows = 1; rows <= MAX_SCORED_ROWS; rows++) {
    const height = (scored.height - SCORED_GAP * (rows - 1)) / rows;
    const perRow = Math.max(1, Math.ceil(count / rows));
    const width = Math.min(height * OBJECTIVE_RATIO, (row.width - SCORED_GAP * (perRow - 1)) / perRow);
    if (width > best.width + 0.01) best = { rows, width };
    if (perRow === 1) break;
  }
  const width = Math.max(0, best.width);
  const height = width / OBJECTIVE_RATIO;
  const perRow = Math.max(1, Math.ceil(count / best.rows));
  const rows = Math.ceil(count / perRow);
  const top = (scored.height - (rows * height + (rows - 1) * SCORED_GAP)) / 2;
  const centres = Array.from({ length: count }, (_, i) => ({
    x: (i % perRow) * (width + SCORED_GAP) + width / 2,
    y: top + Math.floor(i / perRow) * (height + SCORED_GAP) + height / 2,
  }));
  return { width, height, centres };
}

/** The x where `count` claimed objectives, drawn small in a side's scored row, end. */
export function scoredChipsEnd(scored: Rect, count: number): number {
  const chips = scoredChips(scored, count);
  const right = Math.max(0, ...chips.centres.map((c) => c.x + chips.width / 2));
  return scored.x + right;
}

/** The most rows of groups a side stacks in its groups' place before cards overlap instead. */
const MAX_GROUP_ROWS = 4;
/** Smaller than this, group cards overlap in their rows rather than shrink further. */
const MIN_GRID_CARD_HEIGHT = 28;

/** The groups of one side laid out: one card height, and each card's centre from the place's corner. */
export interface GroupGrid {
  readonly height: number;
  readonly centres: readonly { readonly x: number; readonly y: number }[];
}

/**
 * The groups in play of one side in as many rows (up to four, each as full as the first) as give
 * the largest cards: one row when it fits, more in a narrow, tall place (a phone's side), so the
 * cards stand side by side instead of covering each other's numbers. Mobilized cards lie sideways:
 * as wide as a card is tall, and as tall as one is wide.
 */
export function groupGrid(
  mobilized: readonly boolean[],
  place: Rect,
  maxHeight: number,
  gap: number,
): GroupGrid {
  const n = mobilized.length;
  if (n === 0) return { height: maxHeight, centres: [] };
  let best: { rows: boolean[][]; height: number } | null = null;
  for (let count = 1; count <= Math.min(n, MAX_GROUP_ROWS); count++) {
    const perRow = Math.ceil(n / count);
    const rows: boolean[][] = [];
    for (let i = 0; i < n; i += perRow) rows.push(mobilized.slice(i, i + perRow));
    const rowRoom = (place.height - gap * (rows.length - 1)) / rows.length;
    let height = maxHeight;
    for (const row of rows) {
      const units = row.reduce((sum, m) => sum + (m ? 1 : GROUP_RATIO), 0);
      height = Math.min(height, (place.width - gap * (row.length - 1)) / units);
      // A row of sideways cards only is as tall as a card is wide.
      height = Math.min(height, row.every((m) => m) ? rowRoom / GROUP_RATIO : rowRoom);
    }
    if (best === null || height > best.height + 0.5) best = { rows, height };
  }
  const height = Math.max(best!.height, Math.min(MIN_GRID_CARD_HEIGHT, maxHeight));
  const rowHeights = best!.rows.map((row) => (row.every((m) => m) ? height * GROUP_RATIO : height));
  const total = rowHeights.reduce((a, b) => a + b, 0) + gap * (rowHeights.length - 1);
  let y = (place.height - total) / 2;
  const centres: { x: number; y: number }[] = [];
  best!.rows.forEach((row, r) => {
    const widths = row.map((m) => (m ? height : height * GROUP_RATIO));
    for (const x of rowCentres(widths, place.width, gap)) centres.push({ x, y: y + rowHeights[r]! / 2 });
    y += rowHeights[r]! + gap;
  });
  return { height, centres };
}

/**
 * Centres of `widths.length` items laid left to right in `width` from 0, `gap` apart; when they do
 * not fit they overlap evenly so the last still ends at the row's end.
 */
export function rowCentres(widths: readonly number[], width: number, gap: number): number[] {
  if (widths.length === 0) return [];
  const total = widths.reduce((a, b) => a + b, 0) + gap * (widths.length - 1);
  const squeeze = total > width && widths.length > 1 ? (total - width) / (widths.length - 1) : 0;
  const out: number[] = [];
  let x = 0;
  for (const w of widths) {
    out.push(x + w / 2);
    x += w + gap - squeeze;
  }
  return out;
}

function sidePlacements(
  view: ColdWarView,
  side: Side,
  g: SideGeometry,
  usable: ReadonlySet<string>,
): Placement[] {
  const out: Placement[] = [];
  const sv = view.sides[side];
  // Groups in play, sideways when mobilized (A3).
  const grid = groupGrid(
    sv.groups.map((c) => c.mobilized),
    g.groups,
    g.cardHeight,
    8,
  );
  const h = grid.height;
  const w = h * GROUP_RATIO;
  sv.groups.forEach((c, i) => {
    out.push({
      key: groupKey(c.id),
      shown: { kind: 'group', id: c.id, mobilized: c.mobilized },
      x: g.groups.x + grid.centres[i]!.x,
      y: g.groups.y + grid.centres[i]!.y,
      width: w,
      height: h,
      rotation: c.mobilized ? Math.PI / 2 : 0,
    });
  });
  // Agents: HQ, on leave, terminated, or Agent X.
  const r = g.tokenRadius;
  const zones: Record<'hq' | 'leave' | 'gone', AgentStatus[]> = {
    hq: ['hq', 'unknown'],
    leave: ['leave'],
    gone: ['terminated'],
  };
  const statuses = agentStatuses(sv);
  for (const [zone, kinds] of Object.entries(zones) as ['hq' | 'leave' | 'gone', AgentStatus[]][]) {
    const rect = g.agents[zone];
    const labelW = zoneLabelWidth(rect.width);
    statuses
      .filter((a) => kinds.includes(a.status))
      .forEach((a, i) => {
        out.push({
          key: agentKey(side, a.id),
          shown: { kind: 'agent', side, id: a.id, number: a.number, status: a.status },
          x: rect.x + labelW + r + i * (r * 2 + 1),
          y: rect.y + rect.height / 2,
          width: r * 2,
          height: r * 2,
          rotation: 0,
        });
      });
  }
  const x = statuses.find((a) => a.status === 'agentX');
  const slot = centre(g.agentX);
  if (x) {
    const size = g.agentX.width * 0.9;
    out.push({
      key: agentKey(side, x.id),
      shown: { kind: 'agent', side, id: x.id, number: x.number, status: 'agentX' },
      ...slot,
      width: size,
      height: size,
      rotation: 0,
    });
  } else if (sv.agentX === 'hidden') {
    out.push({
      key: agentBackKey(side),
      shown: { kind: 'agentBack', side },
      ...slot,
      width: g.agentX.width,
      height: g.agentX.height,
      rotation: 0,
    });
  }
  // Claimed objectives, small, in the scored row (usable events marked).
  const chips = scoredChips(g.scored, sv.scored.length);
  sv.scored.forEach((id, i) => {
    out.push({
      key: objectiveKey(id),
      shown: { kind: 'objective', id, usable: usable.has(id), small: true },
      x: g.scored.x + chips.centres[i]!.x,
      y: g.scored.y + chips.centres[i]!.y,
      width: chips.width,
      height: chips.height,
      rotation: 0,
    });
  });
  return out;
}

/** The score marker's centre on the track for `vp` (past 100 it stays at the end). */
/** The x of `vp` on a track drawn to `end` VP (a score past the end sits at the end). */
export function trackX(track: Rect, vp: number, end = TRACK_END): number {
  const start = track.x + 40;
  // Room after the line for the end's number, beside the line rather than on it.
  const last = track.x + track.width - 34;
  return start + ((last - start) * Math.max(0, Math.min(end, vp))) / end;
}

/**
 * Every card, agent and score marker of `view` with its place. `usable` are the events the seat's
 * legal actions let it play now (from legalActions, never worked out here).
 */
export function cardPlacements(
  view: ColdWarView,
  geometry: TableGeometry,
  usable: ReadonlySet<string> = new Set(),
): Placement[] {
  const out: Placement[] = [];
  if (view.objective) {
    out.push({
      key: objectiveKey(view.objective),
      shown: { kind: 'objective', id: view.objective, usable: false, small: false },
      ...centre(geometry.objective),
      width: geometry.objective.width,
      height: geometry.objective.height,
      rotation: 0,
    });
  }
  const topObjective = view.objectiveDiscard[view.objectiveDiscard.length - 1];
  if (topObjective) {
    const r = geometry.objectiveDiscard;
    const h = Math.min(r.height, r.width / OBJECTIVE_RATIO);
    out.push({
      key: objectiveKey(topObjective),
      shown: { kind: 'objective', id: topObjective, usable: false, small: true },
      ...centre(r),
      width: h * OBJECTIVE_RATIO,
      height: h,
      rotation: 0,
    });
  }
  const topGroup = view.groupDiscard[view.groupDiscard.length - 1];
  if (topGroup) {
    out.push({
      key: groupKey(topGroup),
      shown: { kind: 'group', id: topGroup, mobilized: false },
      ...centre(geometry.groupDiscard),
      width: geometry.groupDiscard.width,
      height: geometry.groupDiscard.height,
      rotation: 0,
    });
  }
  const end = trackEnd(view);
  for (const side of [geometry.other, geometry.own]) {
    out.push(...sidePlacements(view, side, geometry.sides[side], usable));
    const t = geometry.track;
    const size = Math.min(t.height * 0.42, 16);
    out.push({
      key: markerKey(side),
      shown: {
        kind: 'marker',
        side,
        vp: view.sides[side].vp,
        labelLeft: view.sides[side].vp > end * 0.75,
      },
      x: trackX(t, view.sides[side].vp, end),
      // CIA above the line, KGB below it.
      y: t.y + t.height / 2 + (side === 'CIA' ? -1 : 1) * (size / 2 + 1),
      width: size,
      height: size,
      rotation: 0,
    });
  }
  return out;
}
