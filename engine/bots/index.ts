import type { DaAction, DaView } from '../doubleagent';
import type { Bot } from './bot';
import type { ColdWarBot } from './coldwar/bots';
import { BOT_REGISTRY } from './registry';

export type { Bot, BotContext } from './bot';
export { searchLimit } from './bot';
export { type ColdWarBot, heuristicBot, ismctsBot, LEVELS, type Level } from './coldwar/bots';
export { determinize } from './coldwar/determinize';
export { search } from './coldwar/ismcts';
export { trainerBot } from './coldwar/trainer';
export { planningBot } from './doubleagent/planner';
export { BotRandom } from './random';
export { randomBot } from './random-bot';

export { BOT_REGISTRY, type BotListing, botListings, botNames, type RegisteredBot } from './registry';

/**
 * `game`'s bot called `name` (see `BOT_REGISTRY`), for a caller that holds a seat's view and legal
 * actions as plain data (the bot worker); null for a name the game has no bot by.
 */
export function botFor(game: string, name: string): Bot<unknown, unknown> | null {
  const entry = BOT_REGISTRY.find((bot) => bot.game === game && bot.name === name);
  return entry ? (entry.make() as Bot<unknown, unknown>) : null;
}

/** A Cold War bot by name (see `BOT_REGISTRY`); null for an unknown name. */
export function coldwarBot(name: string): ColdWarBot | null {
  const entry = BOT_REGISTRY.find((bot) => bot.game === 'coldwar' && bot.name === name);
  return entry?.game === 'coldwar' ? entry.make() : null;
}

/** A Double Agent bot by name (see `BOT_REGISTRY`); null for an unknown name. */
export function doubleAgentBot(name: string): Bot<DaView, DaAction> | null {
  const entry = BOT_REGISTRY.find((bot) => bot.game === 'doubleagent' && bot.name === name);
  return entry?.game === 'doubleagent' ? entry.make() : null;
}
