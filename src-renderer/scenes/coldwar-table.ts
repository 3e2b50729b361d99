import { Container, Graphics } from 'pixi.js';
import {
  AGENTS,
  type ColdWarView,
  GROUPS,
  type GroupId,
  type Side,
  type SideView,
} from '../../engine/coldwar';
import { type AgentStatus, agentShortName, agentStatuses } from '../coldwar/agents';
import { phaseName } from '../coldwar/decision';
import { agentName, factionName, groupName, objectiveCard, objectiveName } from '../coldwar/names';
import { joinList, t } from '../i18n';
import { inkOn } from './contrast';
import { box, label } from './draw';
import {
  FACTION_COLOR,
  FELT,
  GOLD,
  INK,
  MUTED,
  PAPER,
  SIDE_COLOR,
  SIDE_INK,
  SIDE_TEXT,
  STATUS_FILL,
} from './palette';
import { coldWarBands, influenceGauge, type Rect, rowPositions } from './table-layout';

const groupOf = (id: GroupId) => GROUPS.find((g) => g.id === id);
const faction = (id: GroupId): string => groupOf(id)?.faction ?? 'MIL';

function groupCard(id: GroupId, mobilized: boolean, w: number, h: number): Container {
  const c = new Container();
  const color = FACTION_COLOR[faction(id)] ?? 0x777777;
  if (mobilized) {
    // Mobilized: turned face down, its faction still known to everyone.
    c.addChild(box(0, 0, w, h, 0x2a2f38, 5, { color, width: 3 }));
    const hatch = new Graphics();
    for (let i = -h; i < w; i += 8) hatch.moveTo(i, h).lineTo(i + h, 0);
    hatch.stroke({ color, width: 1, alpha: 0.45 });
    const mask = box(0, 0, w, h, 0xffffff, 5);
    hatch.mask = mask;
    c.addChild(mask, hatch);
    c.addChild(
      label(groupName(id), w / 2, h * 0.42, h * 0.13, { align: 0.5, color: 0xdddddd, maxWidth: w - 12 }),
    );
    c.addChild(
      label(t('scene.cw.mobilized'), w / 2, h * 0.72, h * 0.13, {
        align: 0.5,
        color: 0xaaaaaa,
        maxWidth: w - 6,
      }),
    );
  } else {
    c.addChild(box(0, 0, w, h, PAPER, 5, { color, width: 3 }));
    c.addChild(box(4, 4, w - 8, h * 0.3, color, 3));
    const card = groupOf(id);
    const fac = card ? factionName(card.faction) : id;
    const value = card ? String(card.value) : '';
    c.addChild(
      label(fac, w / 2, 4 + h * 0.15, h * 0.15, {
        align: 0.5,
        color: 0xffffff,
        weight: '700',
        maxWidth: w - 10,
      }),
    );
    c.addChild(label(value, w / 2, h * 0.66, h * 0.36, { align: 0.5, color: INK, weight: '700' }));
  }
  return c;
}

function cardBack(w: number, h: number, text: string, color = 0x33475c): Container {
  const c = new Container();
  c.addChild(box(0, 0, w, h, color, 6, { color: 0xe9e4d8, width: 2, alpha: 0.6 }));
  c.addChild(
    label(text, w / 2, h / 2, Math.min(h * 0.16, 15), { align: 0.5, maxWidth: w - 8, weight: '700' }),
  );
  return c;
}

function agentXSlot(side: SideView, w: number, h: number, who: Side): Container {
  const color = SIDE_COLOR[who];
  const c = new Container();
  if (side.agentX === null) {
    c.addChild(box(0, 0, w, h, 0x000000, 6, { color: 0x8a96a3, width: 2, alpha: 0.7 }, 0.18));
    c.addChild(
      label(t('scene.cw.agentX'), w / 2, h * 0.4, h * 0.13, { align: 0.5, color: MUTED, maxWidth: w - 8 }),
    );
    c.addChild(label(t('scene.cw.empty'), w / 2, h * 0.6, h * 0.12, { align: 0.5, color: MUTED }));
    return c;
  }
  if (side.agentX === 'hidden') {
    c.addChild(box(0, 0, w, h, SIDE_INK[who], 6, { color: 0xe9e4d8, width: 2 }));
    c.addChild(
      label(t('scene.cw.agentX'), w / 2, h * 0.4, h * 0.14, { align: 0.5, weight: '700', maxWidth: w - 8 }),
    );
    c.addChild(label(t('scene.cw.faceDown'), w / 2, h * 0.62, h * 0.12, { align: 0.5, maxWidth: w - 8 }));
    return c;
  }
  const number = AGENTS.find((a) => a.id === side.agentX)?.number ?? 0;
  c.addChild(box(0, 0, w, h, PAPER, 6, { color, width: 3 }));
  c.addChild(
    label(String(number), w / 2, h * 0.3, h * 0.26, { align: 0.5, color: SIDE_INK[who], weight: '700' }),
  );
  c.addChild(
    label(agentName(side.agentX), w / 2, h * 0.64, h * 0.13, {
      align: 0.5,
      color: INK,
      weight: '700',
      maxWidth: w - 8,
    }),
  );
  c.addChild(
    label(t('scene.cw.agentX'), w / 2, h * 0.84, h * 0.1, { align: 0.5, color: 0x5b6672, maxWidth: w - 8 }),
  );
  return c;
}

