import { coldwarRules } from '../../engine/coldwar';
import type { GameRules } from '../../engine/core';
import { doubleagentRules } from '../../engine/doubleagent';
import type { GameId, GameListing } from '../../protocol/messages';

/** Every game behind the one contract the host speaks; the host never looks inside a state. */
export type AnyGameRules = GameRules<unknown, unknown, unknown, Record<string, unknown>>;

interface HostedGame {
  readonly rules: AnyGameRules;
  readonly listing: GameListing;
  /** Options used when a table is created without any (the lobby's quick start). */
  readonly defaultOptions: Record<string, unknown>;
}

export const GAMES: Readonly<Record<GameId, HostedGame>> = {
  coldwar: {
    rules: coldwarRules as unknown as AnyGameRules,
    listing: {
      id: 'coldwar',
      name: 'Cold War: CIA vs KGB',
      players: '2 players',
      blurb: 'Choose an agent in secret, then push your luck for influence over each objective.',
    },
    defaultOptions: {},
  },
  doubleagent: {
    rules: doubleagentRules as unknown as AnyGameRules,
    listing: {
      id: 'doubleagent',
      name: 'Project KGB: The Double Agent',
      players: '4 players (deluxe 4–6)',
      blurb: 'Security agents inspect the camp monitors while a hidden double agent sabotages them.',
    },
    defaultOptions: { players: ['Red', 'Blue', 'Green', 'Yellow'] },
  },
};

export const GAME_CATALOGUE: readonly GameListing[] = Object.values(GAMES).map((game) => game.listing);
