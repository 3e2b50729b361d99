import { AGENT_IDS } from './cards';
import { influence, SIDES } from './state';
import type {
  AgentId,
  ColdWarRulesConfig,
  ColdWarState,
  GameResult,
  GroupId,
  Note,
  ObjectiveId,
  Phase,
  Seat,
  Side,
} from './types';

export interface SideView {
  readonly vp: number;
  readonly scored: readonly ObjectiveId[];
  readonly influence: number;
  readonly groups: readonly { readonly id: GroupId; readonly mobilized: boolean }[];
  /** null: not chosen yet; 'hidden': chosen, face down, unknown to this seat. */
  readonly agentX: AgentId | 'hidden' | null;
  /** The agents in HQ (not counting a committed Agent X), or null while that would reveal a hidden Agent X. */
  readonly inHq: readonly AgentId[] | null;
  readonly hqCount: number;
  readonly onLeave: readonly AgentId[];
  readonly terminated: readonly AgentId[];
}

export interface PendingView {
  readonly kind: NonNullable<ColdWarState['pending']>['kind'];
  readonly sides: readonly Side[];
  /** Choose Agent X face up (Double Agent reveal-first). */
  readonly faceUp?: boolean;
  /** Only in the deciding side's own view: the cards it is looking at. */
  readonly cards?: readonly string[];
}

export interface ColdWarView {
  readonly seat: Seat;
  readonly rules: ColdWarRulesConfig;
  readonly turn: number;
  readonly phase: Phase;
  readonly pending: PendingView | null;
  readonly balance: Side;
  readonly objective: ObjectiveId | null;
  readonly objectiveDeckCount: number;
  readonly objectiveDiscard: readonly ObjectiveId[];
  readonly groupDeckCount: number;
  readonly groupDiscard: readonly GroupId[];
  readonly sides: Readonly<Record<Side, SideView>>;
  readonly struggle: {
    readonly first: Side | null;
    readonly acted: Record<Side, number>;
    readonly lastPass: boolean;
  };
  readonly struggleWinner: Side | null;
  readonly disorder: Record<Side, boolean>;
  readonly claimant: Side | null;
  readonly doubleAgentPrivilege: Side | null;
  readonly analystPrivilege: Side | null;
  /** What this seat privately learned this turn (Media, Analyst, Summit) or at last Détente (Space Race). */
  readonly knowledge: readonly Note[];
  readonly result: GameResult | null;
}

function knownAgentX(s: ColdWarState, seat: Seat, side: Side): AgentId | 'hidden' | null {
  const x = s.agentX[side];
  if (x === null || seat === side || s.revealed[side]) return x;
  if (seat !== 'table' && s.knowledge[seat].some((n) => n.kind === 'summit')) return x;
  return 'hidden';
}

function sideView(s: ColdWarState, seat: Seat, side: Side): SideView {
  const status = s.agents[side];
  const x = s.agentX[side];
  const committed = x !== null && status[x] === 'hq' ? x : null;
  const agentX = knownAgentX(s, seat, side);
  const hq = AGENT_IDS.filter((a) => status[a] === 'hq' && a !== committed);
  return {
    vp: s.vp[side],
    scored: s.scored[side].slice(),
    influence: influence(s, side),
    groups: s.play[side].map((id) => ({ id, mobilized: s.mobilized.includes(id) })),
    agentX,
    inHq: agentX === 'hidden' ? null : hq,
    hqCount: hq.length,
    onLeave: AGENT_IDS.filter((a) => status[a] === 'leave'),
    terminated: AGENT_IDS.filter((a) => status[a] === 'terminated'),
  };
}

function pendingView(s: ColdWarState, seat: Seat): PendingView | null {
  const p = s.pending;
  if (p === null) return null;
  if (p.kind === 'chooseAgent') return { kind: p.kind, sides: p.sides.slice(), faceUp: p.faceUp };
  const own = p.side === seat;
  if (own && (p.kind === 'arrangeGroups' || p.kind === 'arrangeObjectives')) {
    return { kind: p.kind, sides: [p.side], cards: p.cards.slice() };
  }
  if (own && p.kind === 'mediaDecision') return { kind: p.kind, sides: [p.side], cards: [p.card] };
  return { kind: p.kind, sides: [p.side] };
}

/** Only what `seat` may know: never deck order, never the opponent's hidden Agent X or peeks. */
export function viewFor(s: ColdWarState, seat: Seat): ColdWarView {
  return {
    seat,
    rules: s.rules,
    turn: s.turn,
    phase: s.phase,
    pending: pendingView(s, seat),
    balance: s.balance,
    objective: s.objective,
    objectiveDeckCount: s.objectiveDeck.length,
    objectiveDiscard: s.objectiveDiscard.slice(),
    groupDeckCount: s.groupDeck.length,
    groupDiscard: s.groupDiscard.slice(),
    sides: { CIA: sideView(s, seat, 'CIA'), KGB: sideView(s, seat, 'KGB') },
    struggle: { first: s.struggle.first, acted: { ...s.struggle.acted }, lastPass: s.struggle.lastPass },
    struggleWinner: s.struggleWinner,
    disorder: { ...s.disorder },
    claimant: s.claimant,
    doubleAgentPrivilege: s.doubleAgentPrivilege,
    analystPrivilege: s.analystPrivilege,
    knowledge: seat === 'table' ? [] : s.knowledge[seat].slice(),
    result: s.result,
  };
}

export const isSeat = (v: unknown): v is Seat => v === 'table' || (SIDES as readonly unknown[]).includes(v);
