import { t } from '../i18n';

/**
 * Why the seat's choices are drawn but cannot be taken now, or null while they can. While the
 * game is paused the host takes nothing but resuming (it refuses with `paused`): every control
 * that would choose is disabled, with these words on it. A finished game has nothing to lock.
 */
export function choicesLock(pausedBy: string | null, over: boolean): string | null {
  return pausedBy !== null && !over ? t('table.pausedLock', { seat: pausedBy }) : null;
}
