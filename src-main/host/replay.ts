import { err, ok, type Result, TABLE_SEAT } from '../../engine/core';
import { GAMES } from './games';
import type { Table } from './table';

export interface ReplayFrame {
  readonly at: number;
  readonly total: number;
  /** The public (table seat) view after `at` actions. */
  readonly view: unknown;
  /** The public log up to that point. */
  readonly log: readonly unknown[];
}

/**
 * The public table as it stood after `at` of a table's standing actions, rebuilt from the seed:
 * a replay shows what the TV showed, never a player's private view.
 */
export function replayFrame(table: Table, at: number): Result<ReplayFrame> {
  const actions = table.actions();
  if (!Number.isInteger(at) || at < 0 || at > actions.length) {
    return err(
      'bad_step',
      `This game has ${actions.length} actions; choose a step from 0 to ${actions.length}.`,
    );
  }
  const rules = GAMES[table.game].rules;
  const created = rules.create({ ...table.header.options, seed: table.header.seed });
  if (!created.ok) return created;
  let state = created.value;
  const events: unknown[] = [];
  for (const { seat, action } of actions.slice(0, at)) {
    const stepped = rules.step(state, seat, action);
    if (!stepped.ok)
      return err('bad_save', `Action ${events.length + 1} no longer replays: ${stepped.error.message}`);
    state = stepped.value.state;
    events.push(...stepped.value.events);
  }
  return ok({
    at,
    total: actions.length,
    view: rules.viewFor(state, TABLE_SEAT),
    log: rules.eventsFor(events, TABLE_SEAT),
  });
}
