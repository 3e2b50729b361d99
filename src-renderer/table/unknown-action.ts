import { t } from '../i18n';

/**
 * Words for an action this screen does not know (a newer host): its type split into words
 * ("somethingNew" → "something new"), never raw JSON.
 */
export function unknownActionLabel(action: unknown): string {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.replace(/([A-Z])/g, ' $1').toLowerCase() : t('action.unknown');
}
