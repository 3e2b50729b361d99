import { parseArgs } from 'node:util';
import { ok, type Result } from '../../engine/core';
import { tournamentGames, tournamentMatch } from './matches';

export interface TournamentArgs {
  /** A game with a tournament match (`matches.ts`). */
  readonly game: string;
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly seed: number;
  /** Thinking time per searched decision (Cold War search bots), measured on the worker's clock. */
  readonly budgetMs: number | undefined;
  /** Iteration cap per searched decision; with neither this nor a budget, each level's default cap. */
  readonly iterations: number | undefined;
  readonly workers: number;
}

/** The options, or one line that says what to type instead. */
export type ParsedArgs = Result<TournamentArgs, string>;

const usage = () =>
  `Usage: tournament --game ${tournamentGames().join('|')} --a BOT --b BOT --games N --seed S [--budget-ms M] [--iterations N] [--workers W]`;

const positiveInt = (v: string | undefined): number | null =>
  v !== undefined && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null;

export function parseTournamentArgs(argv: readonly string[], cpus: number): ParsedArgs {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        game: { type: 'string' },
        a: { type: 'string' },
        b: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        'budget-ms': { type: 'string' },
        iterations: { type: 'string' },
        workers: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return { ok: false, error: `${reason.replace(/\.$/, '')}. ${usage()}` };
  }
  const game = values.game ?? '';
  const match = tournamentMatch(game);
  if (!match) return { ok: false, error: `--game must be ${tournamentGames().join(' or ')}. ${usage()}` };
  const names = match.players();
  for (const side of ['a', 'b'] as const) {
    const name = values[side];
    if (name === undefined || !names.includes(name))
      return { ok: false, error: `--${side} must be one of ${names.join(', ')}. ${usage()}` };
  }
  const games = positiveInt(values.games);
  if (games === null) return { ok: false, error: `--games must be a positive integer. ${usage()}` };
  const seed = values.seed !== undefined && /^-?\d+$/.test(values.seed) ? Number(values.seed) : null;
  if (seed === null || !Number.isSafeInteger(seed))
    return { ok: false, error: `--seed must be an integer. ${usage()}` };
  const budget = values['budget-ms'];
  const budgetMs = budget === undefined ? undefined : positiveInt(budget);
  if (budgetMs === null) return { ok: false, error: `--budget-ms must be a positive integer. ${usage()}` };
  const iter = values.iterations;
  const iterations = iter === undefined ? undefined : positiveInt(iter);
  if (iterations === null) return { ok: false, error: `--iterations must be a positive integer. ${usage()}` };
  const w = values.workers;
  const workers = w === undefined ? Math.max(1, Math.min(2, cpus)) : positiveInt(w);
  if (workers === null) return { ok: false, error: `--workers must be a positive integer. ${usage()}` };
  return ok({
    game,
    a: values.a!,
    b: values.b!,
    games,
    seed,
    budgetMs,
    iterations,
    workers: Math.min(workers, games),
  });
}