function statusText(status: AgentStatus): string {
  switch (status) {
    case 'agentX':
      return t('scene.cw.agentX');
    case 'hq':
      return t('scene.cw.status.hq');
    case 'leave':
      return t('scene.cw.status.leave');
    case 'terminated':
      return t('scene.cw.status.terminated');
    case 'unknown':
      return t('scene.cw.status.unknown');
  }
}

/** The six agents as numbered tokens: in HQ, on leave, terminated, Agent X, or unknown to this seat. */
function agentsStrip(side: SideView, x: number, y: number, w: number, size: number): Container {
  const c = new Container();
  const step = w / 6;
  const r = Math.min(step * 0.36, size * 1.1);
  agentStatuses(side).forEach((a, i) => {
    const cx = x + step * (i + 0.5);
    const fill = STATUS_FILL[a.status];
    const token = new Graphics().circle(cx, y + r, r).fill({ color: fill });
    if (a.status === 'terminated')
      token
        .moveTo(cx - r * 0.6, y + r * 0.4)
        .lineTo(cx + r * 0.6, y + r * 1.6)
        .stroke({ color: 0xff8a80, width: 2 });
    c.addChild(token);
    c.addChild(
      label(String(a.number), cx, y + r, r * 1.1, { align: 0.5, color: inkOn(fill), weight: '700' }),
    );
    c.addChild(
      label(agentShortName(a.id), cx, y + r * 2 + size * 0.7, size * 0.8, {
        align: 0.5,
        color: 0xc9d1d9,
        maxWidth: step - 2,
      }),
    );
    c.addChild(
      label(statusText(a.status), cx, y + r * 2 + size * 1.75, size * 0.7, {
        align: 0.5,
        color: MUTED,
        maxWidth: step - 2,
      }),
    );
  });
  return c;
}

