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
  readonly moves: ReadonlyMap<number, readonly number[]>;
  /** Occupied squares reachable in at most the roll: accusation targets for a Security Agent (B9). */
  readonly accusations: ReadonlyMap<number, readonly number[]>;
  /**
   * Exit gates reachable with at least one step to spare, for stepping off the board (B10); the
   * gate the mover stands on, with an empty path (the step off is the only step).
   */
  readonly exits: ReadonlyMap<number, readonly number[]>;
}

/** Whether a step onto square `j` is allowed at all (B6.6, B6.7). */
export function mayEnter(ctx: MoveContext, j: number): boolean {
  const b = ctx.board;
  if (b.kind[j] === 'gazebo') return false;
  return ctx.deluxe || !b.deluxeOnly[j];
}

/** Per board and variant: what may be entered, the gates, every shortest distance, and balls as bitsets. */
interface Tables {
  readonly n: number;
  /** 32-bit words in a bitset of squares. */
  readonly words: number;
  readonly enter: Uint8Array;
  readonly exit: Uint8Array;
  /**
   * The neighbours each square may step to, in the board's order: those of square a are
   * `step[stepAt[a]] … step[stepAt[a + 1] - 1]` (the board's lists less what may not be entered).
   */
  readonly stepAt: Int32Array;
  readonly step: Int16Array;
  /** `dist[a * n + b]`: fewest steps from a to b entering only enterable squares (FAR: never). */
  readonly dist: Uint8Array;
  /** `ball[(a * BALLS + k) * words ...]`: the squares b with dist(a, b) ≤ k, for k ≤ MAX_ROLL. */
  readonly ball: Uint32Array;
  /**
   * `ballSpan[(a * BALLS + k) * 2]`, `… + 1`: the first and last word of ball (a, k) that hold a
   * square, so a search looks only at those (a small ball spans a few words of a board's 14).
   */
  readonly ballSpan: Uint8Array;
  /** 0/1 per square when the squares that may be entered form a bipartite graph (a grid does), else null. */
  readonly color: Uint8Array | null;
  /** Scratch for one search at a time (the engine is synchronous). */
  readonly onPath: Uint32Array;
  readonly open: Uint32Array;
  /** The open squares off the path. */
  readonly avail: Uint32Array;
  /** Full-count ends per start, roll and revisit flag, filled as asked (see fullCount). */
  readonly known: (Int16Array | undefined)[];
  /** The last search's answer (answers are never mutated, so it is handed out again as it is). */
  last: Memo | null;
}

interface Memo {
  readonly from: number;
  readonly roll: number;
  readonly allowRevisit: boolean;
  readonly occupied: readonly number[];
  readonly options: MoveOptions;
}

const FAR = 255;
const MAX_ROLL = 12;
const BALLS = MAX_ROLL + 1;
const tablesOf = new WeakMap<Board, Map<boolean, Tables>>();

function tables(ctx: MoveContext): Tables {
  let byVariant = tablesOf.get(ctx.board);
  if (!byVariant) {
    byVariant = new Map();
    tablesOf.set(ctx.board, byVariant);
  }
  let t = byVariant.get(ctx.deluxe);
  if (!t) {
    // A board read back from JSON (a view on a screen, a saved game) is a new object with the same
    // squares: it shares the tables, and what they have learnt, with the boards it equals.
    const key = fingerprint(ctx);
    t = byContent.get(key);
    if (t) byContent.delete(key);
    else t = buildTables(ctx);
    byContent.set(key, t);
    if (byContent.size > CONTENT_KEPT) byContent.delete(byContent.keys().next().value!);
    byVariant.set(ctx.deluxe, t);
  }
  return t;
}

/** The most recently used tables by content: a few boards at once (a camp, a deluxe pair). */
const byContent = new Map<string, Tables>();
const CONTENT_KEPT = 6;

