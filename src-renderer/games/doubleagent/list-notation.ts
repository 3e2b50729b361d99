import type { ListEntry } from '../../../engine/doubleagent';
import { t } from '../../i18n';

/**
 * One line of a Security List in the rulebook's notation (B8), kept as printed in every language:
 * another agent's inspection is `GYM – Ann` (sector code, en dash, agent); one's own is the code and
 * the state (`GYM ON`), drawn circled. The double agent's own lines show the state as left.
 */
export type ListLine =
  | { readonly own: false; readonly code: string; readonly text: string }
  | { readonly own: true; readonly code: string; readonly text: string };

export function listLine(entry: ListEntry): ListLine {
  return 'found' in entry
    ? { own: true, code: entry.sector, text: `${entry.sector} ${entry.found}` }
    : {
        own: false,
        code: entry.sector,
        text: t('da.log.inspection', { code: entry.sector, player: entry.by }),
      };
}
