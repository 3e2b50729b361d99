import { type Result, TABLE_SEAT } from '../../engine/core';
import type { NoticeCode } from '../../protocol/messages';
import { hostedGame } from './games';
import { someoneElseSeated } from './presence';
import type { Table } from './table';

export interface StandInsHooks {
  readonly seatBot: (table: Table, seat: string, bot: string | null) => Result<void>;
  readonly notify: (table: Table, code: NoticeCode, params: Record<string, string>) => void;
  /** Whether the game waits on `seat` now (its turn, its choice, its opening window). */
  readonly waitsOn: (table: Table, seat: string) => boolean;
}

/**
 * Computer players standing in for people whose screens left. A seat no screen has shown for
 * `afterMs` is overdue; it gets a bot only once the game waits on it while someone else at the
 * table is there to wait (a person's screen on another seat), and gives it back when its person
 * returns with the seat's token. Nobody at the table: nobody stands in, however long.
 */
export class StandIns {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Per table, seats past their waiting time and still without a screen. */
  private readonly overdue = new Map<string, Set<string>>();

  constructor(
    private readonly afterMs: number,
    private readonly hooks: StandInsHooks,
  ) {}

  /** No screen shows `seat` any more: start its clock. */
  left(table: Table, seat: string): void {
    if (seat === TABLE_SEAT) return;
    const key = `${table.id}/${seat}`;
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        const seats = this.overdue.get(table.id) ?? new Set();
        this.overdue.set(table.id, seats.add(seat));
        this.check(table);
      }, this.afterMs),
    );
  }

  /** A screen shows `seat` again: its stand-in, if any, leaves. */
  returned(table: Table, seat: string): void {
    const key = `${table.id}/${seat}`;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.overdue.get(table.id)?.delete(seat);
    if (table.botAt(seat) && table.isClaimed(seat) && this.hooks.seatBot(table, seat, null).ok)
      this.hooks.notify(table, 'seat-back', { seat });
  }

  /** The game moved or screens came and went: an overdue seat the others now wait on gets its stand-in. */
  check(table: Table): void {
    const seats = this.overdue.get(table.id);
    if (!seats) return;
    for (const seat of [...seats]) {
      if (table.isOver || table.isShown(seat) || table.botAt(seat) || !table.isClaimed(seat)) {
        seats.delete(seat);
        continue;
      }
      if (!this.hooks.waitsOn(table, seat) || !someoneElseSeated(table, seat)) continue;
      seats.delete(seat);
      const standIn = hostedGame(table.game).standInBot;
      if (standIn && this.hooks.seatBot(table, seat, standIn).ok)
        this.hooks.notify(table, 'seat-bot', { seat });
    }
    if (seats.size === 0) this.overdue.delete(table.id);
  }
}
