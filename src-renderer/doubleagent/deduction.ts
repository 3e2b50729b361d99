import { type DaView, type Deduction, deduce } from '../../engine/doubleagent';

/**
 * The deduction helper's input for a Security Agent's own view (B16): every player, the monitored
 * sectors' codes, the seat's own Security List, and the agents known to be Security Agents — those
 * exposed by a wrong accusation and every accuser (only a Security Agent may accuse, B9).
 * Null for the double agent, the table seat, or once the game is over.
 */
export function deductionInput(view: DaView): Parameters<typeof deduce>[0] | null {
  const you = view.you;
  if (you?.role !== 'security' || view.phase.kind === 'over') return null;
  const me = view.seat;
  const cleared = view.players
    .filter((p) => p.id !== me && (p.role === 'security' || p.eliminated))
    .map((p) => p.id);
  return {
    players: view.players.map((p) => p.id),
    me,
    sectors: view.board.sectors.filter((s) => s.monitored !== false).map((s) => s.code),
    list: you.securityList,
    cleared,
  };
}

export function deductionFor(view: DaView): Deduction | null {
  const input = deductionInput(view);
  return input ? deduce(input) : null;
}

/** "62%" for a probability, rounded; never "100%" unless it is certain. */
export function percent(p: number): string {
  if (p >= 1) return '100%';
  return `${Math.min(99, Math.round(p * 100))}%`;
}
