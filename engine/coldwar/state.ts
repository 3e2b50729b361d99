import { Dice } from '../core';
import { GROUP_BY_ID, OBJECTIVE_BY_ID } from './cards';
import type { ColdWarEvent } from './log';
import type {
  AgentId,
  AgentStatus,
  ColdWarState,
  GroupId,
  Note,
  ObjectiveId,
  Side,
  StruggleState,
} from './types';

export const SIDES: readonly Side[] = Object.freeze(['CIA', 'KGB']);
/** One-side lists, frozen and shared (they end up in `pending` and in `toAct` answers). */
export const ONLY: Readonly<Record<Side, readonly Side[]>> = {
  CIA: Object.freeze(['CIA']),
  KGB: Object.freeze(['KGB']),
};
export const opp = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

/** A copy of the top level only; the Ctx copies each nested part the first time it is written. */
function shallow(s: ColdWarState): ColdWarState {
  // Every field listed (no spread): one stable object shape keeps this copy cheap.
  return {
    version: s.version,
    rules: s.rules,
    rng: s.rng,
    turn: s.turn,
    phase: s.phase,
    pending: s.pending,
    balance: s.balance,
    objective: s.objective,
    objectiveDeck: s.objectiveDeck,
    objectiveDiscard: s.objectiveDiscard,
    groupDeck: s.groupDeck,
    groupDiscard: s.groupDiscard,
    play: s.play,
    mobilized: s.mobilized,
    scored: s.scored,
    vp: s.vp,
    agents: s.agents,
    agentX: s.agentX,
    revealed: s.revealed,
    barred: s.barred,
    doubleAgentPrivilege: s.doubleAgentPrivilege,
    analystPrivilege: s.analystPrivilege,
    struggle: s.struggle,
    struggleWinner: s.struggleWinner,
    lastLoser: s.lastLoser,
    disorder: s.disorder,
    nobelSaved: s.nobelSaved,
    claimant: s.claimant,
    detenteQueue: s.detenteQueue,
    knowledge: s.knowledge,
    result: s.result,
  };
}

enum Part {
  ObjectiveDeck = 1 << 0,
  ObjectiveDiscard = 1 << 1,
  GroupDeck = 1 << 2,
  GroupDiscard = 1 << 3,
  Mobilized = 1 << 4,
  DetenteQueue = 1 << 5,
  Play = 1 << 6,
  PlayCIA = 1 << 7,
  PlayKGB = 1 << 8,
  Scored = 1 << 9,
  ScoredCIA = 1 << 10,
  ScoredKGB = 1 << 11,
  Knowledge = 1 << 12,
  KnowledgeCIA = 1 << 13,
  KnowledgeKGB = 1 << 14,
  Agents = 1 << 15,
  AgentsCIA = 1 << 16,
  AgentsKGB = 1 << 17,
  Vp = 1 << 18,
  AgentX = 1 << 19,
  Revealed = 1 << 20,
  Barred = 1 << 21,
  Struggle = 1 << 22,
}

/**
 * The mutable context of one step: a working copy of the state, the events it produced, and
 * lazily the dice. The input state is never touched: every write to a nested part goes through
 * an accessor below, which copies that part first (copy on write). Reading `s` is always fine;
 * whole-part assignments (`ctx.s.play = …`) need no accessor.
 */
export class Ctx {
  readonly s: ColdWarState;
  readonly events: ColdWarEvent[] = [];
  private dice: Dice | null = null;
  private owned = 0;

  constructor(state: ColdWarState) {
    this.s = shallow(state);
  }

  private first(part: Part): boolean {
    if (this.owned & part) return false;
    this.owned |= part;
    return true;
  }