/** Benchmarks only: forget the tables kept by content, so the next new board object starts cold. */
export function forgetMoveTables(): void {
  byContent.clear();
}

/** Everything the tables are built from: the graph, which squares may be entered, the gates. */
function fingerprint(ctx: MoveContext): string {
  const b = ctx.board;
  const parts: string[] = [];
  for (let i = 0; i < b.ids.length; i++) parts.push(`${mayEnter(ctx, i) ? '+' : '-'}${b.adj[i]!.join(',')}`);
  return `${b.exits.join(',')}|${parts.join(';')}`;
}

function buildTables(ctx: MoveContext): Tables {
  const { board } = ctx;
  const n = board.ids.length;
  const words = (n + 31) >>> 5;
  const enter = new Uint8Array(n);
  for (let j = 0; j < n; j++) enter[j] = mayEnter(ctx, j) ? 1 : 0;
  const exit = new Uint8Array(n);
  for (const e of board.exits) exit[e] = 1;
  const stepAt = new Int32Array(n + 1);
  let steps = 0;
  for (let a = 0; a < n; a++) for (const j of board.adj[a]!) if (enter[j]) steps++;
  const step = new Int16Array(steps);
  steps = 0;
  for (let a = 0; a < n; a++) {
    stepAt[a] = steps;
    for (const j of board.adj[a]!) if (enter[j]) step[steps++] = j;
  }
  stepAt[n] = steps;
  const dist = new Uint8Array(n * n).fill(FAR);
  const ball = new Uint32Array(n * BALLS * words);
  const ballSpan = new Uint8Array(n * BALLS * 2);
  const queue = new Int32Array(n);
  for (let a = 0; a < n; a++) {
    const row = a * n;
    const balls = a * BALLS * words;
    dist[row + a] = 0;
    let tail = 0;
    queue[tail++] = a;
    for (let head = 0; head < tail; head++) {
      const at = queue[head]!;
      const d = dist[row + at]!;
      if (d <= MAX_ROLL) ball[balls + d * words + (at >>> 5)]! |= 1 << (at & 31);
      if (d + 1 >= FAR) continue;
      for (let k = stepAt[at]!, end = stepAt[at + 1]!; k < end; k++) {
        const j = step[k]!;
        if (dist[row + j] === FAR) {
          dist[row + j] = d + 1;
          queue[tail++] = j;
        }
      }
    }
    // Each ball so far holds the squares at exactly k; a ball of radius k also holds the smaller ones.
    for (let k = 1; k <= MAX_ROLL; k++) {
      const at = balls + k * words;
      for (let w = 0; w < words; w++) ball[at + w]! |= ball[at - words + w]!;
    }
    for (let k = 0; k <= MAX_ROLL; k++) {
      const at = balls + k * words;
      let first = 0;
      while (first < words - 1 && ball[at + first] === 0) first++;
      let last = words - 1;
      while (last > first && ball[at + last] === 0) last--;
      ballSpan[(a * BALLS + k) * 2] = first;
      ballSpan[(a * BALLS + k) * 2 + 1] = last;
    }
  }
  return {
    n,
    words,
    enter,
    exit,
    stepAt,
    step,
    dist,
    ball,
    ballSpan,
    color: twoColours(board, enter),
    onPath: new Uint32Array(words),
    open: new Uint32Array(words),
    avail: new Uint32Array(words),
    known: new Array(n * BALLS * 2),
    last: null,
  };
}

/** A 2-colouring of the squares that may be entered, steps only between them, or null if there is none. */
function twoColours(board: Board, enter: Uint8Array): Uint8Array | null {
  const n = board.ids.length;
  const color = new Uint8Array(n).fill(2);
  const stack: number[] = [];
  for (let s = 0; s < n; s++) {
    if (!enter[s] || color[s] !== 2) continue;
    color[s] = 0;
    stack.push(s);
    while (stack.length > 0) {
      const at = stack.pop()!;
      for (const j of board.adj[at]!) {
        if (!enter[j]) continue;
        if (color[j] === 2) {
          color[j] = 1 - color[at]!;
          stack.push(j);
        } else if (color[j] === color[at]) return null;
      }
    }
  }
  return color;
}

