import { describe, expect, it } from 'vitest';
import type { OpeningStatus } from '../../protocol/messages';
import { headerSeat, headerSeatId } from '../../src-renderer/lib/header-seat';
import { isSharedScreen } from '../../src-renderer/lib/shared-screen';
import {
  type HeldView,
  initialTableState,
  render,
  stepTable,
  type TableEvent,
  type TableState,
} from '../../src-renderer/lib/table-state';

const SEATS = ['Red', 'Blue', 'Green', 'Yellow'];

const status = (stage: OpeningStatus['stage'], index = 0): OpeningStatus => ({
  stage,
  groups: SEATS.map((seat) => [seat]),
  index,
  windowMs: 2000,
  handoverMs: 1000,
  curtainMs: 120_000,
  remainingMs: 1000,
  absent: [],
  redo: null,
});
const view = (seat: string, version: number): HeldView => ({ seat, version, legal: [] });

/** A table screen that asked for `asked` and was given `players`, after `events`. */
function screenAfter(asked: readonly string[], players: readonly string[], events: readonly TableEvent[]) {
  const start = stepTable(stepTable(initialTableState(asked), { type: 'seats', players }), {
    type: 'joining',
    joining: false,
  });
  return events.reduce<TableState>((state, event) => stepTable(state, event), start);
}

/** What the header names for that screen, worked out as TableScreen.svelte does. */
function named(asked: readonly string[], state: TableState) {
  const shown = render(state);
  const visible =
    shown.kind === 'seat' || shown.kind === 'public' || shown.kind === 'opening' ? shown.seat : null;
  return headerSeat({
    visible,
    players: state.players,
    watching: false,
    shared: isSharedScreen(asked),
    lastPassed: state.acknowledged,
  });
}

describe('the seat the table header names (issue 50: "Seat:" gone during the opening)', () => {
  it('names a lone player seat before the deal and at every stage of the opening play', () => {
    const asked = ['Blue'];
    expect(named(asked, screenAfter(asked, ['Blue'], []))).toEqual({ kind: 'seat', seat: 'Blue' });
    for (const opening of [
      status('ready'),
      status('window', 0),
      status('handover', 0),
      status('window', 1),
      status('paused'),
    ]) {
      const state = screenAfter(
        asked,
        ['Blue'],
        [
          { type: 'view', model: view('Blue', 4), publicStep: false },
          { type: 'opening', status: opening },
        ],
      );
      expect(render(state).kind, opening.stage).toBe('opening');
      expect(named(asked, state), opening.stage).toEqual({ kind: 'seat', seat: 'Blue' });
    }
  });

  it('on a shared screen, lists its seats until a curtain is passed, then names that seat only', () => {
    const asked = ['Red', 'Blue'];
    const everyone = { kind: 'seats', seats: ['Red', 'Blue'] };
    const views: TableEvent[] = asked.map((seat) => ({
      type: 'view',
      model: view(seat, 4),
      publicStep: false,
    }));
    // Before the deal (no views yet) and at the opening's start: nobody has the screen yet.
    expect(named(asked, screenAfter(asked, ['Red', 'Blue'], []))).toEqual(everyone);
    const ready = screenAfter(
      asked,
      ['Red', 'Blue'],
      [...views, { type: 'opening', status: status('ready') }],
    );
    expect(named(asked, ready)).toEqual(everyone);
    expect(headerSeatId(named(asked, ready)), 'data-shown-seat names no one of several').toBe('');
    // Red's window: the curtain is up (no header at all) until Red passes it.
    const redWindow = stepTable(ready, { type: 'opening', status: status('window', 0) });
    expect(render(redWindow)).toEqual({ kind: 'curtain', seat: 'Red' });
    const redTurn = stepTable(redWindow, { type: 'acknowledge', seat: 'Red' });
    expect(named(asked, redTurn)).toEqual({ kind: 'seat', seat: 'Red' });
    // The handover and the windows of seats held elsewhere: still Red's hands on the screen.
    const handover = stepTable(redTurn, { type: 'opening', status: status('handover', 0) });
    expect(render(handover)).toMatchObject({ kind: 'opening', seat: null });
    expect(named(asked, handover)).toEqual({ kind: 'seat', seat: 'Red' });
    expect(headerSeatId(named(asked, handover))).toBe('Red');
    const lookAway = stepTable(handover, { type: 'opening', status: status('window', 2) });
    expect(render(lookAway)).toMatchObject({ kind: 'opening', screen: { kind: 'lookAway' } });
    expect(named(asked, lookAway)).toEqual({ kind: 'seat', seat: 'Red' });
  });

  it('never names a seat that did not pass its curtain, even if it was joined first', () => {
    // A hot-seat screen whose second seat is still being joined is not a lone screen.
    const asked = ['Red', 'Blue'];
    expect(named(asked, screenAfter(asked, ['Red'], []))).toEqual({ kind: 'seats', seats: ['Red'] });
    expect(
      headerSeat({
        visible: null,
        players: ['Red', 'Blue'],
        watching: false,
        shared: true,
        lastPassed: 'Green',
      }),
    ).toEqual({ kind: 'seats', seats: ['Red', 'Blue'] });
  });

  it('names the seat on show, the TV as the public table, and nothing before any seat is held', () => {
    const base = { players: ['Red', 'Blue'], watching: false, shared: true, lastPassed: 'Red' };
    expect(headerSeat({ ...base, visible: 'Blue' })).toEqual({ kind: 'seat', seat: 'Blue' });
    expect(
      headerSeat({ visible: null, players: [], watching: true, shared: true, lastPassed: null }),
    ).toEqual({
      kind: 'table',
    });
    expect(
      headerSeat({ visible: 'table', players: [], watching: true, shared: true, lastPassed: null }),
    ).toEqual({
      kind: 'table',
    });
    expect(
      headerSeat({ visible: null, players: [], watching: false, shared: false, lastPassed: null }),
    ).toEqual({
      kind: 'none',
    });
  });
});
