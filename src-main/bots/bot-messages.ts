import type { BotContext } from '../../engine/bots/bot';
import type { Result } from '../../engine/core';
import type { GameId } from '../../protocol/messages';

/** What the host asks a bot: one seat's view and legal actions, nothing more. */
export interface BotQuestion {
  readonly id: number;
  readonly game: GameId;
  readonly bot: string;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: number;
  readonly budgetMs?: number;
  /** When the host asked, in epoch milliseconds (see epochNow): the budget counts from here. */
  readonly askedAt?: number;
}

/**
 * Milliseconds since the epoch with sub-millisecond steps, the same on every thread of the
 * process (performance.now alone counts from each thread's own start).
 */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/** Kept back from a bot's budget for its answer to reach the host's loop and be played. */
export const REPLY_MS = 10;

/** The worker's answer to question `id`: the action chosen, or why the bot failed. */
export type BotAnswer = { readonly id: number } & Result<unknown, string>;

/**
 * What a bot is told when it gets a question: its budget runs from when the host asked (not from
 * when the worker got round to it), on a clock both threads share, less the time its answer needs;
 * it stops early once the host has cancelled every question up to this one (`cancelledUpTo`, the
 * highest cancelled id, read from memory the host thread writes).
 */
export function botContext(
  question: BotQuestion,
  now: () => number = epochNow,
  cancelledUpTo: () => number = () => 0,
): BotContext {
  return {
    seed: question.seed,
    budgetMs: question.budgetMs,
    now,
    askedAt: question.askedAt,
    replyMs: REPLY_MS,
    cancelled: () => cancelledUpTo() >= question.id,
  };
}
