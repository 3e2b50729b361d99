import { coldwarRules } from '../../../engine/coldwar';
import type { AnyGameRules, GameScreens } from '../game-screens';
import ColdWarScreen from './ColdWarScreen.svelte';
import { coldwarPresentation } from './presentation';

export const coldwarScreens: GameScreens = {
  ...coldwarPresentation,
  Screen: ColdWarScreen,
  rules: coldwarRules as unknown as AnyGameRules,
};
