export interface BackoffOptions {
  readonly base?: number;
  readonly max?: number;
  /** A number in [0, 1) to spread retries; 0.5 gives the plain delay. */
  readonly random?: number;
}

/** Milliseconds to wait before reconnect attempt `attempt` (0 for the first retry). */
export function reconnectDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.base ?? 500;
  const max = options.max ?? 8000;
  const plain = Math.min(max, base * 2 ** Math.max(0, Math.min(attempt, 20)));
  const spread = 0.8 + 0.4 * (options.random ?? 0.5);
  return Math.round(Math.min(max, plain * spread));
}
