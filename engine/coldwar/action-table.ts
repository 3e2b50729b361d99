/**
 * The engine's speed tricks, in one place (docs/coldwar-engine.md, Performance): the listed
 * actions are frozen (a caller must not be able to edit one), and all but the order-carrying ones
 * are module constants frozen once and shared, found by a group's position read from its id's
 * characters; permutation index orders are computed once. Allocating and freezing a new object
 * per listed action was the largest single cost of a playout. Nothing here decides legality:
 * rulings.ts does.
 */
import { AGENTS, GROUPS } from './cards';
import type { AgentId, ColdWarAction, Faction, GroupId, Side } from './types';

const freeze = <T extends ColdWarAction>(a: T): T => Object.freeze(a);

export const RECRUIT = freeze({ type: 'recruit' });
export const PASS = freeze({ type: 'pass' });
export const DECLINE = freeze({ type: 'declineEvent' });
export const EVENT = {
  SUM: freeze({ type: 'playEvent', event: 'SUM' }),
  LIV: freeze({ type: 'playEvent', event: 'LIV' }),
  NOB: freeze({ type: 'playEvent', event: 'NOB' }),
  SPA: freeze({ type: 'playEvent', event: 'SPA' }),
  OLY: freeze({ type: 'playEvent', event: 'OLY' }),
} as const;
export const MEDIA = {
  recruit: freeze({ type: 'mediaDecision', choice: 'recruit' }),
  discard: freeze({ type: 'mediaDecision', choice: 'discard' }),
  leave: freeze({ type: 'mediaDecision', choice: 'leave' }),
} as const;
export const FIRST: Readonly<Record<Side, ColdWarAction>> = {
  CIA: freeze({ type: 'chooseFirst', first: 'CIA' }),
  KGB: freeze({ type: 'chooseFirst', first: 'KGB' }),
};
export const REVEAL = freeze({ type: 'doubleAgentPrivilege', option: 'reveal' });
export const DECLINE_PRIVILEGE = freeze({ type: 'doubleAgentPrivilege', option: 'decline' });
const byAgent = (make: (agent: AgentId) => ColdWarAction): Readonly<Record<string, ColdWarAction>> =>
  Object.fromEntries(AGENTS.map((a) => [a.id, freeze(make(a.id))]));
export const CHOOSE_AGENT = byAgent((agent) => ({ type: 'chooseAgent', agent }));
export const LEAVE = byAgent((agent) => ({ type: 'doubleAgentPrivilege', option: 'leave', agent }));
export const RETURN_AGENT = byAgent((agent) => ({ type: 'returnAgent', agent }));

/**
 * The position of a group id in `GROUPS` (MIL, ECO, POL, MED × 1–6), read from its characters:
 * cheaper than a string-keyed lookup. Only for ids taken from a state (always well formed).
 */
export function groupIndex(id: GroupId): number {
  const c = id.charCodeAt(0); // M(IL), E(CO), P(OL), M(ED)
  const faction = c === 69 ? 1 : c === 80 ? 2 : id.charCodeAt(1) === 73 ? 0 : 3;
  return faction * 6 + id.charCodeAt(4) - 49;
}

/** A well-formed group id's faction, read from its characters (as `groupIndex`). */
export function factionOf(id: GroupId): Faction {
  const c = id.charCodeAt(0);
  return c === 69 ? 'ECO' : c === 80 ? 'POL' : id.charCodeAt(1) === 73 ? 'MIL' : 'MED';
}

/** A well-formed group id's value (the number in it). */
export const groupValue = (id: GroupId): number => id.charCodeAt(4) - 48;

/** `ACTIVATE[i]`: Media's activation (no target); `ACTIVATE_ON[i][j]`: the others (by `groupIndex`). */
const ACTIVATE: readonly ColdWarAction[] = GROUPS.map((g) => freeze({ type: 'activate', group: g.id }));
const ACTIVATE_ON: readonly (readonly ColdWarAction[])[] = GROUPS.map((g) =>
  GROUPS.map((t) => freeze({ type: 'activate', group: g.id, target: t.id })),
);

/** The shared action activating `group` (on `target`, unless it is a Media group). */
export const activation = (group: GroupId, target?: GroupId): ColdWarAction =>
  target === undefined ? ACTIVATE[groupIndex(group)]! : ACTIVATE_ON[groupIndex(group)]![groupIndex(target)]!;

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

/** Every order of `items` as frozen actions made by `make` (Nuclear Escalation, arrangements). */
export function orderedActions<T>(
  items: readonly T[],
  make: (order: readonly T[]) => ColdWarAction,
): ColdWarAction[] {
  return permutations(items).map((order) => freeze(make(Object.freeze(order))));
}
