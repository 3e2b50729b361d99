import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ColdWarView } from '../../engine/coldwar';
import { agentTokenShape } from '../../src-renderer/games/coldwar/scenes/agent-token-shape';
import {
  agentBackKey,
  agentKey,
  cardPlacements,
  GROUP_RATIO,
  groupGrid,
  groupKey,
  markerKey,
  objectiveKey,
  type Placement,
  rowCentres,
  scoredChipsEnd,
  tableGeometry,
  trackEnd,
  trackX,
} from '../../src-renderer/games/coldwar/scenes/coldwar-layout';
import { planMotion } from '../../src-renderer/games/coldwar/scenes/coldwar-motion';
import { BLANK_SIDE } from '../support/coldwar-view';

/** A hand-written CIA view mid-struggle (shape from docs/coldwar-engine.md, Views). */
function view(over: Partial<ColdWarView> = {}): ColdWarView {
  const side = BLANK_SIDE;
  return {
    seat: 'CIA',
    rules: {} as ColdWarView['rules'],
    turn: 3,
    phase: 'struggle',
    pending: { kind: 'action', sides: ['CIA'] },
    balance: 'KGB',
    objective: 'ANG',
    objectiveDeckCount: 16,
    objectiveDiscard: ['NUC'],
    groupDeckCount: 19,
    groupDiscard: ['ECO-4'],
    sides: {
      CIA: {
        ...side,
        vp: 25,
        scored: ['CUB', 'SUM'],
        influence: 8,
        groups: [
          { id: 'MIL-5', mobilized: false },
          { id: 'POL-3', mobilized: true },
        ],
        agentX: 'ASSASSIN',
        inHq: ['MASTER_SPY', 'DEPUTY_DIRECTOR', 'ANALYST'],
        hqCount: 3,
        onLeave: ['DIRECTOR'],
        terminated: ['DOUBLE_AGENT'],
      },
      KGB: {
        ...side,
        vp: 120,
        influence: 2,
        groups: [{ id: 'MED-2', mobilized: false }],
        agentX: 'hidden',
        inHq: null,
        hqCount: 5,
      },
    },
    struggle: { first: 'KGB', acted: { CIA: 2, KGB: 2 }, lastPass: false },
    struggleWinner: null,
    disorder: { CIA: false, KGB: false },
    claimant: null,
    doubleAgentPrivilege: null,
    analystPrivilege: null,
    knowledge: [],
    result: null,
    ...over,
  };
}

const W = 900;
const H = 560;
const byKey = (list: readonly Placement[]): Map<string, Placement> => new Map(list.map((p) => [p.key, p]));
const inside = (p: Placement, r: { x: number; y: number; width: number; height: number }): boolean =>
  p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

describe('table geometry', () => {
  it('puts the seat’s own side at the bottom and the opponent on top (the TV sees KGB on top)', () => {
    const cia = tableGeometry('CIA', W, H);
    expect(cia.sides.CIA.band.y).toBeGreaterThan(cia.middle.y);
    expect(cia.sides.KGB.band.y).toBeLessThan(cia.middle.y);
    const kgb = tableGeometry('KGB', W, H);
    expect(kgb.sides.KGB.band.y).toBeGreaterThan(kgb.middle.y);
    const tv = tableGeometry('table', W, H);
    expect(tv.own).toBe('CIA');
  });

  it('keeps every place inside the stage, at desktop and at phone width', () => {
    for (const [w, h] of [
      [900, 560],
      [360, 560],
    ] as const) {
      const g = tableGeometry('CIA', w, h);
      const rects = [
        g.objective,
        g.objectiveDeck,
        g.objectiveDiscard,
        g.groupDeck,
        g.groupDiscard,
        g.track,
        ...(['CIA', 'KGB'] as const).flatMap((s) => [
          g.sides[s].info,
          g.sides[s].agentX,
          g.sides[s].agents.hq,
          g.sides[s].groups,
        ]),
      ];
      for (const r of rects) {
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width).toBeLessThanOrEqual(w + 0.01);
        expect(r.y + r.height).toBeLessThanOrEqual(h + 0.01);
      }
    }
  });
});

