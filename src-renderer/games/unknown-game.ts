import { t } from '../i18n';
import type { GameScreens } from './game-screens';
import { nothingPublic } from './game-screens';
import UnknownGameScreen from './UnknownGameScreen.svelte';

/**
 * The screens of a game this build does not know (a newer host's): named by its id, a page that
 * says it cannot be shown here, and nothing of any seat's view read or shown.
 */
export const unknownGameScreens = (game: string): GameScreens => ({
  guided: false,
  swapOnRematch: false,
  openingPlay: false,
  name: () => game,
  players: () => '',
  blurb: () => t('game.unknown.blurb'),
  help: () => ({ goal: t('game.unknown.blurb'), steps: [], sections: [] }),
  phaseHelp: () => null,
  waitingFor: () => null,
  isPublicStep: () => false,
  publicModel: nothingPublic,
  gameOverText: () => null,
  actionLabel: () => '',
  placeName: (_view, id) => id,
  Screen: UnknownGameScreen,
  rules: null,
});
