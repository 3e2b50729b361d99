/**
 * When each action is legal (docs/rules/coldwar.md A6 and the decisions of A5), one predicate per
 * rule. `legalActions` lists exactly the actions these allow and `step` accepts exactly those, by
 * asking the same predicates: there is one meaning of "legal", not two kept in step by a test.
 */
import { factionOf, groupValue } from './action-table';
import { AGENT_IDS } from './cards';
import { influence, opp, owns, population, stability } from './state';
import type { AgentId, AgentStatus, ColdWarState, GroupId, Side } from './types';

type MediaChoice = 'recruit' | 'discard' | 'leave';

/** A6 Recruit: the group deck has a card and the side has fewer than Pop groups (AMB-10). */
export function canRecruit(s: ColdWarState, side: Side): boolean {
  return s.groupDeck.length > 0 && s.play[side].length < population(s);
}

/** A6 Summit Meeting: owned, on the side's own turn, the opponent's Agent X face down (AMB-19). */
export function summitOpen(s: ColdWarState, side: Side): boolean {
  return owns(s, side, 'SUM') && !s.revealed[opp(side)];
}

/** Whether the side to act in the struggle has anything to do (before its first action, D-12). */
export function hasStruggleDecision(s: ColdWarState, side: Side): boolean {
  return s.struggle.acted[side] > 0 || canRecruit(s, side) || summitOpen(s, side);
}

/**
 * Whether actions other than Recruit and Summit (Pass, Activate, Nuclear Escalation, Live
 * Benefit) are open: not on the side's first action (D-12), and with `mustRecruitWhenEmpty`
 * not while it has no group and could recruit (A12).
 */
export function beyondRecruitOpen(s: ColdWarState, side: Side): boolean {
  if (s.struggle.acted[side] === 0) return false;
  return !(s.rules.mustRecruitWhenEmpty && s.play[side].length === 0 && canRecruit(s, side));
}

/** A6 Activate: `g` is one of the side's ready (not mobilized) groups. */
export function isReady(s: ColdWarState, side: Side, g: GroupId): boolean {
  return s.play[side].includes(g) && !s.mobilized.includes(g);
}

/**
 * Whether activating the side's ready group `g` on `target` carries its power out (A2.3, AMB-11):
 * Media takes no target and needs a card in the group deck; the others need a group in play that
 * `targetFits`. `target` may be any id: one that is not in play is refused here.
 */
export function activationResolves(
  s: ColdWarState,
  side: Side,
  g: GroupId,
  target: GroupId | undefined,
): boolean {
  if (factionOf(g) === 'MED') return target === undefined && s.groupDeck.length > 0;
  if (target === undefined) return false;
  if (s.play[side].includes(target)) return targetFits(s, side, g, target, true);
  return s.play[opp(side)].includes(target) && targetFits(s, side, g, target, false);
}

/**
 * Whether the side's ready Military, Economic or Political group `g` can act on `target`, a group
 * in play (`own`: the side's, else the opponent's). Military discards any other group; Economic
 * flips a non-Economic group; Political takes an opponent's group or hands one of the side's others
 * over, within Pop for the receiver and Stability for the receiver of a hand-over (AMB-18, AMB-21),
 * and with `politicalSelfStabilityLimit` within Stability for both players after the move (A12).
 */
export function targetFits(s: ColdWarState, side: Side, g: GroupId, target: GroupId, own: boolean): boolean {
  if (own && target === g) return false;
  const faction = factionOf(g);
  if (faction === 'MIL') return true;
  if (faction === 'ECO') return factionOf(target) !== 'ECO';
  const receiver = own ? opp(side) : side;
  if (s.play[receiver].length + 1 > population(s)) return false;
  const stab = stability(s);
  const v = groupValue(target);
  if (!s.rules.politicalSelfStabilityLimit) return !own || influence(s, receiver) + v <= stab;
  return influence(s, receiver) + v <= stab && influence(s, opp(receiver)) - v <= stab;
}

/** A6 Nuclear Escalation (past `beyondRecruitOpen`): owned, and a Military group is in play. */
export function nuclearOpen(s: ColdWarState, side: Side): boolean {
  if (!owns(s, side, 'NUC')) return false;
  for (const g of s.play.CIA) if (factionOf(g) === 'MIL') return true;
  for (const g of s.play.KGB) if (factionOf(g) === 'MIL') return true;
  return false;
}

/** A6 Live Benefit (past `beyondRecruitOpen`): owned, a discarded group, fewer than Pop groups. */
export function liveBenefitOpen(s: ColdWarState, side: Side): boolean {
  return owns(s, side, 'LIV') && s.groupDiscard.length > 0 && s.play[side].length < population(s);
}

/** A2.3 Media: recruit the peeked card only with fewer than Pop groups; discard or leave always. */
export function mediaChoiceOpen(s: ColdWarState, side: Side, choice: MediaChoice): boolean {
  return choice !== 'recruit' || s.play[side].length < population(s);
}

/**
 * A5 Phase 2 step 1: the pile the side chooses its Agent X from, the agents in HQ; with none
 * there (A12 `deputyDirectorGoesOnLeave`), those on leave; null when neither has one. An agent
 * named by the Double Agent privilege (`barred`) cannot be chosen from either.
 */
export function agentPile(s: ColdWarState, side: Side): AgentStatus | null {
  const status = s.agents[side];
  const barred = s.barred[side];
  let leave = false;
  for (const a of AGENT_IDS) {
    if (a === barred) continue;
    if (status[a] === 'hq') return 'hq';
    if (status[a] === 'leave') leave = true;
  }
  return leave ? 'leave' : null;
}

/** Whether the side may choose `agent` as its Agent X now (`pile` from `agentPile`). */
export function agentChoosable(
  s: ColdWarState,
  side: Side,
  agent: AgentId,
  pile: AgentStatus | null,
): boolean {
  return pile !== null && s.agents[side][agent] === pile && s.barred[side] !== agent;
}

/** The agents the side may choose now, in card order. */
export function availableAgents(s: ColdWarState, side: Side): AgentId[] {
  const pile = agentPile(s, side);
  const out: AgentId[] = [];
  for (const a of AGENT_IDS) if (agentChoosable(s, side, a, pile)) out.push(a);
  return out;
}

/** A5 Phase 2 step 2 (b): an agent in the opponent's HQ other than the Deputy Director. */
export function leaveOpen(s: ColdWarState, side: Side, agent: AgentId): boolean {
  return (
    s.rules.doubleAgentVariant === 'revealOrLeave' &&
    agent !== 'DEPUTY_DIRECTOR' &&
    s.agents[opp(side)][agent] === 'hq'
  );
}

/** Space Race at Détente: owned, and the objective deck has a card (AMB-16, HOUSE). */
export function canPlaySpaceRace(s: ColdWarState, side: Side): boolean {
  return owns(s, side, 'SPA') && s.objectiveDeck.length > 0;
}

/** Olympic Games at Détente: owned, and one of the side's agents is terminated (AMB-9). */
export function canPlayOlympics(s: ColdWarState, side: Side): boolean {
  if (!owns(s, side, 'OLY')) return false;
  const status = s.agents[side];
  for (const a of AGENT_IDS) if (status[a] === 'terminated') return true;
  return false;
}

/** Olympic Games: the agent to bring back on leave is one of the side's terminated ones. */
export const returnable = (s: ColdWarState, side: Side, agent: AgentId): boolean =>
  s.agents[side][agent] === 'terminated';
