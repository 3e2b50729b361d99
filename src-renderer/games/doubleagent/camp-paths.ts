import { type DaAction, type DaView, movePaths, pathQueryOf, pathTo } from '../../../engine/doubleagent';

/**
 * The path shown for each highlighted square: the one the engine takes for the action that square
 * chooses (a move of exactly the roll, an accusation or an exit within it). Square id → path, start
 * excluded.
 */
export function targetPaths(view: DaView, legal: readonly unknown[]): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  const q = pathQueryOf(view);
  if (!q) return out;
  const paths = movePaths(q);
  for (const raw of legal) {
    const a = raw as DaAction;
    let square: string | null | undefined;
    let path: readonly string[] | undefined;
    if (a?.type === 'move') {
      square = a.to;
      path = a.path ?? paths.moves.get(a.to);
    } else if (a?.type === 'exit') {
      square = a.gate;
      path = a.path ?? paths.exits.get(a.gate);
    } else if (a?.type === 'accuse') {
      square = view.players.find((p) => p.id === a.target)?.position;
      path = a.path ?? (square ? paths.accusations.get(square) : undefined);
    }
    if (square && path && !out.has(square)) out.set(square, path);
  }
  return out;
}

/** A pawn's walk: who, from which square, through which squares (start excluded). */
export interface Walk {
  readonly player: string;
  readonly from: string;
  readonly path: readonly string[];
}

/**
 * The walk that took the game from `before` to `after`: the player who was moving now stands
 * elsewhere, along the path the engine takes to that square with that roll. Null when nobody moved
 * (a roll, an inspection, a reload), or the pawn left the board (an escape, a wrong accusation).
 */
export function walkBetween(before: DaView | null, after: DaView): Walk | null {
  if (!before || before.board.id !== after.board.id) return null;
  const q = pathQueryOf(before);
  if (!q || before.phase.kind !== 'turn') return null;
  const mover = before.phase.player;
  const to = after.players.find((p) => p.id === mover)?.position ?? null;
  if (to === null || to === q.from) return null;
  const path = pathTo(q, to);
  return path ? { player: mover, from: q.from, path } : null;
}
