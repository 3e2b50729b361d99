import { performance } from 'node:perf_hooks';
import type { TournamentArgs } from './args';
import type { GameOutcome } from './match';
import { tournamentMatch } from './matches';

export type { GameOutcome } from './match';

/** Game `index` of a tournament, timed; the arguments were checked by parseTournamentArgs. */
export function runGame(args: TournamentArgs, index: number): GameOutcome {
  const match = tournamentMatch(args.game);
  if (!match) throw new Error(`no tournament match for the game "${args.game}"`);
  const start = performance.now();
  const { winner, detail } = match.play(args, index);
  return { index, winner, detail, ms: performance.now() - start };
}
