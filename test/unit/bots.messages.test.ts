// What the bot worker tells a bot about its question (src-main/bots/bot-messages.ts), issue 21:
// the budget runs from the host's request, and a cancelled question stops the search.
import { describe, expect, it } from 'vitest';
import { searchLimit } from '../../engine/bots';
import { type BotQuestion, botContext, REPLY_MS } from '../../src-main/bots/bot-messages';

const question = (id: number, askedAt?: number): BotQuestion => ({
  id,
  game: 'coldwar',
  bot: 'ismcts:hard',
  view: {},
  legal: [],
  seed: 3,
  budgetMs: 500,
  askedAt,
});

describe('a bot question in the worker', () => {
  it('gives the search a deadline measured from the request, less the reply time', () => {
    let t = 10_300; // the worker gets to it 300 ms after the host asked
    const context = botContext(question(4, 10_000), () => t);
    expect(context).toMatchObject({ seed: 3, budgetMs: 500, askedAt: 10_000, replyMs: REPLY_MS });
    const stop = searchLimit(context, 1e9);
    while (!stop()) t += 1;
    expect(t).toBeGreaterThanOrEqual(10_500 - REPLY_MS);
    expect(t).toBeLessThan(10_500 - REPLY_MS + 16);
  });

  it('is cancelled once the host cancels it or a later question', () => {
    let upTo = 0;
    const context = botContext(
      question(4, 0),
      () => 0,
      () => upTo,
    );
    expect(context.cancelled!()).toBe(false);
    upTo = 3;
    expect(context.cancelled!()).toBe(false);
    upTo = 4;
    expect(context.cancelled!()).toBe(true);
    upTo = 9;
    expect(context.cancelled!()).toBe(true);
  });
});
