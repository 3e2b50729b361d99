import { isRecord, strings } from '../../lib/unknown-view';

/**
 * The players the Double Agent waits for, from a public view; null when the view does not say.
 * The one source for it: the header's turn line and the panel's phase line both read it.
 */
export function doubleAgentWaitingFor(view: unknown): string[] | null {
  if (!isRecord(view)) return null;
  const phase = view.phase;
  if (!isRecord(phase)) return null;
  if (phase.kind === 'turn' && typeof phase.player === 'string') return [phase.player];
  if (phase.kind === 'startRoll') {
    // A contender who has rolled waits with the table for the others.
    const rolls = isRecord(phase.rolls) ? phase.rolls : {};
    return strings(phase.contenders).filter((contender) => !Object.hasOwn(rolls, contender));
  }
  if (phase.kind === 'opening') {
    const done = strings(phase.done);
    const players = Array.isArray(view.players) ? view.players : [];
    return players
      .map((player) => (isRecord(player) && typeof player.id === 'string' ? player.id : null))
      .filter((id): id is string => id !== null && !done.includes(id));
  }
  return null;
}
