import { err, isRngSeed, ok, type RngSeed, seedRng } from '../core';
import { GROUP_BY_ID, OBJECTIVE_BY_ID, OBJECTIVES } from './cards';
import type { ColdWarResult } from './errors';
import { startTurn } from './flow';
import { resolveRules } from './rules-flags';
import { allAgents, Ctx } from './state';
import type { ColdWarRulesConfig, ColdWarState, GroupId, ObjectiveId, Side } from './types';

export interface NewGameOptions {
  /** A table's 256-bit key; a number seeds the fast generator of older saves, tests and tournaments. */
  readonly seed: RngSeed;
  /** Any subset of the A12 flags; the rest take their defaults. */
  readonly rules?: Partial<ColdWarRulesConfig>;
  /** Fixed cards, top first; the cards not listed are shuffled below them. */
  readonly deal?: {
    readonly objectives?: readonly ObjectiveId[];
    /** The group deck of the first turn only (every later Briefing reshuffles all 24, A5). */
    readonly groups?: readonly GroupId[];
  };
  /** Who holds the Balance token on turn 1 (default: a seeded random pick, A4.3). */
  readonly balanceHolder?: Side;
}

function idList<T extends string>(
  v: unknown,
  known: Readonly<Record<string, unknown>>,
  what: string,
): ColdWarResult<readonly T[] | null> {
  if (v === undefined) return ok(null);
  if (!Array.isArray(v))
    return err('bad_deal', `deal.${what} must be an array of ids`, { field: `deal.${what}` });
  const seen = new Set<string>();
  for (const id of v) {
    if (typeof id !== 'string' || !Object.hasOwn(known, id)) {
      return err('bad_deal', `deal.${what} holds an unknown id`, { field: `deal.${what}` });
    }
    if (seen.has(id)) return err('bad_deal', `deal.${what} lists ${id} twice`, { field: `deal.${what}` });
    seen.add(id);
  }
  return ok(v as T[]);
}

/**
 * A4 setup and the first Briefing. The options are checked at run time too (they may come from a
 * save file or a network client): bad options are answered with an error, never a throw.
 */
export function newGame(options: NewGameOptions): ColdWarResult<ColdWarState> {
  const raw: unknown = options;
  if (typeof raw !== 'object' || raw === null) return err('bad_options', 'options must be an object');
  const o = raw as Record<string, unknown>;
  const seed = o.seed;
  if (!isRngSeed(seed) || (typeof seed === 'number' && !Number.isSafeInteger(seed))) {
    return err('bad_seed', 'seed must be an integer or a key of 64 hex digits');
  }
  const rules = resolveRules(o.rules);
  if (!rules.ok) return rules;
  const balance = o.balanceHolder;
  if (balance !== undefined && balance !== 'CIA' && balance !== 'KGB') {
    return err('bad_balance', 'balanceHolder must be "CIA" or "KGB"');
  }
  const deal = o.deal ?? {};
  if (typeof deal !== 'object' || deal === null || Array.isArray(deal)) {
    return err('bad_deal', 'deal must be an object', { field: 'deal' });
  }
  const d = deal as Record<string, unknown>;
  const objectives = idList<ObjectiveId>(d.objectives, OBJECTIVE_BY_ID, 'objectives');
  if (!objectives.ok) return objectives;
  const groups = idList<GroupId>(d.groups, GROUP_BY_ID, 'groups');
  if (!groups.ok) return groups;

  const initial: ColdWarState = {
    version: 1,
    rules: rules.value,
    rng: seedRng(seed),
    turn: 0,
    phase: 'briefing',
    pending: null,
    balance: 'CIA',
    objective: null,
    objectiveDeck: [],
    objectiveDiscard: [],
    groupDeck: [],
    groupDiscard: [],
    play: { CIA: [], KGB: [] },
    mobilized: [],
    scored: { CIA: [], KGB: [] },
    vp: { CIA: 0, KGB: 0 },
    agents: { CIA: allAgents('hq'), KGB: allAgents('hq') },
    agentX: { CIA: null, KGB: null },
    revealed: { CIA: false, KGB: false },
    barred: { CIA: null, KGB: null },
    doubleAgentPrivilege: null,
    analystPrivilege: null,
    struggle: { first: null, acted: { CIA: 0, KGB: 0 }, lastPass: false },
    struggleWinner: null,
    lastLoser: null,
    disorder: { CIA: false, KGB: false },
    nobelSaved: null,
    claimant: null,
    detenteQueue: [],
    knowledge: { CIA: [], KGB: [] },
    result: null,
  };
  const ctx = new Ctx(initial);
  const state = ctx.s;
  const fixed = objectives.value ?? [];
  const rest = OBJECTIVES.map((c) => c.id).filter((id) => !fixed.includes(id));
  state.objectiveDeck = fixed.concat(ctx.rolls().shuffled(rest));
  if (balance === undefined) {
    state.balance = ctx.rolls().int(0, 1) === 0 ? 'CIA' : 'KGB';
    ctx.emit({ type: 'balanceToken', side: state.balance, reason: 'random' });
  } else {
    state.balance = balance;
    ctx.emit({ type: 'balanceToken', side: state.balance, reason: 'chosen' });
  }
  startTurn(ctx, groups.value);
  ctx.finish();
  return ok(state);
}
