// The straightforward move search the engine used before the fast one (engine/doubleagent/movement.ts):
// every simple path up to the roll by depth-first search, or breadth-first layers of walks with the
// revisit flag. Kept only as the reference the fast search is checked against (issue 21).
import { type MoveContext, type MoveOptions, mayEnter } from '../../engine/doubleagent/movement';

interface Found {
  readonly moves: Map<number, number[]>;
  readonly accusations: Map<number, number[]>;
  readonly exits: Map<number, number[]>;
}

export function referenceMoveOptions(ctx: MoveContext, roll: number): MoveOptions {
  const out: Found = { moves: new Map(), accusations: new Map(), exits: new Map() };
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

function walkOptions(ctx: MoveContext, roll: number, out: Found): Found {
  const { board, occupied } = ctx;
  let layer = new Map<number, number[]>([[ctx.from, []]]);
  const exits = new Set(board.exits);
  if (exits.has(ctx.from)) out.exits.set(ctx.from, []);
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
