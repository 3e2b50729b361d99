import type { Board } from './board-loader';
import type { DaState, MonitorState } from './state';

/** One line of a Security List (B8), in the shape `deduce` reads. */
export type ListEntry = { sector: string; by: string } | { sector: string; found: MonitorState };

/**
 * `seat`'s Security List: other agents' inspections as `CODE – agent`, the seat's own circled (B8):
 * a Security Agent records the state found, the Double Agent the state as left (so his list shows
 * his sabotages, partly a bluff). The opening sabotage is not listed. Found and left differ for a
 * Security Agent only when a physical board saw him change the monitor (a breach of B7.3).
 */
export function securityList(state: DaState, board: Board, seat: string): ListEntry[] {
  const code = new Map(board.sectors.map((s) => [s.id, s.code]));
  const asLeft = state.players.find((p) => p.id === seat)?.role === 'doubleAgent';
  return state.inspections.map((i) =>
    i.by === seat
      ? { sector: code.get(i.sector)!, found: asLeft ? i.left : i.found }
      : { sector: code.get(i.sector)!, by: i.by },
  );
}