function sideBand(view: ColdWarView, who: Side, r: Rect, stability: number | null): Container {
  const c = new Container();
  const side = view.sides[who];
  const color = SIDE_COLOR[who];
  const mine = view.seat === who;
  c.addChild(box(r.x, r.y, r.width, r.height, 0x000000, 12, { color, width: 2, alpha: 0.8 }, 0.22));
  const pad = 10;
  const infoW = Math.min(230, r.width * 0.3);
  const fs = Math.max(10, Math.min(16, r.height * 0.1));
  c.addChild(
    label(mine ? t('cw.you', { side: who }) : who, r.x + pad, r.y + pad + fs * 0.7, fs * 1.5, {
      color: SIDE_TEXT[who],
      weight: '700',
      maxWidth: infoW - 60,
    }),
  );
  c.addChild(
    label(t('scene.cw.vp', { vp: side.vp }), r.x + infoW - 6, r.y + pad + fs * 0.7, fs * 1.3, {
      align: 1,
      color: GOLD,
      weight: '700',
    }),
  );
  // Influence against the objective's Stability.
  const barY = r.y + pad + fs * 2.4;
  const barW = infoW - pad - 6;
  const gauge = influenceGauge(side.influence, stability ?? 0);
  c.addChild(box(r.x + pad, barY, barW, fs * 0.9, 0x0b1218, 4, { color: 0x53606c, width: 1 }));
  if (gauge.share > 0)
    c.addChild(
      box(r.x + pad, barY, Math.max(4, barW * gauge.share), fs * 0.9, gauge.over ? 0xe0533d : color, 4),
    );
  c.addChild(
    label(
      stability === null
        ? t('scene.cw.influence', { influence: side.influence })
        : gauge.over
          ? t('scene.cw.influenceOver', { influence: side.influence, stability })
          : t('scene.cw.influenceOf', { influence: side.influence, stability }),
      r.x + pad,
      barY + fs * 1.75,
      fs * 0.9,
      { color: gauge.over ? 0xff8a80 : 0xc9d1d9, maxWidth: barW },
    ),
  );
  if (view.disorder[who])
    c.addChild(
      label(t('scene.cw.civilDisorder'), r.x + pad, barY + fs * 3, fs * 0.9, {
        color: 0xff8a80,
        weight: '700',
      }),
    );
  c.addChild(
    agentsStrip(side, r.x + pad, barY + fs * (view.disorder[who] ? 3.8 : 2.9), infoW - pad, fs * 0.8),
  );
  if (side.scored.length)
    c.addChild(
      label(
        side.scored.length > 3
          ? t('scene.cw.scoredMany', { count: side.scored.length, ids: side.scored.join(' ') })
          : t('scene.cw.scored', { objectives: joinList(side.scored.map(objectiveName)) }),
        r.x + pad,
        r.y + r.height - pad - fs * 0.4,
        fs * 0.75,
        {
          color: 0xa9b0b8,
          maxWidth: infoW - pad,
        },
      ),
    );
  // Agent X slot.
  const slotH = r.height - pad * 2;
  const slotW = Math.min(slotH * 0.7, r.width * 0.14);
  const slot = agentXSlot(side, slotW, slotH, who);
  slot.position.set(r.x + infoW + pad, r.y + pad);
  c.addChild(slot);
  // Groups in play.
  const rowX = r.x + infoW + pad * 2 + slotW + pad;
  const rowW = r.x + r.width - pad - rowX;
  const cardH = Math.min(slotH, rowW * 0.6);
  const cardW = cardH * 0.68;
  if (side.groups.length === 0) {
    c.addChild(label(t('scene.cw.noGroups'), rowX, r.y + r.height / 2, fs, { color: MUTED }));
  } else {
    const xs = rowPositions(side.groups.length, rowW, cardW, 8);
    side.groups.forEach((g, i) => {
      const card = groupCard(g.id, g.mobilized, cardW, cardH);
      card.position.set(rowX + xs[i]!, r.y + pad + (slotH - cardH) / 2);
      c.addChild(card);
    });
  }
  if (view.balance === who) {
    const rad = Math.max(12, fs * 1.4);
    const tx = r.x + r.width - rad - 6;
    const ty = r.y + rad + 6;
    c.addChild(
      new Graphics().circle(tx, ty, rad).fill({ color: GOLD }).stroke({ color: 0xffffff, width: 2 }),
    );
    c.addChild(
      label(t('scene.cw.balance'), tx, ty, rad * 0.5, {
        align: 0.5,
        color: INK,
        weight: '700',
        maxWidth: rad * 1.8,
      }),
    );
  }
  return c;
}

