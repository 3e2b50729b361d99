import {
  type AgentId,
  type ColdWarAction,
  type ColdWarState,
  GROUPS,
  type GroupId,
  OBJECTIVES,
  type Side,
} from '../../coldwar';
import type { BotRandom } from '../random';

const VALUE: Readonly<Record<string, number>> = Object.fromEntries(GROUPS.map((g) => [g.id, g.value]));
const OBJECTIVE = Object.fromEntries(OBJECTIVES.map((o) => [o.id, o]));
const opp = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

/** Agents in the order a simple player values them (Director first: a second objective on a win). */
const AGENT_PREFERENCE: readonly AgentId[] = [
  'DIRECTOR',
  'ASSASSIN',
  'DOUBLE_AGENT',
  'ANALYST',
  'MASTER_SPY',
  'DEPUTY_DIRECTOR',
];

export function influenceOf(s: ColdWarState, side: Side): number {
  let sum = 0;
  for (const g of s.play[side]) sum += VALUE[g]!;
  return sum;
}

/**
 * Blackjack sense for one side in a state: reach the Stability without going over, stay ahead of
 * the opponent, knock him down or over when he leads. Reads only what the acting side may know
 * in that state (both tables of groups, the objective, its own Media card), so the heuristic bot
 * can run it on a determinization of its view; the search runs it in playouts. `greed` is the
 * chance of following the rules rather than playing a random legal action.
 */
export function policyAction(
  s: ColdWarState,
  side: Side,
  legal: readonly ColdWarAction[],
  rand: BotRandom,
  greed = 1,
): ColdWarAction {
  if (legal.length === 1 || (greed < 1 && rand.unit() >= greed)) return rand.pick(legal);
  const p = s.pending;
  if (p === null || s.objective === null) return rand.pick(legal);
  const stab = OBJECTIVE[s.objective]!.stability;
  const mine = influenceOf(s, side);
  const theirs = influenceOf(s, opp(side));
  switch (p.kind) {
    case 'chooseAgent':
      for (const a of AGENT_PREFERENCE)
        for (const action of legal) if (action.type === 'chooseAgent' && action.agent === a) return action;
      return rand.pick(legal);
    case 'chooseFirst':
      // Moving last in a blackjack race is the edge: let the opponent start.
      return legal.find((a) => a.type === 'chooseFirst' && a.first === opp(side)) ?? legal[0]!;
    case 'mediaDecision': {
      const card = p.card;
      const recruit = legal.find((a) => a.type === 'mediaDecision' && a.choice === 'recruit');
      if (recruit && mine + VALUE[card]! <= stab) return recruit;
      return legal.find((a) => a.type === 'mediaDecision' && a.choice === 'discard') ?? legal[0]!;
    }
    case 'action':
      return struggleMove(s, side, legal, rand, mine, theirs, stab);
    case 'doubleAgentPrivilege':
      return legal.find((a) => a.type === 'doubleAgentPrivilege' && a.option === 'reveal') ?? legal[0]!;
    default:
      return legal.find((a) => a.type === 'playEvent') ?? rand.pick(legal);
  }
}

function struggleMove(
  s: ColdWarState,
  side: Side,
  legal: readonly ColdWarAction[],
  rand: BotRandom,
  mine: number,
  theirs: number,
  stab: number,
): ColdWarAction {
  let best: ColdWarAction | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    const score = scoreStruggleAction(s, side, a, mine, theirs, stab) + rand.unit() * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? rand.pick(legal);
}

/** How good the standing (my influence, his) looks at the end of the struggle, in [0, 1]. */
export function standing(mine: number, theirs: number, stab: number): number {
  const bustMe = mine > stab;
  const bustThem = theirs > stab;
  if (bustMe && bustThem) return 0.3;
  if (bustMe) return 0;
  if (bustThem) return 1;
  if (mine === theirs) return 0.5;
  return mine > theirs ? 0.8 + 0.2 * (mine / stab) : 0.2 * (mine / stab);
}

function scoreStruggleAction(
  s: ColdWarState,
  side: Side,
  a: ColdWarAction,
  mine: number,
  theirs: number,
  stab: number,
): number {
  const ownsGroup = (g: GroupId) => s.play[side].includes(g);
  switch (a.type) {
    case 'pass': {
      const now = standing(mine, theirs, stab);
      // A Pass after his Pass ends the struggle as it stands; otherwise he moves again.
      return s.struggle.lastPass ? now : now - 0.1;
    }
    case 'recruit': {
      // Expected standing over the groups not in play (deck order is not known to the side).
      let total = 0;
      let n = 0;
      for (const g of GROUPS) {
        if (s.play.CIA.includes(g.id) || s.play.KGB.includes(g.id) || s.groupDiscard.includes(g.id)) continue;
        total += standing(mine + g.value, theirs, stab);
        n++;
      }
      return n === 0 ? 0 : total / n - 0.02;
    }
    case 'activate': {
      const g = a.group;
      const t = a.target;
      const faction = g.slice(0, 3);
      if (faction === 'MED') return standing(mine + 2, theirs, stab) - 0.05;
      if (t === undefined) return 0;
      const v = VALUE[t]!;
      if (faction === 'MIL')
        return ownsGroup(t) ? standing(mine - v, theirs, stab) : standing(mine, theirs - v, stab);
      if (faction === 'POL')
        return ownsGroup(t) ? standing(mine - v, theirs + v, stab) : standing(mine + v, theirs - v, stab);
      // Economic: readies or mobilizes; worth a little more than nothing when it readies my group.
      const mobilized = s.mobilized.includes(t);
      return standing(mine, theirs, stab) - 0.1 + (ownsGroup(t) === mobilized ? 0.05 : 0);
    }
    case 'playEvent':
      // Spending an event costs 5 VP: only when it turns the struggle.
      if (a.event === 'SUM') return -1;
      if (a.event === 'LIV') {
        const top = s.groupDiscard[s.groupDiscard.length - 1];
        return top === undefined ? 0 : standing(mine + VALUE[top]!, theirs, stab) - 0.15;
      }
      if (a.event === 'NUC') {
        let m = mine;
        let t = theirs;
        for (const g of a.order) {
          if (s.play[side].includes(g)) m -= VALUE[g]!;
          else t -= VALUE[g]!;
        }
        return standing(m, t, stab) - 0.15;
      }
      return 0;
    default:
      return 0;
  }
}
