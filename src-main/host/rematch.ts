import { ok, type Result, TABLE_SEAT } from '../../engine/core';
import type { GameId } from '../../protocol/messages';
import { hostedGame } from './games';
import type { Table } from './table';
import type { Shelf, ShelfScreen } from './table-shelf';

/**
 * "Play again" on a finished table: the same game, options and computer players at a new table
 * with a new seed, and each screen's seats at it. `swap` trades seats as the game says (Cold War's two sides).
 */
export interface RematchPlan {
  readonly game: GameId;
  readonly options: Record<string, unknown>;
  /** Bots seated on purpose (not stand-ins), at their new seats. */
  readonly bots: readonly { readonly seat: string; readonly bot: string }[];
  /** Where a seat of the finished table sits at the new one. */
  seatFor(seat: string): string;
}

export function rematchPlan(table: Table, swap: boolean): RematchPlan {
  const swapped = swap ? hostedGame(table.game).swappedSeats : undefined;
  const seatFor = (seat: string) => (swapped && seat !== TABLE_SEAT ? (swapped[seat] ?? seat) : seat);
  const bots = table.seats().flatMap((seat) => {
    const bot = table.botAt(seat);
    return bot !== null && !table.isClaimed(seat) ? [{ seat: seatFor(seat), bot }] : [];
  });
  return { game: table.game, options: table.header.options, bots, seatFor };
}

/**
 * The rematches made, finished table → new table (in memory: after a restart, "Play again" makes
 * another). Made once: asked again (a screen that came late), a screen is pointed at the table
 * made before, to join it as usual.
 */
export class Rematches {
  private readonly made = new Map<string, string>();

  constructor(private readonly shelf: Shelf) {}

  /** Plays `table` (finished) again; every screen at it is sent its seats at the new table. */
  start(table: Table, swap: boolean, asking: ShelfScreen): Result<void> {
    const earlier = this.shelf.table(this.made.get(table.id) ?? '');
    if (earlier) {
      asking.send({
        type: 'rematch',
        table: table.id,
        next: { id: earlier.id, code: earlier.code },
        seats: [],
      });
      return ok(undefined);
    }
    const plan = rematchPlan(table, swap);
    const created = this.shelf.createTable(plan.game, plan.options);
    if (!created.ok) return created;
    const next = this.shelf.table(created.value.id)!;
    next.setBotPace(table.botPace);
    this.made.set(table.id, next.id);
    for (const { seat, bot } of plan.bots) this.shelf.seatBot(next.id, seat, bot);
    for (const screen of this.shelf.screensAt(table)) {
      const seats = screen.seats.map((seat) => {
        const moved = plan.seatFor(seat);
        if (moved === TABLE_SEAT) return { seat: moved };
        const token = next.claim(moved);
        return token.ok ? { seat: moved, token: token.value } : { seat: moved };
      });
      screen.send({ type: 'rematch', table: table.id, next: { id: next.id, code: next.code }, seats });
    }
    return ok(undefined);
  }
}
