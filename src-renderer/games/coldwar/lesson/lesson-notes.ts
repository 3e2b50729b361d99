import { type ColdWarView, OBJECTIVES, type Side } from '../../../../engine/coldwar';

/** Every note of the guided first game, one per new kind of moment; each is shown once. */
export const LESSON_NOTES = [
  'welcome',
  'chooseAgent',
  'chooseFirst',
  'action',
  'eventObjective',
  'scored',
  'nobel',
  'mediaDecision',
  'detente',
  'arrangeGroups',
  'arrangeObjectives',
  'returnAgent',
  'doubleAgentPrivilege',
  'gameOver',
] as const;
export type LessonNote = (typeof LESSON_NOTES)[number];

const EVENT_OBJECTIVES = new Set<string>(OBJECTIVES.filter((o) => o.kind === 'event').map((o) => o.id));

/** The notes that fit what the learner's own view shows now, in the order they should be read. */
function notesFor(view: ColdWarView): LessonNote[] {
  if (view.result) return ['gameOver'];
  const notes: LessonNote[] = ['welcome'];
  if (view.turn >= 2) notes.push('scored');
  const pending = view.pending;
  if (pending === null || !pending.sides.includes(view.seat as Side)) return notes;
  if (pending.kind === 'action' && view.objective !== null && EVENT_OBJECTIVES.has(view.objective))
    notes.push('eventObjective');
  notes.push(pending.kind);
  return notes;
}

/**
 * The note to show the learner now: the first one that fits the moment and has not been read.
 * Only the learner's own view is read, so a note never tells anything the seat cannot see.
 */
export function lessonNote(view: ColdWarView, read: ReadonlySet<LessonNote>): LessonNote | null {
  return notesFor(view).find((note) => !read.has(note)) ?? null;
}
