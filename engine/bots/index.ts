import type { ColdWarAction, ColdWarView } from '../coldwar';
import type { DaAction, DaView } from '../doubleagent';
import type { Bot } from './bot';
import { type ColdWarBot, heuristicBot, ismctsBot, type Level } from './coldwar/bots';
import { trainerBot } from './coldwar/trainer';
import { planningBot } from './doubleagent/planner';
import { randomBot } from './random-bot';

export type { Bot, BotContext } from './bot';
export { searchLimit } from './bot';
export { type ColdWarBot, heuristicBot, ismctsBot, LEVELS, type Level } from './coldwar/bots';
export { determinize } from './coldwar/determinize';
export { search } from './coldwar/ismcts';
export { trainerBot } from './coldwar/trainer';
export { planningBot } from './doubleagent/planner';
export { BotRandom } from './random';
export { randomBot } from './random-bot';

export const COLDWAR_BOT_NAMES = [
  'random',
  'heuristic',
  'ismcts',
  'ismcts:easy',
  'ismcts:normal',
  'ismcts:hard',
  'trainer',
];
export const DOUBLEAGENT_BOT_NAMES = ['random', 'planner', 'heuristic'];

/**
 * A Cold War bot by name (`random`, `heuristic`, `ismcts`, `ismcts:<level>` or `trainer`, the guided
 * game's opponent); null for an unknown name.
 */
export function coldwarBot(name: string): ColdWarBot | null {
  if (name === 'random') return randomBot<ColdWarView, ColdWarAction>();
  if (name === 'heuristic') return heuristicBot();
  if (name === 'trainer') return trainerBot();
  const [kind, level = 'normal'] = name.split(':');
  if (kind === 'ismcts' && (level === 'easy' || level === 'normal' || level === 'hard'))
    return ismctsBot(level as Level);
  return null;
}

/**
 * A Double Agent bot by name: `random`, or `planner` (alias `heuristic`), which plays whichever
 * role its view shows (the security agent's deduction plan or the double agent's sabotage plan).
 */
export function doubleAgentBot(name: string): Bot<DaView, DaAction> | null {
  if (name === 'random') return randomBot<DaView, DaAction>();
  if (name === 'planner' || name === 'heuristic') return planningBot();
  return null;
}
