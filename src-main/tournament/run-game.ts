import { performance } from 'node:perf_hooks';
import { doubleAgentBot } from '../../engine/bots';
import type { TournamentArgs } from './args';
import { coldwarPlayer, playColdWarGame } from './coldwar-match';
import { playDoubleAgentGame } from './doubleagent-match';

/** One game's outcome, from A's side. */
export interface GameOutcome {
  readonly index: number;
  readonly winner: 'A' | 'B' | null;
  /** Double Agent games: whether the double agent's side won (whoever played it). */
  readonly doubleAgentWon?: boolean;
  /** Cold War games: decisions with a real choice, per player. */
  readonly decisions?: { readonly A: number; readonly B: number };
  readonly ms: number;
}

/**
 * Game `index` of a tournament: A takes each side (or role) in every other game, so over an even
 * number of games both players play both equally. Cold War: A is CIA in even games. Double Agent:
 * A plays the double agent and B the three Security Agents in even games, the other way round in
 * odd ones; a side "wins" when the role it plays wins.
 */
export function runGame(args: TournamentArgs, index: number): GameOutcome {
  const start = performance.now();
  const seed = args.seed + index;
  const aFirst = index % 2 === 0;
  if (args.game === 'coldwar') {
    const a = coldwarPlayer(args.a);
    const b = coldwarPlayer(args.b);
    const clock = {
      ...(args.budgetMs === undefined ? {} : { budgetMs: args.budgetMs, now: () => performance.now() }),
      ...(args.iterations === undefined ? {} : { maxIterations: args.iterations }),
    };
    const r = playColdWarGame(a, b, aFirst ? 'CIA' : 'KGB', seed, clock);
    return { index, winner: r.winner, decisions: r.decisions, ms: performance.now() - start };
  }
  const a = doubleAgentBot(args.a)!;
  const b = doubleAgentBot(args.b)!;
  const r = aFirst ? playDoubleAgentGame(a, b, seed) : playDoubleAgentGame(b, a, seed);
  const daWon = r.winner === 'doubleAgent';
  const winner = r.winner === null ? null : daWon === aFirst ? 'A' : 'B';
  return { index, winner, doubleAgentWon: daWon, ms: performance.now() - start };
}
