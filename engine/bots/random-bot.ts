import type { Bot } from './bot';
import { BotRandom } from './random';

/** The baseline: a uniformly random legal action. Works for any game. */
export function randomBot<View, Action>(): Bot<View, Action> {
  return {
    name: 'random',
    decide: (_view, legal, context) => new BotRandom(context.seed).pick(legal),
  };
}
