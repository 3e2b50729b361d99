import type { TournamentArgs } from './args';

/** One game of a tournament, from A's side; `detail` is the game's own record, for its summary. */
export interface GameOutcome<Detail = unknown> {
  readonly index: number;
  readonly winner: 'A' | 'B' | null;
  readonly detail: Detail;
  readonly ms: number;
}

/**
 * How one game is played bot against bot (`npm run tournament`). Each game's lives beside its
 * hosted game in `src-main/games/<game>/tournament-match.ts`; `matches.ts` registers them.
 */
export interface TournamentMatch<Detail = unknown> {
  /** The names `--a` and `--b` may take (asked each time: a test may add a bot to the registry). */
  players(): readonly string[];
  /**
   * Game `index` of a tournament. A takes each side (or role) in every other game, so over an
   * even number of games both players play both equally.
   */
  play(args: TournamentArgs, index: number): { readonly winner: 'A' | 'B' | null; readonly detail: Detail };
  /** The game's own fields of the summary line. */
  summarize(outcomes: readonly GameOutcome<Detail>[]): Record<string, unknown>;
}

export const roundTo4 = (x: number): number => Math.round(x * 10000) / 10000;