/** A shortest path from `from` to `to` (start excluded): simple, and never through the start. */
function shortestPath(ctx: MoveContext, t: Tables, to: number): number[] {
  const { n, enter, dist } = t;
  const path: number[] = [];
  let at = ctx.from;
  while (at !== to) {
    const left = dist[at * n + to]!;
    for (const j of ctx.board.adj[at]!)
      if (enter[j] && dist[j * n + to] === left - 1) {
        at = j;
        break;
      }
    path.push(at);
  }
  return path;
}

/**
 * All move options for a roll. Paths exclude the start square.
 *
 * Accusations and exits need a simple path of at most some length, which exists exactly when the
 * shortest distance is within it (a shortest path never repeats a square). Full-count moves need a
 * simple path of exactly the roll (B6.9), which no distance decides, so they come from a depth-first
 * search over simple paths that gives up on a branch as soon as no square still unfound is within
 * the steps it has left: the distance ignores the squares already on the path, so it never
 * overestimates, and the search finds every end square the exhaustive one does.
 */
export function moveOptions(ctx: MoveContext, roll: number): MoveOptions {
  const t = tables(ctx);
  if (sameSearch(t.last, ctx, roll)) return t.last!.options;
  const out = {
    accusations: new Map<number, readonly number[]>(),
    exits: new Map<number, readonly number[]>(),
  };
  const { n, dist, exit } = t;
  const from = ctx.from;
  const row = from * n;
  for (const o of ctx.occupied)
    if (o !== from && dist[row + o]! <= roll) out.accusations.set(o, shortestPath(ctx, t, o));
  // B10: the off-board point is one step beyond the gate, so a mover on a gate may step off at once.
  if (exit[from]) out.exits.set(from, []);
  for (const g of ctx.board.exits)
    if (g !== from && dist[row + g]! < roll) out.exits.set(g, shortestPath(ctx, t, g));
  const options: MoveOptions = {
    ...out,
    moves: new FullCountMoves(fullCount(ctx, t, roll), roll, ctx.occupied),
  };
  t.last = { from, roll, allowRevisit: ctx.allowRevisit, occupied: [...ctx.occupied], options };
  return options;
}

/**
 * The full-count moves of one search, read from its packed ends (see fullCount) less the occupied
 * squares: a path is built only for an end that is asked for (a legal list needs none).
 */
class FullCountMoves implements ReadonlyMap<number, readonly number[]> {
  /** Where each kept end's record starts in `packed`, in the search's order. */
  private readonly at: number[] = [];
  /** The kept ends in the search's order. */
  private readonly ends: number[] = [];
  readonly size: number;
  private built: Map<number, readonly number[]> | null = null;

  constructor(
    private readonly packed: Int16Array,
    private readonly roll: number,
    occupied: ReadonlySet<number>,
  ) {
    const count = packed[0]!;
    for (let i = 0, r = 1; i < count; i++, r += roll + 1) {
      const to = packed[r]!;
      if (occupied.size > 0 && occupied.has(to)) continue;
      this.at.push(r);
      this.ends.push(to);
    }
    this.size = this.ends.length;
  }

  /** The record of end `to` (a scan: a turn looks up one or two ends among a few dozen). */
  private recordOf(to: number): number | undefined {
    const i = this.ends.indexOf(to);
    return i < 0 ? undefined : this.at[i];
  }

  has(to: number): boolean {
    return this.recordOf(to) !== undefined;
  }

