import {
  AGENTS,
  type AgentId,
  type AgentStatus,
  type ColdWarState,
  type ColdWarView,
  GROUPS,
  type GroupId,
  type Note,
  OBJECTIVES,
  type ObjectiveId,
  type Pending,
  type Side,
  type SideView,
} from '../../coldwar';
import { seedRng } from '../../core';
import type { BotRandom } from '../random';

const AGENT_IDS: readonly AgentId[] = AGENTS.map((a) => a.id);
const ALL_GROUPS: readonly GroupId[] = GROUPS.map((g) => g.id);
const ALL_OBJECTIVES: readonly ObjectiveId[] = OBJECTIVES.map((o) => o.id);
const opp = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

/**
 * One full game state consistent with what `view` shows its seat: a "determinization" for the
 * search. It reads nothing but the view (and draws from `rand`): the hidden parts — the order of
 * both decks, the opponent's face-down Agent X, cards only the opponent is looking at — are
 * sampled among the possibilities the view leaves open, and what the seat privately saw is kept:
 * a Media card it left on top stays on top, the cards of its Analyst or Space Race peek that were
 * not drawn yet stay on top (in a sampled order: the view keeps the set, not the order it chose).
 *
 * Not recoverable from a view, so set to a neutral value (documented in docs/bots.md): the
 * opponent's own notes (e.g. a Summit Meeting he played), whether the seat's own Agent X was shown
 * face up under a Double Agent privilege, which agent such a privilege barred, and which objective
 * went to the bottom of the deck (the view has only the count).
 */
export function determinize(view: ColdWarView, rand: BotRandom): ColdWarState {
  const me = view.seat;
  if (me !== 'CIA' && me !== 'KGB') throw new Error('determinize needs a player seat view');
  const other = opp(me);

  const inPlay = new Set<string>();
  for (const side of [me, other]) for (const g of view.sides[side].groups) inPlay.add(g.id);
  const visibleGroups = new Set<string>([...inPlay, ...view.groupDiscard]);
  const groupDeck = deckWithKnownTop(
    ALL_GROUPS.filter((g) => !visibleGroups.has(g)),
    knownGroupTop(view, visibleGroups),
    rand,
  );

  const visibleObjectives = new Set<string>([
    ...view.objectiveDiscard,
    ...view.sides.CIA.scored,
    ...view.sides.KGB.scored,
  ]);
  if (view.objective !== null) visibleObjectives.add(view.objective);
  const objectiveDeck = deckWithKnownTop(
    ALL_OBJECTIVES.filter((o) => !visibleObjectives.has(o)),
    knownObjectiveTop(view, visibleObjectives),
    rand,
  );

  const agentX = {
    [me]: view.sides[me].agentX,
    [other]: hiddenAgent(view.sides[other], rand),
  } as Record<Side, AgentId | null>;
  const afterReveal = view.phase === 'detente' || view.phase === 'over' || view.phase === 'debriefing';
  const summitSeen = view.knowledge.some((n) => n.kind === 'summit');
  const revealed = {
    [me]: afterReveal && agentX[me] !== null,
    [other]:
      agentX[other] !== null && (afterReveal || (view.sides[other].agentX !== 'hidden' && !summitSeen)),
  } as Record<Side, boolean>;

  const mobilized: GroupId[] = [];
  for (const side of ['CIA', 'KGB'] as const)
    for (const g of view.sides[side].groups) if (g.mobilized) mobilized.push(g.id);

  return {
    version: 1,
    rules: view.rules,
    rng: seedRng(rand.seed()),
    turn: view.turn,
    phase: view.phase,
    pending: pendingOf(view, groupDeck, objectiveDeck),
    balance: view.balance,
    objective: view.objective,
    objectiveDeck,
    objectiveDiscard: view.objectiveDiscard.slice(),
    groupDeck,
    groupDiscard: view.groupDiscard.slice(),
    play: { CIA: view.sides.CIA.groups.map((g) => g.id), KGB: view.sides.KGB.groups.map((g) => g.id) },
    mobilized,
    scored: { CIA: view.sides.CIA.scored.slice(), KGB: view.sides.KGB.scored.slice() },
    vp: { CIA: view.sides.CIA.vp, KGB: view.sides.KGB.vp },
    agents: { CIA: statusOf(view.sides.CIA), KGB: statusOf(view.sides.KGB) },
    agentX,
    revealed,
    barred: { CIA: null, KGB: null },
    doubleAgentPrivilege: view.doubleAgentPrivilege,
    analystPrivilege: view.analystPrivilege,
    struggle: {
      first: view.struggle.first,
      acted: { CIA: view.struggle.acted.CIA, KGB: view.struggle.acted.KGB },
      lastPass: view.struggle.lastPass,
    },
    struggleWinner: view.struggleWinner,
    // Set at every Cease-fire before it is read (next Briefing), so the winner tells it.
    lastLoser: view.struggleWinner === null ? null : opp(view.struggleWinner),
    disorder: { CIA: view.disorder.CIA, KGB: view.disorder.KGB },
    nobelSaved: null,
    claimant: view.claimant,
    detenteQueue: detenteQueueOf(view),
    knowledge: { [me]: view.knowledge.slice(), [other]: [] as Note[] } as Record<Side, Note[]>,
    result: view.result,
  };
}

