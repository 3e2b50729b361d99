import type { GameId } from '../../protocol/messages';
import { joinList, t, tn } from '../i18n';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/**
 * Who the table is waiting for, read from a public view (the TV has no legal actions to go by).
 * Null when the view does not say.
 */
export function waitingFor(game: GameId, view: unknown): string[] | null {
  if (!isRecord(view)) return null;
  if (game === 'coldwar') {
    const pending = view.pending;
    return isRecord(pending) ? strings(pending.sides) : null;
  }
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

/** Words for the end of a game. */
export function gameOverText(winners: readonly string[]): string {
  if (winners.length === 0) return t('turn.over.noWinner');
  return tn('turn.over.winners', winners.length, { winners: joinList(winners) });
}

/** Words for who must decide, from the point of view of the seats this screen holds. */
export function turnText(
  held: readonly string[],
  deciding: readonly string[],
  waiting: string[] | null,
): string {
  const mine = held.filter((seat) => deciding.includes(seat));
  if (mine.length > 0)
    return mine.length === 1 && held.length === 1
      ? t('turn.yourDecision')
      : t('turn.toDecide', { seats: joinList(mine) });
  const others = (waiting ?? []).filter((seat) => !held.includes(seat));
  if (others.length > 0) return t('turn.waitingFor', { seats: joinList(others) });
  return held.length === 0 ? t('turn.watching') : t('turn.waitingOthers');
}
