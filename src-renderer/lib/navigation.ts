import { LANGUAGE_PARAM } from '../i18n/pick-language';
import { parseRoute, type Route, routeSearch } from './router';

const ROUTE_EVENT = 'safehouse:route';
/** Marks history entries this page pushed itself, so "back" knows it stays in the app. */
const IN_APP = { safehouse: true } as const;

export function currentRoute(): Route {
  return parseRoute(location.search);
}

/** A route's query, keeping the page's `?lang=` (a language asked for in the address stays asked for). */
function searchFor(route: Route): string {
  const search = routeSearch(route);
  const language = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  if (language === null) return search;
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}

/** Opens a screen in this page, keeping the browser's back button working. */
export function navigate(route: Route): void {
  history.pushState(IN_APP, '', `${location.pathname}${searchFor(route)}`);
  window.dispatchEvent(new Event(ROUTE_EVENT));
}

/** The href for a link to a route (a real link: it can be opened in a new tab too). */
export function hrefFor(route: Route): string {
  return `${location.pathname}${searchFor(route)}`;
}

/** A click handler for links to routes: ordinary clicks stay in the page, modified clicks do not. */
export function followLink(route: Route): (event: MouseEvent) => void {
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(route);
  };
}

export function onRouteChange(listener: (route: Route) => void): () => void {
  const fire = () => listener(currentRoute());
  window.addEventListener('popstate', fire);
  window.addEventListener(ROUTE_EVENT, fire);
  return () => {
    window.removeEventListener('popstate', fire);
    window.removeEventListener(ROUTE_EVENT, fire);
  };
}

/** Back to the screen this page came from, or to the lobby when it was opened directly. */
export function goBack(): void {
  if ((history.state as { safehouse?: unknown } | null)?.safehouse === true) history.back();
  else navigate({ kind: 'lobby' });
}

/**
 * Whether an Escape press is for the page: a text field or select takes it to let go of the focus
 * (with `toggles`, a checkbox or radio button does not, as Escape means nothing to it).
 */
function escapeForPage(event: KeyboardEvent, toggles = false): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  const toggle =
    toggles && target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
  if (
    target &&
    !toggle &&
    (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
  ) {
    target.blur();
    return false;
  }
  return true;
}

/** Escape leaves a screen for the lobby, unless a text field or dialog wants the key. */
export function escapeToLobby(event: KeyboardEvent): void {
  if (escapeForPage(event)) navigate({ kind: 'lobby' });
}

/** Escape goes back (see `goBack`), unless a text field or dialog wants the key. */
export function escapeBack(event: KeyboardEvent): void {
  if (escapeForPage(event, true)) goBack();
}
