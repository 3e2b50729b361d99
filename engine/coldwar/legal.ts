import { GROUP_BY_ID } from './cards';
import { AGENT_IDS, availableAgents, canPlayOlympics, canPlaySpaceRace } from './flow';
import { influence, ONLY, opp, owns, population, stability } from './state';
import type { AgentId, ColdWarAction, ColdWarState, GroupId, Side } from './types';

export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((head, i) => {
    const rest = items.slice(0, i).concat(items.slice(i + 1));
    for (const tail of permutations(rest)) out.push([head, ...tail]);
  });
  return out;
}

const NONE: readonly Side[] = Object.freeze([]);

/** The sides with a decision pending now. */
export function toAct(s: ColdWarState): readonly Side[] {
  const p = s.pending;
  if (p === null) return NONE;
  if (p.kind === 'chooseAgent') return p.sides;
  return ONLY[p.side];
}

function canRecruit(s: ColdWarState, side: Side): boolean {
  return s.groupDeck.length > 0 && s.play[side].length < population(s);
}

/** Every legal resolution of activating `g` (AMB-11: none means the activation is illegal). */
export function activations(s: ColdWarState, side: Side, g: GroupId, out: ColdWarAction[]): void {
  const faction = GROUP_BY_ID[g]!.faction;
  const other = opp(side);
  if (faction === 'MED') {
    if (s.groupDeck.length > 0) out.push({ type: 'activate', group: g });
    return;
  }
  if (faction === 'MIL' || faction === 'ECO') {
    const eco = faction === 'ECO';
    for (const t of s.play[side]) {
      if (t !== g && !(eco && GROUP_BY_ID[t]!.faction === 'ECO'))
        out.push({ type: 'activate', group: g, target: t });
    }
    for (const t of s.play[other]) {
      if (!(eco && GROUP_BY_ID[t]!.faction === 'ECO')) out.push({ type: 'activate', group: g, target: t });
    }
    return;
  }
  // Political (A2.3): steal or give; Pop for both, Stability for the receiver (AMB-18, AMB-21).
  const pop = population(s);
  const stab = stability(s);
  if (s.play[side].length + 1 <= pop) {
    const mine = influence(s, side);
    for (const t of s.play[other]) {
      if (s.rules.politicalSelfStabilityLimit && mine + GROUP_BY_ID[t]!.value > stab) continue;
      out.push({ type: 'activate', group: g, target: t });
    }
  }
  if (s.play[other].length + 1 <= pop) {
    const theirs = influence(s, other);
    for (const t of s.play[side]) {
      if (t === g || theirs + GROUP_BY_ID[t]!.value > stab) continue;
      out.push({ type: 'activate', group: g, target: t });
    }
  }
}

function militaryInPlay(s: ColdWarState): GroupId[] {
  const out: GroupId[] = [];
  for (const g of s.play.CIA) if (GROUP_BY_ID[g]!.faction === 'MIL') out.push(g);
  for (const g of s.play.KGB) if (GROUP_BY_ID[g]!.faction === 'MIL') out.push(g);
  return out;
}

function struggleActions(s: ColdWarState, side: Side): ColdWarAction[] {
  const out: ColdWarAction[] = [];
  const other = opp(side);
  const holdsAny = s.scored[side].length > 0;
  if (holdsAny && owns(s, side, 'SUM') && !s.revealed[other]) out.push({ type: 'playEvent', event: 'SUM' });
  const recruit = canRecruit(s, side);
  if (recruit) out.push({ type: 'recruit' });
  if (s.struggle.acted[side] === 0) return out; // D-12
  if (recruit && s.rules.mustRecruitWhenEmpty && s.play[side].length === 0) return out;
  out.push({ type: 'pass' });
  for (const g of s.play[side]) if (!s.mobilized.includes(g)) activations(s, side, g, out);
  if (!holdsAny) return out;
  if (owns(s, side, 'NUC')) {
    const mil = militaryInPlay(s);
    if (mil.length > 0)
      for (const order of permutations(mil)) out.push({ type: 'playEvent', event: 'NUC', order });
  }
  if (owns(s, side, 'LIV') && s.groupDiscard.length > 0 && s.play[side].length < population(s)) {
    out.push({ type: 'playEvent', event: 'LIV' });
  }
  return out;
}

