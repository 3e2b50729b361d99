import { type Result, TABLE_SEAT } from '../../engine/core';
import type { GameId, NoticeCode } from '../../protocol/messages';
import type { Table } from './table';

/** How long the desktop app waits before a computer player stands in for a seat no screen shows. */
export const ABANDONED_SEAT_MS = 120_000;

/** The bot that takes over an abandoned seat. */
const STAND_IN_BOTS: Readonly<Record<GameId, string>> = { coldwar: 'ismcts:normal', doubleagent: 'planner' };

/**
 * Computer players standing in for people whose screens left: a seat no screen has shown for
 * `afterMs` gets a bot until its person comes back with the seat's token.
 */
export class StandIns {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly afterMs: number,
    private readonly seatBot: (table: Table, seat: string, bot: string | null) => Result<void>,
    private readonly notify: (table: Table, code: NoticeCode, params: Record<string, string>) => void,
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
        const status = table.summary().seats.find((s) => s.seat === seat);
        if (!status || status.connected || status.bot || table.isOver || !table.isClaimed(seat)) return;
        if (this.seatBot(table, seat, STAND_IN_BOTS[table.game]).ok) this.notify(table, 'seat-bot', { seat });
      }, this.afterMs),
    );
  }

  /** A screen shows `seat` again: its stand-in, if any, leaves. */
  returned(table: Table, seat: string): void {
    const key = `${table.id}/${seat}`;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    if (table.botAt(seat) && table.isClaimed(seat) && this.seatBot(table, seat, null).ok)
      this.notify(table, 'seat-back', { seat });
  }
}
