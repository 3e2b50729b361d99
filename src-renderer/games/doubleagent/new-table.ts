import { MAX_SEAT_LENGTH, ok, type Result } from '../../../engine/core';
import { checkSetup } from '../../../engine/doubleagent';
import { hostErrorText, t } from '../../i18n';

export type Variant = 'standard' | 'deluxe';

/**
 * Why a typed player name cannot be a seat, said at the field in the screen's language; null when
 * it can. A name over the limit is refused with the limit and its own length, never cut to fit
 * (an input's `maxlength` cut a pasted name mid-word without a word, issue 50).
 */
export function nameProblem(raw: string): string | null {
  const length = raw.trim().length;
  if (length <= MAX_SEAT_LENGTH) return null;
  return t('error.long_player_name', { max: MAX_SEAT_LENGTH, length });
}

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

/**
 * The options of a new Double Agent table, checked by the engine's own `checkSetup` before they go
 * to the host, so the form refuses exactly what the host would, in the screen's language.
 */
export function doubleAgentOptions(
  variant: Variant,
  rawNames: readonly string[],
): Result<Record<string, unknown>, string> {
  const options = { players: rawNames.map((name) => name.trim()), variant };
  const checked = checkSetup(options);
  if (checked.ok) return ok(options);
  const { code, message, params } = checked.error;
  return { ok: false, error: hostErrorText(code, message, params) };
}
