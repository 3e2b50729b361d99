import { t } from './translate';

/** Items as a list in the current language: "CIA, KGB" / "CIA、KGB". */
export const joinList = (items: readonly string[]): string => items.join(t('list.separator'));

/** Two or more items joined with "and" before the last: "CIA and KGB" / "CIA 和 KGB". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('list.and', { first: joinList(items.slice(0, -1)), last: items[items.length - 1]! });
}
