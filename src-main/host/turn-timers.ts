import type { NoticeCode } from '../../protocol/messages';
import type { Table } from './table';

export interface TurnTimersHooks {
  /** Whether the game waits on `seat` now (its decision, the table not paused, its opening window open). */
  readonly waitsOn: (table: Table, seat: string) => boolean;
  readonly submit: (table: Table, seat: string, action: Record<string, unknown>) => { ok: boolean };
  readonly notify: (table: Table, code: NoticeCode, params: Record<string, string>) => void;
}

/**
 * Turn clocks. A table whose rules set an agreed think time (Double Agent `turnThinkSeconds`, B11
 * Rule 9) is told when a seat's time is up, and nothing is played. Otherwise, with the host's
 * optional turn timer (`serve --turn-seconds`), a person's seat the game has waited on for
 * `turnMs` plays its game's no-effect default (Cold War AMB-20, `timeoutAction`), journaled like
 * any action, and the table is told. Computer players, and games with neither, are untimed.
 * A pause stops every clock of the table; each starts afresh on resuming.
 */
export class TurnTimers {
  /** Per table, the running clock of each seat it waits on. */
  private readonly timers = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();

  constructor(
    private readonly turnMs: number | null,
    private readonly hooks: TurnTimersHooks,
  ) {}

  /**
   * After a change at `table`: a seat it no longer waits on loses its clock; one it starts to wait
   * on, and `actor` (who just moved and has a new decision), get a full one; the others' clocks run on.
   */
  update(table: Table, actor: string | null): void {
    const clocks = this.timers.get(table.id) ?? new Map<string, ReturnType<typeof setTimeout>>();
    const agreedMs = table.isOver ? null : table.agreedThinkMs();
    for (const seat of table.seats()) {
      const limitMs = agreedMs ?? (table.timeoutActionFor(seat) === null ? null : this.turnMs);
      const timed =
        limitMs !== null && !table.isOver && !table.botAt(seat) && this.hooks.waitsOn(table, seat);
      if (timed && clocks.has(seat) && seat !== actor) continue;
      clearTimeout(clocks.get(seat));
      clocks.delete(seat);
      if (timed)
        clocks.set(
          seat,
          setTimeout(() => this.expire(table, seat, agreedMs !== null), limitMs),
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

  private expire(table: Table, seat: string, agreed: boolean): void {
    this.timers.get(table.id)?.delete(seat);
    if (table.isOver || table.botAt(seat) || !this.hooks.waitsOn(table, seat)) return;
    if (agreed) {
      this.hooks.notify(table, 'think-time-up', { seat });
      return;
    }
    const action = table.timeoutActionFor(seat) as Record<string, unknown> | null;
    if (action && this.hooks.submit(table, seat, action).ok)
      this.hooks.notify(table, 'turn-timeout', { seat });
  }
}
