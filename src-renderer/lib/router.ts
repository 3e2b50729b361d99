/**
 * The screens' URL scheme (see docs/screens.md). Every screen is a query on the page's own
 * address, so it works the same at http://host:port/ and at app://safehouse/index.html.
 *
 *   (none)                       the lobby (or, away from the host machine, the join page)
 *   ?join=CODE                   the join page with the code filled in
 *   ?join=CODE&seat=S            the table screen for seat S (`table` for a TV)
 *   ?join=CODE&seat=A&seat=B     one screen holding several seats (hot-seat)
 *   ?replay=TABLE_ID             the replay of a table (host machine only)
 *   ?settings                    this device's settings (language, sound, animation, board)
 *   ?board                       the lobby with the physical board panel open (host machine only)
 */
export type Route =
  | { readonly kind: 'lobby'; readonly board?: boolean }
  | { readonly kind: 'settings' }
  | { readonly kind: 'join'; readonly code: string }
  | { readonly kind: 'table'; readonly code: string; readonly seats: readonly string[] }
  | { readonly kind: 'replay'; readonly table: string };

const SETTINGS_PARAM = 'settings';
const BOARD_PARAM = 'board';

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function parseRoute(search: string): Route {
  const params = new URLSearchParams(search);
  const replay = params.get('replay');
  if (replay) return { kind: 'replay', table: replay };
  const join = params.get('join');
  if (join === null) {
    if (params.has(SETTINGS_PARAM)) return { kind: 'settings' };
    return params.has(BOARD_PARAM) ? { kind: 'lobby', board: true } : { kind: 'lobby' };
  }
  const code = normaliseCode(join);
  const seats = [...new Set(params.getAll('seat').filter((seat) => seat.length > 0))];
  if (code.length === 0 || seats.length === 0) return { kind: 'join', code };
  return { kind: 'table', code, seats };
}

/** The query string (with its `?`, or empty for the lobby) that opens a route. */
export function routeSearch(route: Route): string {
  const params = new URLSearchParams();
  switch (route.kind) {
    case 'lobby':
      return route.board ? `?${BOARD_PARAM}` : '';
    case 'settings':
      return `?${SETTINGS_PARAM}`;
    case 'join':
      params.set('join', route.code);
      break;
    case 'table':
      params.set('join', route.code);
      for (const seat of route.seats) params.append('seat', seat);
      break;
    case 'replay':
      params.set('replay', route.table);
      break;
  }
  return `?${params.toString()}`;
}

/** The address a phone or TV opens to join a table, from one of the host's base URLs. */
export function joinUrl(base: string, code: string): string {
  return `${base}${routeSearch({ kind: 'join', code })}`;
}
