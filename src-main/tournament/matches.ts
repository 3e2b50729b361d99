import { coldwarMatch } from '../games/coldwar/tournament-match';
import { doubleagentMatch } from '../games/doubleagent/tournament-match';
import type { TournamentMatch } from './match';

/** The one tournament module that names the games: each game's match, by its id. */
const matches: Readonly<Record<string, TournamentMatch>> = {
  coldwar: coldwarMatch as TournamentMatch,
  doubleagent: doubleagentMatch as TournamentMatch,
};

export const tournamentGames = (): string[] => Object.keys(matches);

export const tournamentMatch = (game: string): TournamentMatch | null =>
  Object.hasOwn(matches, game) ? matches[game]! : null;
