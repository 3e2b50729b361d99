import { AGENTS, GROUP_BY_ID, GROUPS } from './cards';
import { AGENT_IDS, availableAgents, canPlayOlympics, canPlaySpaceRace } from './flow';
import { influence, ONLY, opp, owns, population, stability } from './state';
import type { AgentId, ColdWarAction, ColdWarState, GroupId, Side } from './types';

/** Every order of `0 … n-1`, the first item varying slowest (so the identity comes first). */
function indexPermutations(n: number): readonly (readonly number[])[] {
  if (n <= 1) return [n === 1 ? [0] : []];
  const out: number[][] = [];
  for (let head = 0; head < n; head++) {
    for (const tail of indexPermutations(n - 1))
      out.push([head, ...tail.map((i) => (i >= head ? i + 1 : i))]);
  }
  return out;
}
/** Index orders for up to 6 items (the most a list can need: 6 Military groups, 3 peeked cards). */
const PERMUTATION_TABLE = [0, 1, 2, 3, 4, 5, 6].map(indexPermutations);

/** Every order of `items`, the current order first (each a new array). */
export function permutations<T>(items: readonly T[]): T[][] {
  const table = PERMUTATION_TABLE[items.length];
  if (table === undefined) return slowPermutations(items);
  const out: T[][] = new Array(table.length);
  for (let p = 0; p < table.length; p++) {
    const idx = table[p]!;
    const order: T[] = new Array(idx.length);
    for (let i = 0; i < idx.length; i++) order[i] = items[idx[i]!]!;
    out[p] = order;
  }
  return out;
}

function slowPermutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((head, i) => {
    const rest = items.slice(0, i).concat(items.slice(i + 1));
    for (const tail of slowPermutations(rest)) out.push([head, ...tail]);
  });
  return out;
}

const NONE: readonly Side[] = Object.freeze([]);

// Listed actions are frozen (a caller must not be able to edit one), and all but the
// permutation-carrying ones come from this fixed set, frozen once and shared: allocating and
// freezing a new object per listed action was the largest single cost of a playout.
const freeze = <T extends ColdWarAction>(a: T): T => Object.freeze(a);
const RECRUIT = freeze({ type: 'recruit' });
const PASS = freeze({ type: 'pass' });
const DECLINE = freeze({ type: 'declineEvent' });
const EVENT = {
  SUM: freeze({ type: 'playEvent', event: 'SUM' }),
  LIV: freeze({ type: 'playEvent', event: 'LIV' }),
  NOB: freeze({ type: 'playEvent', event: 'NOB' }),
  SPA: freeze({ type: 'playEvent', event: 'SPA' }),
  OLY: freeze({ type: 'playEvent', event: 'OLY' }),
} as const;
const MEDIA = {
  recruit: freeze({ type: 'mediaDecision', choice: 'recruit' }),
  discard: freeze({ type: 'mediaDecision', choice: 'discard' }),
  leave: freeze({ type: 'mediaDecision', choice: 'leave' }),
} as const;
const FIRST: Readonly<Record<Side, ColdWarAction>> = {
  CIA: freeze({ type: 'chooseFirst', first: 'CIA' }),
  KGB: freeze({ type: 'chooseFirst', first: 'KGB' }),
};
const REVEAL = freeze({ type: 'doubleAgentPrivilege', option: 'reveal' });
const DECLINE_PRIVILEGE = freeze({ type: 'doubleAgentPrivilege', option: 'decline' });
const byAgent = (make: (agent: AgentId) => ColdWarAction): Readonly<Record<string, ColdWarAction>> =>
  Object.fromEntries(AGENTS.map((a) => [a.id, freeze(make(a.id))]));
const CHOOSE_AGENT = byAgent((agent) => ({ type: 'chooseAgent', agent }));
const LEAVE = byAgent((agent) => ({ type: 'doubleAgentPrivilege', option: 'leave', agent }));
const RETURN_AGENT = byAgent((agent) => ({ type: 'returnAgent', agent }));
/**
 * The position of a group id in `GROUPS` (MIL, ECO, POL, MED × 1–6), read from its characters:
 * cheaper than a string-keyed lookup. Only for ids taken from a state (always well formed).
 */
export function groupIndex(id: GroupId): number {
  const c = id.charCodeAt(0); // M(IL), E(CO), P(OL), M(ED)
  const faction = c === 69 ? 1 : c === 80 ? 2 : id.charCodeAt(1) === 73 ? 0 : 3;
  return faction * 6 + id.charCodeAt(4) - 49;
}
/** `ACTIVATE[i]`: Media's activation (no target); `ACTIVATE_ON[i][j]`: the others (by `groupIndex`). */
const ACTIVATE: readonly ColdWarAction[] = GROUPS.map((g) => freeze({ type: 'activate', group: g.id }));
const ACTIVATE_ON: readonly (readonly ColdWarAction[])[] = GROUPS.map((g) =>
  GROUPS.map((t) => freeze({ type: 'activate', group: g.id, target: t.id })),
);
const isEco = (id: GroupId): boolean => id.charCodeAt(0) === 69;

/** The sides with a decision pending now. */
export function toAct(s: ColdWarState): readonly Side[] {
  const p = s.pending;
  if (p === null) return NONE;
  if (p.kind === 'chooseAgent') return p.sides;
  return ONLY[p.side];
}

/** Whether the Summit Meeting is playable now by `side` (on its turn, AMB-19). */
export function summitOpen(s: ColdWarState, side: Side): boolean {
  return s.scored[side].length > 0 && owns(s, side, 'SUM') && !s.revealed[opp(side)];
}

