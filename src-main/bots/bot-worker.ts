/**
 * The worker thread where bots think, so a long search never stalls the host: it receives a
 * seat's view and legal actions (never a game state) and answers with the chosen action.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { coldwarBot, doubleAgentBot } from '../../engine/bots';
import type { ColdWarAction, ColdWarView } from '../../engine/coldwar';
import type { DaAction, DaView } from '../../engine/doubleagent';
import { type BotAnswer, type BotQuestion, botContext } from './bot-messages';

/** The highest question id the host has cancelled (bot-runner.ts writes it). */
const cancelled: Int32Array | null =
  workerData?.cancelled instanceof SharedArrayBuffer ? new Int32Array(workerData.cancelled) : null;
const cancelledUpTo = () => (cancelled ? Atomics.load(cancelled, 0) : 0);

function decide(question: BotQuestion): unknown {
  const context = botContext(question, undefined, cancelledUpTo);
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
    answer = { id: question.id, ok: true, value: decide(question) };
  } catch (error) {
    answer = { id: question.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
