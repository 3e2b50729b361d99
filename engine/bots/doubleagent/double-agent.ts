import type { DaAction, DaView } from '../../doubleagent';
import type { BotRandom } from '../random';
import { boardMap, nearest } from './board-map';

/** The knobs of the double agent's plan (see docs/bots.md). */
export interface DoubleAgentTuning {
  /** Sabotage only where at most this many agents would have it as their lone suspect (`sabotageRisk`) ... */
  readonly riskLimit: number;
  /** ... until this round; from then on, wherever it can. */
  readonly recklessFromRound: number;
  /** Weight of staying out of reach (2d6 steps) of the other agents, per step of distance. */
  readonly keepAway: number;
}

export const DOUBLE_AGENT_TUNING: DoubleAgentTuning = { riskLimit: 0, recklessFromRound: 10, keepAway: 0.3 };

/**
 * The double agent's move, from its own view only: sabotage monitors where few agents would have
 * it as the lone visitor between their own inspection (which may have found it ON) and their
 * next one; inspect without sabotaging elsewhere, so its visits look like anyone's; keep out of
 * reach of the others; once enough monitors are OFF, walk to the nearest exit gate and leave.
 */
export function doubleAgentAction(
  view: DaView,
  legal: readonly DaAction[],
  rand: BotRandom,
  tuning: DoubleAgentTuning = DOUBLE_AGENT_TUNING,
): DaAction {
  const you = view.you!;
  const phase = view.phase;
  const sabotaged = new Set(you.sabotaged ?? []);
  if (phase.kind === 'opening') {
    const sectors = legal.filter((a) => a.type === 'opening' && a.sector !== null);
    return sectors.length > 0 ? rand.pick(sectors) : legal[0]!;
  }
  if (phase.kind !== 'turn') return rand.pick(legal);
  const limit = view.round >= tuning.recklessFromRound ? Infinity : tuning.riskLimit;
  const acceptable = (sector: string) => sabotageRisk(view, sector) <= limit;
  if (phase.step === 'inspect') {
    const sector = phase.sector!;
    const sabotage = !sabotaged.has(sector) && acceptable(sector);
    return legal.find((a) => a.type === 'inspect' && a.sabotage === sabotage) ?? legal[0]!;
  }
  if (phase.step !== 'move') return rand.pick(legal);

  const exit = legal.find((a) => a.type === 'exit');
  if (exit) return exit;
  const map = boardMap(view);
  const ready = sabotaged.size >= view.rules.escapeSabotages;
  // Where to go: the exits once ready; else the sectors it may sabotage now.
  // (Preferring the less risky of the acceptable sectors over the nearest was measured to lose
  // more games: time spent walking is time the Security Agents spend re-inspecting.)
  const goals: number[] = [];
  if (ready) goals.push(...map.board.exits);
  else
    for (const [sector, squares] of map.squaresOf)
      if (!sabotaged.has(sector) && you.canInspect[sector] && acceptable(sector)) goals.push(...squares);

  let best: DaAction | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'move') continue;
    let score = goals.length > 0 ? -nearest(map, a.to, goals) : 0;
    score += tuning.keepAway * Math.min(12, distanceToOthers(view, map, a.to));
    score += rand.unit() * 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? legal.find((a) => a.type === 'stay') ?? rand.pick(legal);
}

/** Steps from `square` to the nearest other agent on the board. */
function distanceToOthers(view: DaView, map: ReturnType<typeof boardMap>, square: string): number {
  const d = map.distancesFrom(square);
  let best = 99;
  for (const p of view.players) {
    if (p.id === view.seat || p.position === null) continue;
    const x = d[map.board.index.get(p.position)!]!;
    if (x >= 0 && x < best) best = x;
  }
  return best;
}

/**
 * How many other agents would have me as their lone suspect if I turned `sector` OFF now: he has
 * inspected it (so he may know it was ON) and nobody but me has inspected it since. An agent who
 * never looked there cannot tell a later OFF from the opening sabotage, so he does not count.
 */
export function sabotageRisk(view: DaView, sector: string): number {
  const me = view.seat;
  const visits = view.inspections.filter((i) => i.sector === sector).map((i) => i.by);
  let risk = 0;
  for (const p of view.players) {
    if (p.id === me || p.eliminated) continue;
    const last = visits.lastIndexOf(p.id);
    if (last < 0) continue;
    if (!visits.slice(last + 1).some((by) => by !== me && by !== p.id)) risk++;
  }
  return risk;
}
