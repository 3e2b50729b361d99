import { expect } from 'vitest';
import {
  type AgentId,
  type ColdWarAction,
  type ColdWarEvent,
  type ColdWarState,
  GROUPS,
  type GroupId,
  type NewGameOptions,
  newGame,
  type ObjectiveId,
  type Side,
  step,
} from '../../engine/coldwar';

/** A new game that must succeed. */
export function game(options: Partial<NewGameOptions> = {}): ColdWarState {
  const r = newGame({ seed: 1, ...options });
  if (!r.ok) throw new Error(`newGame refused: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** Apply an action that must be legal; returns the new state and its events. */
export function play(
  s: ColdWarState,
  side: Side,
  action: ColdWarAction,
): { s: ColdWarState; events: ColdWarEvent[] } {
  const r = step(s, side, action);
  if (!r.ok) throw new Error(`${side} ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
  return { s: r.value.state, events: [...r.value.events] };
}

export const act = (s: ColdWarState, side: Side, action: ColdWarAction): ColdWarState =>
  play(s, side, action).s;

/** The refusal code of an action that must be refused, checking the state is untouched. */
export function refusal(s: ColdWarState, side: string, action: unknown): string {
  const before = JSON.stringify(s);
  const r = step(s, side, action);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`${side} ${JSON.stringify(action)} was accepted`);
  return r.error.code;
}

export const other = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

export interface Setup {
  objective: ObjectiveId;
  CIA?: GroupId[];
  KGB?: GroupId[];
  mobilized?: GroupId[];
  discard?: GroupId[];
  x?: { CIA?: AgentId; KGB?: AgentId };
  balance?: Side;
  /** Who acts next in the struggle (default: the Balance holder). */
  toMove?: Side;
  /** Default: both sides already made their first action. */
  firstDone?: boolean;
  scored?: { CIA?: ObjectiveId[]; KGB?: ObjectiveId[] };
  rules?: NewGameOptions['rules'];
  deal?: ObjectiveId[];
  seed?: number;
}

const VP: Record<string, number> = {
  ANG: 10,
  CON: 10,
  CUB: 10,
  HON: 10,
  AFG: 15,
  PAN: 15,
  VIE: 20,
  CHI: 10,
  KOR: 10,
  IRN: 15,
  LBY: 15,
  EGY: 20,
  GRE: 10,
  TUR: 15,
  CZE: 20,
  NUC: 5,
  SUM: 5,
  LIV: 5,
  NOB: 5,
  SPA: 5,
  OLY: 5,
};

/** A13 sums: hand-entered VP of A2.2 (not read from the engine). */
export const vpOf = (ids: readonly ObjectiveId[]): number => ids.reduce((t, id) => t + VP[id]!, 0);

/**
 * An Influence Struggle in progress, reached by legal actions (Planning, first player) and then
 * the table laid out as given: groups in play, mobilized cards, discard, scored objectives.
 * Every group and objective stays accounted for exactly once.
 */
export function struggle(setup: Setup): ColdWarState {
  const balance = setup.balance ?? 'CIA';
  let s = game({
    seed: setup.seed ?? 7,
    balanceHolder: balance,
    deal: { objectives: [setup.objective, ...(setup.deal ?? [])] },
    ...(setup.rules ? { rules: setup.rules } : {}),
  });
  s = act(s, 'CIA', { type: 'chooseAgent', agent: setup.x?.CIA ?? 'DEPUTY_DIRECTOR' });
  s = act(s, 'KGB', { type: 'chooseAgent', agent: setup.x?.KGB ?? 'DEPUTY_DIRECTOR' });
  s = act(s, balance, { type: 'chooseFirst', first: setup.toMove ?? balance });
  const c = relayout(s, { CIA: setup.CIA ?? [], KGB: setup.KGB ?? [] }, setup.mobilized, setup.discard);
  const scored = { CIA: setup.scored?.CIA ?? [], KGB: setup.scored?.KGB ?? [] };
  const taken = new Set<string>([...scored.CIA, ...scored.KGB]);
  c.objectiveDeck = c.objectiveDeck.filter((o) => !taken.has(o));
  c.scored = scored;
  c.vp = { CIA: vpOf(scored.CIA), KGB: vpOf(scored.KGB) };
  if (setup.firstDone !== false) c.struggle.acted = { CIA: 1, KGB: 1 };
  return c;
}

/** A copy of `s` with these groups in play (the rest of the 24 back in the deck, order kept). */
export function relayout(
  s: ColdWarState,
  play: { CIA: GroupId[]; KGB: GroupId[] },
  mobilized: GroupId[] = [],
  discard: GroupId[] = [],
): ColdWarState {
  const c = structuredClone(s);
  c.play = play;
  c.mobilized = mobilized;
  c.groupDiscard = discard;
  const used = new Set<string>([...play.CIA, ...play.KGB, ...discard]);
  c.groupDeck = [...c.groupDeck, ...s.play.CIA, ...s.play.KGB, ...s.groupDiscard].filter((g) => !used.has(g));
  return c;
}

/** Both players pass, the side to move first. */
export function passPass(s: ColdWarState): { s: ColdWarState; events: ColdWarEvent[] } {
  const first = (s.pending as { side: Side }).side;
  const a = play(s, first, { type: 'pass' });
  const b = play(a.s, other(first), { type: 'pass' });
  return { s: b.s, events: [...a.events, ...b.events] };
}

export const ALL_GROUP_IDS = GROUPS.map((g) => g.id);

export const types = (events: readonly ColdWarEvent[]): string[] => events.map((e) => e.type);
