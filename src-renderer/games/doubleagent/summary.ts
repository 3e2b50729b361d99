import type { DaView } from '../../../engine/doubleagent';
import { t, tn } from '../../i18n';
import { daPhaseText } from './phase';
import { boardTitle, placeName } from './places';
import { roleInText } from './roles';

/** The camp board in words for the canvas's screen-reader label: only what this seat's view holds. */
export function campSummary(view: DaView, highlighted: number): string {
  const parts = [t('da.summary.board', { name: boardTitle(view.board) }), daPhaseText(view)];
  for (const p of view.players) {
    const where = p.eliminated
      ? t('da.summary.out')
      : p.position === null
        ? t('da.summary.offBoard')
        : t('da.summary.on', { place: placeName(view.board, p.position) });
    const who = p.id === view.seat ? t('da.you', { player: p.id }) : p.id;
    parts.push(
      p.role
        ? t('da.summary.playerWithRole', { who, role: roleInText(p.role), where })
        : t('da.summary.player', { who, where }),
    );
  }
  if (highlighted > 0) parts.push(tn('da.summary.highlighted', highlighted));
  return parts.join(' ');
}
