import type { KeyValueStore } from '../../../lib/seat-tokens';
import { LESSON_NOTES, type LessonNote } from './lesson-notes';

/** What the learner has done with a lesson table's notes: read some, or skipped the lot. */
export interface LessonProgress {
  readonly read: ReadonlySet<LessonNote>;
  readonly skipped: boolean;
}

const progressKey = (tableId: string): string => `safehouse.lesson.${tableId}`;
const NONE: LessonProgress = { read: new Set(), skipped: false };

/** The kept progress; anything unreadable (storage off, an edited value) starts the notes afresh. */
export function loadProgress(store: KeyValueStore, tableId: string): LessonProgress {
  try {
    const raw: unknown = JSON.parse(store.getItem(progressKey(tableId)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return NONE;
    const { read, skipped } = raw as { read?: unknown; skipped?: unknown };
    const known = Array.isArray(read) ? read.filter((n): n is LessonNote => LESSON_NOTES.includes(n)) : [];
    return { read: new Set(known), skipped: skipped === true };
  } catch {
    return NONE;
  }
}

function save(store: KeyValueStore, tableId: string, progress: LessonProgress): LessonProgress {
  try {
    store.setItem(
      progressKey(tableId),
      JSON.stringify({ read: [...progress.read], skipped: progress.skipped }),
    );
  } catch {
    // Storage off or full: the notes are remembered for this page only.
  }
  return progress;
}

export const markRead = (store: KeyValueStore, tableId: string, progress: LessonProgress, note: LessonNote) =>
  save(store, tableId, { read: new Set([...progress.read, note]), skipped: progress.skipped });

export const skipLesson = (store: KeyValueStore, tableId: string, progress: LessonProgress) =>
  save(store, tableId, { read: progress.read, skipped: true });
