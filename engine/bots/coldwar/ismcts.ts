import { type ColdWarAction, type ColdWarState, legalActions, type Side, step, toAct } from '../../coldwar';
import { BotRandom } from '../random';
import { actionKey } from './action-key';
import { policyAction } from './policy';

export interface SearchOptions {
  /** The side searching (the root's decision is its own). */
  readonly seat: Side;
  /** Its legal actions at the root. */
  readonly legal: readonly ColdWarAction[];
  /** A full state to play one iteration in: a fresh determinization of the seat's view. */
  readonly sample: (rand: BotRandom) => ColdWarState;
  readonly seed: number;
  /** True when the search must stop (checked once per iteration). */
  readonly stop: () => boolean;
  /** Chance that a playout move follows the rule-based policy rather than a random legal one. */
  readonly greed: number;
  /** Turns a playout runs past the current one before it is scored (0: to the end of this turn). */
  readonly extraTurns: number;
  /** UCB exploration constant. */
  readonly exploration?: number;
}

export interface SearchResult {
  readonly action: ColdWarAction;
  readonly iterations: number;
  /** Root visits per action key, for tests and tuning. */
  readonly visits: Readonly<Record<string, number>>;
}

interface Node {
  /** The side whose move led here (null at the root). */
  readonly mover: Side | null;
  visits: number;
  /** Sum of rewards from `mover`'s point of view. */
  reward: number;
  /** How often this edge was available when its parent was visited (SO-ISMCTS). */
  avail: number;
  readonly children: Map<string, Node>;
}

const newNode = (mover: Side | null): Node => ({
  mover,
  visits: 0,
  reward: 0,
  avail: 0,
  children: new Map(),
});
const opp = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');
const MAX_PLAYOUT_STEPS = 400;

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012): each iteration plays
 * in a new determinization of the searching seat's view, so the tree holds the seat's information
 * sets, never one guessed world. The opponent's hidden decisions (his Agent X, a deck order he
 * arranges) are not tree edges — in the tree he would "see" the seat's choice — but are played by
 * the playout policy. Playouts stop after the current turn (plus `extraTurns`) and score the VP
 * swing since the root, squashed into [0, 1].
 */
export function search(o: SearchOptions): SearchResult {
  const rand = new BotRandom(o.seed);
  const root = newNode(null);
  const c = o.exploration ?? 0.7;
  const rootKeys = o.legal.map(actionKey);
  let iterations = 0;
  while (!o.stop()) {
    iterations++;
    try {
      iterate(o, root, rootKeys, o.sample(rand), rand, c);
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
    }
  }
  let best = 0;
  let bestVisits = -1;
  const visits: Record<string, number> = {};
  for (let i = 0; i < rootKeys.length; i++) {
    const v = root.children.get(rootKeys[i]!)?.visits ?? 0;
    visits[rootKeys[i]!] = v;
    if (v > bestVisits) {
      bestVisits = v;
      best = i;
    }
  }
  return { action: o.legal[best]!, iterations, visits };
}

function moverOf(s: ColdWarState, seat: Side): Side | null {
  const sides = toAct(s);
  if (sides.length === 0) return null;
  return sides.length > 1 && sides.includes(seat) ? seat : sides[0]!;
}

/** Decisions whose content the other side never sees: not tree edges for the opponent. */
function hiddenChoice(s: ColdWarState): boolean {
  const k = s.pending?.kind;
  return k === 'chooseAgent' || k === 'arrangeGroups' || k === 'arrangeObjectives';
}

function iterate(
  o: SearchOptions,
  root: Node,
  rootKeys: readonly string[],
  start: ColdWarState,
  rand: BotRandom,
  c: number,
): void {
  const seat = o.seat;
  const horizon = start.turn + (start.phase === 'detente' ? 1 : 0) + o.extraTurns;
  const path: Node[] = [root];
  let node = root;
  let s = start;
  let atRoot = true;
  for (;;) {
    if (s.result !== null || s.turn > horizon) break;
    const mover = moverOf(s, seat);
    if (mover === null) break;
    const legal = atRoot ? o.legal : legalActions(s, mover);
    if (!atRoot && mover !== seat && hiddenChoice(s)) {
      s = apply(s, mover, policyAction(s, mover, legal, rand, o.greed));
      continue;
    }
    const keys = atRoot ? rootKeys : legal.map(actionKey);
    atRoot = false;
    let untried = 0;
    for (const k of keys) if (!node.children.has(k)) untried++;
    if (untried > 0) {
      let n = rand.below(untried);
      let i = 0;
      for (; i < keys.length; i++) if (!node.children.has(keys[i]!) && n-- === 0) break;
      for (const k of keys) {
        const child = node.children.get(k);
        if (child) child.avail++;
      }
      s = apply(s, mover, legal[i]!); // before the edge is added: a refusal leaves no unvisited child
      const child = newNode(mover);
      child.avail = 1;
      node.children.set(keys[i]!, child);
      path.push(child);
      break;
    }
    let best = 0;
    let bestScore = -Infinity;
    for (let i = 0; i < keys.length; i++) {
      const child = node.children.get(keys[i]!)!;
      child.avail++;
      const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    node = node.children.get(keys[best]!)!;
    path.push(node);
    s = apply(s, mover, legal[best]!);
  }
  const value = playout(s, seat, horizon, start, rand, o.greed);
  for (const n of path) {
    n.visits++;
    n.reward += n.mover === null || n.mover === seat ? value : 1 - value;
  }
}

/** The next state; a refusal (a determinization the engine disagrees with) aborts the iteration. */
function apply(s: ColdWarState, side: Side, a: ColdWarAction): ColdWarState {
  const r = step(s, side, a);
  if (!r.ok) throw new Refused();
  return r.value.state;
}

class Refused extends Error {}

function playout(
  from: ColdWarState,
  seat: Side,
  horizon: number,
  start: ColdWarState,
  rand: BotRandom,
  greed: number,
): number {
  let s = from;
  for (let i = 0; i < MAX_PLAYOUT_STEPS && s.result === null && s.turn <= horizon; i++) {
    const mover = moverOf(s, seat)!;
    s = apply(s, mover, policyAction(s, mover, legalActions(s, mover), rand, greed));
  }
  return score(s, seat, start);
}

/** The seat's result in [0, 1]: the game's winner if it ended, else the VP swing since `start`. */
export function score(s: ColdWarState, seat: Side, start: ColdWarState): number {
  if (s.result !== null) return s.result.winner === null ? 0.5 : s.result.winner === seat ? 1 : 0;
  const other = opp(seat);
  const lost = (st: ColdWarState, side: Side) => {
    let n = 0;
    for (const a of Object.values(st.agents[side])) if (a === 'terminated') n++;
    return n;
  };
  const swing =
    s.vp[seat] -
    s.vp[other] -
    (start.vp[seat] - start.vp[other]) -
    4 * (lost(s, seat) - lost(start, seat) - (lost(s, other) - lost(start, other)));
  return 0.5 + 0.5 * Math.tanh(swing / 20);
}
