import type {
  AgentId,
  ColdWarEvent,
  ColdWarView,
  EventId,
  GameResult,
  ObjectiveId,
  Side,
} from '../../../engine/coldwar';

/**
 * How a side came to hold an objective: it won the struggle (A7) and claimed it; an agent's
 * agenda gave the claim to the other side (the Master Spy, A8); or its Director took the bottom
 * card of the objective deck (A8).
 */
export type ClaimHow = 'struggle' | 'swap' | 'bottom';

export interface ClaimLine {
  readonly side: Side;
  readonly objective: ObjectiveId;
  readonly vp: number;
  readonly turn: number;
  readonly how: ClaimHow;
}

export interface EventLine {
  readonly side: Side;
  readonly event: EventId;
  readonly vp: number;
  readonly turn: number;
}

export interface AgentLost {
  readonly side: Side;
  readonly agent: AgentId;
  readonly cause: 'civilDisorder' | 'assassin';
  readonly turn: number;
}

/** The end of a Cold War game, in data: the screen puts it in words. */
export interface ColdWarGameOver {
  readonly winner: Side | null;
  readonly reason: GameResult['reason'];
  readonly threshold: number;
  readonly vp: Readonly<Record<Side, number>>;
  readonly claims: readonly ClaimLine[];
  readonly events: readonly EventLine[];
  readonly agentsLost: readonly AgentLost[];
  /**
   * The turn that decided the game: the last turn played. With `threshold`, the victory check at
   * its end (A9) found the winner at or past the threshold and ahead, which no earlier turn's did;
   * with `noObjectives`, it is the turn after which no objective was left (AMB-14: the game ends
   * as the next turn begins, before anything is played in it).
   */
  readonly decidingTurn: number;
}

/**
 * The summary of a finished game from one seat's final view and its log, or null while the game
 * is not over. Only public events are read (every Cold War fact here is public once it happened).
 */
export function coldWarGameOver(view: ColdWarView, log: readonly ColdWarEvent[]): ColdWarGameOver | null {
  const result = view.result;
  if (!result) return null;
  // Turn 1 begins as the game is set up, before any action: a host's log has no start for it.
  let turn = 1;
  let lastPlayed = 0;
  let struggleWinner: Side | null = null;
  const claims: ClaimLine[] = [];
  const events: EventLine[] = [];
  const agentsLost: AgentLost[] = [];
  for (const e of log) {
    if ('to' in e) continue;
    switch (e.type) {
      case 'turnStarted':
        turn = e.turn;
        struggleWinner = null;
        break;
      case 'ceasefire':
        struggleWinner = e.winner;
        lastPlayed = turn;
        break;
      case 'objectiveClaimed':
        claims.push({
          side: e.side,
          objective: e.objective,
          vp: e.vp,
          turn,
          how: e.from === 'bottom' ? 'bottom' : e.side === struggleWinner ? 'struggle' : 'swap',
        });
        break;
      case 'eventPlayed':
        events.push({ side: e.side, event: e.event, vp: e.vp, turn });
        break;
      case 'agentTerminated':
        agentsLost.push({ side: e.side, agent: e.agent, cause: e.cause, turn });
        break;
      case 'gameOver':
        if (result.reason === 'threshold') lastPlayed = turn;
        break;
    }
  }
  return {
    winner: result.winner,
    reason: result.reason,
    threshold: view.rules.endTurnVictoryThreshold,
    vp: { CIA: view.sides.CIA.vp, KGB: view.sides.KGB.vp },
    claims,
    events,
    agentsLost,
    decidingTurn: lastPlayed,
  };
}
