/**
 * Why the host could not save a change (error code `save_failed`). The host words its message
 * from this table and sends the cause as the error's `params.cause`, for a screen's own words.
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
