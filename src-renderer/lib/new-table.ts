export type Variant = 'standard' | 'deluxe';

export const DEFAULT_NAMES: readonly string[] = ['Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Orange'];

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
      message: `A ${variant} game needs ${min === max ? min : `${min} to ${max}`} players.`,
    };
  }
  if (names.some((name) => name.length === 0)) return { ok: false, message: 'Every player needs a name.' };
  if (names.some((name) => name.length > 32))
    return { ok: false, message: 'Names are at most 32 characters.' };
  if (names.some((name) => name.toLowerCase() === 'table')) {
    return { ok: false, message: '“table” is the TV’s seat; pick another name.' };
  }
  if (new Set(names).size !== names.length)
    return { ok: false, message: 'Each player needs a different name.' };
  return { ok: true, value: { players: names, variant } };
}
