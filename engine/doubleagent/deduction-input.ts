import type { DeduceInput } from './deduction';
import type { DaView } from './view';

/**
 * What `deduce` needs, read from a Security Agent's own view (B16): every player, the monitored
 * sectors' codes, the seat's Security List, and the agents known to be Security Agents — those
 * exposed by a wrong accusation and every eliminated accuser (only a Security Agent accuses, B9).
 * Null for the double agent, the table seat, or once the game is over. Screens and bots share it.
 */
export function deductionInputFor(view: DaView): DeduceInput | null {
  const you = view.you;
  if (you?.role !== 'security' || view.phase.kind === 'over') return null;
  const me = view.seat;
  return {
    players: view.players.map((p) => p.id),
    me,
    sectors: view.board.sectors.filter((s) => s.monitored !== false).map((s) => s.code),
    list: you.securityList,
    cleared: view.players
      .filter((p) => p.id !== me && (p.role === 'security' || p.eliminated))
      .map((p) => p.id),
  };
}
