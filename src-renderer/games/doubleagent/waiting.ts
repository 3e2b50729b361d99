import { isRecord, strings } from '../../lib/unknown-view';

/** The players the Double Agent waits for, from a public view; null when the view does not say. */
export function doubleAgentWaitingFor(view: unknown): string[] | null {
  if (!isRecord(view)) return null;
  const phase = view.phase;
  if (!isRecord(phase)) return null;
  if (phase.kind === 'turn' && typeof phase.player === 'string') return [phase.player];
  if (phase.kind === 'startRoll') return strings(phase.contenders);
  if (phase.kind === 'opening') {
    const done = strings(phase.done);
    const players = Array.isArray(view.players) ? view.players : [];
    return players
      .map((player) => (isRecord(player) && typeof player.id === 'string' ? player.id : null))
      .filter((id): id is string => id !== null && !done.includes(id));
  }
  return null;
}
