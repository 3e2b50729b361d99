/**
 * Why the host could not save a change (error code `save_failed`). The host words its message
 * from this table and a screen finds the cause in it again to say it in its own language.
 */
export const SAVE_FAILURE_REASONS = {
  disk_full: 'the disk is full',
  too_many_files: 'the host machine has too many files open',
  not_allowed: 'the host is not allowed to write to its save folder',
  read_only_disk: 'the save folder is on a read-only disk',
  disk_error: 'the disk reported a hardware error',
} as const;
export type SaveFailureCause = keyof typeof SAVE_FAILURE_REASONS;

export const saveFailedSentence = (reason: string): string =>
  `The game could not be saved: ${reason}. Nothing was changed.`;

/** The cause named in a `save_failed` message, or null for one this table does not know. */
export function saveFailureCause(message: string): SaveFailureCause | null {
  for (const [cause, reason] of Object.entries(SAVE_FAILURE_REASONS))
    if (message === saveFailedSentence(reason)) return cause as SaveFailureCause;
  return null;
}
