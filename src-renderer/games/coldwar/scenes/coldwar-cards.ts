import { Container, Graphics } from 'pixi.js';
import { GROUPS, OBJECTIVES, type Side } from '../../../../engine/coldwar';
import { art } from '../../../art/pixi-art';
import { t } from '../../../i18n';
import { inkOn } from '../../../scenes/contrast';
import { label, MIN_TEXT_PX } from '../../../scenes/draw';
import { agentIconSvg } from '../art/agent-icons';
import {
  GROUP_FACE,
  groupBackSvg,
  groupFaceSvg,
  OBJECTIVE_FACE,
  objectiveBackSvg,
  objectiveFaceSvg,
  pawnSvg,
} from '../art/card-faces';
import {
  ART_INK,
  ART_PAPER,
  EVENT_FRAME,
  FACTION_FILL,
  hex,
  NATION_FRAME,
  OKABE_ITO,
  SIDE_FILL,
} from '../art/colours';
import { factionIconSvg, ICON_BOX } from '../art/faction-icons';
import { sideMarkSvg } from '../art/side-marks';
import { agentName, objectiveName } from '../names';
import { agentTokenShape } from './agent-token-shape';
import type { Shown } from './coldwar-layout';

/**
 * The Cold War table's moving pieces drawn with our SVG art: each is a Container of `width` ×
 * `height` whose pivot is its centre, so the animation can move, turn and scale it about its middle.
 */

const INK = hex(ART_INK);
const PAPER = hex(ART_PAPER);

export function factionIcon(
  faction: keyof typeof FACTION_FILL,
  x: number,
  y: number,
  size: number,
  ink = INK,
): Graphics {
  return art(factionIconSvg(faction, ink, hex(FACTION_FILL[faction])), x, y, size, ICON_BOX);
}

export function sideMark(side: Side, x: number, y: number, size: number): Graphics {
  return art(sideMarkSvg(side, PAPER), x, y, size, 100);
}

export function groupBack(x: number, y: number, width: number): Graphics {
  return art(groupBackSvg(), x, y, width, GROUP_FACE.width);
}

export function objectiveBack(x: number, y: number, width: number): Graphics {
  return art(objectiveBackSvg(), x, y, width, GROUP_FACE.width);
}

function groupFace(id: string, w: number, h: number): Container {
  const c = new Container();
  const card = GROUPS.find((g) => g.id === id);
  if (!card) return c;
  const k = w / GROUP_FACE.width;
  c.addChild(art(groupFaceSvg(card.faction), 0, 0, w, GROUP_FACE.width));
  const icon = GROUP_FACE.icon;
  c.addChild(factionIcon(card.faction, icon.x * k, icon.y * k, icon.size * k));
  c.addChild(
    label(String(card.value), GROUP_FACE.value.x * k, GROUP_FACE.value.y * k, h * 0.3, {
      align: 0.5,
      color: ART_INK,
      weight: '700',
    }),
  );
  return c;
}

function windowName(window: 'struggle' | 'ceasefire' | 'detente' | null): string {
  if (window === 'detente') return t('cw.phase.detente');
  if (window === 'ceasefire') return t('cw.phase.ceasefire');
  return t('scene.cw.windowStruggle');
}

/** Four faction discs, largest first, as the card prints its bias order (A2.2). */
function biasStrip(
  bias: readonly (keyof typeof FACTION_FILL)[],
  x: number,
  y: number,
  w: number,
  h: number,
): Container {
  const c = new Container();
  const sizes = [1, 0.84, 0.7, 0.58];
  const total = sizes.reduce((a, b) => a + b, 0);
  const gap = w * 0.04;
  const unit = Math.min(h, (w - gap * 3) / total);
  let cx = x + (w - unit * total - gap * 3) / 2;
  bias.forEach((faction, i) => {
    const d = unit * sizes[i]!;
    const cy = y + h / 2;
    c.addChild(
      new Graphics()
        .circle(cx + d / 2, cy, d / 2)
        .fill({ color: FACTION_FILL[faction] })
        .stroke({ color: ART_INK, width: Math.max(1, d * 0.06) }),
    );
    c.addChild(factionIcon(faction, cx + d * 0.2, cy - d * 0.3, d * 0.6));
    cx += d + gap;
  });
  return c;
}

/** The name's size on a small (claimed) objective, in card units. */
const SMALL_NAME_UNITS = 22;