  get(to: number): readonly number[] | undefined {
    const known = this.built?.get(to);
    if (known !== undefined) return known;
    const at = this.recordOf(to);
    if (at === undefined) return undefined;
    const path = new Array<number>(this.roll);
    for (let k = 0; k < this.roll; k++) path[k] = this.packed[at + 1 + k]!;
    this.built ??= new Map();
    this.built.set(to, path);
    return path;
  }

  keys(): MapIterator<number> {
    return this.ends.values();
  }

  *entries(): MapIterator<[number, readonly number[]]> {
    for (const to of this.keys()) yield [to, this.get(to)!];
  }

  *values(): MapIterator<readonly number[]> {
    for (const to of this.keys()) yield this.get(to)!;
  }

  [Symbol.iterator](): MapIterator<[number, readonly number[]]> {
    return this.entries();
  }

  forEach(
    fn: (path: readonly number[], to: number, map: ReadonlyMap<number, readonly number[]>) => void,
  ): void {
    for (const to of this.keys()) fn(this.get(to)!, to, this);
  }

  /** Every end with its path as names (`ids[square]`), straight from the packed ends. */
  named<T>(ids: readonly string[], make: (to: string, path: string[]) => T): T[] {
    const { packed, roll, size } = this;
    const out = new Array<T>(size);
    for (let i = 0; i < size; i++) {
      const at = this.at[i]!;
      const path = new Array<string>(roll);
      for (let k = 0; k < roll; k++) path[k] = ids[packed[at + 1 + k]!]!;
      out[i] = make(ids[packed[at]!]!, path);
    }
    return out;
  }
}

/** The moves of `moves` as names, each made into a T: read straight from the search's packed ends. */
export function namedMoves<T>(
  moves: ReadonlyMap<number, readonly number[]>,
  ids: readonly string[],
  make: (to: string, path: string[]) => T,
): T[] {
  if (moves instanceof FullCountMoves) return moves.named(ids, make);
  return [...moves].map(([to, path]) =>
    make(
      ids[to]!,
      path.map((i) => ids[i]!),
    ),
  );
}

/**
 * The full-count moves alone, as names (what `reachable` answers): the same ends, order and paths
 * as `namedMoves(moveOptions(ctx, roll).moves, …)`, without working out the accusations and exits.
 */
export function namedFullCountMoves<T>(
  ctx: MoveContext,
  roll: number,
  make: (to: string, path: string[]) => T,
): T[] {
  const packed = fullCount(ctx, tables(ctx), roll);
  const ids = ctx.board.ids;
  const { occupied } = ctx;
  const count = packed[0]!;
  const out: T[] = [];
  for (let i = 0, at = 1; i < count; i++, at += roll + 1) {
    const to = packed[at]!;
    if (occupied.size > 0 && occupied.has(to)) continue;
    const path = new Array<string>(roll);
    for (let k = 0; k < roll; k++) path[k] = ids[packed[at + 1 + k]!]!;
    out.push(make(ids[to]!, path));
  }
  return out;
}

/** Whether `m` is the search just made again (the legal list and the action on one turn ask the same). */
function sameSearch(m: Memo | null, ctx: MoveContext, roll: number): boolean {
  if (m === null || m.from !== ctx.from || m.roll !== roll || m.allowRevisit !== ctx.allowRevisit)
    return false;
  if (m.occupied.length !== ctx.occupied.size) return false;
  for (const o of m.occupied) if (!ctx.occupied.has(o)) return false;
  return true;
}

const NOBODY: ReadonlySet<number> = new Set();

/**
 * The full-count ends and a path to each, as if no other agent stood on the board: agents are
 * passed through (B6.8), so they only take their own squares out of the ends. Kept per start, roll
 * and revisit flag, packed as [count, then per end: the end, its path of `roll` squares].
 */
