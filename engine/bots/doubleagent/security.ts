import { type DaAction, type DaView, type Deduction, deduce, deductionInputFor } from '../../doubleagent';
import type { BotRandom } from '../random';
import { type BoardMap, boardMap, nearest } from './board-map';

/** The knobs of the Security Agent's plan (tuned so bot tables are balanced; see docs/bots.md). */
export interface SecurityTuning {
  /** Accuse the leading suspect at this probability, whatever the time. */
  readonly accuseAt: number;
  /** Accuse at this lower probability when the suspect may be one sabotage from escaping. */
  readonly urgentAccuseAt: number;
  /** Stay within reach of the leading suspect once its probability reaches this. */
  readonly chaseAt: number;
}

export const SECURITY_TUNING: SecurityTuning = { accuseAt: 1, urgentAccuseAt: 0.9, chaseAt: 0.9 };

/**
 * A Security Agent's move, from its own view only: deduce the suspects from its Security List,
 * accuse when certain (or when likely and the suspect may soon escape), otherwise walk to where an
 * inspection tells it most — an unexplained monitor (the opening one), a sector a suspect visited
 * after it was last known ON — and keep within reach of the leading suspect. Only ever accuses an
 * agent the deduction still holds possible.
 */
export function securityAction(
  view: DaView,
  legal: readonly DaAction[],
  rand: BotRandom,
  tuning: SecurityTuning = SECURITY_TUNING,
): DaAction {
  const input = deductionInputFor(view);
  if (input === null) return rand.pick(legal);
  const phase = view.phase;
  if (phase.kind === 'turn' && phase.step === 'inspect')
    return legal.find((a) => a.type === 'inspect' && !a.sabotage) ?? legal[0]!;
  if (phase.kind !== 'turn' || phase.step !== 'move') return rand.pick(legal);

  const now = deduce(input);
  const accusation = chooseAccusation(view, legal, now, tuning);
  if (accusation) return accusation;

  const map = boardMap(view);
  const gain = new Map<string, number>();
  const infoOf = (sector: string): number => {
    let g = gain.get(sector);
    if (g === undefined) {
      g = informationGain(input, now, map.codeOf.get(sector)!);
      gain.set(sector, g);
    }
    return g;
  };
  const you = view.you!;
  const goals: number[] = [];
  let bestGain = 0;
  for (const [sector, squares] of map.squaresOf) {
    if (!you.canInspect[sector]) continue;
    const g = infoOf(sector);
    if (g > bestGain + 1e-9) {
      bestGain = g;
      goals.length = 0;
    }
    if (g >= bestGain - 1e-9 && g > 0) goals.push(...squares);
  }
  const leader = leadingSuspect(now);
  const leaderAt = leader === null ? null : (view.players.find((p) => p.id === leader)?.position ?? null);
  const chase = leader !== null && (now.probabilities[leader] ?? 0) >= tuning.chaseAt && leaderAt !== null;

  let best: DaAction | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const sector = map.board.sectorOf[map.board.index.get(a.to)!];
    let score = 0;
    if (sector !== undefined && you.canInspect[sector] && map.squaresOf.has(sector))
      score += 10 * infoOf(sector);
    if (goals.length > 0) score -= 0.1 * nearest(map, a.to, goals);
    if (chase)
      score -= 0.15 * Math.max(0, (map.distancesFrom(a.to)[map.board.index.get(leaderAt!)!] ?? 99) - 7);
    score += rand.unit() * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? legal.find((a) => a.type === 'stay') ?? rand.pick(legal);
}

function leadingSuspect(d: Deduction): string | null {
  let best: string | null = null;
  for (const s of d.suspects) if (best === null || d.probabilities[s]! > d.probabilities[best]!) best = s;
  return best;
}

function chooseAccusation(
  view: DaView,
  legal: readonly DaAction[],
  now: Deduction,
  tuning: SecurityTuning,
): DaAction | null {
  const leader = leadingSuspect(now);
  if (leader === null) return null;
  const p = now.probabilities[leader] ?? 0;
  const accuse = legal.find((a) => a.type === 'accuse' && a.target === leader);
  if (!accuse) return null;
  if (now.certain === leader || p >= tuning.accuseAt) return accuse;
  return p >= tuning.urgentAccuseAt && mayBeNearEscape(view, leader) ? accuse : null;
}

/** Whether `suspect` could have enough sabotages to escape after one more (all its visits + the opening). */
function mayBeNearEscape(view: DaView, suspect: string): boolean {
  const sectors = new Set<string>();
  for (const i of view.inspections) if (i.by === suspect) sectors.add(i.sector);
  return sectors.size + 1 >= view.rules.escapeSabotages - 1;
}

/** Expected drop in the suspects' entropy if I inspect `code` now (both findings weighed alike). */
function informationGain(
  input: NonNullable<ReturnType<typeof deductionInputFor>>,
  now: Deduction,
  code: string,
): number {
  const before = entropy(now);
  let total = 0;
  let outcomes = 0;
  for (const found of ['ON', 'OFF'] as const) {
    const after = deduce({ ...input, list: [...input.list, { sector: code, found }] });
    if (after.suspects.length === 0) continue;
    total += entropy(after) + (after.openingSector !== null && now.openingSector === null ? -0.2 : 0);
    outcomes++;
  }
  // One possible finding: the inspection tells nothing new.
  return outcomes < 2 ? 0 : Math.max(0, before - total / outcomes);
}

function entropy(d: Deduction): number {
  let h = 0;
  for (const s of d.suspects) {
    const p = d.probabilities[s]!;
    if (p > 0) h -= p * Math.log2(p);
  }
  return h;
}

export type { BoardMap };
