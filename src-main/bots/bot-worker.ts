/**
 * The worker thread where bots think, so a long search never stalls the host: it receives a
 * seat's view and legal actions (never a game state) and answers with the chosen action.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { botFor } from '../../engine/bots';
import { type BotAnswer, type BotQuestion, botContext } from './bot-messages';

/** The highest question id the host has cancelled (bot-runner.ts writes it). */
const cancelled: Int32Array | null =
  workerData?.cancelled instanceof SharedArrayBuffer ? new Int32Array(workerData.cancelled) : null;
const cancelledUpTo = () => (cancelled ? Atomics.load(cancelled, 0) : 0);

function decide(question: BotQuestion): unknown {
  const context = botContext(question, undefined, cancelledUpTo);
  const bot = botFor(question.game, question.bot);
  if (!bot) throw new Error(`no ${question.game} bot called "${question.bot}"`);
  return bot.decide(question.view, question.legal, context);
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
