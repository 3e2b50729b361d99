import { type Board, type DaView, loadBoard } from '../../doubleagent';

/**
 * The board of a view as a graph the planners can measure: step distances between squares
 * (walking rules only: no gazebo, no deluxe-only squares in a standard game; other agents are
 * ignored, since one may pass through them). Built from the view's own board description.
 */
export interface BoardMap {
  readonly board: Board;
  readonly codeOf: ReadonlyMap<string, string>;
  /** Steps from square `from` to every square (-1: unreachable). */
  distancesFrom(from: string): Int16Array;
  /** The squares inside each monitored sector, by sector id. */
  readonly squaresOf: ReadonlyMap<string, readonly number[]>;
}

const byObject = new WeakMap<object, BoardMap>();
/** Views that arrive as JSON (a host's worker) bring a new board object each time: key by content too. */
const byContent = new Map<string, BoardMap>();
const CONTENT_CACHE_SIZE = 4;

export function boardMap(view: DaView): BoardMap {
  const hit = byObject.get(view.board);
  if (hit) return hit;
  const key = `${view.variant}|${JSON.stringify(view.board)}`;
  const known = byContent.get(key);
  if (known) {
    byObject.set(view.board, known);
    return known;
  }
  const built = buildMap(view);
  if (byContent.size >= CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
  byContent.set(key, built);
  byObject.set(view.board, built);
  return built;
}

function buildMap(view: DaView): BoardMap {
  const r = loadBoard(view.board, view.variant === 'deluxe');
  if (!r.ok) throw new Error(`the view's board does not load: ${r.error.message}`);
  const board = r.value;
  const deluxe = view.variant === 'deluxe';
  const n = board.ids.length;
  const enter = board.kind.map((k, i) => k !== 'gazebo' && (deluxe || !board.deluxeOnly[i]));
  const rows = new Map<number, Int16Array>();
  const squaresOf = new Map<string, number[]>();
  for (const id of board.monitored) squaresOf.set(id, []);
  board.sectorOf.forEach((sector, i) => {
    if (sector !== undefined && board.kind[i] !== 'gazebo') squaresOf.get(sector)?.push(i);
  });
  const map: BoardMap = {
    board,
    codeOf: new Map(board.sectors.map((s) => [s.id, s.code])),
    squaresOf,
    distancesFrom(from) {
      const start = board.index.get(from);
      if (start === undefined) return new Int16Array(n).fill(-1);
      const known = rows.get(start);
      if (known) return known;
      const dist = new Int16Array(n).fill(-1);
      dist[start] = 0;
      const queue = [start];
      for (let q = 0; q < queue.length; q++) {
        const at = queue[q]!;
        for (const j of board.adj[at]!) {
          if (dist[j] !== -1 || !enter[j]) continue;
          dist[j] = dist[at]! + 1;
          queue.push(j);
        }
      }
      rows.set(start, dist);
      return dist;
    },
  };
  return map;
}

/** Steps from `from` to the nearest of `targets` (a large number when none is reachable). */
export function nearest(map: BoardMap, from: string, targets: readonly number[]): number {
  const d = map.distancesFrom(from);
  let best = 999;
  for (const t of targets) {
    const x = d[t]!;
    if (x >= 0 && x < best) best = x;
  }
  return best;
}
