import DoubleAgentScreen from '../../doubleagent/DoubleAgentScreen.svelte';
import DoubleAgentSetup from '../../doubleagent/DoubleAgentSetup.svelte';
import type { GameScreens } from '../game-screens';
import { doubleagentPresentation } from './presentation';

export const doubleagentScreens: GameScreens = {
  ...doubleagentPresentation,
  Screen: DoubleAgentScreen,
  Setup: DoubleAgentSetup,
};
