import { createSubscriber } from 'svelte/reactivity';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { LANGUAGE_PARAM, pickLanguage } from './pick-language';

/** Where the language picker's choice is kept in `localStorage`. */
export const LANGUAGE_STORAGE_KEY = 'safehouse.lang';

let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<(language: Language) => void>();

/** Calls `listener` after every change of language (Pixi scenes redraw their text); answers an unsubscribe. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Inside a Svelte effect, template or $derived, reading the language makes it a dependency.
const track = createSubscriber((update) => onLanguageChange(update));

/** The language the screens speak now (reactive when read from Svelte). */
export function currentLanguage(): Language {
  track();
  return current;
}

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // storage switched off, or no page (unit tests): the choice simply is not kept
  }
}

/**
 * Switches every screen to `language` at once, without a reload: `<html lang>` follows, the choice
 * is saved, and a `?lang=` in the address is rewritten so a reload keeps it.
 */
export function setLanguage(language: Language, options: { save?: boolean } = {}): void {
  if (!isLanguage(language)) return;
  if (options.save ?? true) {
    safely(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
    safely(() => {
      const url = new URL(location.href);
      if (!url.searchParams.has(LANGUAGE_PARAM)) return;
      url.searchParams.set(LANGUAGE_PARAM, language);
      history.replaceState(history.state, '', url);
    });
  }
  safely(() => {
    document.documentElement.lang = language;
  });
  if (language === current) return;
  current = language;
  for (const listener of [...listeners]) listener(language);
}

/** Picks the page's language at start-up: `?lang=`, the saved choice, the browser, English. */
export function startLanguage(): Language {
  let saved: string | null = null;
  safely(() => {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  });
  const preferred =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [navigator.language])];
  const language = pickLanguage({
    search: typeof location === 'undefined' ? '' : location.search,
    saved,
    preferred,
  });
  setLanguage(language, { save: false });
  return language;
}
