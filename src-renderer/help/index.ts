import type { GameId } from '../../protocol/messages';
import { coldWarHelp } from './coldwar-help';
import { doubleAgentHelp } from './doubleagent-help';
import type { GameHelp } from './game-help';

export type { GameHelp, HelpEntry, HelpSection } from './game-help';

/** "How to play" for a game, in the current language. */
export const gameHelp = (game: GameId): GameHelp => (game === 'coldwar' ? coldWarHelp() : doubleAgentHelp());
