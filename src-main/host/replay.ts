import { err, type FairDealProof, ok, type Result, TABLE_SEAT } from '../../engine/core';
import { hostedGame } from './games';
import type { Table } from './table';

export interface ReplayFrame {
  readonly at: number;
  readonly total: number;
  /** Whether the game is over (then it can be saved as a file). */
  readonly over: boolean;
  /** Whose view: the table seat's (public), or a player's once the game is over. */
  readonly seat: string;
  /** The seats the replay of a finished game can be seen by; none while it is unfinished. */
  readonly seats: readonly string[];
  /** `seat`'s view after `at` actions. */
  readonly view: unknown;
  /** `seat`'s log up to that point. */
  readonly log: readonly unknown[];
  /** Per entry of `log`, the number of the action that produced it. */
  readonly logActs: readonly number[];
  /** A finished fair-deal game's proof, to check it again on the host machine's screen. */
  readonly proof?: FairDealProof;
}

/**
 * The table as it stood after `at` of a table's standing actions, rebuilt from its deal: what the
 * TV showed, or, once the game is over and nothing is secret any more, what `seat` saw ("Reveal
 * all"). An unfinished game's replay never shows a player's private view.
 */
export function replayFrame(table: Table, at: number, seat: string = TABLE_SEAT): Result<ReplayFrame> {
  if (seat !== TABLE_SEAT && !table.isOver)
    return err(
      'replay_secret',
      'Until the game is over its replay shows only the table: the players’ secrets are still in play.',
    );
  if (!table.hasSeat(seat)) return err('no_such_seat', `This table has no seat "${seat}".`);
  const actions = table.actions();
  if (!Number.isInteger(at) || at < 0 || at > actions.length) {
    return err(
      'bad_step',
      `This game has ${actions.length} actions; choose a step from 0 to ${actions.length}.`,
    );
  }
  const rules = hostedGame(table.game).rules;
  const proof = table.fairDealProof();
  const created = table.startState();
  if (!created.ok) return created;
  let state = created.value;
  const log: unknown[] = [];
  const logActs: number[] = [];
  for (const [index, { seat: actor, action }] of actions.slice(0, at).entries()) {
    const stepped = rules.step(state, actor, action);
    if (!stepped.ok)
      return err('bad_save', `Action ${index + 1} no longer replays: ${stepped.error.message}`);
    state = stepped.value.state;
    const seen = rules.eventsFor(stepped.value.events, seat);
    log.push(...seen);
    for (const _ of seen) logActs.push(index + 1);
  }
  return ok({
    at,
    total: actions.length,
    over: table.isOver,
    seat,
    seats: table.isOver ? table.seats() : [],
    view: rules.viewFor(state, seat),
    log,
    logActs,
    ...(proof ? { proof } : {}),
  });
}