function fullCount(ctx: MoveContext, t: Tables, roll: number): Int16Array {
  const key = roll <= MAX_ROLL ? knownKey(ctx.from, roll, ctx.allowRevisit) : -1;
  const hit = key >= 0 ? t.known[key] : undefined;
  if (hit) return hit;
  const bare: MoveContext = { ...ctx, occupied: NOBODY };
  if (key >= 0 && !ctx.allowRevisit) {
    everyRollMoves(bare, t);
    return t.known[key]!;
  }
  const packed = ctx.allowRevisit ? walkMoves(bare, t, roll) : simpleMoves(bare, t, roll);
  if (key >= 0) t.known[key] = packed;
  return packed;
}

/** Where a start's full-count ends for `roll` are kept in `Tables.known`. */
const knownKey = (from: number, roll: number, allowRevisit: boolean) =>
  (from * BALLS + roll) * 2 + (allowRevisit ? 1 : 0);

/**
 * Every roll's full-count ends from one start (rolls 1 to MAX_ROLL, no revisits), in one walk over
 * simple paths, kept in `Tables.known`: a turn asks for one roll, but a bot weighs them all and a
 * start is often asked again. One roll's search (simpleMoves) walks its simple paths in the
 * neighbours' order and records each end with the first path to it, giving up on a branch that
 * can reach no end still open; this walk does the same for all rolls at once, recording a square
 * reached in d steps as an end of roll d, and gives up on a branch only when no roll's open end is
 * within that roll's steps left. A branch one roll's search keeps is kept here, so every roll gets
 * exactly its own search's ends, in its order, with its paths (the equivalence test checks it).
 */
function everyRollMoves(ctx: MoveContext, t: Tables): void {
  const { n, words, stepAt, step, ball, ballSpan, onPath } = t;
  const from = ctx.from;
  const { openBy, under, longest, records, start } = walkScratch(n, words);
  // Per roll L: its open ends (at L * words), how many are left, and where its records go (from
  // start[L] in `records`, the count first).
  const left = new Int32Array(BALLS);
  const wanted = new Int32Array(BALLS);
  const put = new Int32Array(BALLS);
  let total = 0;
  for (let roll = 1; roll <= MAX_ROLL; roll++) {
    left[roll] = openEnds(ctx, t, roll);
    wanted[roll] = left[roll]!;
    openBy.set(t.open, roll * words);
    put[roll] = start[roll]! + 1;
    total += left[roll]!;
  }
  // Each open square under the longest roll it is still open for: a branch `d` steps deep is kept
  // while some square under roll m > d is within m - d steps (then it is open for some roll it
  // can still be reached in, and only then).
  longest.fill(0);
  under.fill(0);
  for (let roll = 1; roll <= MAX_ROLL; roll++)
    for (let w = 0; w < words; w++) {
      let bits = openBy[roll * words + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        longest[(w << 5) + 31 - Math.clz32(low)] = roll;
      }
    }
  for (let x = 0; x < n; x++) if (longest[x]) under[longest[x]! * words + (x >>> 5)]! |= 1 << (x & 31);
  const path = new Int16Array(MAX_ROLL + 1);
  onPath[from >>> 5]! |= 1 << (from & 31);
  let depth = 0;
  stackAt[0] = from;
  cursor[0] = stepAt[from]!;
  while (total > 0) {
    const at = stackAt[depth]!;
    const c = cursor[depth]!;
    if (c === stepAt[at + 1]) {
      if (depth === 0) break;
      onPath[at >>> 5]! &= ~(1 << (at & 31));
      depth--;
      continue;
    }
    cursor[depth] = c + 1;
    const j = step[c]!;
    const jw = j >>> 5;
    const jbit = 1 << (j & 31);
    if ((onPath[jw]! & jbit) !== 0) continue;
    const d = depth + 1;
    path[d] = j;
    if ((openBy[d * words + jw]! & jbit) !== 0) {
      openBy[d * words + jw]! &= ~jbit;
      left[d]!--;
      total--;
      const p = put[d]!;
      records[p] = j;
      for (let k = 1; k <= d; k++) records[p + k] = path[k]!;
      put[d] = p + d + 1;
      if (longest[j] === d) {
        under[d * words + jw]! &= ~jbit;
        let next = d - 1;
        while (next > 0 && (openBy[next * words + jw]! & jbit) === 0) next--;
        longest[j] = next;
        if (next > 0) under[next * words + jw]! |= jbit;
      }
      if (total === 0) break;
    }
    if (d === MAX_ROLL) continue;
    onPath[jw]! |= jbit;
    let keep = false;
    for (let m = d + 1; m <= MAX_ROLL && !keep; m++) {
      if (left[m] === 0) continue;
      const span = (j * BALLS + m - d) * 2;
      const base = (j * BALLS + m - d) * words;
      const end = ballSpan[span + 1]!;
      for (let w = ballSpan[span]!; w <= end; w++)
        if ((ball[base + w]! & under[m * words + w]! & ~onPath[w]!) !== 0) {
          keep = true;
          break;
        }
    }
    if (!keep) {
      onPath[jw]! &= ~jbit;
      continue;
    }
    depth = d;
    stackAt[depth] = j;
    cursor[depth] = stepAt[j]!;
  }
  for (let k = depth; k >= 0; k--) {
    const sq = stackAt[k]!;
    onPath[sq >>> 5]! &= ~(1 << (sq & 31));
  }
  // All rolls' answers in one buffer, each roll's a view of it (answers are never mutated).
  let size = 0;
  for (let roll = 1; roll <= MAX_ROLL; roll++) size += 1 + (put[roll]! - start[roll]! - 1);
  const all = new Int16Array(size);
  for (let roll = 1, at = 0; roll <= MAX_ROLL; roll++) {
    const length = put[roll]! - start[roll]!;
    records[start[roll]!] = wanted[roll]! - left[roll]!;
    all.set(records.subarray(start[roll]!, put[roll]!), at);
    t.known[knownKey(from, roll, false)] = all.subarray(at, at + length);
    at += length;
  }
}