describe('rows of cards', () => {
  it('lays cards side by side when they fit, and overlaps them evenly to end at the row end when not', () => {
    expect(rowCentres([10, 20], 100, 5)).toEqual([5, 25]);
    const tight = rowCentres([40, 40, 40], 100, 5);
    expect(tight[0]).toBe(20);
    expect(tight[2]! + 20).toBeCloseTo(100, 6);
    expect(rowCentres([], 100, 5)).toEqual([]);
  });

  it('lays group cards in one row while they fit, as tall as the row allows', () => {
    const grid = groupGrid([false, true], { x: 0, y: 0, width: 500, height: 130 }, 117, 8);
    expect(grid.height).toBe(117);
    expect(grid.centres[0]!.y).toBe(grid.centres[1]!.y);
    // Side by side from the left: a ready card (117 × 0.7 wide), a gap, a sideways one (117 wide).
    expect(grid.centres[1]!.x - grid.centres[0]!.x).toBeCloseTo((117 * GROUP_RATIO) / 2 + 8 + 117 / 2, 6);
  });

  it('stacks group cards in rows in a narrow place (a phone), none over another, all inside', () => {
    const drawn = (mobilized: boolean[], place: { x: number; y: number; width: number; height: number }) => {
      const grid = groupGrid(mobilized, place, place.height * 0.9, 8);
      return grid.centres.map((c, i) => {
        const width = mobilized[i] ? grid.height : grid.height * GROUP_RATIO;
        const height = mobilized[i] ? grid.height * GROUP_RATIO : grid.height;
        return { x: c.x - width / 2, y: c.y - height / 2, width, height };
      });
    };
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(382, 776),
        (mobilized, stageWidth) => {
          const { groups } = tableGeometry('CIA', stageWidth, 560).sides.CIA;
          const place = { x: 0, y: 0, width: groups.width, height: groups.height };
          const boxes = drawn(mobilized, place);
          for (const [i, a] of boxes.entries()) {
            expect(a.x).toBeGreaterThanOrEqual(-0.01);
            expect(a.y).toBeGreaterThanOrEqual(-0.01);
            expect(a.x + a.width).toBeLessThanOrEqual(place.width + 0.01);
            expect(a.y + a.height).toBeLessThanOrEqual(place.height + 0.01);
            for (const b of boxes.slice(i + 1)) {
              const apart =
                a.x + a.width <= b.x + 0.01 ||
                b.x + b.width <= a.x + 0.01 ||
                a.y + a.height <= b.y + 0.01 ||
                b.y + b.height <= a.y + 0.01;
              expect(apart, JSON.stringify({ mobilized, stageWidth })).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('placements of a view', () => {
  const g = tableGeometry('CIA', W, H);
  const placed = byKey(cardPlacements(view(), g, new Set(['SUM'])));

  it('places each group in play in its owner’s row, mobilized ones turned a quarter', () => {
    const mil = placed.get(groupKey('MIL-5'))!;
    const pol = placed.get(groupKey('POL-3'))!;
    const med = placed.get(groupKey('MED-2'))!;
    expect(inside(mil, g.sides.CIA.groups)).toBe(true);
    expect(inside(med, g.sides.KGB.groups)).toBe(true);
    expect(mil.rotation).toBe(0);
    expect(pol.rotation).toBeCloseTo(Math.PI / 2, 10);
    // Side by side, not on top of each other: the sideways card's half-width is its height / 2.
    expect(pol.x - mil.x).toBeGreaterThanOrEqual(mil.width / 2 + pol.height / 2);
  });

  it('shows the objective, the top of each discard pile and the claimed objectives', () => {
    expect(inside(placed.get(objectiveKey('ANG'))!, g.objective)).toBe(true);
    expect(inside(placed.get(objectiveKey('NUC'))!, g.objectiveDiscard)).toBe(true);
    expect(inside(placed.get(groupKey('ECO-4'))!, g.groupDiscard)).toBe(true);
    expect(inside(placed.get(objectiveKey('CUB'))!, g.sides.CIA.scored)).toBe(true);
  });

  it('marks only the events the legal actions allow as usable', () => {
    const sum = placed.get(objectiveKey('SUM'))!.shown;
    const cub = placed.get(objectiveKey('CUB'))!.shown;
    expect(sum.kind === 'objective' && sum.usable).toBe(true);
    expect(cub.kind === 'objective' && cub.usable).toBe(false);
  });

  it('puts agents in HQ, on leave, terminated, or in the Agent X slot; a hidden Agent X is a back', () => {
    const sides = g.sides.CIA;
    expect(inside(placed.get(agentKey('CIA', 'MASTER_SPY'))!, sides.agents.hq)).toBe(true);
    expect(inside(placed.get(agentKey('CIA', 'DIRECTOR'))!, sides.agents.leave)).toBe(true);
    expect(inside(placed.get(agentKey('CIA', 'DOUBLE_AGENT'))!, sides.agents.gone)).toBe(true);
    expect(inside(placed.get(agentKey('CIA', 'ASSASSIN'))!, sides.agentX)).toBe(true);
    expect(placed.has(agentBackKey('CIA'))).toBe(false);
    expect(inside(placed.get(agentBackKey('KGB'))!, g.sides.KGB.agentX)).toBe(true);
    // KGB's six agents are all drawn (HQ or hidden X, unknown to CIA), in HQ.
    for (const id of ['MASTER_SPY', 'DEPUTY_DIRECTOR', 'DOUBLE_AGENT', 'ANALYST', 'ASSASSIN', 'DIRECTOR'])
      expect(inside(placed.get(agentKey('KGB', id))!, g.sides.KGB.agents.hq)).toBe(true);
  });

  it('runs the score track past 100 when a score does (KGB 120: to 150), with every marker on it and its words on the table', () => {
    const cia = placed.get(markerKey('CIA'))!;
    const kgb = placed.get(markerKey('KGB'))!;
    expect(trackEnd(view())).toBe(150);
    expect(trackEnd(view({ sides: { ...view().sides, KGB: { ...view().sides.KGB, vp: 100 } } }))).toBe(100);
    expect(trackEnd(view({ sides: { ...view().sides, KGB: { ...view().sides.KGB, vp: 151 } } }))).toBe(200);
    // A table whose game ends at 25 (the guided lesson) draws its track to 25, and past it in tens.
    const lesson = (vp: number) =>
      view({
        rules: { endTurnVictoryThreshold: 25 } as ColdWarView['rules'],
        sides: { ...view().sides, KGB: { ...view().sides.KGB, vp }, CIA: { ...view().sides.CIA, vp: 4 } },
      });
    expect(trackEnd(lesson(12))).toBe(25);
    expect(trackEnd(lesson(25))).toBe(25);
    expect(trackEnd(lesson(31))).toBe(40);
    expect(cia.x).toBeCloseTo(trackX(g.track, 25, 150), 6);
    expect(kgb.x).toBeCloseTo(trackX(g.track, 120, 150), 6);
    expect(kgb.x).toBeLessThan(trackX(g.track, 150, 150));
    expect(trackX(g.track, 150, 150)).toBeLessThanOrEqual(g.track.x + g.track.width);
    expect(trackX(g.track, 50) - trackX(g.track, 0)).toBeCloseTo(
      trackX(g.track, 100) - trackX(g.track, 50),
      6,
    );
    // Near the end a marker's words go to its left; elsewhere to its right.
    expect(kgb.shown).toMatchObject({ kind: 'marker', vp: 120, labelLeft: true });
    expect(cia.shown).toMatchObject({ kind: 'marker', vp: 25, labelLeft: false });
    // Told apart by place (CIA above the line, KGB below), not by colour alone.
    expect(cia.y).toBeLessThan(kgb.y);
  });

  it('gives every placement its own key', () => {
    const list = cardPlacements(view(), g);
    expect(new Set(list.map((p) => p.key)).size).toBe(list.length);
  });
});

describe('motion between two views', () => {
  const g = tableGeometry('CIA', W, H);
  const before = view();
  const poseOf = (list: ReturnType<typeof planMotion>, key: string) =>
    list.find((s) => s.placement.key === key)!;

  it('slides a stolen group across the table and turns a mobilized one', () => {
    const after = view({
      sides: {
        ...before.sides,
        CIA: {
          ...before.sides.CIA,
          groups: [
            { id: 'MIL-5', mobilized: true },
            { id: 'POL-3', mobilized: true },
            { id: 'MED-2', mobilized: false },
          ],
        },
        KGB: { ...before.sides.KGB, groups: [] },
      },
    });
    const old = byKey(cardPlacements(before, g));
    const sprites = planMotion(cardPlacements(before, g), cardPlacements(after, g), g);
    const med = poseOf(sprites, groupKey('MED-2'));
    expect(med.move.from.x).toBe(old.get(groupKey('MED-2'))!.x);
    expect(med.move.from.y).toBe(old.get(groupKey('MED-2'))!.y);
    expect(inside(med.placement, g.sides.CIA.groups)).toBe(true);
    const mil = poseOf(sprites, groupKey('MIL-5'));
    expect(mil.move.from.rotation).toBe(0);
    expect(mil.move.to.rotation).toBeCloseTo(Math.PI / 2, 10);
  });

  it('brings a recruited group from the group deck, and a new objective from the objective deck', () => {
    const after = view({
      objective: 'KOR',
      sides: {
        ...before.sides,
        KGB: { ...before.sides.KGB, groups: [...before.sides.KGB.groups, { id: 'ECO-1', mobilized: false }] },
      },
    });
    const sprites = planMotion(cardPlacements(before, g), cardPlacements(after, g), g);
    const eco = poseOf(sprites, groupKey('ECO-1'));
    expect(eco.move.from.x).toBeCloseTo(g.groupDeck.x + g.groupDeck.width / 2, 6);
    const kor = poseOf(sprites, objectiveKey('KOR'));
    expect(kor.move.from.x).toBeCloseTo(g.objectiveDeck.x + g.objectiveDeck.width / 2, 6);
    // The old objective left the table: it slides back and fades out.
    const ang = poseOf(sprites, objectiveKey('ANG'));
    expect(ang.leaving).toBe(true);
    expect(ang.move.to.alpha).toBe(0);
  });

  it('moves a claimed objective from the middle to the claimant’s pile, shrinking it', () => {
    const after = view({
      objective: null,
      sides: { ...before.sides, CIA: { ...before.sides.CIA, scored: [...before.sides.CIA.scored, 'ANG'] } },
    });
    const sprites = planMotion(cardPlacements(before, g), cardPlacements(after, g), g);
    const ang = poseOf(sprites, objectiveKey('ANG'));
    expect(inside(ang.placement, g.sides.CIA.scored)).toBe(true);
    expect(ang.move.from.x).toBeCloseTo(g.objective.x + g.objective.width / 2, 6);
    expect(ang.move.from.scale).toBeGreaterThan(2);
    expect(ang.move.to.scale).toBe(1);
  });

  it('moves nothing without a previous view, or when nothing changed', () => {
    for (const previous of [null, cardPlacements(before, g)]) {
      const sprites = planMotion(previous, cardPlacements(before, g), g);
      for (const s of sprites) expect(s.move.from).toEqual(s.move.to);
    }
  });
});

describe('a side on a phone (a band under 480 px)', () => {
  const g = tableGeometry('CIA', 382, 560);
  const overlap = (a: Placement | { x: number; y: number; width: number; height: number }, b: typeof a) =>
    // Regions that only touch (one ends where the next begins) do not overlap.
    a.x < b.x + b.width - 0.5 &&
    b.x < a.x + a.width - 0.5 &&
    a.y < b.y + b.height - 0.5 &&
    b.y < a.y + a.height - 0.5;

  it('keeps its regions apart and inside its band, each wide enough for its words at 11 px', () => {
    for (const side of ['CIA', 'KGB'] as const) {
      const s = g.sides[side];
      const regions = { info: s.info, scored: s.scored, ...s.agents, agentX: s.agentX, groups: s.groups };
      const entries = Object.entries(regions);
      for (const [name, r] of entries) {
        expect(r.x, name).toBeGreaterThanOrEqual(s.band.x);
        expect(r.x + r.width, name).toBeLessThanOrEqual(s.band.x + s.band.width);
        expect(r.y, name).toBeGreaterThanOrEqual(s.band.y);
        expect(r.y + r.height, name).toBeLessThanOrEqual(s.band.y + s.band.height);
      }
      for (const [i, [a, ra]] of entries.entries())
        for (const [b, rb] of entries.slice(i + 1)) expect(overlap(ra, rb), `${a} and ${b}`).toBe(false);
      // "Influence 12 / Stability 13" at 11 px is about 140 px wide; the name row holds "KGB (you)" and "100 VP".
      expect(s.info.width).toBeGreaterThanOrEqual(160);
      // Each agent zone's row is tall enough for its 11 px name.
      expect(s.agents.hq.height).toBeGreaterThanOrEqual(13);
    }
  });

  it('puts the piles of the middle band half a side apart, for captions of two short lines', () => {
    const gap = g.objectiveDiscard.x - g.objectiveDeck.x;
    // Room for a word of about eight letters at 11 px ("Discard", "Groups") over each pile.
    expect(gap).toBeGreaterThanOrEqual(45);
    expect(g.groupDiscard.x - g.groupDeck.x).toBeCloseTo(gap, 0);
    expect(g.objectiveDiscard.x + g.objectiveDiscard.width).toBeLessThanOrEqual(g.objective.x);
    expect(g.groupDeck.x).toBeGreaterThanOrEqual(g.objective.x + g.objective.width);
  });
});

describe('claimed objectives in a side’s scored row', () => {
  for (const [where, width] of [
    ['a phone', 382],
    ['a desktop', 776],
  ] as const)
    it(`leave room for the words beside them ("12 claimed") however many there are, on ${where}`, () => {
      const { scored } = tableGeometry('CIA', width, 560).sides.CIA;
      for (let count = 1; count <= 21; count++) {
        const end = scoredChipsEnd(scored, count);
        expect(end).toBeGreaterThan(scored.x);
        // "12 claimed" at 11 px is about 57 px wide, and stands 6 px after the chips.
        expect(scored.x + scored.width - (end + 6), `${count} claimed`).toBeGreaterThanOrEqual(57.5);
      }
    });
});

describe('a long game’s claimed objectives', () => {
  // Twelve claims at the end of a game (KGB's in the issue): the chips used to be squeezed into
  // one row until each covered most of the one before.
  const twelve = [
    'ANG',
    'CON',
    'EGY',
    'HON',
    'AFG',
    'PAN',
    'VIE',
    'CHI',
    'KOR',
    'IRN',
    'LBY',
    'NUC',
  ] as const;
  const base = view();
  const claimed = view({ sides: { ...base.sides, KGB: { ...base.sides.KGB, scored: [...twelve] } } });
  for (const [where, width] of [
    ['a phone', 382],
    ['a desktop', 776],
    ['the TV', 1152],
  ] as const)
    it(`draws twelve side by side, none over another, all inside the scored row, on ${where}`, () => {
      const g = tableGeometry('CIA', width, 560);
      const row = g.sides.KGB.scored;
      const placed = byKey(cardPlacements(claimed, g));
      const boxes = twelve.map((id) => {
        const p = placed.get(objectiveKey(id))!;
        return {
          id,
          left: p.x - p.width / 2,
          right: p.x + p.width / 2,
          top: p.y - p.height / 2,
          bottom: p.y + p.height / 2,
        };
      });
      for (const [i, a] of boxes.entries()) {
        expect(a.left, a.id).toBeGreaterThanOrEqual(row.x - 0.01);
        expect(a.right, a.id).toBeLessThanOrEqual(row.x + row.width + 0.01);
        expect(a.top, a.id).toBeGreaterThanOrEqual(row.y - 0.01);
        expect(a.bottom, a.id).toBeLessThanOrEqual(row.y + row.height + 0.01);
        for (const b of boxes.slice(i + 1)) {
          const apart =
            a.right <= b.left + 0.01 ||
            b.right <= a.left + 0.01 ||
            a.bottom <= b.top + 0.01 ||
            b.bottom <= a.top + 0.01;
          expect(apart, `${a.id} and ${b.id}`).toBe(true);
        }
      }
      // Still wide enough to tell apart: at least 6 px a chip.
      expect(boxes[0]!.right - boxes[0]!.left).toBeGreaterThanOrEqual(6);
    });

  it('keeps two claims at the row’s full height, in one row', () => {
    const g = tableGeometry('CIA', 776, 560);
    const row = g.sides.CIA.scored;
    const placed = byKey(cardPlacements(view(), g));
    const cub = placed.get(objectiveKey('CUB'))!;
    const sum = placed.get(objectiveKey('SUM'))!;
    expect(cub.height).toBeCloseTo(row.height, 6);
    expect(cub.y).toBe(sum.y);
  });
});

describe('agents in HQ', () => {
  const base = view();
  const allInHq = view({
    sides: {
      ...base.sides,
      CIA: {
        ...base.sides.CIA,
        agentX: null,
        inHq: ['DIRECTOR', 'DEPUTY_DIRECTOR', 'ANALYST', 'MASTER_SPY', 'ASSASSIN', 'DOUBLE_AGENT'],
        hqCount: 6,
        onLeave: [],
        terminated: [],
      },
    },
  });
  for (const [where, width, height, form] of [
    ['a phone', 382, 560, 'numbered'],
    ['a desktop', 776, 560, 'picture'],
  ] as const)
    it(`on ${where}: six tokens apart from each other, drawn as ${form}`, () => {
      const placements = cardPlacements(allInHq, tableGeometry('CIA', width, height));
      const hq = placements
        .filter((p) => p.shown.kind === 'agent' && p.shown.side === 'CIA')
        .sort((a, b) => a.x - b.x);
      expect(hq).toHaveLength(6);
      for (const [i, p] of hq.entries()) {
        expect(agentTokenShape(p.width).form).toBe(form);
        expect(p.width).toBeGreaterThanOrEqual(12);
        const next = hq[i + 1];
        // Placements are centred; the drawing stays in its square, so squares apart are drawings apart.
        if (next) expect(p.x + p.width / 2).toBeLessThanOrEqual(next.x - next.width / 2);
      }
    });
});
