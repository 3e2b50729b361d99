import { Container, Graphics, type Text } from 'pixi.js';
import type { ColdWarView, Side } from '../../../../engine/coldwar';
import { currentLanguage, t, tn } from '../../../i18n';
import type { AnimatedScene } from '../../../scenes/animated';
import { box, type LabelOptions, label, MIN_TEXT_PX, relabel } from '../../../scenes/draw';
import type { InPlaceScene } from '../../../scenes/in-place';
import { KeptPieces } from '../../../scenes/kept-pieces';
import { FELT, GOLD, MUTED, SIDE_TEXT } from '../../../scenes/palette';
import { PieceLayer } from '../../../scenes/piece-layer';
import type { Rect } from '../../../scenes/table-layout';
import { influenceGauge } from '../../../scenes/table-layout';
import { Tween } from '../../../scenes/tween';
import { OKABE_ITO } from '../art/colours';
import { phaseName } from '../decision';
import { objectiveCard, objectiveName } from '../names';
import { drawShown, groupBack, objectiveBack, sideMark, smallObjectiveHasWords } from './coldwar-cards';
import {
  cardPlacements,
  type Shown,
  type SideGeometry,
  scoredChips,
  scoredChipsEnd,
  type TableGeometry,
  tableGeometry,
  trackEnd,
  trackX,
  zoneLabelWidth,
} from './coldwar-layout';
import { isMoving, MOVE_MS, planMotion, type Sprite } from './coldwar-motion';

/**
 * The table's pieces, kept between draws by what they show (one Cold War stage at a time); one no
 * picture shows is kept for LINGER draws more, in case it comes back (a card back at its old size,
 * an opponent's agent back to a plain ring). The table has a few hundred distinct pieces at most.
 */
const LINGER = 20;
const pieces = new KeptPieces(LINGER);

/** Words kept by what they show, not where: moved words are the same Text, only placed anew. */
function keptLabel(text: string, x: number, y: number, size: number, options: LabelOptions = {}): Text {
  const words = pieces.take(JSON.stringify(['label', text, size, options]), () =>
    label(text, x, y, size, options),
  );
  words.position.set(Math.round(x), Math.round(y));
  return words;
}

/**
 * Words whose content changes from view to view (a VP, a count), kept in `slot` (what they are,
 * with their size and style): a new value changes the kept Text's words instead of building a
 * new Text. `made` finishes a new Text (a caption's centring).
 */
function changingLabel(
  slot: string,
  text: string,
  x: number,
  y: number,
  size: number,
  options: LabelOptions = {},
  made?: (words: Text) => void,
): Text {
  const words = pieces.reuse(
    JSON.stringify(['slot', slot, size, options]),
    text,
    () => {
      const built = label(text, x, y, size, options);
      made?.(built);
      return built;
    },
    (kept) => relabel(kept, text, options),
  );
  words.position.set(Math.round(x), Math.round(y));
  return words;
}

const keptBox = (...args: Parameters<typeof box>) =>
  pieces.take(JSON.stringify(['box', ...args]), () => box(...args));

/** A shape that is the same for the same `key` (its size and place included). */
const keptShape = (key: readonly unknown[], build: () => Graphics) => pieces.take(JSON.stringify(key), build);