export function canRecruit(s: ColdWarState, side: Side): boolean {
  return s.groupDeck.length > 0 && s.play[side].length < population(s);
}

/** Every legal resolution of activating `g` (AMB-11: none means the activation is illegal). */
export function activations(s: ColdWarState, side: Side, g: GroupId, out: ColdWarAction[]): void {
  const gi = groupIndex(g);
  const faction = gi < 6 ? 'MIL' : gi < 12 ? 'ECO' : gi < 18 ? 'POL' : 'MED';
  const other = opp(side);
  if (faction === 'MED') {
    if (s.groupDeck.length > 0) out.push(ACTIVATE[gi]!);
    return;
  }
  const on = ACTIVATE_ON[gi]!;
  if (faction === 'MIL' || faction === 'ECO') {
    const eco = faction === 'ECO';
    for (const t of s.play[side]) {
      if (t !== g && !(eco && isEco(t))) out.push(on[groupIndex(t)]!);
    }
    for (const t of s.play[other]) {
      if (!(eco && isEco(t))) out.push(on[groupIndex(t)]!);
    }
    return;
  }
  // Political (A2.3): steal or give; Pop for both; Stability for the receiver (AMB-18, AMB-21),
  // and with politicalSelfStabilityLimit for both players after the move (A12).
  const pop = population(s);
  const stab = stability(s);
  const both = s.rules.politicalSelfStabilityLimit;
  const mine = influence(s, side);
  const theirs = influence(s, other);
  if (s.play[side].length + 1 <= pop) {
    for (const t of s.play[other]) {
      const v = GROUP_BY_ID[t]!.value;
      if (both && (mine + v > stab || theirs - v > stab)) continue;
      out.push(on[groupIndex(t)]!);
    }
  }
  if (s.play[other].length + 1 <= pop) {
    for (const t of s.play[side]) {
      const v = GROUP_BY_ID[t]!.value;
      if (t === g || theirs + v > stab || (both && mine - v > stab)) continue;
      out.push(on[groupIndex(t)]!);
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
  if (holdsAny && owns(s, side, 'SUM') && !s.revealed[other]) out.push(EVENT.SUM);
  const recruit = canRecruit(s, side);
  if (recruit) out.push(RECRUIT);
  if (s.struggle.acted[side] === 0) return out; // D-12
  if (recruit && s.rules.mustRecruitWhenEmpty && s.play[side].length === 0) return out;
  out.push(PASS);
  for (const g of s.play[side]) if (!s.mobilized.includes(g)) activations(s, side, g, out);
  if (!holdsAny) return out;
  if (owns(s, side, 'NUC')) {
    const mil = militaryInPlay(s);
    if (mil.length > 0) {
      for (const order of permutations(mil)) {
        out.push(freeze({ type: 'playEvent', event: 'NUC', order: Object.freeze(order) }));
      }
    }
  }
  if (owns(s, side, 'LIV') && s.groupDiscard.length > 0 && s.play[side].length < population(s)) {
    out.push(EVENT.LIV);
  }
  return out;
}

/**
 * Every legal action for `side` now; empty when it has no decision to make. A fresh array each
 * call; its actions are frozen (most of them shared constants).
 */
export function legalActions(s: ColdWarState, side: Side): ColdWarAction[] {
  const p = s.pending;
  if (p === null) return [];
  switch (p.kind) {
    case 'action':
      return p.side === side ? struggleActions(s, side) : [];
    case 'chooseAgent': {
      if (!p.sides.includes(side)) return [];
      const out: ColdWarAction[] = [];
      for (const agent of availableAgents(s, side)) out.push(CHOOSE_AGENT[agent]!);
      return out;
    }
    case 'mediaDecision':
      if (p.side !== side) return [];
      return s.play[side].length < population(s)
        ? [MEDIA.recruit, MEDIA.discard, MEDIA.leave]
        : [MEDIA.discard, MEDIA.leave];
    case 'chooseFirst':
      return p.side === side ? [FIRST.CIA, FIRST.KGB] : [];
    case 'arrangeGroups':
      return p.side === side
        ? permutations(p.cards).map((order) => freeze({ type: 'arrangeGroups', order: Object.freeze(order) }))
        : [];
    case 'arrangeObjectives':
      return p.side === side
        ? permutations(p.cards).map((order) =>
            freeze({ type: 'arrangeObjectives', order: Object.freeze(order) }),
          )
        : [];
    case 'doubleAgentPrivilege': {
      if (p.side !== side) return [];
      const out: ColdWarAction[] = [REVEAL];
      if (s.rules.doubleAgentVariant === 'revealOrLeave') {
        const status = s.agents[opp(side)];
        for (const agent of AGENT_IDS) {
          if (agent !== 'DEPUTY_DIRECTOR' && status[agent] === 'hq') out.push(LEAVE[agent]!);
        }
      }
      out.push(DECLINE_PRIVILEGE);
      return out;
    }
    case 'nobel':
      return p.side === side ? [EVENT.NOB, DECLINE] : [];
    case 'detente': {
      if (p.side !== side) return [];
      const out: ColdWarAction[] = [];
      if (canPlaySpaceRace(s, side)) out.push(EVENT.SPA);
      if (canPlayOlympics(s, side)) out.push(EVENT.OLY);
      out.push(DECLINE);
      return out;
    }
    case 'returnAgent': {
      if (p.side !== side) return [];
      const status = s.agents[side];
      const out: ColdWarAction[] = [];
      for (const agent of AGENT_IDS) if (status[agent] === 'terminated') out.push(RETURN_AGENT[agent]!);
      return out;
    }
  }
}