/** The every-roll walk's scratch, for boards of up to `n` squares (the engine is synchronous). */
interface WalkScratch {
  readonly n: number;
  readonly openBy: Uint32Array;
  readonly under: Uint32Array;
  readonly longest: Uint8Array;
  /** Room for every roll's records: roll L's from start[L], a count then up to n ends of L + 1. */
  readonly records: Int16Array;
  readonly start: Int32Array;
}
let scratch: WalkScratch | null = null;

function walkScratch(n: number, words: number): WalkScratch {
  if (scratch && scratch.n >= n && scratch.openBy.length >= BALLS * words) return scratch;
  const start = new Int32Array(BALLS + 1);
  for (let roll = 1; roll <= MAX_ROLL; roll++) start[roll + 1] = start[roll]! + 1 + n * (roll + 1);
  scratch = {
    n,
    openBy: new Uint32Array(BALLS * words),
    under: new Uint32Array(BALLS * words),
    longest: new Uint8Array(n),
    records: new Int16Array(start[MAX_ROLL + 1]!),
    start,
  };
  return scratch;
}

/** Tests only: one roll's full-count ends (no revisits) as that roll's own search finds them. */
export function fullCountAlone(ctx: MoveContext, roll: number): Int16Array {
  return simpleMoves({ ...ctx, occupied: NOBODY, allowRevisit: false }, tables(ctx), roll);
}

/** Tests only: every roll's full-count ends (no revisits) as the every-roll walk finds them, by roll. */
export function fullCountEveryRoll(ctx: MoveContext): Int16Array[] {
  const t = tables(ctx);
  everyRollMoves({ ...ctx, occupied: NOBODY, allowRevisit: false }, t);
  const out: Int16Array[] = [];
  for (let roll = 1; roll <= MAX_ROLL; roll++) out[roll] = t.known[knownKey(ctx.from, roll, false)]!;
  return out;
}