/** A side's pieces: its band, VP, influence, flags, scored row, agent zones and Agent X slot. */
function sideStatic(view: ColdWarView, who: Side, g: SideGeometry, stability: number | null): Container[] {
  const c: Container[] = [];
  const side = view.sides[who];
  const r = g.band;
  const mine = view.seat === who;
  c.push(keptBox(r.x, r.y, r.width, r.height, 0x000000, 12, { color: 0x53606c, width: 1 }, 0.22));
  const info = g.info;
  const fs = Math.max(10, Math.min(16, info.height * 0.14));
  const mark = fs * 1.8;
  c.push(keptShape(['sideMark', who, info.x, info.y, mark], () => sideMark(who, info.x, info.y, mark)));
  const vp = changingLabel(
    `vp ${who}`,
    t('scene.cw.vp', { vp: side.vp }),
    info.x + info.width,
    info.y + mark / 2,
    fs * 1.2,
    { align: 1, color: GOLD, weight: '700' },
  );
  c.push(vp);
  c.push(
    keptLabel(mine ? t('cw.you', { side: who }) : who, info.x + mark + 6, info.y + mark / 2, fs * 1.2, {
      color: SIDE_TEXT[who],
      weight: '700',
      maxWidth: Math.max(10, info.width - mark - 12 - vp.width),
    }),
  );
  // Influence against the objective's Stability.
  const barY = info.y + mark + fs * 0.6;
  const barH = fs * 0.8;
  const gauge = influenceGauge(side.influence, stability ?? 0);
  c.push(keptBox(info.x, barY, info.width, barH, 0x0b1218, 4, { color: 0x53606c, width: 1 }));
  if (gauge.share > 0)
    c.push(
      keptBox(
        info.x,
        barY,
        Math.max(4, info.width * gauge.share),
        barH,
        gauge.over ? OKABE_ITO.vermillion : OKABE_ITO.skyBlue,
        4,
      ),
    );
  c.push(
    changingLabel(
      `influence ${who}`,
      stability === null
        ? t('scene.cw.influence', { influence: side.influence })
        : gauge.over
          ? t('scene.cw.influenceOver', { influence: side.influence, stability })
          : t('scene.cw.influenceOf', { influence: side.influence, stability }),
      info.x,
      barY + barH + fs * 0.75,
      fs * 0.85,
      { color: gauge.over ? 0xff8a80 : 0xc9d1d9, maxWidth: info.width },
    ),
  );
  const flags: string[] = [];
  if (view.disorder[who]) flags.push(t('scene.cw.civilDisorder'));
  if (view.balance === who) flags.push(t('scene.cw.balance'));
  if (view.struggleWinner === who) flags.push(t('scene.cw.wonStruggle'));
  // The flags run left to right and wrap onto a second line (a phone's side keeps room for it).
  let flagX = info.x;
  let flagY = barY + barH + fs * 1.95;
  for (const text of flags) {
    const warn = text === t('scene.cw.civilDisorder');
    const flag = keptLabel(text, flagX, flagY, fs * 0.85, {
      color: warn ? 0xff8a80 : GOLD,
      weight: '700',
      maxWidth: info.width,
    });
    if (flagX > info.x && flagX + flag.width > info.x + info.width) {
      flagX = info.x;
      flagY += Math.max(MIN_TEXT_PX, fs * 0.85) * 1.25;
      flag.position.set(Math.round(flagX), Math.round(flagY));
    }
    flagX += flag.width + 12;
    c.push(flag);
  }
  if (side.scored.length === 0)
    c.push(
      keptLabel(t('scene.cw.noneScored'), g.scored.x, g.scored.y + g.scored.height / 2, fs * 0.75, {
        color: MUTED,
        maxWidth: g.scored.width,
      }),
    );
  else if (!smallObjectiveHasWords(scoredChips(g.scored, side.scored.length).width))
    c.push(scoredNames(side.scored, g.scored));
  // The agents' three places.
  const zones = [
    ['hq', t('scene.cw.zone.hq')],
    ['leave', t('scene.cw.zone.leave')],
    ['gone', t('scene.cw.zone.gone')],
  ] as const;
  for (const [zone, name] of zones) {
    const z = g.agents[zone];
    const labelW = zoneLabelWidth(z.width);
    c.push(
      keptLabel(name, z.x, z.y + z.height / 2, Math.min(fs * 0.8, z.height * 0.4), {
        color: MUTED,
        maxWidth: labelW - 4,
      }),
    );
    if (zone !== 'gone')
      c.push(
        keptShape(['zoneLine', z], () =>
          new Graphics()
            .moveTo(z.x, z.y + z.height)
            .lineTo(z.x + z.width, z.y + z.height)
            .stroke({ color: 0x3a4652, width: 1 }),
        ),
      );
  }
  // The Agent X slot.
  const x = g.agentX;
  c.push(
    keptLabel(t('scene.cw.agentX'), x.x + x.width / 2, x.y - 8, Math.min(fs * 0.8, 12), {
      align: 0.5,
      color: MUTED,
      maxWidth: x.width + 16,
    }),
  );
  c.push(keptBox(x.x, x.y, x.width, x.height, 0x000000, 6, { color: 0x6b7785, width: 1.5 }, 0.25));
  if (side.agentX === null)
    c.push(
      keptLabel(t('scene.cw.empty'), x.x + x.width / 2, x.y + x.height / 2, fs * 0.75, {
        align: 0.5,
        color: MUTED,
        maxWidth: x.width - 4,
      }),
    );
  if (side.groups.length === 0) {
    const none = keptLabel(t('scene.cw.noGroups'), g.groups.x + 4, 0, fs, {
      color: MUTED,
      wrapWidth: g.groups.width - 4,
    });
    none.position.y = Math.round(g.groups.y + (g.groups.height - none.height) / 2);
    c.push(none);
  }
  return c;
}

