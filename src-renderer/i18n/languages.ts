/** The languages the screens speak, and how a browser's language tag maps onto them. */
export const LANGUAGES = ['en', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language's name in itself, for the language picker: the same in every catalogue, so it
 * lives here rather than in one.
 */
export const LANGUAGE_ENDONYMS: Readonly<Record<Language, string>> = {
  en: 'English',
  'zh-TW': '繁體中文',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The supported language for a BCP 47 tag, or null: `en-GB` → `en`; Traditional Chinese
 * (`zh-TW`, `zh-Hant`, `zh-HK`, `zh-MO`, `zh-Hant-*`) → `zh-TW`. Simplified Chinese is not
 * Traditional, so `zh-CN` and a bare `zh` are not matched.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  if (lower === 'zh-tw' || lower.startsWith('zh-tw-') || lower.startsWith('zh-hant')) return 'zh-TW';
  if (lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hk-') || lower.startsWith('zh-mo-'))
    return 'zh-TW';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}
