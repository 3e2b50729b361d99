import type { GameId } from '../../protocol/messages';
import { coldwarScreens } from './coldwar';
import { doubleagentScreens } from './doubleagent';
import type { GameScreens } from './game-screens';

/** Every game's screens, by id: the one place the shell learns which games exist. */
export const GAME_SCREENS: Readonly<Record<GameId, GameScreens>> = {
  coldwar: coldwarScreens,
  doubleagent: doubleagentScreens,
};

export const gameScreens = (game: GameId): GameScreens => GAME_SCREENS[game];
