import type { DaView } from '../../engine/doubleagent';
import { daPhaseText } from './phase';
import { placeName } from './places';

/** The camp board in words for the canvas's screen-reader label: only what this seat's view holds. */
export function campSummary(view: DaView, highlighted: number): string {
  const parts = [`Camp board ${view.board.name}.`, daPhaseText(view)];
  for (const p of view.players) {
    const where = p.eliminated
      ? 'out of the game'
      : p.position === null
        ? 'off the board'
        : `on ${placeName(view.board, p.position)}`;
    const role = p.role ? ` (${p.role === 'doubleAgent' ? 'double agent' : 'Security Agent'})` : '';
    parts.push(`${p.id === view.seat ? `${p.id} (you)` : p.id}${role} ${where}.`);
  }
  if (highlighted > 0) parts.push(`${highlighted} squares highlighted where you may move.`);
  return parts.join(' ');
}
