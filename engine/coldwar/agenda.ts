import { AGENT_BY_ID } from './cards';
import { type Ctx, claim, opp } from './state';
import type { AgentId, Side } from './types';

interface Entry {
  readonly side: Side;
  readonly agent: AgentId;
}

/** A8: resolve both Agents X in number order (Balance holder first on equal numbers, AMB-3). */
export function resolveAgendas(ctx: Ctx): void {
  const s = ctx.s;
  const winner = s.struggleWinner;
  const entries: Entry[] = [];
  for (const side of [s.balance, opp(s.balance)]) {
    const agent = s.agentX[side];
    if (agent !== null) entries.push({ side, agent });
  }
  entries.sort((a, b) => AGENT_BY_ID[a.agent]!.number - AGENT_BY_ID[b.agent]!.number);

  // The A12 win gates. An agent they remove takes no part in a both-sent conflict.
  const gated = (e: Entry): boolean =>
    (e.agent === 'DOUBLE_AGENT' && s.rules.doubleAgentRequiresWin && winner !== e.side) ||
    (e.agent === 'ANALYST' && s.rules.analystRequiresWin && winner !== e.side) ||
    ((e.agent === 'ASSASSIN' || e.agent === 'DIRECTOR') && winner !== e.side);
  // AMB-7: no agenda for a terminated agent or a player in civil disorder.
  const skipped = (e: Entry): boolean =>
    gated(e) || s.agents[e.side][e.agent] === 'terminated' || s.disorder[e.side];

  for (const e of entries) {
    if (skipped(e)) continue;
    const other = opp(e.side);
    // AMB-3 conflicts. A13.5: a loser's Analyst lost to civil disorder still blocks the winner's.
    const bothSent = s.agentX[other] === e.agent && !gated({ side: other, agent: e.agent });
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
