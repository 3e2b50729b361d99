/** The screens' words: `t`/`tn` for messages, the language store for switching. */
export type { MessageKey } from './catalogue';
export { type HostRefusal, hostErrorText } from './host-errors';
export { currentLanguage, onLanguageChange, setLanguage, startLanguage } from './language-store';
export { isLanguage, LANGUAGE_ENDONYMS, LANGUAGES, type Language } from './languages';
export { joinAnd, joinList } from './list';
export { t, tKnown, tn } from './translate';
