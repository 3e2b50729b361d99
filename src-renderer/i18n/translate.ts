import type { Catalogue, MessageKey, ParamsFor, PluralBase } from './catalogue';
import { spaceBetweenScripts } from './cjk-spacing';
import { en } from './en';
import { interpolate, type Params } from './interpolate';
import { currentLanguage } from './language-store';
import type { Language } from './languages';
import { zhTW } from './zh-TW';

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, 'zh-TW': zhTW };

function render(template: string, params: Params | undefined): string {
  const text = params ? interpolate(template, params) : template;
  return currentLanguage() === 'zh-TW' ? spaceBetweenScripts(text) : text;
}

/** The message `key` in the current language, its `{placeholders}` filled from `params`. */
export function t<K extends MessageKey>(key: K, ...params: ParamsFor<K>): string {
  const template = CATALOGUES[currentLanguage()][key] ?? en[key];
  return render(template, params[0] as Params | undefined);
}

/**
 * A message that depends on a count: `base.one` or `base.other`, chosen by the current language's
 * plural rules (Chinese has one form). `{count}` is filled in with the count.
 */
export function tn(base: PluralBase, count: number, params: Params = {}): string {
  const language = currentLanguage();
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  const key = `${base}.${form}` as MessageKey;
  return render(CATALOGUES[language][key] ?? en[key], { count, ...params });
}

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/**
 * For keys built from data (a sector's code, a host error's code): the message if the catalogue
 * has the key, else `fallback` (the data's own words).
 */
export function tKnown(key: string, fallback: string, params?: Params): string {
  if (!isMessageKey(key)) return fallback;
  return render(CATALOGUES[currentLanguage()][key] ?? en[key], params);
}
