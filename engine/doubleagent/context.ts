import type { Board } from './board-loader';
import { loadBoard } from './board-loader';
import type { MoveContext } from './movement';
import type { DaState, PlayerState } from './state';

const compiled = new WeakMap<object, Board>();

/**
 * The compiled board of a state, cached per board object (states are never mutated, so neither is
 * their board); a state read back from JSON compiles its board once.
 */
export function boardOf(state: DaState): Board {
  const hit = compiled.get(state.board);
  if (hit) return hit;
  const r = loadBoard(state.board, state.variant === 'deluxe');
  if (!r.ok) throw new Error(`corrupt state: ${r.error.message}`);
  compiled.set(state.board, r.value);
  return r.value;
}

export function playerOf(state: DaState, id: string): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

export function moveContext(state: DaState, mover: PlayerState): MoveContext {
  const board = boardOf(state);
  const occupied = new Set<number>();
  for (const p of state.players)
    if (p.id !== mover.id && p.position !== null) occupied.add(board.index.get(p.position)!);
  return {
    board,
    from: board.index.get(mover.position!)!,
    occupied,
    deluxe: state.variant === 'deluxe',
    allowRevisit: state.rules.allowRevisitWithinMove,
  };
}

/** B10: every OFF monitor is the double agent's work. */
export function offCount(state: DaState): number {
  return Object.values(state.monitors).filter((m) => m === 'OFF').length;
}

/** What the double agent knows it sabotaged: the opening monitor and every inspection it left OFF. */
export function sabotagedBy(state: DaState, da: string): string[] {
  const out = new Set<string>();
  if (state.opening !== null) out.add(state.opening);
  for (const i of state.inspections) if (i.by === da && i.left === 'OFF') out.add(i.sector);
  return [...out];
}
