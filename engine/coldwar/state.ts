import { Dice } from '../core';
import { GROUP_BY_ID, OBJECTIVE_BY_ID } from './cards';
import type { ColdWarEvent } from './log';
import type { AgentId, AgentStatus, ColdWarState, GroupId, ObjectiveId, Side } from './types';

export const SIDES: readonly Side[] = ['CIA', 'KGB'];
export const opp = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

/** A working copy for one step: every mutable part is copied, so the input state is never touched. */
export function draft(s: ColdWarState): ColdWarState {
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
    objectiveDeck: s.objectiveDeck.slice(),
    objectiveDiscard: s.objectiveDiscard.slice(),
    groupDeck: s.groupDeck.slice(),
    groupDiscard: s.groupDiscard.slice(),
    play: { CIA: s.play.CIA.slice(), KGB: s.play.KGB.slice() },
    mobilized: s.mobilized.slice(),
    scored: { CIA: s.scored.CIA.slice(), KGB: s.scored.KGB.slice() },
    vp: { CIA: s.vp.CIA, KGB: s.vp.KGB },
    agents: { CIA: copyAgents(s.agents.CIA), KGB: copyAgents(s.agents.KGB) },
    agentX: { CIA: s.agentX.CIA, KGB: s.agentX.KGB },
    revealed: { CIA: s.revealed.CIA, KGB: s.revealed.KGB },
    barred: { CIA: s.barred.CIA, KGB: s.barred.KGB },
    doubleAgentPrivilege: s.doubleAgentPrivilege,
    analystPrivilege: s.analystPrivilege,
    struggle: {
      first: s.struggle.first,
      acted: { CIA: s.struggle.acted.CIA, KGB: s.struggle.acted.KGB },
      lastPass: s.struggle.lastPass,
    },
    struggleWinner: s.struggleWinner,
    lastLoser: s.lastLoser,
    disorder: { CIA: s.disorder.CIA, KGB: s.disorder.KGB },
    nobelSaved: s.nobelSaved,
    claimant: s.claimant,
    detenteQueue: s.detenteQueue.slice(),
    knowledge: { CIA: s.knowledge.CIA.slice(), KGB: s.knowledge.KGB.slice() },
    result: s.result,
  };
}

/**
 * A cheaper working copy for an Influence Struggle action that does not end the struggle: such
 * an action only touches the groups, the struggle counters, its own knowledge and (by spending
 * an event) scored piles, VP and the objective discard. Everything else is shared with `s`.
 */
export function draftStruggle(s: ColdWarState): ColdWarState {
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
    objectiveDiscard: s.objectiveDiscard.slice(),
    groupDeck: s.groupDeck.slice(),
    groupDiscard: s.groupDiscard.slice(),
    play: { CIA: s.play.CIA.slice(), KGB: s.play.KGB.slice() },
    mobilized: s.mobilized.slice(),
    scored: { CIA: s.scored.CIA.slice(), KGB: s.scored.KGB.slice() },
    vp: { CIA: s.vp.CIA, KGB: s.vp.KGB },
    agents: s.agents,
    agentX: s.agentX,
    revealed: s.revealed,
    barred: s.barred,
    doubleAgentPrivilege: s.doubleAgentPrivilege,
    analystPrivilege: s.analystPrivilege,
    struggle: {
      first: s.struggle.first,
      acted: { CIA: s.struggle.acted.CIA, KGB: s.struggle.acted.KGB },
      lastPass: s.struggle.lastPass,
    },
    struggleWinner: s.struggleWinner,
    lastLoser: s.lastLoser,
    disorder: s.disorder,
    nobelSaved: s.nobelSaved,
    claimant: s.claimant,
    detenteQueue: s.detenteQueue,
    knowledge: { CIA: s.knowledge.CIA.slice(), KGB: s.knowledge.KGB.slice() },
    result: s.result,
  };
}

/** The mutable context of one step: the draft, the events it produced, and lazily the dice. */
export class Ctx {
  readonly events: ColdWarEvent[] = [];
  private dice: Dice | null = null;

  constructor(readonly s: ColdWarState) {}

  emit(e: ColdWarEvent): void {
    this.events.push(e);
  }

  rolls(): Dice {
    if (this.dice === null) this.dice = new Dice(this.s.rng);
    return this.dice;
  }

  /** Store the dice position back into the state; true if anything random was drawn. */
  finish(): boolean {
    if (this.dice === null) return false;
    this.s.rng = this.dice.state();
    return true;
  }
}

export const groupValue = (id: GroupId): number => GROUP_BY_ID[id]!.value;
export const groupFaction = (id: GroupId) => GROUP_BY_ID[id]!.faction;

export function influence(s: ColdWarState, side: Side): number {
  let sum = 0;
  for (const id of s.play[side]) sum += GROUP_BY_ID[id]!.value;
  return sum;
}

export const stability = (s: ColdWarState): number =>
  s.objective === null ? 0 : OBJECTIVE_BY_ID[s.objective]!.stability;
export const population = (s: ColdWarState): number =>
  s.objective === null ? 0 : OBJECTIVE_BY_ID[s.objective]!.population;

export const ownerOf = (s: ColdWarState, id: GroupId): Side | null =>
  s.play.CIA.includes(id) ? 'CIA' : s.play.KGB.includes(id) ? 'KGB' : null;

export const isMobilized = (s: ColdWarState, id: GroupId): boolean => s.mobilized.includes(id);

export function setMobilized(s: ColdWarState, id: GroupId, mobilized: boolean): void {
  const i = s.mobilized.indexOf(id);
  if (mobilized && i < 0) s.mobilized.push(id);
  else if (!mobilized && i >= 0) s.mobilized.splice(i, 1);
}

/** Take a group out of play (its state is forgotten). */
export function removeFromPlay(s: ColdWarState, id: GroupId): void {
  for (const side of SIDES) {
    const i = s.play[side].indexOf(id);
    if (i >= 0) s.play[side].splice(i, 1);
  }
  setMobilized(s, id, false);
}

export const owns = (s: ColdWarState, side: Side, event: ObjectiveId): boolean =>
  s.scored[side].includes(event);

export function claim(ctx: Ctx, side: Side, id: ObjectiveId, from: 'table' | 'bottom'): void {
  const vp = OBJECTIVE_BY_ID[id]!.vp;
  ctx.s.scored[side].push(id);
  ctx.s.vp[side] += vp;
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