  objectiveDeck(): ObjectiveId[] {
    if (this.first(Part.ObjectiveDeck)) this.s.objectiveDeck = this.s.objectiveDeck.slice();
    return this.s.objectiveDeck;
  }
  objectiveDiscard(): ObjectiveId[] {
    if (this.first(Part.ObjectiveDiscard)) this.s.objectiveDiscard = this.s.objectiveDiscard.slice();
    return this.s.objectiveDiscard;
  }
  groupDeck(): GroupId[] {
    if (this.first(Part.GroupDeck)) this.s.groupDeck = this.s.groupDeck.slice();
    return this.s.groupDeck;
  }
  groupDiscard(): GroupId[] {
    if (this.first(Part.GroupDiscard)) this.s.groupDiscard = this.s.groupDiscard.slice();
    return this.s.groupDiscard;
  }
  mobilized(): GroupId[] {
    if (this.first(Part.Mobilized)) this.s.mobilized = this.s.mobilized.slice();
    return this.s.mobilized;
  }
  detenteQueue(): Side[] {
    if (this.first(Part.DetenteQueue)) this.s.detenteQueue = this.s.detenteQueue.slice();
    return this.s.detenteQueue;
  }
  play(side: Side): GroupId[] {
    if (this.first(Part.Play)) this.s.play = { CIA: this.s.play.CIA, KGB: this.s.play.KGB };
    if (this.first(side === 'CIA' ? Part.PlayCIA : Part.PlayKGB))
      this.s.play[side] = this.s.play[side].slice();
    return this.s.play[side];
  }
  scored(side: Side): ObjectiveId[] {
    if (this.first(Part.Scored)) this.s.scored = { CIA: this.s.scored.CIA, KGB: this.s.scored.KGB };
    if (this.first(side === 'CIA' ? Part.ScoredCIA : Part.ScoredKGB)) {
      this.s.scored[side] = this.s.scored[side].slice();
    }
    return this.s.scored[side];
  }
  /** A side's private notes, to add one: adding a note means this step showed that side something. */
  knowledge(side: Side): Note[] {
    if (this.first(Part.Knowledge))
      this.s.knowledge = { CIA: this.s.knowledge.CIA, KGB: this.s.knowledge.KGB };
    if (this.first(side === 'CIA' ? Part.KnowledgeCIA : Part.KnowledgeKGB)) {
      this.s.knowledge[side] = this.s.knowledge[side].slice();
    }
    return this.s.knowledge[side];
  }
  agents(side: Side): Record<AgentId, AgentStatus> {
    if (this.first(Part.Agents)) this.s.agents = { CIA: this.s.agents.CIA, KGB: this.s.agents.KGB };
    if (this.first(side === 'CIA' ? Part.AgentsCIA : Part.AgentsKGB)) {
      this.s.agents[side] = copyAgents(this.s.agents[side]);
    }
    return this.s.agents[side];
  }
  vp(): Record<Side, number> {
    if (this.first(Part.Vp)) this.s.vp = { CIA: this.s.vp.CIA, KGB: this.s.vp.KGB };
    return this.s.vp;
  }
  agentX(): Record<Side, AgentId | null> {
    if (this.first(Part.AgentX)) this.s.agentX = { CIA: this.s.agentX.CIA, KGB: this.s.agentX.KGB };
    return this.s.agentX;
  }
  revealed(): Record<Side, boolean> {
    if (this.first(Part.Revealed)) this.s.revealed = { CIA: this.s.revealed.CIA, KGB: this.s.revealed.KGB };
    return this.s.revealed;
  }
  barred(): Record<Side, AgentId | null> {
    if (this.first(Part.Barred)) this.s.barred = { CIA: this.s.barred.CIA, KGB: this.s.barred.KGB };
    return this.s.barred;
  }
  struggle(): StruggleState {
    if (this.first(Part.Struggle)) {
      const t = this.s.struggle;
      this.s.struggle = {
        first: t.first,
        acted: { CIA: t.acted.CIA, KGB: t.acted.KGB },
        lastPass: t.lastPass,
      };
    }
    return this.s.struggle;
  }

  emit(e: ColdWarEvent): void {
    this.events.push(e);
  }

  rolls(): Dice {
    if (this.dice === null) this.dice = new Dice(this.s.rng);
    return this.dice;
  }

  /** Whether this step added a private note for either side (it showed someone something hidden). */
  noted(): boolean {
    return (this.owned & Part.Knowledge) !== 0;
  }

  /** Store the dice position back into the state; true if anything random was drawn. */
  finish(): boolean {
    if (this.dice === null) return false;
    this.s.rng = this.dice.state();
    return true;
  }
}

export function influence(s: ColdWarState, side: Side): number {
  let sum = 0;
  for (const id of s.play[side]) sum += GROUP_BY_ID[id]!.value;
  return sum;
}

export const stability = (s: ColdWarState): number =>
  s.objective === null ? 0 : OBJECTIVE_BY_ID[s.objective]!.stability;
export const population = (s: ColdWarState): number =>
  s.objective === null ? 0 : OBJECTIVE_BY_ID[s.objective]!.population;

export const isMobilized = (s: ColdWarState, id: GroupId): boolean => s.mobilized.includes(id);

export function setMobilized(ctx: Ctx, id: GroupId, mobilized: boolean): void {
  const i = ctx.s.mobilized.indexOf(id);
  if (mobilized && i < 0) ctx.mobilized().push(id);
  else if (!mobilized && i >= 0) ctx.mobilized().splice(i, 1);
}

/** Take a group out of play (its state is forgotten). */
export function removeFromPlay(ctx: Ctx, id: GroupId): void {
  for (const side of SIDES) {
    const i = ctx.s.play[side].indexOf(id);
    if (i >= 0) ctx.play(side).splice(i, 1);
  }
  setMobilized(ctx, id, false);
}

export const owns = (s: ColdWarState, side: Side, event: ObjectiveId): boolean =>
  s.scored[side].includes(event);

export function claim(ctx: Ctx, side: Side, id: ObjectiveId, from: 'table' | 'bottom'): void {
  const vp = OBJECTIVE_BY_ID[id]!.vp;
  ctx.scored(side).push(id);
  ctx.vp()[side] += vp;
  ctx.emit({ type: 'objectiveClaimed', side, objective: id, vp, from });
}

function copyAgents(a: Record<AgentId, AgentStatus>): Record<AgentId, AgentStatus> {
  return {
    MASTER_SPY: a.MASTER_SPY,
    DEPUTY_DIRECTOR: a.DEPUTY_DIRECTOR,
    DOUBLE_AGENT: a.DOUBLE_AGENT,
    ANALYST: a.ANALYST,
    ASSASSIN: a.ASSASSIN,
    DIRECTOR: a.DIRECTOR,
  };
}

export function allAgents(status: AgentStatus): Record<AgentId, AgentStatus> {
  return {
    MASTER_SPY: status,
    DEPUTY_DIRECTOR: status,
    DOUBLE_AGENT: status,
    ANALYST: status,
    ASSASSIN: status,
    DIRECTOR: status,
  };
}
