import type { ColdWarAction, ColdWarView } from '../coldwar';
import type { DaAction, DaView } from '../doubleagent';
import type { Bot } from './bot';
import { type ColdWarBot, heuristicBot, ismctsBot, type Level } from './coldwar/bots';
import { trainerBot } from './coldwar/trainer';
import { planningBot } from './doubleagent/planner';
import { randomBot } from './random-bot';

/** A computer player as a screen may know it: nothing here is secret. */
export interface BotListing {
  readonly name: string;
  readonly game: 'coldwar' | 'doubleagent';
  /** The search level, for the bots that have one ("Play against the computer" picks by it). */
  readonly level: Level | null;
  /** The i18n key of its label, such as `bots.ismcts:easy`. */
  readonly labelKey: string;
  /** Whether screens offer it in their menus; aliases and the lesson's trainer are only accepted. */
  readonly offered: boolean;
}

export type RegisteredBot =
  | (BotListing & { readonly game: 'coldwar'; readonly make: () => ColdWarBot })
  | (BotListing & { readonly game: 'doubleagent'; readonly make: () => Bot<DaView, DaAction> });

/** An alias is accepted but not offered, and wears the label of the bot it names. */
interface Extra {
  readonly offered?: boolean;
  readonly aliasOf?: string;
}

const coldwar = (
  name: string,
  level: Level | null,
  make: () => ColdWarBot,
  extra: Extra = {},
): RegisteredBot => ({
  name,
  game: 'coldwar',
  level,
  labelKey: `bots.${extra.aliasOf ?? name}`,
  offered: extra.offered ?? extra.aliasOf === undefined,
  make,
});
const doubleagent = (name: string, make: () => Bot<DaView, DaAction>, extra: Extra = {}): RegisteredBot => ({
  name,
  game: 'doubleagent',
  level: null,
  labelKey: `bots.${extra.aliasOf ?? name}`,
  offered: extra.offered ?? extra.aliasOf === undefined,
  make,
});

/** Every computer player, the one list the host, the tournament and (through `welcome`) the screens use. */
export const BOT_REGISTRY: readonly RegisteredBot[] = [
  coldwar('random', null, () => randomBot<ColdWarView, ColdWarAction>()),
  coldwar('heuristic', null, () => heuristicBot()),
  coldwar('ismcts', 'normal', () => ismctsBot('normal'), { aliasOf: 'ismcts:normal' }),
  coldwar('ismcts:easy', 'easy', () => ismctsBot('easy')),
  coldwar('ismcts:normal', 'normal', () => ismctsBot('normal')),
  coldwar('ismcts:hard', 'hard', () => ismctsBot('hard')),
  // The guided game's opponent.
  coldwar('trainer', null, () => trainerBot(), { offered: false }),
  doubleagent('random', () => randomBot<DaView, DaAction>()),
  // Plays whichever role its view shows: the security agent's deduction or the double agent's sabotage.
  doubleagent('planner', () => planningBot()),
  doubleagent('heuristic', () => planningBot(), { aliasOf: 'planner' }),
];

/** The bots of `game` (none for a game without bots of its own). */
export const botNames = (game: string): string[] =>
  BOT_REGISTRY.filter((bot) => bot.game === game).map((bot) => bot.name);

/** The registry without its constructors, as `welcome` carries it. */
export const botListings = (): BotListing[] =>
  BOT_REGISTRY.map(({ name, game, level, labelKey, offered }) => ({ name, game, level, labelKey, offered }));
