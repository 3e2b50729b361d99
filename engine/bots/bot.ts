/**
 * The contract every computer opponent offers a host. A bot sees exactly what its seat sees:
 * the seat's view (as `viewFor` returns it, plain JSON) and the legal actions of that seat now
 * (public to that seat). It never gets a game state. Everything it needs beyond that — a seed,
 * a time budget, the clock to measure it — comes in the `BotContext`, so the bot stays pure:
 * same view, same legal list, same seed and same iteration cap → same action.
 *
 * A host calls it off its main loop (e.g. in a worker thread): post `{ view, legal, seed }` as
 * JSON, build the bot by name there (`coldwarBot`, `doubleAgentBot`), and post the action back.
 */
export interface BotContext {
  /** Seeds every random choice the bot makes. */
  readonly seed: number;
  /** Thinking time in milliseconds, measured with `now`. Ignored without `now`. */
  readonly budgetMs?: number;
  /** The caller's clock in milliseconds (e.g. `performance.now`); the engine has none of its own. */
  readonly now?: () => number;
  /**
   * When the budget began, on the `now` clock: the moment a host asked, so time spent before the
   * bot starts (a worker starting, the question in transit) comes out of the budget. Default: when
   * the search starts.
   */
  readonly askedAt?: number;
  /** Milliseconds kept back from the budget for the answer to travel back and be played. */
  readonly replyMs?: number;
  /** True once the asker no longer wants the answer (the game moved on): the search stops early. */
  readonly cancelled?: () => boolean;
  /** A hard cap on search iterations, for reproducible runs (a search stops at whichever comes first). */
  readonly maxIterations?: number;
}

export interface Bot<View, Action> {
  readonly name: string;
  /** One of `legal` (never anything else). `legal` must not be empty. */
  decide(view: View, legal: readonly Action[], context: BotContext): Action;
}

/**
 * Search stops: the clock budget when there is a clock and a budget (counted from `askedAt`, less
 * `replyMs`), and the iteration cap, whichever comes first.
 */
export function searchLimit(context: BotContext, defaultIterations: number): () => boolean {
  const now = context.now;
  const timed = now !== undefined && context.budgetMs !== undefined;
  // Without both a clock and a budget, the default cap keeps a search finite.
  const cap = context.maxIterations ?? (timed ? Infinity : defaultIterations);
  const deadline = timed ? (context.askedAt ?? now()) + context.budgetMs! - (context.replyMs ?? 0) : Infinity;
  const cancelled = context.cancelled;
  let done = 0;
  return () => {
    done += 1;
    if (done > cap) return true;
    // Reading a clock is not free: look at it (and whether the answer is still wanted) every 16 iterations.
    if ((done & 15) !== 0) return false;
    if (cancelled?.()) return true;
    return now !== undefined && now() >= deadline;
  };
}
