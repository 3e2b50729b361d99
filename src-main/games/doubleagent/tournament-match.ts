import { type Bot, botNames, doubleAgentBot } from '../../../engine/bots';
import {
  type DaAction,
  type DaState,
  type DaView,
  legalActions,
  newGame,
  step,
  toAct,
  viewFor,
} from '../../../engine/doubleagent';
import { roundTo4, type TournamentMatch } from '../../tournament/match';
import { wilson } from '../../tournament/wilson';

export const DA_PLAYERS = ['p1', 'p2', 'p3', 'p4'];
/** A safety net: a game that runs this long is a draw (the rules' own `maxRounds` flag). */
export const DA_MAX_ROUNDS = 80;

export interface DaGameResult {
  /** Who won: the double agent's side, the security side, or nobody (the round cap). */
  readonly winner: 'doubleAgent' | 'security' | null;
  readonly reason: string;
  readonly rounds: number;
}

/**
 * One standard game, every seat a bot: `doubleAgent` plays the seat dealt the Double Agent card
 * (seat `seed mod 4`), `security` the three others. Each bot sees only its seat's view.
 */
export function playDoubleAgentGame(
  doubleAgent: Bot<DaView, DaAction>,
  security: Bot<DaView, DaAction>,
  seed: number,
): DaGameResult {
  const da = DA_PLAYERS[seed % DA_PLAYERS.length]!;
  const created = newGame({
    seed,
    players: DA_PLAYERS,
    deal: { doubleAgent: da },
    rules: { maxRounds: DA_MAX_ROUNDS },
  });
  if (!created.ok) throw new Error(created.error.message);
  let s: DaState = created.value;
  let k = 0;
  while (s.phase.kind !== 'over') {
    const seat = toAct(s)[0]!;
    const legal = legalActions(s, seat);
    const bot = seat === da ? doubleAgent : security;
    const action = bot.decide(viewFor(s, seat), legal, { seed: seed * 7919 + k++ });
    const r = step(s, seat, action);
    if (!r.ok) throw new Error(`${bot.name} played an illegal action: ${r.error.message}`);
    s = r.value.state;
  }
  const p = s.phase;
  const winner = p.winner === null ? null : p.winner === da ? 'doubleAgent' : 'security';
  return { winner, reason: p.reason, rounds: s.round };
}

/**
 * Double Agent tournaments: A plays the double agent and B the three Security Agents in even
 * games, the other way round in odd ones; a side "wins" when the role it plays wins.
 */
export const doubleagentMatch: TournamentMatch<{ readonly doubleAgentWon: boolean }> = {
  players: () => botNames('doubleagent'),
  play(args, index) {
    const a = doubleAgentBot(args.a)!;
    const b = doubleAgentBot(args.b)!;
    const aFirst = index % 2 === 0;
    const seed = args.seed + index;
    const r = aFirst ? playDoubleAgentGame(a, b, seed) : playDoubleAgentGame(b, a, seed);
    const doubleAgentWon = r.winner === 'doubleAgent';
    const winner = r.winner === null ? null : doubleAgentWon === aFirst ? 'A' : 'B';
    return { winner, detail: { doubleAgentWon } };
  },
  summarize(outcomes) {
    const won = outcomes.filter((o) => o.detail.doubleAgentWon).length;
    const [lo, hi] = wilson(won, outcomes.length);
    return {
      doubleAgentWins: won,
      doubleAgentWinRate: roundTo4(won / outcomes.length),
      doubleAgentCi95: [roundTo4(lo), roundTo4(hi)],
    };
  },
};