function middleBand(view: ColdWarView, r: Rect): Container {
  const c = new Container();
  c.addChild(box(r.x, r.y, r.width, r.height, 0x000000, 12, undefined, 0.18));
  const pad = 10;
  const h = r.height - pad * 2;
  const w = h * 0.72;
  const fs = Math.max(10, Math.min(15, h * 0.09));
  // Objective deck and discard, left.
  const deck = cardBack(w * 0.8, h * 0.8, t('scene.cw.objectiveDeck', { count: view.objectiveDeckCount }));
  deck.position.set(r.x + pad, r.y + pad + h * 0.1);
  c.addChild(deck);
  const topDiscard = view.objectiveDiscard[view.objectiveDiscard.length - 1];
  c.addChild(
    label(
      topDiscard
        ? t('scene.cw.objectiveDiscardTop', {
            count: view.objectiveDiscard.length,
            top: objectiveName(topDiscard),
          })
        : t('scene.cw.objectiveDiscard', { count: view.objectiveDiscard.length }),
      r.x + pad,
      r.y + pad + fs * 0.2,
      fs * 0.85,
      { color: 0xa9b0b8, maxWidth: r.width * 0.3 },
    ),
  );
  // The current objective, centre.
  const ox = r.x + r.width / 2 - w * 0.75;
  const card = objectiveCard(view.objective ?? '');
  const cw = w * 1.5;
  if (card) {
    const o = new Container();
    o.addChild(box(0, 0, cw, h, PAPER, 8, { color: card.kind === 'event' ? 0x8a4fb5 : GOLD, width: 4 }));
    o.addChild(box(6, 6, cw - 12, h * 0.24, card.kind === 'event' ? 0x8a4fb5 : 0x6b4f1d, 5));
    o.addChild(
      label(objectiveName(card.id), cw / 2, 6 + h * 0.12, h * 0.12, {
        align: 0.5,
        color: 0xffffff,
        weight: '700',
        maxWidth: cw - 20,
      }),
    );
    o.addChild(
      label(
        card.kind === 'event'
          ? t('scene.cw.event', {
              window:
                card.window === 'detente'
                  ? t('cw.phase.detente')
                  : card.window === 'ceasefire'
                    ? t('cw.phase.ceasefire')
                    : t('scene.cw.windowStruggle'),
            })
          : t('scene.cw.nation'),
        cw / 2,
        h * 0.4,
        h * 0.09,
        { align: 0.5, color: 0x5b6672, maxWidth: cw - 16 },
      ),
    );
    const stats = [
      [t('scene.cw.stability'), card.stability],
      [t('scene.cw.population'), card.population],
      [t('scene.cw.vpShort'), card.vp],
    ] as const;
    stats.forEach(([name, value], i) => {
      const sx = cw * (0.2 + i * 0.3);
      o.addChild(label(String(value), sx, h * 0.62, h * 0.17, { align: 0.5, color: INK, weight: '700' }));
      o.addChild(label(name, sx, h * 0.82, h * 0.08, { align: 0.5, color: 0x5b6672 }));
    });
    o.position.set(ox, r.y + pad);
    c.addChild(o);
  } else {
    const none = cardBack(cw, h, t('scene.cw.noObjective'));
    none.position.set(ox, r.y + pad);
    c.addChild(none);
  }
  // Group deck and discard, right.
  const gx = r.x + r.width - pad - w * 0.8 * 2 - pad;
  const gdeck = cardBack(w * 0.8, h * 0.8, t('scene.cw.groupDeck', { count: view.groupDeckCount }), 0x2d3d2f);
  gdeck.position.set(gx, r.y + pad + h * 0.1);
  c.addChild(gdeck);
  const topGroup = view.groupDiscard[view.groupDiscard.length - 1];
  if (topGroup) {
    const gc = groupCard(topGroup, false, w * 0.8, h * 0.8);
    gc.position.set(gx + w * 0.8 + pad, r.y + pad + h * 0.1);
    c.addChild(gc);
  } else {
    const empty = cardBack(w * 0.8, h * 0.8, t('scene.cw.discard'), 0x1a232c);
    empty.position.set(gx + w * 0.8 + pad, r.y + pad + h * 0.1);
    c.addChild(empty);
  }
  c.addChild(
    label(
      t('scene.cw.groupDiscard', { count: view.groupDiscard.length }),
      gx,
      r.y + pad + fs * 0.2,
      fs * 0.85,
      {
        color: 0xa9b0b8,
      },
    ),
  );
  // Turn and phase, between the objective pile and the objective.
  const infoX = r.x + pad + w * 0.8 + pad * 2;
  const infoW = ox - infoX - pad;
  if (infoW > 40) {
    c.addChild(
      label(t('scene.cw.turn', { turn: view.turn }), infoX, r.y + r.height / 2 - fs, fs * 1.2, {
        weight: '700',
        maxWidth: infoW,
      }),
    );
    c.addChild(
      label(phaseName(view), infoX, r.y + r.height / 2 + fs * 0.6, fs, { color: 0xc9d1d9, maxWidth: infoW }),
    );
  }
  return c;
}

/**
 * The Cold War table for one seat: the opponent's side on top, the seat's own at the bottom (the
 * table seat sees KGB on top), the objective and the decks between them. Only `view` is drawn, so
 * the picture holds nothing the seat may not know.
 */
export function buildColdWarTable(view: ColdWarView, width: number, height: number): Container {
  const scene = new Container();
  scene.addChild(new Graphics().roundRect(0, 0, width, height, 16).fill({ color: FELT }));
  const bands = coldWarBands(width, height);
  const own: Side = view.seat === 'KGB' ? 'KGB' : 'CIA';
  const other: Side = own === 'CIA' ? 'KGB' : 'CIA';
  const stability = objectiveCard(view.objective ?? '')?.stability ?? null;
  scene.addChild(sideBand(view, other, bands.top, stability));
  scene.addChild(middleBand(view, bands.middle));
  scene.addChild(sideBand(view, own, bands.bottom, stability));
  return scene;
}
