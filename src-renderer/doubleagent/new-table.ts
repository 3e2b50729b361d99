import { TABLE_SEAT } from '../../protocol/messages';
import { t } from '../i18n';

export type Variant = 'standard' | 'deluxe';

export const MAX_NAME_LENGTH = 32;

/** The names a new Double Agent table starts with, in the current language (six for the deluxe game). */
export function defaultNames(): string[] {
  return [
    t('setup.defaultName.1'),
    t('setup.defaultName.2'),
    t('setup.defaultName.3'),
    t('setup.defaultName.4'),
    t('setup.defaultName.5'),
    t('setup.defaultName.6'),
  ];
}

/** The same options for a table whose monitors are read from a physical board (merged with any rules already chosen). */
export function withPhysicalBoard(options: Record<string, unknown>): Record<string, unknown> {
  const rules = (options.rules as Record<string, unknown> | undefined) ?? {};
  return { ...options, rules: { ...rules, monitors: 'table' } };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The options of a new Double Agent table, checked before they go to the host. */
export function doubleAgentOptions(
  variant: Variant,
  rawNames: readonly string[],
): Checked<Record<string, unknown>> {
  const names = rawNames.map((name) => name.trim());
  const [min, max] = variant === 'deluxe' ? [4, 6] : [4, 4];
  if (names.length < min || names.length > max) {
    return {
      ok: false,
      message:
        variant === 'deluxe'
          ? t('setup.problem.deluxeCount', { min, max })
          : t('setup.problem.standardCount', { count: min }),
    };
  }
  if (names.some((name) => name.length === 0)) return { ok: false, message: t('setup.problem.emptyName') };
  if (names.some((name) => name.length > MAX_NAME_LENGTH))
    return { ok: false, message: t('setup.problem.longName', { max: MAX_NAME_LENGTH }) };
  if (names.some((name) => name.toLowerCase() === TABLE_SEAT)) {
    return { ok: false, message: t('setup.problem.tableName', { seat: TABLE_SEAT }) };
  }
  if (new Set(names).size !== names.length) return { ok: false, message: t('setup.problem.sameName') };
  return { ok: true, value: { players: names, variant } };
}
