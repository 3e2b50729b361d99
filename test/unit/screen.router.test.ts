import { describe, expect, it } from 'vitest';
import { coldWarWaitingFor } from '../../src-renderer/games/coldwar/waiting';
import { doubleAgentOptions } from '../../src-renderer/games/doubleagent/new-table';
import { doubleAgentWaitingFor } from '../../src-renderer/games/doubleagent/waiting';
import { joinUrl, parseRoute, type Route, routeSearch } from '../../src-renderer/lib/router';
import { gameOverText, turnText } from '../../src-renderer/lib/turn';

describe('the URL scheme', () => {
  it('parses each screen', () => {
    expect(parseRoute('')).toEqual({ kind: 'lobby' });
    expect(parseRoute('?join=ab12cd')).toEqual({ kind: 'join', code: 'AB12CD' });
    expect(parseRoute('?join=AB12CD&seat=KGB')).toEqual({ kind: 'table', code: 'AB12CD', seats: ['KGB'] });
    expect(parseRoute('?join=AB12CD&seat=CIA&seat=KGB&seat=CIA')).toEqual({
      kind: 'table',
      code: 'AB12CD',
      seats: ['CIA', 'KGB'],
    });
    expect(parseRoute('?join=AB12CD&seat=')).toEqual({ kind: 'join', code: 'AB12CD' });
    expect(parseRoute('?replay=t1')).toEqual({ kind: 'replay', table: 't1' });
  });

  it('round-trips every route, seat names with spaces and symbols included', () => {
    const routes: Route[] = [
      { kind: 'lobby' },
      { kind: 'join', code: 'AB12CD' },
      { kind: 'table', code: 'AB12CD', seats: ['table'] },
      { kind: 'table', code: 'AB12CD', seats: ['Mr Red & co', 'Blue?', 'Grün'] },
      { kind: 'replay', table: 'abc123' },
    ];
    for (const route of routes) expect(parseRoute(routeSearch(route))).toEqual(route);
  });

  it('builds the join address a phone opens', () => {
    expect(joinUrl('http://192.168.1.5:4810/', 'AB12CD')).toBe('http://192.168.1.5:4810/?join=AB12CD');
  });
});

describe('new Double Agent tables', () => {
  it('accepts four names for standard and four to six for deluxe', () => {
    expect(doubleAgentOptions('standard', ['Red', 'Blue', 'Green', 'Yellow'])).toEqual({
      ok: true,
      value: { players: ['Red', 'Blue', 'Green', 'Yellow'], variant: 'standard' },
    });
    expect(doubleAgentOptions('deluxe', ['a', 'b', 'c', 'd', 'e', 'f']).ok).toBe(true);
    expect(doubleAgentOptions('standard', ['a', 'b', 'c', 'd', 'e']).ok).toBe(false);
    expect(doubleAgentOptions('deluxe', ['a', 'b', 'c']).ok).toBe(false);
  });
  it('refuses blank, repeated and reserved names in words', () => {
    expect(doubleAgentOptions('standard', ['Red', ' ', 'Green', 'Yellow'])).toEqual({
      ok: false,
      error: 'Every player needs a name.',
    });
    expect(doubleAgentOptions('standard', ['Red', 'Red', 'Green', 'Yellow']).ok).toBe(false);
    expect(doubleAgentOptions('standard', ['Red', 'table', 'Green', 'Yellow']).ok).toBe(false);
  });
});

describe('turn words', () => {
  it('reads who the public table waits for', () => {
    expect(coldWarWaitingFor({ pending: { kind: 'agent', sides: ['CIA', 'KGB'] } })).toEqual(['CIA', 'KGB']);
    expect(coldWarWaitingFor({ pending: null })).toBeNull();
    expect(doubleAgentWaitingFor({ phase: { kind: 'turn', player: 'Red', step: 'roll' } })).toEqual(['Red']);
    expect(
      doubleAgentWaitingFor({
        phase: { kind: 'opening', done: ['Red'] },
        players: [{ id: 'Red' }, { id: 'Blue' }],
      }),
    ).toEqual(['Blue']);
    expect(doubleAgentWaitingFor(null)).toBeNull();
  });
  it('waits in the start roll only for the contenders who have not rolled (issue 50: the header said all four)', () => {
    const view = {
      phase: {
        kind: 'startRoll',
        contenders: ['Red', 'Blue', 'Green', 'Yellow'],
        rolls: { Red: 7, Green: 5, Yellow: 9 },
      },
    };
    expect(doubleAgentWaitingFor(view)).toEqual(['Blue']);
    // What the header of a screen holding Red says, in the panel's words.
    expect(turnText(['Red'], [], doubleAgentWaitingFor(view))).toBe('Waiting for Blue.');
  });
  it('says whose decision it is from the screen’s seats', () => {
    expect(turnText(['CIA'], ['CIA'], null)).toBe('Your decision.');
    expect(turnText(['CIA', 'KGB'], ['KGB'], null)).toBe('KGB to decide.');
    expect(turnText(['CIA'], [], ['KGB'])).toBe('Waiting for KGB.');
    expect(turnText([], [], ['CIA', 'KGB'])).toBe('Waiting for CIA, KGB.');
    expect(gameOverText(['KGB'])).toBe('Game over. Winner: KGB.');
    expect(gameOverText([])).toBe('Game over: no winner.');
  });
});
