import type { BotPace, HostMessage, TableSummary } from '../../protocol/messages';

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

/**
 * The summary after a notice: a stand-in taking a seat (`seat-bot`) or leaving it (`seat-back`)
 * changes whether a computer sits at the table, and so whether the pace is offered. The notice
 * does not name the bot; the table screen shows no bot names, so a placeholder stands for it.
 */
export function afterNotice(
  summary: TableSummary,
  notice: Extract<HostMessage, { type: 'notice' }>,
): TableSummary {
  if (notice.code !== 'seat-bot' && notice.code !== 'seat-back') return summary;
  const seat = notice.params.seat;
  const bot = notice.code === 'seat-bot' ? 'stand-in' : null;
  return { ...summary, seats: summary.seats.map((s) => (s.seat === seat ? { ...s, bot } : s)) };
}