/**
 * Whether a claimed objective drawn `width` pixels wide has room for its name and VP at a readable
 * size. On a phone it has not: the card is then a plain chip, and the side names its claims beside
 * the chips (coldwar-table.ts).
 */
export function smallObjectiveHasWords(width: number): boolean {
  return (SMALL_NAME_UNITS * width) / OBJECTIVE_FACE.width >= MIN_TEXT_PX;
}

/** A playable event: a thick outline and a "play" triangle, not colour alone. */
function usableMark(w: number, h: number): Container {
  const c = new Container();
  c.addChild(new Graphics().roundRect(-3, -3, w + 6, h + 6, 6).stroke({ color: OKABE_ITO.orange, width: 3 }));
  const s = Math.max(8, w * 0.38);
  c.addChild(
    new Graphics()
      .circle(w, 0, s * 0.62)
      .fill({ color: OKABE_ITO.orange })
      .stroke({ color: ART_INK, width: 1.5 })
      .poly([w - s * 0.2, -s * 0.3, w + s * 0.34, 0, w - s * 0.2, s * 0.3])
      .fill({ color: ART_INK }),
  );
  return c;
}

function objectiveFace(id: string, w: number, h: number, small: boolean, usable: boolean): Container {
  const c = new Container();
  const card = OBJECTIVES.find((o) => o.id === id);
  if (!card) return c;
  const k = w / OBJECTIVE_FACE.width;
  const F = OBJECTIVE_FACE;
  const frame = card.kind === 'event' ? EVENT_FRAME : NATION_FRAME;
  c.addChild(art(objectiveFaceSvg(card.kind), 0, 0, w, F.width));
  if (small && !smallObjectiveHasWords(w)) {
    if (usable) c.addChild(usableMark(w, h));
    return c;
  }
  c.addChild(
    label(objectiveName(id), F.name.x * k, F.name.y * k, small ? SMALL_NAME_UNITS * k : 12 * k, {
      align: 0.5,
      color: inkOn(frame),
      weight: '700',
      maxWidth: w - 8 * k,
    }),
  );
  c.addChild(
    label(String(card.vp), F.vp.x * k, F.vp.y * k, (small ? 20 : 15) * k, {
      align: 0.5,
      color: inkOn(frame),
      weight: '700',
    }),
  );
  if (!small) {
    c.addChild(
      label(
        card.kind === 'event'
          ? t('scene.cw.event', { window: windowName(card.window) })
          : t('scene.cw.nation'),
        F.kind.x * k,
        F.kind.y * k,
        8.5 * k,
        {
          align: 0.5,
          color: 0x4a5561,
          maxWidth: w - 12 * k,
        },
      ),
    );
    c.addChild(
      label(String(card.stability), F.stability.x * k, F.stability.y * k, 17 * k, {
        align: 0.5,
        color: ART_INK,
        weight: '700',
      }),
    );
    const cap = 8.5 * k;
    c.addChild(
      label(t('scene.cw.stability'), F.stability.x * k, F.caption * k, cap, {
        align: 0.5,
        color: 0x4a5561,
        maxWidth: 46 * k,
      }),
    );
    c.addChild(
      label(t('scene.cw.vpShort'), F.vp.x * k, F.caption * k, cap, {
        align: 0.5,
        color: 0x4a5561,
        maxWidth: 46 * k,
      }),
    );
    // Population: one pawn per group allowed.
    const p = F.population;
    const pawn = p.height * k;
    const step = pawn * 1.05;
    const startX = (p.x + p.width / 2) * k - (step * card.population) / 2;
    for (let i = 0; i < card.population; i++)
      c.addChild(art(pawnSvg(INK), startX + i * step, p.y * k, pawn, 100));
    const b = F.bias;
    c.addChild(biasStrip(card.bias, b.x * k, b.y * k, b.width * k, b.height * k));
  }
  if (usable) c.addChild(usableMark(w, h));
  return c;
}

function dashedRing(g: Graphics, cx: number, cy: number, r: number, color: number, width: number): void {
  const dashes = 12;
  for (let i = 0; i < dashes; i++) {
    const a0 = (i * 2 * Math.PI) / dashes;
    const a1 = a0 + Math.PI / dashes;
    g.moveTo(cx + r * Math.cos(a0), cy + r * Math.sin(a0)).arc(cx, cy, r, a0, a1);
  }
  g.stroke({ color, width });
}

