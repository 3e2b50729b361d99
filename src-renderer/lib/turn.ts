import { joinList, t, tn } from '../i18n';

/** Words for the end of a game. */
export function gameOverText(winners: readonly string[]): string {
  if (winners.length === 0) return t('turn.over.noWinner');
  return tn('turn.over.winners', winners.length, { winners: joinList(winners) });
}

/**
 * Words for who must decide, from the point of view of the seats this screen holds. While the
 * game is paused (`pausedBy`) nobody can: the line says so instead.
 */
export function turnText(
  held: readonly string[],
  deciding: readonly string[],
  waiting: string[] | null,
  pausedBy: string | null = null,
): string {
  if (pausedBy !== null) return t('turn.paused', { seat: pausedBy });
  const mine = held.filter((seat) => deciding.includes(seat));
  if (mine.length > 0)
    return mine.length === 1 && held.length === 1
      ? t('turn.yourDecision')
      : t('turn.toDecide', { seats: joinList(mine) });
  const others = (waiting ?? []).filter((seat) => !held.includes(seat));
  if (others.length > 0) return t('turn.waitingFor', { seats: joinList(others) });
  return held.length === 0 ? t('turn.watching') : t('turn.waitingOthers');
}
