import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../engine/core';
import {
  type DaState,
  eventsFor,
  legalActions,
  newGame,
  openingSaboteur,
  step,
  toAct,
  viewFor,
} from '../../engine/doubleagent';
import { doubleAgentPublicModel, isStartRoll } from '../../src-renderer/games/doubleagent/public-view';
import { nothingPublic } from '../../src-renderer/games/game-screens';
import type { SeatModel } from '../../src-renderer/lib/seat-model';

const PLAYERS = ['Red', 'Blue', 'Green', 'Yellow'];

/** The double agent's own model just after it sabotaged a monitor in the opening (B5): secrets in view and log. */
function saboteurAfterOpening(seed: number): SeatModel & { tableView: unknown } {
  const game = newGame({ seed, players: PLAYERS });
  if (!game.ok) throw new Error(game.error.message);
  let state: DaState = game.value;
  // The start roll (B4.5) comes first: every contender rolls until the opening begins.
  while (state.phase.kind === 'startRoll') {
    const roller = toAct(state)[0]!;
    const rolled = step(state, roller, legalActions(state, roller)[0]);
    if (!rolled.ok) throw new Error(rolled.error.message);
    state = rolled.value.state;
  }
  const seat = openingSaboteur(state)!;
  const sabotage = legalActions(state, seat).find(
    (action) => action.type === 'opening' && action.sector !== null,
  );
  const played = step(state, seat, sabotage);
  if (!played.ok) throw new Error(played.error.message);
  return {
    seat,
    table: 't1',
    version: 1,
    view: viewFor(played.value.state, seat),
    log: eventsFor(played.value.events, seat),
    logActs: played.value.events.map(() => 1),
    legal: legalActions(played.value.state, seat),
    canUndo: false,
    paused: null,
    over: false,
    winners: [],
    tableView: viewFor(played.value.state, TABLE_SEAT),
  };
}

describe("the Double Agent's public part of a seat's model (what a shared screen may show)", () => {
  it.each([1, 2, 3, 4, 5])('drops the seat’s card, list and role and its private log (seed %i)', (seed) => {
    const { tableView, ...model } = saboteurAfterOpening(seed);
    expect(model.log.some((entry) => (entry as { visibleTo?: unknown }).visibleTo !== undefined)).toBe(true);
    expect((model.view as { you?: unknown }).you).toBeDefined();

    const shown = doubleAgentPublicModel(model);
    const text = JSON.stringify(shown);
    expect(text).not.toContain('doubleAgent');
    expect(text).not.toContain('visibleTo');
    expect(shown.view).not.toHaveProperty('you');
    // What is left is what the table's own seat is shown (but for whose view it is): nothing more.
    const asTable = { ...(tableView as object), seat: model.seat };
    expect(JSON.parse(JSON.stringify(shown.view))).toEqual(JSON.parse(JSON.stringify(asTable)));
  });

  it('passes on a view it cannot read as nothing at all', () => {
    const model = { ...saboteurAfterOpening(1), view: 'garbled' };
    expect(doubleAgentPublicModel(model)).toMatchObject({ view: {}, log: [] });
  });
});

describe('the start roll as a step everyone watches (B4.5)', () => {
  it('is the start roll and nothing else', () => {
    expect(isStartRoll({ phase: { kind: 'startRoll', contenders: PLAYERS } })).toBe(true);
    expect(isStartRoll({ phase: { kind: 'opening', done: [] } })).toBe(false);
    expect(isStartRoll({ phase: { kind: 'turn', player: 'Red', step: 'roll' } })).toBe(false);
    expect(isStartRoll(null)).toBe(false);
    expect(isStartRoll({ phase: 'startRoll' })).toBe(false);
  });
});

describe('a game with no public step', () => {
  it('shows nothing of a seat’s model on a shared screen', () => {
    const shown = nothingPublic(saboteurAfterOpening(1));
    expect(shown.view).toEqual({});
    expect(shown.log).toEqual([]);
  });
});
