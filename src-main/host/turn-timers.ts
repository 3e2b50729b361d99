import type { NoticeCode } from '../../protocol/messages';
import type { Table } from './table';

export interface TurnTimersHooks {
  /** Whether the game waits on `seat` now (its decision, the table not paused, its opening window open). */
  readonly waitsOn: (table: Table, seat: string) => boolean;
  readonly submit: (table: Table, seat: string, action: Record<string, unknown>) => { ok: boolean };
  readonly notify: (table: Table, code: NoticeCode, params: Record<string, string>) => void;
}

/**
 * An optional turn timer (`serve --turn-seconds`): a person's seat the game has waited on for
 * `turnMs` plays its game's no-effect default (Cold War AMB-20, `timeoutAction`), journaled like
 * any action, and the table is told. Computer players and games without a default are untimed.
 * A pause stops every clock of the table; each starts afresh on resuming.
 */
export class TurnTimers {
  /** Per table, the running clock of each seat it waits on. */
  private readonly timers = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();

  constructor(
    private readonly turnMs: number,
    private readonly hooks: TurnTimersHooks,
  ) {}

  /**
   * After a change at `table`: a seat it no longer waits on loses its clock; one it starts to wait
   * on, and `actor` (who just moved and has a new decision), get a full one; the others' clocks run on.
   */
  update(table: Table, actor: string | null): void {
    const clocks = this.timers.get(table.id) ?? new Map<string, ReturnType<typeof setTimeout>>();
    for (const seat of table.seats()) {
      const timed =
        !table.isOver &&
        !table.botAt(seat) &&
        this.hooks.waitsOn(table, seat) &&
        table.timeoutActionFor(seat) !== null;
      if (timed && clocks.has(seat) && seat !== actor) continue;
      clearTimeout(clocks.get(seat));
      clocks.delete(seat);
      if (timed)
        clocks.set(
          seat,
          setTimeout(() => this.expire(table, seat), this.turnMs),
        );
    }
    if (clocks.size > 0) this.timers.set(table.id, clocks);
    else this.timers.delete(table.id);
  }

  /** Every clock of `table` starts again (an undo changes everyone's decision). */
  restart(table: Table): void {
    this.stop(table);
    this.update(table, null);
  }

  stop(table: Table): void {
    for (const timer of this.timers.get(table.id)?.values() ?? []) clearTimeout(timer);
    this.timers.delete(table.id);
  }

  private expire(table: Table, seat: string): void {
    this.timers.get(table.id)?.delete(seat);
    if (table.isOver || table.botAt(seat) || !this.hooks.waitsOn(table, seat)) return;
    const action = table.timeoutActionFor(seat) as Record<string, unknown> | null;
    if (action && this.hooks.submit(table, seat, action).ok)
      this.hooks.notify(table, 'turn-timeout', { seat });
  }
}
