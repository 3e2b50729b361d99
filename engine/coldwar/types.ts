import type { RngState } from '../core';

export type Side = 'CIA' | 'KGB';
export type Seat = Side | 'table';
export type Faction = 'MIL' | 'ECO' | 'POL' | 'MED';
export type GroupId = `${Faction}-${1 | 2 | 3 | 4 | 5 | 6}`;
export type ObjectiveId =
  | 'ANG'
  | 'CON'
  | 'CUB'
  | 'HON'
  | 'AFG'
  | 'PAN'
  | 'VIE'
  | 'CHI'
  | 'KOR'
  | 'IRN'
  | 'LBY'
  | 'EGY'
  | 'GRE'
  | 'TUR'
  | 'CZE'
  | 'NUC'
  | 'SUM'
  | 'LIV'
  | 'NOB'
  | 'SPA'
  | 'OLY';
export type EventId = 'NUC' | 'SUM' | 'LIV' | 'NOB' | 'SPA' | 'OLY';
export type AgentId = 'MASTER_SPY' | 'DEPUTY_DIRECTOR' | 'DOUBLE_AGENT' | 'ANALYST' | 'ASSASSIN' | 'DIRECTOR';
export type AgentStatus = 'hq' | 'leave' | 'terminated';

/** A12. */
export interface ColdWarRulesConfig {
  readonly tieBreakMetric: 'factionSum' | 'highestGroup' | 'groupCount';
  readonly tieFinalFallback: 'balanceHolder';
  readonly doubleAgentVariant: 'revealOrLeave' | 'revealOnly';
  readonly doubleAgentRequiresWin: boolean;
  readonly analystRequiresWin: boolean;
  readonly deputyDirectorGoesOnLeave: boolean;
  readonly mustRecruitWhenEmpty: boolean;
  readonly politicalSelfStabilityLimit: boolean;
  readonly endTurnVictoryThreshold: number;
  /**
   * Rules version 2 and before: an agent removed by a win gate took no part in a both-sent
   * conflict, so under `analystRequiresWin` two Analysts let the winner's resolve (A8 lets none).
   * Pinned only on such saves (`keepWinGatedConflicts`); a new table never sets it.
   */
  readonly gatedAgentsSkipConflicts?: boolean;
}

export type ColdWarAction =
  | { readonly type: 'chooseFirst'; readonly first: Side }
  | { readonly type: 'chooseAgent'; readonly agent: AgentId }
  | { readonly type: 'doubleAgentPrivilege'; readonly option: 'reveal' | 'decline' }
  | { readonly type: 'doubleAgentPrivilege'; readonly option: 'leave'; readonly agent: AgentId }
  | { readonly type: 'arrangeGroups'; readonly order: readonly GroupId[] }
  | { readonly type: 'recruit' }
  | { readonly type: 'activate'; readonly group: GroupId; readonly target?: GroupId }
  | { readonly type: 'mediaDecision'; readonly choice: 'recruit' | 'discard' | 'leave' }
  | { readonly type: 'pass' }
  | { readonly type: 'playEvent'; readonly event: 'NUC'; readonly order: readonly GroupId[] }
  | { readonly type: 'playEvent'; readonly event: Exclude<EventId, 'NUC'> }
  | { readonly type: 'arrangeObjectives'; readonly order: readonly ObjectiveId[] }
  | { readonly type: 'returnAgent'; readonly agent: AgentId }
  | { readonly type: 'declineEvent' };

export type ActionType = ColdWarAction['type'];

/** The one decision the game is waiting for (two sides at once only for a simultaneous agent choice). */
export type Pending =
  | { readonly kind: 'arrangeGroups'; readonly side: Side; readonly cards: readonly GroupId[] }
  | { readonly kind: 'doubleAgentPrivilege'; readonly side: Side }
  | { readonly kind: 'chooseAgent'; readonly sides: readonly Side[]; readonly faceUp: boolean }
  | { readonly kind: 'chooseFirst'; readonly side: Side }
  | { readonly kind: 'action'; readonly side: Side }
  | { readonly kind: 'mediaDecision'; readonly side: Side; readonly card: GroupId }
  | { readonly kind: 'nobel'; readonly side: Side }
  | { readonly kind: 'detente'; readonly side: Side }
  | { readonly kind: 'arrangeObjectives'; readonly side: Side; readonly cards: readonly ObjectiveId[] }
  | { readonly kind: 'returnAgent'; readonly side: Side };

export type Phase = 'briefing' | 'planning' | 'struggle' | 'ceasefire' | 'debriefing' | 'detente' | 'over';

/** What a player privately learned (Media, Analyst, Summit, Space Race); shown only in his own view. */
export type Note =
  | { readonly kind: 'mediaPeek'; readonly turn: number; readonly card: GroupId }
  | { readonly kind: 'analystPeek'; readonly turn: number; readonly cards: readonly GroupId[] }
  | { readonly kind: 'summit'; readonly turn: number; readonly agent: AgentId }
  | { readonly kind: 'spaceRace'; readonly turn: number; readonly cards: readonly ObjectiveId[] };

export interface StruggleState {
  first: Side | null;
  /** Actions taken this struggle (Summit excluded), for the first-action rule (D-12). */
  acted: Record<Side, number>;
  /** The previous action was a Pass (AMB-5). */
  lastPass: boolean;
}

export interface GameResult {
  /** null = draw (AMB-14 only). */
  readonly winner: Side | null;
  readonly reason: 'threshold' | 'noObjectives';
}

/**
 * The whole game as plain JSON data. Decks are top-first (index 0 = top, last = bottom);
 * discard piles are bottom-first (last = top, face up).
 */
export interface ColdWarState {
  readonly version: 1;
  readonly rules: ColdWarRulesConfig;
  rng: RngState;
  turn: number;
  phase: Phase;
  pending: Pending | null;
  balance: Side;
  objective: ObjectiveId | null;
  objectiveDeck: ObjectiveId[];
  objectiveDiscard: ObjectiveId[];
  groupDeck: GroupId[];
  groupDiscard: GroupId[];
  play: Record<Side, GroupId[]>;
  mobilized: GroupId[];
  scored: Record<Side, ObjectiveId[]>;
  vp: Record<Side, number>;
  agents: Record<Side, Record<AgentId, AgentStatus>>;
  /** The committed Agent X of each side this turn (hidden until `revealed`). */
  agentX: Record<Side, AgentId | null>;
  revealed: Record<Side, boolean>;
  /** Agent named by the Double Agent privilege option (b) this Planning. */
  barred: Record<Side, AgentId | null>;
  /** Privileges earned in Debriefing for the next turn (A8). */
  doubleAgentPrivilege: Side | null;
  analystPrivilege: Side | null;
  struggle: StruggleState;
  /** Influence Struggle winner, fixed at Cease-fire (AMB-2). */
  struggleWinner: Side | null;
  /** Who lost last turn's struggle (for the Balance token, D-5); null when nobody won. */
  lastLoser: Side | null;
  disorder: Record<Side, boolean>;
  nobelSaved: Side | null;
  claimant: Side | null;
  /** Sides still to be asked at Détente, in order (A5 Phase 6 step 2). */
  detenteQueue: Side[];
  knowledge: Record<Side, Note[]>;
  result: GameResult | null;
}