/** A pile with its caption above it, wrapped onto a second line when wider than `room`. */
function pile(back: Graphics | null, r: Rect, caption: string, fs: number, room: number): Container[] {
  const c: Container[] = [];
  const words = changingLabel(
    `pile ${r.x} ${r.y}`,
    caption,
    r.x + r.width / 2,
    0,
    fs,
    { align: 0.5, color: MUTED, wrapWidth: room },
    (made) => {
      made.style.align = 'center';
    },
  );
  words.position.y = Math.round(r.y - 3 - words.height);
  c.push(words);
  if (back) c.push(back);
  else c.push(keptBox(r.x, r.y, r.width, r.height, 0x000000, 6, { color: 0x53606c, width: 1.5 }, 0.2));
  return c;
}

/** The score track to `end` VP: a tall tick every 50, the end's number after the line, not on it. */
function track(r: Rect, fs: number, end: number): Container[] {
  const c: Container[] = [];
  const y = r.y + r.height / 2;
  const x0 = trackX(r, 0, end);
  const x1 = trackX(r, end, end);
  c.push(keptLabel(t('scene.cw.vpShort'), r.x, y, fs, { color: MUTED, weight: '700' }));
  c.push(
    keptShape(['track', r, end], () => {
      const line = new Graphics().moveTo(x0, y).lineTo(x1, y).stroke({ color: 0x6b7785, width: 3 });
      for (let v = 0; v <= end; v += 10) {
        const x = trackX(r, v, end);
        const tall = v % 50 === 0;
        line.moveTo(x, y - (tall ? 6 : 3)).lineTo(x, y + (tall ? 6 : 3));
      }
      return line.stroke({ color: 0x8a96a3, width: 1.5 });
    }),
  );
  c.push(keptLabel(String(end), x1 + 5, y, fs * 0.85, { color: MUTED }));
  return c;
}

