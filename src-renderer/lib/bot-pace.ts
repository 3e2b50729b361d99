import type { BotPace, TableSummary } from '../../protocol/messages';

/**
 * Whether a table screen offers the computer players' pace (Off / Normal / Slow): to a player at
 * a running table where a computer player sits. The host accepts it from any player there.
 */
export function offersBotPace(summary: TableSummary | null, players: readonly string[]): boolean {
  if (!summary || summary.over || players.length === 0) return false;
  return summary.seats.some((seat) => seat.bot !== null);
}

/** The table's pace as the host last told it; a host too old to say paces nothing. */
export const botPaceOf = (summary: TableSummary): BotPace => summary.botPace ?? 'off';
