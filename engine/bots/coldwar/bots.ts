import type { ColdWarAction, ColdWarView, Side } from '../../coldwar';
import { type Bot, type BotContext, searchLimit } from '../bot';
import { BotRandom } from '../random';
import { determinize } from './determinize';
import { search } from './ismcts';
import { policyAction } from './policy';

export type ColdWarBot = Bot<ColdWarView, ColdWarAction>;
export type Level = 'easy' | 'normal' | 'hard';

function seatOf(view: ColdWarView): Side {
  if (view.seat !== 'CIA' && view.seat !== 'KGB') throw new Error('a bot plays a side, not the table');
  return view.seat;
}

/** The rule-based baseline: its blackjack policy on one determinization of its view. */
export function heuristicBot(): ColdWarBot {
  return {
    name: 'heuristic',
    decide(view, legal, context) {
      if (legal.length === 1) return legal[0]!;
      const rand = new BotRandom(context.seed);
      return policyAction(determinize(view, rand), seatOf(view), legal, rand);
    },
  };
}

/** What each level changes: thinking time (or iterations without a clock) and the playout policy. */
export const LEVELS: Readonly<
  Record<Level, { budgetMs: number; iterations: number; greed: number; extraTurns: number }>
> = {
  easy: { budgetMs: 50, iterations: 150, greed: 0, extraTurns: 0 },
  normal: { budgetMs: 250, iterations: 1000, greed: 0.8, extraTurns: 0 },
  hard: { budgetMs: 1000, iterations: 4000, greed: 0.8, extraTurns: 0 },
};

/** The search bot: SO-ISMCTS over determinizations of its own view (see ismcts.ts). */
export function ismctsBot(level: Level = 'normal'): ColdWarBot {
  const l = LEVELS[level];
  return {
    name: `ismcts:${level}`,
    decide(view, legal, context: BotContext) {
      if (legal.length === 1) return legal[0]!;
      const seat = seatOf(view);
      return search({
        seat,
        legal,
        sample: (rand) => determinize(view, rand),
        seed: context.seed,
        stop: searchLimit({ ...context, budgetMs: context.budgetMs ?? l.budgetMs }, l.iterations),
        greed: l.greed,
        extraTurns: l.extraTurns,
      }).action;
    },
  };
}