function middleStatic(view: ColdWarView, g: TableGeometry): Container[] {
  const c: Container[] = [];
  const m = g.middle;
  c.push(keptBox(m.x, m.y, m.width, m.height, 0x000000, 12, undefined, 0.18));
  const fs = Math.max(9, Math.min(13, g.objectiveDeck.width * 0.16));
  const od = g.objectiveDeck;
  // A caption may be as wide as the distance between neighbouring piles.
  const room = Math.max(g.objectiveDiscard.x - od.x, g.groupDiscard.x - g.groupDeck.x) - 6;
  c.push(
    ...pile(
      view.objectiveDeckCount > 0
        ? keptShape(['objectiveBack', od], () => objectiveBack(od.x, od.y, od.width))
        : null,
      od,
      t('scene.cw.objectiveDeck', { count: view.objectiveDeckCount }),
      fs,
      room,
    ),
  );
  c.push(
    ...pile(
      null,
      g.objectiveDiscard,
      t('scene.cw.discardCount', { count: view.objectiveDiscard.length }),
      fs,
      room,
    ),
  );
  const gd = g.groupDeck;
  c.push(
    ...pile(
      view.groupDeckCount > 0 ? keptShape(['groupBack', gd], () => groupBack(gd.x, gd.y, gd.width)) : null,
      gd,
      t('scene.cw.groupDeck', { count: view.groupDeckCount }),
      fs,
      room,
    ),
  );
  c.push(
    ...pile(null, g.groupDiscard, t('scene.cw.discardCount', { count: view.groupDiscard.length }), fs, room),
  );
  if (!view.objective) {
    const o = g.objective;
    c.push(keptBox(o.x, o.y, o.width, o.height, 0x000000, 8, { color: 0x53606c, width: 1.5 }, 0.2));
    c.push(
      keptLabel(t('scene.cw.noObjective'), o.x + o.width / 2, o.y + o.height / 2, fs, {
        align: 0.5,
        color: MUTED,
        maxWidth: o.width - 8,
      }),
    );
  }
  const info = g.info;
  if (info.width > 40) {
    const size = Math.min(18, info.height * 0.14);
    c.push(
      changingLabel('turn', t('scene.cw.turn', { turn: view.turn }), info.x, info.y + size, size * 1.1, {
        weight: '700',
        maxWidth: info.width,
      }),
    );
    c.push(
      changingLabel('phase', phaseName(view), info.x, info.y + size * 2.4, size * 0.85, {
        color: 0xc9d1d9,
        maxWidth: info.width,
      }),
    );
    const top = view.objectiveDiscard[view.objectiveDiscard.length - 1];
    if (top)
      c.push(
        changingLabel(
          'objectiveDiscardTop',
          t('scene.cw.objectiveDiscardTop', { count: view.objectiveDiscard.length, top: objectiveName(top) }),
          info.x,
          info.y + size * 3.7,
          size * 0.7,
          {
            color: MUTED,
            maxWidth: info.width,
          },
        ),
      );
  }
  c.push(...track(g.track, Math.max(10, Math.min(13, g.track.height * 0.4)), trackEnd(view)));
  return c;
}

/**
 * The table as an AnimatedScene drawn in place: the felt, each side and the middle in a layer of
 * their own, then every card at its pose. Cards that moved since the previous view slide (and
 * turn, and grow or shrink) from their old place for MOVE_MS.
 */
class ColdWarTableScene extends Container implements AnimatedScene, InPlaceScene {
  readonly drawnInPlace = true;
  readonly felt = new PieceLayer();
  readonly top = new PieceLayer();
  readonly middle = new PieceLayer();
  readonly bottom = new PieceLayer();
  private readonly cards = new PieceLayer();
  private tween = new Tween([], 0);
  private sprites: readonly Sprite[] = [];
  private drawn: Container[] = [];

  constructor() {
    super();
    this.addChild(this.felt, this.top, this.middle, this.bottom, this.cards);
  }

  /** The cards to show now, each at the start of its move. */
  showCards(sprites: readonly Sprite[]): void {
    this.sprites = sprites;
    this.tween = new Tween(
      sprites.map((s) => s.move),
      sprites.some(isMoving) ? MOVE_MS : 0,
    );
    // Moving cards above the ones at rest, so a card never slides under another.
    const language = currentLanguage();
    const order = sprites
      .map((s, i) => ({ s, i }))
      .sort((a, b) => Number(isMoving(a.s)) - Number(isMoving(b.s)));
    this.drawn = new Array(sprites.length);
    for (const { s, i } of order) {
      const p = s.placement;
      this.drawn[i] = pieces.take(
        JSON.stringify(['card', language, drawnAs(p.shown), p.width, p.height]),
        () => drawShown(p.shown, p.width, p.height),
      );
    }
    this.cards.show(order.map(({ i }) => this.drawn[i]!));
    this.place();
  }

