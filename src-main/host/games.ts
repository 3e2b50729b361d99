import type { GameId, GameListing } from '../../protocol/messages';
import { coldwarHosted } from '../games/coldwar/hosted';
import { doubleagentHosted } from '../games/doubleagent/hosted';
import type { HostedGame } from './hosted-game';

export type { AnyGameRules } from './hosted-game';

/** The registry: the one host module that names the games. */
export const GAMES: Readonly<Record<GameId, HostedGame>> = {
  coldwar: coldwarHosted,
  doubleagent: doubleagentHosted,
};

export const GAME_CATALOGUE: readonly GameListing[] = Object.values(GAMES).map((game) => game.listing);
