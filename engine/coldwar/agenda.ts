import { AGENT_BY_ID } from './cards';
import { type Ctx, claim, opp } from './state';
import type { AgentId, ColdWarState, Side } from './types';

interface Entry {
  readonly side: Side;
  readonly agent: AgentId;
}

/** The A12 win gates. An agent they remove takes no part in a both-sent conflict. */
function gated(s: ColdWarState, side: Side, agent: AgentId): boolean {
  const winner = s.struggleWinner;
  return (
    (agent === 'DOUBLE_AGENT' && s.rules.doubleAgentRequiresWin && winner !== side) ||
    (agent === 'ANALYST' && s.rules.analystRequiresWin && winner !== side) ||
    ((agent === 'ASSASSIN' || agent === 'DIRECTOR') && winner !== side)
  );
}

/** Rules version 2's reading, kept by its saves: an Analyst removed by the win gate blocked nothing. */
function formerlyLeftOut(s: ColdWarState, side: Side, agent: AgentId): boolean {
  return agent === 'ANALYST' && gated(s, side, agent) && s.rules.gatedAgentsSkipConflicts === true;
}

/** AMB-7: no agenda for a terminated agent or a player in civil disorder. */
function skipped(s: ColdWarState, e: Entry): boolean {
  return gated(s, e.side, e.agent) || s.agents[e.side][e.agent] === 'terminated' || s.disorder[e.side];
}

/** A8: resolve both Agents X in number order (Balance holder first on equal numbers, AMB-3). */
export function resolveAgendas(ctx: Ctx): void {
  const s = ctx.s;
  const winner = s.struggleWinner;
  const entries: Entry[] = [];
  const first = s.balance;
  const second = opp(first);
  const a1 = s.agentX[first];
  const a2 = s.agentX[second];
  if (a1 !== null) entries.push({ side: first, agent: a1 });
  if (a2 !== null) {
    // A stable sort by agent number: the Balance holder stays first on equal numbers.
    const e2 = { side: second, agent: a2 };
    if (a1 !== null && AGENT_BY_ID[a2]!.number < AGENT_BY_ID[a1]!.number) entries.unshift(e2);
    else entries.push(e2);
  }

  for (const e of entries) {
    if (skipped(s, e)) continue;
    const other = opp(e.side);
    // AMB-3 conflicts, among the agents sent before any skip (A8). A13.5: a loser's Analyst lost to
    // civil disorder still blocks the winner's; so does one removed by a win gate (for two Double
    // Agents it makes no difference: the winner's resolves either way).
    const bothSent = s.agentX[other] === e.agent && !formerlyLeftOut(s, other, e.agent);
    if (bothSent && e.agent === 'DOUBLE_AGENT' && winner !== e.side) continue;
    if (bothSent && e.agent === 'ANALYST' && (winner === null || winner === e.side)) continue;

    switch (e.agent) {
      case 'MASTER_SPY':
        if (winner === e.side) s.claimant = other;
        else if (winner === other) s.claimant = e.side;
        ctx.emit({ type: 'agendaResolved', side: e.side, agent: e.agent, effect: 'claimantSwapped' });
        break;
      case 'DEPUTY_DIRECTOR':
        ctx.emit({ type: 'agendaResolved', side: e.side, agent: e.agent, effect: 'none' });
        break;
      case 'DOUBLE_AGENT':
        s.doubleAgentPrivilege = e.side;
        ctx.emit({ type: 'agendaResolved', side: e.side, agent: e.agent, effect: 'doubleAgentPrivilege' });
        break;
      case 'ANALYST':
        s.analystPrivilege = e.side;
        ctx.emit({ type: 'agendaResolved', side: e.side, agent: e.agent, effect: 'analystPrivilege' });
        break;
      case 'ASSASSIN': {
        ctx.emit({ type: 'agendaResolved', side: e.side, agent: e.agent, effect: 'assassination' });
        const victim = s.agentX[other];
        if (victim !== null && victim !== 'DEPUTY_DIRECTOR' && s.agents[other][victim] !== 'terminated') {
          ctx.agents(other)[victim] = 'terminated'; // AMB-13, AMB-22
          ctx.emit({ type: 'agentTerminated', side: other, agent: victim, cause: 'assassin' });
        }
        if (s.objective !== null) {
          const objective = s.objective;
          ctx.objectiveDeck().push(objective);
          s.objective = null;
          ctx.emit({ type: 'objectiveToBottom', objective, cause: 'assassin' });
        }
        s.claimant = null;
        break;
      }
      case 'DIRECTOR': {
        const bottom = s.objectiveDeck.length > 0 ? ctx.objectiveDeck().pop() : undefined; // AMB-15
        ctx.emit({
          type: 'agendaResolved',
          side: e.side,
          agent: e.agent,
          effect: bottom === undefined ? 'noTarget' : 'bottomClaim',
        });
        if (bottom !== undefined) claim(ctx, e.side, bottom, 'bottom');
        break;
      }
    }
  }
}