function statusOf(side: SideView): Record<AgentId, AgentStatus> {
  const out = {} as Record<AgentId, AgentStatus>;
  for (const a of AGENT_IDS)
    out[a] = side.terminated.includes(a) ? 'terminated' : side.onLeave.includes(a) ? 'leave' : 'hq';
  return out;
}

/**
 * The opponent's Agent X: shown, or sampled among the agents it could be. A committed agent is
 * left out of `hqCount`; if the HQ (all agents neither on leave nor terminated) holds one more
 * than that count, the Agent X is among them, otherwise it came from leave (A12 fallback).
 */
function hiddenAgent(side: SideView, rand: BotRandom): AgentId | null {
  if (side.agentX !== 'hidden') return side.agentX;
  const hq = AGENT_IDS.filter((a) => !side.onLeave.includes(a) && !side.terminated.includes(a));
  const pool = hq.length === side.hqCount + 1 ? hq : side.onLeave.slice();
  return rand.pick(pool);
}

/** Cards the seat knows are on top of a deck: `exact` in that order, then `unordered` in some order. */
interface KnownTop<T> {
  readonly exact: T[];
  readonly unordered: T[];
}

/** The group deck's top: the seat's pending Media card or one it left there, its undrawn Analyst peek. */
function knownGroupTop(view: ColdWarView, visible: ReadonlySet<string>): KnownTop<GroupId> {
  const exact: GroupId[] = [];
  const unordered: GroupId[] = [];
  const p = view.pending;
  if (p?.kind === 'arrangeGroups' && p.cards) return { exact: p.cards.slice() as GroupId[], unordered };
  if (p?.kind === 'mediaDecision' && p.cards) exact.push(p.cards[0] as GroupId);
  for (let i = view.knowledge.length - 1; i >= 0; i--) {
    const n = view.knowledge[i]!;
    if (n.kind === 'mediaPeek' && !visible.has(n.card) && !exact.includes(n.card)) exact.push(n.card);
  }
  for (const n of view.knowledge)
    if (n.kind === 'analystPeek')
      for (const g of n.cards) if (!visible.has(g) && !exact.includes(g)) unordered.push(g);
  return { exact, unordered };
}

/** The objective deck's top: the seat's pending Space Race cards, or the undrawn ones it arranged. */
function knownObjectiveTop(view: ColdWarView, visible: ReadonlySet<string>): KnownTop<ObjectiveId> {
  const p = view.pending;
  if (p?.kind === 'arrangeObjectives' && p.cards)
    return { exact: p.cards.slice() as ObjectiveId[], unordered: [] };
  const unordered: ObjectiveId[] = [];
  for (const n of view.knowledge)
    if (n.kind === 'spaceRace')
      for (const o of n.cards) if (!visible.has(o) && !unordered.includes(o)) unordered.push(o);
  return { exact: [], unordered };
}

/** `unseen` shuffled below the known top: the exact cards, then the unordered ones in a sampled order. */
function deckWithKnownTop<T>(unseen: readonly T[], top: KnownTop<T>, rand: BotRandom): T[] {
  const exact = top.exact.filter((c) => unseen.includes(c));
  const unordered = top.unordered.filter((c) => unseen.includes(c) && !exact.includes(c));
  const rest = unseen.filter((c) => !exact.includes(c) && !unordered.includes(c));
  return exact.concat(rand.shuffle(unordered), rand.shuffle(rest));
}

function pendingOf(view: ColdWarView, groupDeck: GroupId[], objectiveDeck: ObjectiveId[]): Pending | null {
  const p = view.pending;
  if (p === null) return null;
  const side = p.sides[0]!;
  switch (p.kind) {
    case 'chooseAgent':
      return { kind: 'chooseAgent', sides: p.sides.slice(), faceUp: p.faceUp ?? false };
    case 'arrangeGroups':
      return {
        kind: 'arrangeGroups',
        side,
        cards: (p.cards as GroupId[] | undefined) ?? groupDeck.slice(0, 3),
      };
    case 'mediaDecision':
      return { kind: 'mediaDecision', side, card: (p.cards?.[0] as GroupId | undefined) ?? groupDeck[0]! };
    case 'arrangeObjectives':
      return {
        kind: 'arrangeObjectives',
        side,
        cards: (p.cards as ObjectiveId[] | undefined) ?? objectiveDeck.slice(0, 3),
      };
    default:
      return { kind: p.kind, side };
  }
}

/** Détente asks the Balance holder, then the other side; a side leaves the queue when it declines. */
function detenteQueueOf(view: ColdWarView): Side[] {
  const p = view.pending;
  if (p === null || !(p.kind === 'detente' || p.kind === 'arrangeObjectives' || p.kind === 'returnAgent'))
    return [];
  const side = p.sides[0]!;
  return side === view.balance ? [side, opp(side)] : [side];
}
