import { performance } from 'node:perf_hooks';
import {
  type BotContext,
  botNames,
  coldwarBot,
  LEVELS,
  type Level,
  search,
  searchLimit,
} from '../../../engine/bots';
import {
  type ColdWarAction,
  type ColdWarState,
  legalActions,
  newGame,
  type Side,
  step,
  toAct,
  viewFor,
} from '../../../engine/coldwar';
import { roundTo4, type TournamentMatch } from '../../tournament/match';

/** The measuring-only `ismcts-cheat[:level]`: the search handed the real state. */
const MEASURING_ONLY = ['ismcts-cheat', 'ismcts-cheat:easy', 'ismcts-cheat:normal', 'ismcts-cheat:hard'];

/** A seat player for the tournament: an honest bot gets the view; the measuring-only cheat gets the state. */
export type ColdWarPlayer = (
  state: ColdWarState,
  side: Side,
  legal: readonly ColdWarAction[],
  context: BotContext,
) => ColdWarAction;

export function coldwarPlayer(name: string): ColdWarPlayer {
  if (name.startsWith('ismcts-cheat')) {
    const level = (name.split(':')[1] ?? 'normal') as Level;
    const l = LEVELS[level];
    // The same search as `ismcts`, but every iteration plays in the real game state (the
    // "cheat gap" measurement): it knows the opponent's Agent X and both decks' order.
    return (state, side, legal, context) =>
      legal.length === 1
        ? legal[0]!
        : search({
            seat: side,
            legal,
            sample: () => state,
            seed: context.seed,
            stop: searchLimit({ ...context, budgetMs: context.budgetMs ?? l.budgetMs }, l.iterations),
            greed: l.greed,
            extraTurns: l.extraTurns,
          }).action;
  }
  const bot = coldwarBot(name);
  if (bot === null) throw new Error(`unknown Cold War bot ${name}`);
  return (state, side, legal, context) => bot.decide(viewFor(state, side), legal, context);
}

export interface ColdWarGameResult {
  /** The winning player ('A', 'B') or null for a draw. */
  readonly winner: 'A' | 'B' | null;
  readonly actions: number;
  /** Decisions with more than one legal action, per player (only those are searched). */
  readonly decisions: { readonly A: number; readonly B: number };
}

/** One game, A playing `aSide`. `clock` gives the bots their budget (or cap) per decision. */
export function playColdWarGame(
  a: ColdWarPlayer,
  b: ColdWarPlayer,
  aSide: Side,
  seed: number,
  clock: Omit<BotContext, 'seed'>,
): ColdWarGameResult {
  const created = newGame({ seed });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  let actions = 0;
  const decisions = { A: 0, B: 0 };
  while (s.result === null) {
    const side = toAct(s)[0]!;
    const who = side === aSide ? 'A' : 'B';
    const legal = legalActions(s, side);
    if (legal.length > 1) decisions[who]++;
    const action = (who === 'A' ? a : b)(s, side, legal, { ...clock, seed: seed * 100_003 + actions });
    const r = step(s, side, action);
    if (!r.ok) throw new Error(`player ${who} played an illegal action: ${r.error.message}`);
    s = r.value.state;
    actions++;
  }
  const w = s.result.winner;
  return { winner: w === null ? null : w === aSide ? 'A' : 'B', actions, decisions };
}

/** Cold War tournaments: A is CIA in even games, KGB in odd ones; searched decisions are counted. */
export const coldwarMatch: TournamentMatch<ColdWarGameResult['decisions']> = {
  players: () => [...botNames('coldwar'), ...MEASURING_ONLY],
  play(args, index) {
    const clock = {
      ...(args.budgetMs === undefined ? {} : { budgetMs: args.budgetMs, now: () => performance.now() }),
      ...(args.iterations === undefined ? {} : { maxIterations: args.iterations }),
    };
    const aSide = index % 2 === 0 ? 'CIA' : 'KGB';
    const r = playColdWarGame(coldwarPlayer(args.a), coldwarPlayer(args.b), aSide, args.seed + index, clock);
    return { winner: r.winner, detail: r.decisions };
  },
  summarize: (outcomes) => ({
    aDecisionsPerGame: roundTo4(outcomes.reduce((n, o) => n + o.detail.A, 0) / outcomes.length),
  }),
};
