import { describe, expect, it } from 'vitest';
import type { ColdWarView } from '../../engine/coldwar';
import { agentTokenShape } from '../../src-renderer/scenes/agent-token-shape';
import { cardPlacements, tableGeometry } from '../../src-renderer/scenes/coldwar-layout';
import { MIN_TEXT_PX } from '../../src-renderer/scenes/readable';

/** A Cold War view at the start: both sides' six agents in HQ (shape from docs/coldwar-engine.md). */
function startView(): ColdWarView {
  const side = {
    vp: 0,
    scored: [],
    influence: 0,
    groups: [],
    agentX: null,
    inHq: ['DIRECTOR', 'DEPUTY_DIRECTOR', 'ANALYST', 'MASTER_SPY', 'ASSASSIN', 'DOUBLE_AGENT'],
    hqCount: 6,
    onLeave: [],
    terminated: [],
  };
  return {
    seat: 'CIA',
    rules: {} as ColdWarView['rules'],
    turn: 1,
    phase: 'planning',
    pending: { kind: 'agentChoice', sides: ['CIA', 'KGB'] },
    balance: 'KGB',
    objective: 'ANG',
    objectiveDeckCount: 20,
    objectiveDiscard: [],
    groupDeckCount: 24,
    groupDiscard: [],
    sides: { CIA: { ...side }, KGB: { ...side, inHq: null } },
    struggle: null,
    struggleWinner: null,
    disorder: { CIA: false, KGB: false },
    claimant: null,
    doubleAgentPrivilege: null,
  } as unknown as ColdWarView;
}

describe('an agent token', () => {
  it('keeps its number badge inside its own square, so tokens side by side never cover each other', () => {
    for (let size = 8; size <= 120; size += 0.5) {
      const shape = agentTokenShape(size);
      if (shape.form !== 'picture') continue;
      const { x, y, radius } = shape.badge;
      expect(x - radius, `size ${size}`).toBeGreaterThanOrEqual(0);
      expect(x + radius, `size ${size}`).toBeLessThanOrEqual(size);
      expect(y - radius, `size ${size}`).toBeGreaterThanOrEqual(0);
      expect(y + radius, `size ${size}`).toBeLessThanOrEqual(size);
    }
  });

  it('writes its number at 11 px or more, and a badge leaves most of the picture in view', () => {
    // The layout draws no token smaller than 12 px (checked below).
    for (let size = 12; size <= 120; size += 0.5) {
      const shape = agentTokenShape(size);
      expect(shape.digitPx).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      if (shape.form === 'picture') {
        // The badge's area is at most about a third of the disc's.
        expect((shape.badge.radius / (size / 2)) ** 2).toBeLessThanOrEqual(0.36);
        // The digit fits its badge.
        expect(shape.digitPx).toBeLessThanOrEqual(shape.badge.radius * 2);
      } else {
        // The digit's height fits inside the token's disc (drawn at 92 % of the radius).
        expect(shape.digitPx).toBeLessThanOrEqual(size * 0.92);
      }
    }
  });

  for (const [where, width, height, form] of [
    ['a phone', 382, 560, 'numbered'],
    ['a desktop', 776, 560, 'picture'],
  ] as const)
    it(`in HQ on ${where}: six tokens apart from each other, drawn as ${form}`, () => {
      const placements = cardPlacements(startView(), tableGeometry('CIA', width, height));
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
