import { doubleagentRules } from '../../../engine/doubleagent';
import type { AnyGameRules, GameScreens } from '../game-screens';
import DoubleAgentScreen from './DoubleAgentScreen.svelte';
import DoubleAgentSetup from './DoubleAgentSetup.svelte';
import { doubleagentPresentation } from './presentation';

export const doubleagentScreens: GameScreens = {
  ...doubleagentPresentation,
  Screen: DoubleAgentScreen,
  Setup: DoubleAgentSetup,
  rules: doubleagentRules as unknown as AnyGameRules,
};
