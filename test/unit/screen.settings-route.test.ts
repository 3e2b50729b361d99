import { describe, expect, it } from 'vitest';
import { parseRoute, type Route, routeSearch } from '../../src-renderer/lib/router';

describe('the settings and board addresses', () => {
  it('parses ?settings and ?board', () => {
    expect(parseRoute('?settings')).toEqual({ kind: 'settings' });
    expect(parseRoute('?settings&lang=zh-TW')).toEqual({ kind: 'settings' });
    expect(parseRoute('?board')).toEqual({ kind: 'lobby', board: true });
    // A join code or a replay wins over a stray flag.
    expect(parseRoute('?settings&join=ab12cd')).toEqual({ kind: 'join', code: 'AB12CD' });
    expect(parseRoute('?replay=t1&settings')).toEqual({ kind: 'replay', table: 't1' });
  });

  it('writes them back', () => {
    expect(routeSearch({ kind: 'settings' })).toBe('?settings');
    expect(routeSearch({ kind: 'lobby', board: true })).toBe('?board');
    expect(routeSearch({ kind: 'lobby' })).toBe('');
    const routes: Route[] = [{ kind: 'settings' }, { kind: 'lobby', board: true }];
    for (const route of routes) expect(parseRoute(routeSearch(route))).toEqual(route);
  });
});
