import type { Board } from './board-loader';

/** Everything a move search needs to know about the mover and the table (B6). */
export interface MoveContext {
  readonly board: Board;
  readonly from: number;
  /** Squares of the other agents still on the board. */
  readonly occupied: ReadonlySet<number>;
  readonly deluxe: boolean;
  /** B6.9 flag `allowRevisitWithinMove`. */
  readonly allowRevisit: boolean;
}

export interface MoveOptions {
  /** Full-count endpoints where the mover may land without accusing (B6.2, B6.8). */
  readonly moves: Map<number, number[]>;
  /** Occupied squares reachable in at most the roll: accusation targets for a Security Agent (B9). */
  readonly accusations: Map<number, number[]>;
  /**
   * Exit gates reachable with at least one step to spare, for stepping off the board (B10); the
   * gate the mover stands on, with an empty path (the step off is the only step).
   */
  readonly exits: Map<number, number[]>;
}

/** Whether a step onto square `j` is allowed at all (B6.6, B6.7). */
export function mayEnter(ctx: MoveContext, j: number): boolean {
  const b = ctx.board;
  if (b.kind[j] === 'gazebo') return false;
  return ctx.deluxe || !b.deluxeOnly[j];
}

/**
 * All move options for a roll. Paths exclude the start square. Without the revisit flag this
 * enumerates every simple path up to `roll` steps (B6.9): a depth-first search, which is cheap
 * on a grid of one-square-wide walkways and small rooms.
 */
export function moveOptions(ctx: MoveContext, roll: number): MoveOptions {
  const out: MoveOptions = { moves: new Map(), accusations: new Map(), exits: new Map() };
  if (ctx.allowRevisit) return walkOptions(ctx, roll, out);
  const { board, occupied } = ctx;
  const n = board.ids.length;
  const seen = new Uint8Array(n);
  const path = new Int32Array(roll);
  const exit = new Uint8Array(n);
  for (const e of board.exits) exit[e] = 1;
  const occ = new Uint8Array(n);
  for (const o of occupied) occ[o] = 1;
  const enter = new Uint8Array(n);
  for (let j = 0; j < n; j++) enter[j] = mayEnter(ctx, j) ? 1 : 0;
  const adj = board.adj;
  seen[ctx.from] = 1;
  const record = (m: Map<number, number[]>, at: number, depth: number) => {
    if (!m.has(at)) m.set(at, Array.from(path.subarray(0, depth)));
  };
  const dfs = (at: number, depth: number): void => {
    if (depth > 0) {
      if (occ[at]) record(out.accusations, at, depth);
      if (exit[at] && depth < roll) record(out.exits, at, depth);
      if (depth === roll) {
        if (!occ[at]) record(out.moves, at, depth);
        return;
      }
    }
    const nb = adj[at]!;
    for (let k = 0; k < nb.length; k++) {
      const j = nb[k]!;
      if (seen[j] || !enter[j]) continue;
      seen[j] = 1;
      path[depth] = j;
      dfs(j, depth + 1);
      seen[j] = 0;
    }
  };
  // B10: the off-board point is one step beyond the gate, so a mover on a gate may step off at once.
  if (exit[ctx.from]) out.exits.set(ctx.from, []);
  dfs(ctx.from, 0);
  return out;
}

/** The same options when squares may repeat within a move: breadth-first layers of walks. */
function walkOptions(ctx: MoveContext, roll: number, out: MoveOptions): MoveOptions {
  const { board, occupied } = ctx;
  let layer = new Map<number, number[]>([[ctx.from, []]]);
  const exits = new Set(board.exits);
  if (exits.has(ctx.from)) out.exits.set(ctx.from, []); // B10: stepping off from the gate itself
  for (let depth = 1; depth <= roll; depth++) {
    const next = new Map<number, number[]>();
    for (const [at, path] of layer)
      for (const j of board.adj[at]!) if (mayEnter(ctx, j) && !next.has(j)) next.set(j, [...path, j]);
    for (const [at, path] of next) {
      if (occupied.has(at) && !out.accusations.has(at)) out.accusations.set(at, path);
      if (exits.has(at) && depth < roll && !out.exits.has(at)) out.exits.set(at, path);
      if (depth === roll && !occupied.has(at)) out.moves.set(at, path);
    }
    layer = next;
  }
  return out;
}

/**
 * Checks a path the player chose (B6): every step to a neighbour the mover may enter, and no square
 * twice unless the revisit flag is set. Returns a reason when the path is illegal.
 */
export function pathProblem(ctx: MoveContext, path: readonly number[]): string | null {
  const seen = new Set<number>([ctx.from]);
  let at = ctx.from;
  for (const j of path) {
    if (!ctx.board.adj[at]!.includes(j)) return `${ctx.board.ids[j]} is not next to ${ctx.board.ids[at]}`;
    if (!mayEnter(ctx, j)) return `${ctx.board.ids[j]} may not be entered`;
    if (!ctx.allowRevisit && seen.has(j)) return `${ctx.board.ids[j]} is entered twice`;
    seen.add(j);
    at = j;
  }
  return null;
}
