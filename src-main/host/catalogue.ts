import type { GameListing } from '../../protocol/messages';

/** The games this table can host, as the lobby lists them. */
export const GAME_CATALOGUE: readonly GameListing[] = [
  {
    id: 'coldwar',
    name: 'Cold War: CIA vs KGB',
    players: '2 players',
    blurb: 'Choose an agent in secret, then push your luck for influence over each objective.',
  },
  {
    id: 'doubleagent',
    name: 'Project KGB: The Double Agent',
    players: '4 players (deluxe 4–6)',
    blurb: 'Security agents inspect the camp monitors while a hidden double agent sabotages them.',
  },
];
