import { LANGUAGE_PARAM } from '../i18n/pick-language';
import { parseRoute, type Route, routeSearch } from './router';

const ROUTE_EVENT = 'safehouse:route';

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
  history.pushState(null, '', `${location.pathname}${searchFor(route)}`);
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

/** Escape leaves a screen for the lobby, unless a text field or dialog wants the key. */
export function escapeToLobby(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const target = event.target as HTMLElement | null;
  if (
    target &&
    (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
  ) {
    target.blur();
    return;
  }
  navigate({ kind: 'lobby' });
}