function agentToken(shown: Extract<Shown, { kind: 'agent' }>, size: number): Container {
  const c = new Container();
  const r = size / 2;
  const ring = SIDE_FILL[shown.side];
  const gone = shown.status === 'terminated';
  const shape = agentTokenShape(size);
  const disc = new Graphics().circle(r, r, r * 0.92).fill({ color: gone ? 0x8a8f96 : ART_PAPER });
  if (shown.status === 'unknown') dashedRing(disc, r, r, r * 0.92, ring, Math.max(1.5, r * 0.14));
  else disc.circle(r, r, r * 0.92).stroke({ color: ring, width: Math.max(1.5, r * 0.14) });
  c.addChild(disc);
  if (shape.form === 'numbered')
    // Gone is said by the zone and the grey; a cross here would strike the number out.
    c.addChild(
      label(String(shown.number), r, r, shape.digitPx, { align: 0.5, color: ART_INK, weight: '700' }),
    );
  else pictureWithBadge(c, shown, r, shape.badge, shape.digitPx);
  if (shown.status === 'agentX')
    c.addChild(
      label(agentName(shown.id), r, size + Math.max(9, size * 0.14), Math.max(10, size * 0.16), {
        align: 0.5,
        color: 0xe9e4d8,
        weight: '700',
        maxWidth: size * 1.2,
      }),
    );
  return c;
}

function pictureWithBadge(
  c: Container,
  shown: Extract<Shown, { kind: 'agent' }>,
  r: number,
  badge: { x: number; y: number; radius: number },
  digitPx: number,
): void {
  const gone = shown.status === 'terminated';
  c.addChild(art(agentIconSvg(shown.id, INK, gone ? '#8a8f96' : PAPER), r * 0.4, r * 0.4, r * 1.2, 100));
  if (gone)
    c.addChild(
      new Graphics()
        .moveTo(r * 0.3, r * 0.3)
        .lineTo(r * 1.7, r * 1.7)
        .moveTo(r * 1.7, r * 0.3)
        .lineTo(r * 0.3, r * 1.7)
        .stroke({ color: ART_INK, width: Math.max(1.5, r * 0.16) }),
    );
  c.addChild(new Graphics().circle(badge.x, badge.y, badge.radius).fill({ color: ART_INK }));
  c.addChild(
    label(String(shown.number), badge.x, badge.y, digitPx, { align: 0.5, color: 0xffffff, weight: '700' }),
  );
}

function agentBack(side: Side, w: number, h: number): Container {
  const c = new Container();
  c.addChild(
    new Graphics()
      .roundRect(0, 0, w, h, 6)
      .fill({ color: 0x22303d })
      .stroke({ color: SIDE_FILL[side], width: 3 }),
  );
  const m = w * 0.6;
  c.addChild(sideMark(side, (w - m) / 2, h * 0.14, m));
  c.addChild(label('?', w / 2, h * 0.72, h * 0.26, { align: 0.5, color: 0xffffff, weight: '700' }));
  return c;
}

function marker(side: Side, vp: number, size: number, labelLeft: boolean): Container {
  const c = new Container();
  const g = new Graphics();
  // CIA a disc above the track, KGB a square below it: shape and place, not colour alone.
  if (side === 'CIA') g.circle(size / 2, size / 2, size / 2);
  else g.rect(0, 0, size, size);
  g.fill({ color: SIDE_FILL[side] }).stroke({ color: 0xffffff, width: 2 });
  c.addChild(g);
  c.addChild(
    label(`${side} ${vp}`, labelLeft ? -4 : size + 4, size / 2, Math.max(10, size * 0.78), {
      color: 0xe9e4d8,
      weight: '700',
      align: labelLeft ? 1 : 0,
    }),
  );
  return c;
}

/** The drawing of one placement, centred on its pivot. */
export function drawShown(shown: Shown, width: number, height: number): Container {
  let c: Container;
  switch (shown.kind) {
    case 'group':
      c = groupFace(shown.id, width, height);
      break;
    case 'objective':
      c = objectiveFace(shown.id, width, height, shown.small, shown.usable);
      break;
    case 'agent':
      c = agentToken(shown, width);
      break;
    case 'agentBack':
      c = agentBack(shown.side, width, height);
      break;
    case 'marker':
      c = marker(shown.side, shown.vp, width, shown.labelLeft);
      break;
  }
  c.pivot.set(width / 2, height / 2);
  return c;
}
