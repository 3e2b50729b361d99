import type { GameId } from '../../protocol/messages';
import { coldwarScreens } from './coldwar';
import { doubleagentScreens } from './doubleagent';
import type { GameScreens } from './game-screens';
import { unknownGameScreens } from './unknown-game';

/** Every game's screens, by id: the one place the shell learns which games exist. */
const registered = new Map<GameId, GameScreens>([
  ['coldwar', coldwarScreens],
  ['doubleagent', doubleagentScreens],
]);

/** Adds the screens of a game this build does not ship (a test's toy game); an id already taken is a programming error. */
export function registerGameScreens(game: GameId, screens: GameScreens): void {
  if (registered.has(game)) throw new Error(`Screens for "${game}" are already registered.`);
  registered.set(game, screens);
}

/** A game's screens; a game this screen does not know (a newer host's) gets a page that says so. */
export const gameScreens = (game: GameId): GameScreens => registered.get(game) ?? unknownGameScreens(game);
