import type { Board } from './board-loader';
import type { DaState, MonitorState } from './state';

/** One line of a Security List (B8), in the shape `deduce` reads. */
export type ListEntry = { sector: string; by: string } | { sector: string; found: MonitorState };

/**
 * `seat`'s Security List: other agents' inspections as `CODE – agent`, the seat's own as the state
 * left (B8: for the Double Agent, the state as left; the opening sabotage is not listed).
 */
export function securityList(state: DaState, board: Board, seat: string): ListEntry[] {
  const code = new Map(board.sectors.map((s) => [s.id, s.code]));
  return state.inspections.map((i) =>
    i.by === seat
      ? { sector: code.get(i.sector)!, found: i.left }
      : { sector: code.get(i.sector)!, by: i.by },
  );
}
