import type { GameScreens } from '../game-screens';
import ColdWarScreen from './ColdWarScreen.svelte';
import { coldwarPresentation } from './presentation';

export const coldwarScreens: GameScreens = { ...coldwarPresentation, Screen: ColdWarScreen };