// States are immutable values, so the last answer can be reused: a playout asks for the list
// and then validates the chosen action against the same state.
let memoState: ColdWarState | null = null;
let memoSide: Side | null = null;
let memoActions: readonly ColdWarAction[] = [];

/** Every legal action for `side` now (a shared list: do not modify it). */
export function legalActionsShared(s: ColdWarState, side: Side): readonly ColdWarAction[] {
  if (s !== memoState || side !== memoSide) {
    const list = legalActions(s, side);
    // Frozen, because callers receive these very objects and step trusts the list.
    for (const a of list) {
      Object.freeze(a);
      if ('order' in a) Object.freeze(a.order);
    }
    memoActions = list;
    memoState = s;
    memoSide = side;
  }
  return memoActions;
}

/** Every legal action for `side` now; empty when it has no decision to make. */
export function legalActions(s: ColdWarState, side: Side): ColdWarAction[] {
  const p = s.pending;
  if (p === null) return [];
  switch (p.kind) {
    case 'action':
      return p.side === side ? struggleActions(s, side) : [];
    case 'chooseAgent':
      return p.sides.includes(side)
        ? availableAgents(s, side).map((agent): ColdWarAction => ({ type: 'chooseAgent', agent }))
        : [];
    case 'mediaDecision':
      if (p.side !== side) return [];
      return [
        ...(s.play[side].length < population(s)
          ? [{ type: 'mediaDecision', choice: 'recruit' } as const]
          : []),
        { type: 'mediaDecision', choice: 'discard' },
        { type: 'mediaDecision', choice: 'leave' },
      ];
    case 'chooseFirst':
      return p.side === side
        ? [
            { type: 'chooseFirst', first: 'CIA' },
            { type: 'chooseFirst', first: 'KGB' },
          ]
        : [];
    case 'arrangeGroups':
      return p.side === side ? permutations(p.cards).map((order) => ({ type: 'arrangeGroups', order })) : [];
    case 'arrangeObjectives':
      return p.side === side
        ? permutations(p.cards).map((order) => ({ type: 'arrangeObjectives', order }))
        : [];
    case 'doubleAgentPrivilege': {
      if (p.side !== side) return [];
      const out: ColdWarAction[] = [{ type: 'doubleAgentPrivilege', option: 'reveal' }];
      if (s.rules.doubleAgentVariant === 'revealOrLeave') {
        const status = s.agents[opp(side)];
        for (const agent of AGENT_IDS) {
          if (agent !== 'DEPUTY_DIRECTOR' && status[agent] === 'hq') {
            out.push({ type: 'doubleAgentPrivilege', option: 'leave', agent });
          }
        }
      }
      out.push({ type: 'doubleAgentPrivilege', option: 'decline' });
      return out;
    }
    case 'nobel':
      return p.side === side ? [{ type: 'playEvent', event: 'NOB' }, { type: 'declineEvent' }] : [];
    case 'detente': {
      if (p.side !== side) return [];
      const out: ColdWarAction[] = [];
      if (canPlaySpaceRace(s, side)) out.push({ type: 'playEvent', event: 'SPA' });
      if (canPlayOlympics(s, side)) out.push({ type: 'playEvent', event: 'OLY' });
      out.push({ type: 'declineEvent' });
      return out;
    }
    case 'returnAgent': {
      if (p.side !== side) return [];
      const status = s.agents[side];
      return AGENT_IDS.filter((a: AgentId) => status[a] === 'terminated').map((agent) => ({
        type: 'returnAgent',
        agent,
      }));
    }
  }
}
