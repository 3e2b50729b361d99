import {
  activation,
  CHOOSE_AGENT,
  DECLINE,
  DECLINE_PRIVILEGE,
  EVENT,
  FIRST,
  factionOf,
  LEAVE,
  MEDIA,
  orderedActions,
  PASS,
  RECRUIT,
  RETURN_AGENT,
  REVEAL,
} from './action-table';
import { AGENT_IDS } from './cards';
import {
  activationResolves,
  availableAgents,
  beyondRecruitOpen,
  canPlayOlympics,
  canPlaySpaceRace,
  canRecruit,
  leaveOpen,
  liveBenefitOpen,
  mediaChoiceOpen,
  nuclearOpen,
  returnable,
  summitOpen,
  targetFits,
} from './rulings';
import { ONLY, opp } from './state';
import type { ColdWarAction, ColdWarState, GroupId, Side } from './types';

const NONE: readonly Side[] = Object.freeze([]);
const MEDIA_CHOICES = ['recruit', 'discard', 'leave'] as const;

/** The sides with a decision pending now. */
export function toAct(s: ColdWarState): readonly Side[] {
  const p = s.pending;
  if (p === null) return NONE;
  if (p.kind === 'chooseAgent') return p.sides;
  return ONLY[p.side];
}

/** Adds every activation of `g` on a group of `targets` (`own`: the side's) that `targetFits`. */
function activationsOn(
  s: ColdWarState,
  side: Side,
  g: GroupId,
  targets: readonly GroupId[],
  own: boolean,
  out: ColdWarAction[],
): void {
  for (const t of targets) if (targetFits(s, side, g, t, own)) out.push(activation(g, t));
}

function struggleActions(s: ColdWarState, side: Side): ColdWarAction[] {
  const out: ColdWarAction[] = [];
  if (summitOpen(s, side)) out.push(EVENT.SUM);
  if (canRecruit(s, side)) out.push(RECRUIT);
  if (!beyondRecruitOpen(s, side)) return out;
  out.push(PASS);
  const mine = s.play[side];
  const theirs = s.play[opp(side)];
  for (const g of mine) {
    if (s.mobilized.includes(g)) continue;
    const faction = factionOf(g);
    if (faction === 'MED') {
      if (activationResolves(s, side, g, undefined)) out.push(activation(g));
    } else if (faction === 'POL') {
      // Takes are listed before hand-overs.
      activationsOn(s, side, g, theirs, false, out);
      activationsOn(s, side, g, mine, true, out);
    } else {
      activationsOn(s, side, g, mine, true, out);
      activationsOn(s, side, g, theirs, false, out);
    }
  }
  if (nuclearOpen(s, side)) {
    const military: GroupId[] = [];
    for (const g of s.play.CIA) if (factionOf(g) === 'MIL') military.push(g);
    for (const g of s.play.KGB) if (factionOf(g) === 'MIL') military.push(g);
    out.push(...orderedActions(military, (order) => ({ type: 'playEvent', event: 'NUC', order })));
  }
  if (liveBenefitOpen(s, side)) out.push(EVENT.LIV);
  return out;
}

/**
 * Every legal action for `side` now; empty when it has no decision to make. A fresh array each
 * call; its actions are frozen (most of them shared constants).
 */
export function legalActions(s: ColdWarState, side: Side): ColdWarAction[] {
  const p = s.pending;
  if (p === null) return [];
  if (p.kind === 'chooseAgent') {
    if (!p.sides.includes(side)) return [];
    return availableAgents(s, side).map((agent) => CHOOSE_AGENT[agent]!);
  }
  if (p.side !== side) return [];
  switch (p.kind) {
    case 'action':
      return struggleActions(s, side);
    case 'mediaDecision': {
      const out: ColdWarAction[] = [];
      for (const choice of MEDIA_CHOICES) if (mediaChoiceOpen(s, side, choice)) out.push(MEDIA[choice]);
      return out;
    }
    case 'chooseFirst':
      return [FIRST.CIA, FIRST.KGB];
    case 'arrangeGroups':
      return orderedActions(p.cards, (order) => ({ type: 'arrangeGroups', order }));
    case 'arrangeObjectives':
      return orderedActions(p.cards, (order) => ({ type: 'arrangeObjectives', order }));
    case 'doubleAgentPrivilege': {
      const out: ColdWarAction[] = [REVEAL];
      for (const agent of AGENT_IDS) if (leaveOpen(s, side, agent)) out.push(LEAVE[agent]!);
      out.push(DECLINE_PRIVILEGE);
      return out;
    }
    case 'nobel':
      return [EVENT.NOB, DECLINE];
    case 'detente': {
      const out: ColdWarAction[] = [];
      if (canPlaySpaceRace(s, side)) out.push(EVENT.SPA);
      if (canPlayOlympics(s, side)) out.push(EVENT.OLY);
      out.push(DECLINE);
      return out;
    }
    case 'returnAgent':
      return AGENT_IDS.filter((agent) => returnable(s, side, agent)).map((agent) => RETURN_AGENT[agent]!);
  }
}
