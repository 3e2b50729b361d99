/**
 * The worker thread where bots think, so a long search never stalls the host: it receives a
 * seat's view and legal actions (never a game state) and answers with the chosen action.
 */
import { parentPort } from 'node:worker_threads';
import { coldwarBot, doubleAgentBot } from '../../engine/bots';
import type { ColdWarAction, ColdWarView } from '../../engine/coldwar';
import type { DaAction, DaView } from '../../engine/doubleagent';
import type { BotAnswer, BotQuestion } from './bot-messages';

function decide(question: BotQuestion): unknown {
  const context = { seed: question.seed, budgetMs: question.budgetMs, now: () => performance.now() };
  if (question.game === 'coldwar') {
    const bot = coldwarBot(question.bot);
    if (!bot) throw new Error(`no Cold War bot called "${question.bot}"`);
    return bot.decide(question.view as ColdWarView, question.legal as ColdWarAction[], context);
  }
  const bot = doubleAgentBot(question.bot);
  if (!bot) throw new Error(`no Double Agent bot called "${question.bot}"`);
  return bot.decide(question.view as DaView, question.legal as DaAction[], context);
}

parentPort?.on('message', (question: BotQuestion) => {
  let answer: BotAnswer;
  try {
    answer = { id: question.id, ok: true, action: decide(question) };
  } catch (error) {
    answer = { id: question.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
