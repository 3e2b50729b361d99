import ColdWarScreen from '../../coldwar/ColdWarScreen.svelte';
import type { GameScreens } from '../game-screens';
import { coldwarPresentation } from './presentation';

export const coldwarScreens: GameScreens = { ...coldwarPresentation, Screen: ColdWarScreen };
