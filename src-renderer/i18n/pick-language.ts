import { DEFAULT_LANGUAGE, isLanguage, type Language, matchLanguage } from './languages';

export interface LanguageSources {
  /** The page's query string, e.g. `?lang=zh-TW`. */
  readonly search: string;
  /** The language saved by the picker, if any. */
  readonly saved: string | null;
  /** The browser's preferred languages, most wanted first. */
  readonly preferred: readonly string[];
}

/** The query parameter that picks a language for one page: `?lang=en` or `?lang=zh-TW`. */
export const LANGUAGE_PARAM = 'lang';

/** `?lang=` first, then the saved choice, then the browser's languages, then English. */
export function pickLanguage(sources: LanguageSources): Language {
  const asked = matchLanguage(new URLSearchParams(sources.search).get(LANGUAGE_PARAM));
  if (asked) return asked;
  if (isLanguage(sources.saved)) return sources.saved;
  for (const tag of sources.preferred) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
