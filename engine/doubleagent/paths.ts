import { type Board, loadBoard } from './board-loader';
import type { BoardDef } from './board-schema';
import { moveOptions, namedMoves } from './movement';
import type { DaView } from './view';

/** Where a mover stands and what it rolled, on a board as a view carries it (ids, not indices). */
export interface PathQuery {
  readonly board: BoardDef;
  readonly deluxe: boolean;
  /** B6.9 flag `allowRevisitWithinMove`. */
  readonly allowRevisit: boolean;
  readonly from: string;
  readonly roll: number;
  /** Squares of the other agents still on the board. */
  readonly occupied: readonly string[];
}

/** One legal path (square ids, start excluded) to each square a move, an accusation or an exit ends on. */
export interface MovePaths {
  /** Exactly `roll` steps, ending on a free square (B6.2). */
  readonly moves: ReadonlyMap<string, readonly string[]>;
  /** At most `roll` steps, ending on another agent's square (B9). */
  readonly accusations: ReadonlyMap<string, readonly string[]>;
  /** Fewer than `roll` steps, ending on an exit gate (B10). */
  readonly exits: ReadonlyMap<string, readonly string[]>;
}

const EMPTY: MovePaths = { moves: new Map(), accusations: new Map(), exits: new Map() };

/** Compiled boards per board object and variant: a screen asks many times about one view's board. */
const compiled = new WeakMap<BoardDef, Map<boolean, Board | null>>();

function compile(def: BoardDef, deluxe: boolean): Board | null {
  let byVariant = compiled.get(def);
  if (!byVariant) {
    byVariant = new Map();
    compiled.set(def, byVariant);
  }
  if (!byVariant.has(deluxe)) {
    const r = loadBoard(def, deluxe);
    byVariant.set(deluxe, r.ok ? r.value : null);
  }
  return byVariant.get(deluxe) ?? null;
}

/**
 * The same paths the engine picks when an action names no path (movement.ts's search), so a screen
 * can show, before the choice, the path the move will take, and replay it afterwards.
 */
export function movePaths(q: PathQuery): MovePaths {
  const board = compile(q.board, q.deluxe);
  const from = board?.index.get(q.from);
  if (!board || from === undefined || !Number.isInteger(q.roll) || q.roll < 1 || q.roll > 12) return EMPTY;
  const occupied = new Set<number>();
  for (const id of q.occupied) {
    const i = board.index.get(id);
    if (i !== undefined && i !== from) occupied.add(i);
  }
  const opts = moveOptions({ board, from, occupied, deluxe: q.deluxe, allowRevisit: q.allowRevisit }, q.roll);
  const named = (m: ReadonlyMap<number, readonly number[]>) =>
    new Map(namedMoves(m, board.ids, (to, path) => [to, path] as const));
  return { moves: named(opts.moves), accusations: named(opts.accusations), exits: named(opts.exits) };
}

/** One legal path from `q.from` to `to`: a move of exactly the roll, else an accusation or exit within it. */
export function pathTo(q: PathQuery, to: string): readonly string[] | null {
  const p = movePaths(q);
  return p.moves.get(to) ?? p.accusations.get(to) ?? p.exits.get(to) ?? null;
}

/**
 * The query for the player moving in a view (phase `turn`, step `move`), from what every seat sees:
 * the mover's square, the dice, the other agents' squares. Null in any other phase.
 */
export function pathQueryOf(view: DaView): PathQuery | null {
  const phase = view.phase;
  if (phase.kind !== 'turn' || phase.step !== 'move' || !phase.dice) return null;
  const mover = view.players.find((p) => p.id === phase.player);
  if (!mover || mover.position === null) return null;
  return {
    board: view.board,
    deluxe: view.variant === 'deluxe',
    allowRevisit: view.rules.allowRevisitWithinMove,
    from: mover.position,
    roll: phase.dice[0] + phase.dice[1],
    occupied: view.players.flatMap((p) => (p.id !== mover.id && p.position !== null ? [p.position] : [])),
  };
}
