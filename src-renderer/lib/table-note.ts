import { t } from '../i18n';

/** A log entry the host adds about the table rather than the game (host/table.ts `TableNote`). */
interface TableNoteEntry {
  readonly type: 'table-note';
  readonly note: string;
  readonly seat: string;
}

const isTableNote = (entry: unknown): entry is TableNoteEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  (entry as { type?: unknown }).type === 'table-note' &&
  typeof (entry as { seat?: unknown }).seat === 'string';

/** A table note in words; null when `entry` is a game event (or a note this screen does not know). */
export function tableNoteText(entry: unknown): string | null {
  if (!isTableNote(entry)) return null;
  const seat = entry.seat;
  switch (entry.note) {
    case 'stand-in':
      return t('log.standIn', { seat });
    case 'stand-in-left':
      return t('log.standInLeft', { seat });
    case 'paused':
      return t('log.paused', { seat });
    case 'resumed':
      return t('log.resumed', { seat });
    default:
      return null;
  }
}