/** Squares a walk of exactly `roll` steps may end on, never through the start: a superset of the ends. */
function walkLayer(ctx: MoveContext, t: Tables, roll: number): Uint8Array {
  const { n, enter } = t;
  const adj = ctx.board.adj;
  let layer = new Uint8Array(n);
  let next = new Uint8Array(n);
  layer[ctx.from] = 1;
  for (let depth = 1; depth <= roll; depth++) {
    next.fill(0);
    for (let at = 0; at < n; at++) {
      if (!layer[at]) continue;
      const nb = adj[at]!;
      for (let k = 0; k < nb.length; k++) {
        const j = nb[k]!;
        if (enter[j]) next[j] = 1;
      }
    }
    next[ctx.from] = 0;
    const swap = layer;
    layer = next;
    next = swap;
  }
  return layer;
}

/**
 * The squares still open for a full-count move: within `roll` of the start and of the colour a walk
 * of `roll` steps ends on (a grid is bipartite), else every square a walk of `roll` steps ends on.
 * Never the start, never an occupied square. Returns how many.
 */
function openEnds(ctx: MoveContext, t: Tables, roll: number): number {
  const { n, words, ball, color, open, enter } = t;
  const from = ctx.from;
  open.fill(0);
  let left = 0;
  if (color !== null && enter[from] && roll <= MAX_ROLL) {
    const want = color[from]! ^ (roll & 1);
    const base = (from * BALLS + roll) * words;
    for (let w = 0; w < words; w++) {
      let bits = ball[base + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const x = (w << 5) + 31 - Math.clz32(low);
        if (x !== from && color[x] === want && !ctx.occupied.has(x)) {
          open[w]! |= low;
          left++;
        }
      }
    }
    return left;
  }
  // The gazebo (never entered) or a board that is not bipartite: the walk layers decide.
  const layer = walkLayer(ctx, t, roll);
  for (let x = 0; x < n; x++)
    if (layer[x] && !ctx.occupied.has(x)) {
      open[x >>> 5]! |= 1 << (x & 31);
      left++;
    }
  return left;
}

/** The search's stack: the square at each depth and the next of its steps to try. */
const stackAt = new Int32Array(MAX_ROLL + 2);
const cursor = new Int32Array(MAX_ROLL + 2);

/**
 * Depth-first over simple paths from the start, each end recorded with the first path found to it.
 * A branch is given up as soon as no square still open (not yet found, not on the path) is within
 * the steps it has left; the last step only looks at the neighbours. Packed as fullCount says.
 */