  private place(): void {
    this.sprites.forEach((sprite, i) => {
      const piece = this.drawn[i]!;
      const pose = this.tween.pose(i);
      piece.position.set(pose.x, pose.y);
      piece.rotation = pose.rotation;
      piece.scale.set(pose.scale);
      piece.alpha = pose.alpha;
      piece.visible = !(sprite.leaving && this.tween.done);
    });
  }

  advance(elapsedMs: number): boolean {
    const more = this.tween.advance(elapsedMs);
    this.place();
    return more;
  }
}

/**
 * What `drawShown` draws of a placement, for its key: a group's face is the same mobilized or not
 * (the turn is the placement's), an agent in HQ the same as one on leave (the zone says which).
 */
function drawnAs(shown: Shown): unknown {
  if (shown.kind === 'group') return ['group', shown.id];
  if (shown.kind === 'agent') {
    const plain = shown.status === 'hq' || shown.status === 'leave';
    return ['agent', shown.side, shown.id, shown.number, plain ? 'plain' : shown.status];
  }
  return shown;
}

/** How many objectives a side has claimed, in words (the plural rules are slow to make: kept). */
const scoredCounts = new Map<string, string>();
function scoredCount(count: number): string {
  const key = `${currentLanguage()} ${count}`;
  let words = scoredCounts.get(key);
  if (words === undefined) {
    words = tn('scene.cw.scoredCount', count);
    scoredCounts.set(key, words);
  }
  return words;
}

/**
 * The names of a side's claimed objectives, beside their chips (too small on a phone for words of
 * their own); how many, when the names do not fit.
 */
function scoredNames(scored: readonly string[], row: Rect): Container {
  const x = scoredChipsEnd(row, scored.length) + 6;
  const room = row.x + row.width - x;
  const y = row.y + row.height / 2;
  const names = keptLabel(scored.map(objectiveName).join(', '), x, y, MIN_TEXT_PX, { color: MUTED });
  if (names.width <= room) return names;
  return keptLabel(scoredCount(scored.length), x, y, MIN_TEXT_PX, {
    color: MUTED,
    maxWidth: room,
  });
}

export interface ColdWarTableOptions {
  /** The view drawn just before this one, by the same seat: cards slide from its places. */
  readonly previous?: ColdWarView | null;
  /** Events the seat may play now (from its legal actions): marked on its scored pile. */
  readonly usableEvents?: ReadonlySet<string>;
  /** The table the stage shows now, to be changed in place (PixiStage's `shown`). */
  readonly shown?: InPlaceScene | null;
}

/**
 * The Cold War table for one seat: the opponent's side on top, the seat's own at the bottom (the
 * table seat sees KGB on top), the objective, the decks and the score track between them. Only
 * `view` (and the previous view of the same seat) is drawn, so the picture holds nothing the seat
 * may not know.
 */
export function buildColdWarTable(
  view: ColdWarView,
  width: number,
  height: number,
  options: ColdWarTableOptions = {},
): Container {
  const g = tableGeometry(view.seat, width, height);
  const shown = options.shown;
  const scene = shown instanceof ColdWarTableScene && !shown.destroyed ? shown : new ColdWarTableScene();
  pieces.begin(scene);
  scene.felt.show([
    keptShape(['felt', width, height], () =>
      new Graphics().roundRect(0, 0, width, height, 16).fill({ color: FELT }),
    ),
  ]);
  const stability = objectiveCard(view.objective ?? '')?.stability ?? null;
  const top = sideStatic(view, g.other, g.sides[g.other], stability);
  const middle = middleStatic(view, g);
  const bottom = sideStatic(view, g.own, g.sides[g.own], stability);
  const usable = options.usableEvents ?? new Set<string>();
  const next = cardPlacements(view, g, usable);
  const previous =
    options.previous && options.previous.seat === view.seat
      ? cardPlacements(options.previous, g, usable)
      : null;
  const sprites = planMotion(previous, next, g);
  scene.top.show(top);
  scene.middle.show(middle);
  scene.bottom.show(bottom);
  scene.showCards(sprites);
  pieces.end();
  return scene;
}
