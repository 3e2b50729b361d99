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

/**
 * B10: the double agent's sabotages among the monitors OFF now. With engine monitors every OFF is
 * his (B10: "only the DA can create OFF states"); at a physical board a Security Agent may be seen
 * turning one OFF during his inspection (an anomaly), and that OFF is not a double agent sabotage
 * (B3) until the monitor is back ON. A monitor found OFF at an inspection keeps the cause of its
 * last ON→OFF; one changed outside any inspection counts (its cause is unknown).
 */
export function sabotagedSectors(state: DaState): string[] {
  const bySecurity = new Set<string>();
  for (const i of state.inspections) {
    if (i.left === 'ON') bySecurity.delete(i.sector);
    else if (i.found === 'ON') {
      if (state.players.find((p) => p.id === i.by)?.role === 'security') bySecurity.add(i.sector);
      else bySecurity.delete(i.sector);
    }
  }
  const out: string[] = [];
  for (const s of Object.keys(state.monitors))
    if (state.monitors[s] === 'OFF' && !bySecurity.has(s)) out.push(s);
  return out;
}

/** B10: how many monitors count towards the double agent's escape. */
export function offCount(state: DaState): number {
  return sabotagedSectors(state).length;
}

/** What the double agent knows it sabotaged: the opening monitor and every inspection it left OFF. */
export function sabotagedBy(state: DaState, da: string): string[] {
  const out = new Set<string>();
  if (state.opening !== null) out.add(state.opening);
  for (const i of state.inspections) if (i.by === da && i.left === 'OFF') out.add(i.sector);
  return [...out];
}