function simpleMoves(ctx: MoveContext, t: Tables, roll: number): Int16Array {
  const { words, stepAt, step, ball, ballSpan, onPath, open, avail } = t;
  const total = openEnds(ctx, t, roll);
  if (total === 0) return new Int16Array(1);
  let left = total;
  const stride = roll + 1;
  const out = new Int16Array(1 + total * stride);
  let put = 1;
  const from = ctx.from;
  // Open squares only ever close, so the words holding them stay within [lo, hi].
  let lo = 0;
  while (open[lo] === 0) lo++;
  let hi = words - 1;
  while (open[hi] === 0) hi--;
  // The start is never open, so the open squares off the path are all the open ones.
  avail.set(open);
  onPath[from >>> 5]! |= 1 << (from & 31);
  // The path being walked is written where the next end's record goes: `out[put + 1 …]`.
  let depth = 0;
  stackAt[0] = from;
  cursor[0] = stepAt[from]!;
  // With one step the start's neighbours are the ends: the search begins at its last step.
  let last = roll === 1 ? from : -1;
  while (left > 0) {
    if (last >= 0) {
      // The last step from `last`: every open neighbour off the path is an end.
      for (let k = stepAt[last]!, end = stepAt[last + 1]!; k < end; k++) {
        const e = step[k]!;
        const w = e >>> 5;
        const bit = 1 << (e & 31);
        if ((avail[w]! & bit) === 0) continue;
        open[w]! &= ~bit;
        avail[w]! &= ~bit;
        left--;
        out[put] = e;
        out[put + roll] = e;
        const next = put + stride;
        if (left > 0) out.copyWithin(next + 1, put + 1, put + roll);
        put = next;
      }
      if (last === from) cursor[0] = stepAt[from + 1]!;
      else onPath[last >>> 5]! &= ~(1 << (last & 31));
      last = -1;
      continue;
    }
    const at = stackAt[depth]!;
    const c = cursor[depth]!;
    if (c === stepAt[at + 1]) {
      if (depth === 0) break;
      const w = at >>> 5;
      const bit = 1 << (at & 31);
      onPath[w]! &= ~bit;
      avail[w]! |= open[w]! & bit;
      depth--;
      continue;
    }
    cursor[depth] = c + 1;
    const j = step[c]!;
    const jw = j >>> 5;
    const jbit = 1 << (j & 31);
    if ((onPath[jw]! & jbit) !== 0) continue;
    const steps = roll - depth - 1;
    out[put + 1 + depth] = j;
    onPath[jw]! |= jbit;
    if (steps === 1) {
      // No check here: the last step from j looks at j's neighbours, which is all a ball of
      // radius 1 would (j is no neighbour of itself, so whether j is open does not matter).
      last = j;
      continue;
    }
    const wasOpen = avail[jw]! & jbit;
    avail[jw]! &= ~jbit;
    if (steps <= MAX_ROLL) {
      // Give up on j unless a square still open, off the path, is within the steps left.
      const span = (j * BALLS + steps) * 2;
      const base = (j * BALLS + steps) * words;
      const first = ballSpan[span]!;
      const end = Math.min(hi, ballSpan[span + 1]!);
      let w = Math.max(first, lo);
      while (w <= end && (ball[base + w]! & avail[w]!) === 0) w++;
      if (w > end) {
        onPath[jw]! &= ~jbit;
        avail[jw]! |= wasOpen;
        continue;
      }
    }
    depth++;
    stackAt[depth] = j;
    cursor[depth] = stepAt[j]!;
  }
  for (let d = depth; d >= 0; d--) {
    const at = stackAt[d]!;
    const w = at >>> 5;
    const bit = 1 << (at & 31);
    onPath[w]! &= ~bit;
  }
  const found = total - left;
  out[0] = found;
  return found === total ? out : out.slice(0, 1 + found * stride);
}

/** With the revisit flag every walk is a path: breadth-first layers of walks, one walk kept per square. */
function walkMoves(ctx: MoveContext, t: Tables, roll: number): Int16Array {
  const { n, stepAt, step } = t;
  // Layer d holds squares sq[d * n …] in the order found, each with its parent's place in layer d - 1.
  const sq = new Int16Array((roll + 1) * n);
  const parent = new Int16Array((roll + 1) * n);
  const stamp = new Int32Array(n);
  sq[0] = ctx.from;
  let size = 1;
  for (let depth = 1; depth <= roll; depth++) {
    const prev = (depth - 1) * n;
    const base = depth * n;
    let next = 0;
    for (let i = 0; i < size; i++) {
      const at = sq[prev + i]!;
      for (let k = stepAt[at]!, end = stepAt[at + 1]!; k < end; k++) {
        const j = step[k]!;
        if (stamp[j] === depth) continue;
        stamp[j] = depth;
        sq[base + next] = j;
        parent[base + next] = i;
        next++;
      }
    }
    size = next;
  }
  const stride = roll + 1;
  const out = new Int16Array(1 + size * stride);
  out[0] = size;
  for (let i = 0, put = 1; i < size; i++, put += stride) {
    out[put] = sq[roll * n + i]!;
    for (let d = roll, at = i; d >= 1; d--) {
      out[put + d] = sq[d * n + at]!;
      at = parent[d * n + at]!;
    }
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
