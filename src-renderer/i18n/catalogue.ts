import type { en } from './en';

/**
 * The shape every catalogue has: the English catalogue defines the keys, and each key's
 * `{placeholders}`. A translation must have exactly these keys (checked where it is declared) and
 * the same placeholders for each key (checked by `SameParams` there, and by the unit test).
 */
export type English = typeof en;
export type MessageKey = keyof English;
export type Catalogue = { readonly [K in MessageKey]: string };

/** The placeholder names of a message literal: `'Turn {turn} of {side}'` → `'turn' | 'side'`. */
export type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** What `t(key, …)` needs for a key: nothing, or a value for each placeholder. */
export type ParamsFor<K extends MessageKey> = [ParamNames<English[K]>] extends [never]
  ? []
  : [params: Readonly<Record<ParamNames<English[K]>, string | number>>];

/** A key with a `.one` and an `.other` form, for `tn(base, count)`. */
export type PluralBase = {
  [K in MessageKey]: K extends `${infer Base}.other`
    ? `${Base}.one` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

/** The keys whose placeholders differ between English and the translation `T` (never when all agree). */
export type ParamMismatch<T extends Catalogue> = {
  [K in MessageKey]: [ParamNames<T[K]>] extends [ParamNames<English[K]>]
    ? [ParamNames<English[K]>] extends [ParamNames<T[K]>]
      ? never
      : K
    : K;
}[MessageKey];
