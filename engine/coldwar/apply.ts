import { err, ok } from '../core';
import { PASS, RECRUIT } from './action-table';
import { actionType, sameAction } from './actions';
import { AGENT_IDS, GROUP_BY_ID, OBJECTIVE_BY_ID } from './cards';
import type { ColdWarResult } from './errors';
import { finishCeasefire, finishPlanning, nextDetente, startCeasefire, startPlanning } from './flow';
import { legalActions } from './legal';
import type { ColdWarEvent } from './log';
import {
  activationResolves,
  agentChoosable,
  agentPile,
  beyondRecruitOpen,
  canRecruit,
  hasStruggleDecision,
  isReady,
  mediaChoiceOpen,
} from './rulings';
import { Ctx, isMobilized, ONLY, opp, removeFromPlay, SIDES, setMobilized } from './state';
import type { AgentId, ColdWarAction, ColdWarState, EventId, GroupId, Side } from './types';

export interface ColdWarStep {
  readonly state: ColdWarState;
  readonly events: readonly ColdWarEvent[];
  readonly undoable: boolean;
}

/**
 * Whether an event shows anyone (the actor included) something that was hidden: a card of a deck,
 * a face-down Agent X. Every event type is listed, so a new one does not compile until it is
 * classified here; an action whose events show anything is final (no undo).
 */
function discloses(e: ColdWarEvent): boolean {
  switch (e.type) {
    case 'objectiveRevealed':
    case 'groupsPeeked':
    case 'agentRevealed':
    case 'mediaPeeked':
    case 'agentSeen':
    case 'objectivesPeeked':
    case 'agentTerminated':
    // The struggle's end leads straight to the reveal, or first to a Nobel decision that is asked
    // only when the player's Agent X could be terminated, i.e. is not the Deputy Director.
    case 'ceasefire':
      return true;
    case 'recruited':
      return e.from === 'deck';
    case 'groupDiscarded':
      return e.cause === 'media';
    case 'objectiveClaimed':
      return e.from === 'bottom';
    // Public facts, or echoes of the actor's own choice (agentCommitted):
    case 'turnStarted':
    case 'balanceToken':
    case 'objectiveDeckReshuffled':
    case 'groupsShuffled':
    case 'groupsArranged':
    case 'doubleAgentPrivilege':
    case 'agentChosen':
    case 'agentCommitted':
    case 'agentsBackFromLeave':
    case 'firstChosen':
    case 'activated':
    case 'groupFlipped':
    case 'groupMoved':
    case 'mediaLeft':
    case 'passed':
    case 'eventPlayed':
    case 'objectivesArranged':
    case 'agentReturned':
    case 'nobelSaved':
    case 'objectiveToBottom':
    case 'agendaResolved':
    case 'agentOnLeave':
    case 'gameOver':
      return false;
    default:
      return unclassified(e);
  }
}

/** Unreachable while every type is listed (tsc checks); an unknown event is taken to disclose. */
const unclassified = (_: never): boolean => true;

/** Validate an untrusted action for `side` and apply it. Never throws, never mutates `state`. */
export function step(state: ColdWarState, side: unknown, action: unknown): ColdWarResult<ColdWarStep> {
  const p = state.pending;
  if (p === null) return err('game_over', 'The game is over.');
  if (side !== 'CIA' && side !== 'KGB') return err('bad_side', 'The side must be "CIA" or "KGB".');
  const type = actionType(action);
  if (type === null) return err('bad_action', 'That is not a well-formed Cold War action.');
  // The struggle's own actions (nearly every step of a game) and the common Planning, first
  // player and Media decisions are checked field by field with the predicates `legalActions`
  // lists them by (rulings.ts), without building the list; everything else against the list.
  if (p.kind === 'action' && (type === 'recruit' || type === 'pass' || type === 'activate')) {
    return struggleStep(state, side, p.side, type, action as Record<string, unknown>);
  }
  if (p.kind === 'chooseAgent' && type === 'chooseAgent')
    return chooseAgentStep(state, side, p.sides, action);
  if (p.kind === 'chooseFirst' && type === 'chooseFirst') {
    if (p.side !== side) return notYourTurn(side);
    const first = (action as { first?: unknown }).first;
    if (first !== 'CIA' && first !== 'KGB') return illegal(type, side);
    const ctx = new Ctx(state);
    perform(ctx, side, { type: 'chooseFirst', first });
    return done(ctx);
  }
  if (p.kind === 'mediaDecision' && type === 'mediaDecision') {
    if (p.side !== side) return notYourTurn(side);
    const choice = (action as { choice?: unknown }).choice;
    if (choice !== 'recruit' && choice !== 'discard' && choice !== 'leave') return illegal(type, side);
    if (!mediaChoiceOpen(state, side, choice)) return illegal(type, side);
    const ctx = new Ctx(state);
    perform(ctx, side, { type: 'mediaDecision', choice });
    return done(ctx);
  }
  const legal = legalActions(state, side);
  if (legal.length === 0) return notYourTurn(side);
  let chosen: ColdWarAction | undefined;
  for (const a of legal) {
    if (sameAction(a, action as object)) {
      chosen = a;
      break;
    }
  }
  if (chosen === undefined) return illegal(type, side);
  // `chosen` is from a list built just now, of frozen actions: the caller cannot have edited it.
  const ctx = new Ctx(state);
  perform(ctx, side, chosen);
  return done(ctx);
}

const notYourTurn = (side: Side): ColdWarResult<ColdWarStep> =>
  err('not_your_turn', `${side} has no decision to make now.`, { side });
const illegal = (type: string, side: Side): ColdWarResult<ColdWarStep> =>
  err('illegal_action', `That ${type} is not legal for ${side} now.`, { action: type, side });

/**
 * The step's result. `undoable` (the host offers undo only then) means the step drew nothing
 * random and showed nobody anything hidden: no private note added (`Ctx.knowledge` is the only
 * way to add one) and no event that discloses (test/unit/undo.property.test.ts checks the meaning).
 */
function done(ctx: Ctx): ColdWarResult<ColdWarStep> {
  const random = ctx.finish();
  let undoable = !random && !ctx.noted();
  if (undoable) {
    const events = ctx.events;
    for (let i = 0; i < events.length; i++) {
      if (discloses(events[i]!)) {
        undoable = false;
        break;
      }
    }
  }
  return ok({ state: ctx.s, events: ctx.events, undoable });
}

/** Recruit, Pass and Activate during the struggle, asked of rulings.ts as `legalActions` asks. */
function struggleStep(
  s: ColdWarState,
  side: Side,
  toMove: Side,
  type: 'recruit' | 'pass' | 'activate',
  input: Record<string, unknown>,
): ColdWarResult<ColdWarStep> {
  if (toMove !== side || !hasStruggleDecision(s, side)) return notYourTurn(side);
  if (type === 'recruit') {
    if (!canRecruit(s, side)) return illegal(type, side);
    const ctx = new Ctx(s);
    perform(ctx, side, RECRUIT);
    return done(ctx);
  }
  if (!beyondRecruitOpen(s, side)) return illegal(type, side);
  if (type === 'pass') {
    const ctx = new Ctx(s);
    perform(ctx, side, PASS);
    return done(ctx);
  }
  const group = input.group;
  const target = input.target;
  if (typeof group !== 'string' || (target !== undefined && typeof target !== 'string')) {
    return illegal(type, side);
  }
  // Any string is safe to ask about: a group not among the side's own is not ready, and a
  // target not in play does not resolve.
  const g = group as GroupId;
  const t = target as GroupId | undefined;
  if (!isReady(s, side, g) || !activationResolves(s, side, g, t)) return illegal(type, side);
  const ctx = new Ctx(s);
  activate(ctx, side, g, t);
  return done(ctx);
}

/** `chooseAgent` asked of rulings.ts as `legalActions` asks (`availableAgents`). */
function chooseAgentStep(
  s: ColdWarState,
  side: Side,
  sides: readonly Side[],
  input: unknown,
): ColdWarResult<ColdWarStep> {
  if (!sides.includes(side)) return notYourTurn(side);
  const pile = agentPile(s, side);
  if (pile === null) return notYourTurn(side);
  const agent = (input as { agent?: unknown }).agent;
  if (typeof agent !== 'string' || !AGENT_IDS.includes(agent as AgentId)) return illegal('chooseAgent', side);
  if (!agentChoosable(s, side, agent as AgentId, pile)) return illegal('chooseAgent', side);
  const ctx = new Ctx(s);
  perform(ctx, side, { type: 'chooseAgent', agent: agent as AgentId });
  return done(ctx);
}

function endAction(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const t = ctx.struggle();
  t.acted[side] += 1;
  t.lastPass = false;
  s.pending = { kind: 'action', side: opp(side) };
}

function spendEvent(ctx: Ctx, side: Side, event: EventId): void {
  const s = ctx.s;
  const vp = OBJECTIVE_BY_ID[event]!.vp;
  ctx.scored(side).splice(s.scored[side].indexOf(event), 1);
  ctx.objectiveDiscard().push(event);
  ctx.vp()[side] -= vp;
  ctx.emit({ type: 'eventPlayed', side, event, vp });
}

function discardGroup(ctx: Ctx, side: Side, g: GroupId, by: GroupId | null): void {
  const s = ctx.s;
  const owner: Side = s.play.CIA.includes(g) ? 'CIA' : 'KGB';
  removeFromPlay(ctx, g);
  ctx.groupDiscard().push(g);
  ctx.emit(
    by === null
      ? { type: 'groupDiscarded', side, group: g, owner, cause: 'nuclear' }
      : { type: 'groupDiscarded', side, group: g, owner, cause: 'military', by },
  );
}

function activate(ctx: Ctx, side: Side, g: GroupId, target: GroupId | undefined): void {
  const s = ctx.s;
  setMobilized(ctx, g, true);
  ctx.emit({ type: 'activated', side, group: g });
  const faction = GROUP_BY_ID[g]!.faction;
  if (faction === 'MED') {
    const card = s.groupDeck[0]!;
    ctx.knowledge(side).push({ kind: 'mediaPeek', turn: s.turn, card });
    ctx.emit({ type: 'mediaPeeked', side, card, to: side });
    s.pending = { kind: 'mediaDecision', side, card };
    return;
  }
  const t = target!;
  const owner: Side = s.play.CIA.includes(t) ? 'CIA' : 'KGB';
  if (faction === 'MIL') {
    discardGroup(ctx, side, t, g);
  } else if (faction === 'ECO') {
    const mobilized = !isMobilized(s, t);
    setMobilized(ctx, t, mobilized);
    ctx.emit({ type: 'groupFlipped', side, group: t, owner, mobilized });
  } else {
    const to = opp(owner);
    ctx.play(owner).splice(s.play[owner].indexOf(t), 1);
    ctx.play(to).push(t); // keeps its state (A2.3)
    ctx.emit({ type: 'groupMoved', side, group: t, fromSide: owner, toSide: to });
  }
  endAction(ctx, side);
}

function perform(ctx: Ctx, side: Side, a: ColdWarAction): void {
  const s = ctx.s;
  switch (a.type) {
    case 'arrangeGroups':
      ctx.groupDeck().splice(0, a.order.length, ...a.order);
      ctx.emit({ type: 'groupsArranged', side, count: a.order.length });
      startPlanning(ctx);
      return;
    case 'doubleAgentPrivilege': {
      s.doubleAgentPrivilege = null;
      const other = opp(side);
      if (a.option === 'leave') {
        ctx.agents(other)[a.agent] = 'leave';
        ctx.barred()[other] = a.agent;
        ctx.emit({ type: 'doubleAgentPrivilege', side, option: 'leave', agent: a.agent });
      } else {
        ctx.emit({ type: 'doubleAgentPrivilege', side, option: a.option });
      }
      s.pending =
        a.option === 'reveal'
          ? { kind: 'chooseAgent', sides: ONLY[other], faceUp: true }
          : { kind: 'chooseAgent', sides: SIDES, faceUp: false };
      return;
    }
    case 'chooseAgent': {
      const p = s.pending as Extract<ColdWarState['pending'], { kind: 'chooseAgent' }>;
      ctx.agentX()[side] = a.agent;
      ctx.emit({ type: 'agentChosen', side });
      ctx.emit({ type: 'agentCommitted', side, agent: a.agent, to: side });
      if (p.faceUp) {
        ctx.revealed()[side] = true;
        ctx.emit({ type: 'agentRevealed', side, agent: a.agent });
        s.pending = { kind: 'chooseAgent', sides: ONLY[opp(side)], faceUp: false };
        return;
      }
      if (p.sides.length > 1) s.pending = { kind: 'chooseAgent', sides: ONLY[opp(side)], faceUp: false };
      else finishPlanning(ctx);
      return;
    }
    case 'chooseFirst':
      ctx.struggle().first = a.first;
      ctx.emit({ type: 'firstChosen', side, first: a.first });
      s.pending = { kind: 'action', side: a.first };
      return;
    case 'recruit': {
      const card = ctx.groupDeck().shift()!;
      ctx.play(side).push(card);
      ctx.emit({ type: 'recruited', side, card, from: 'deck' });
      endAction(ctx, side);
      return;
    }
    case 'activate':
      activate(ctx, side, a.group, a.target);
      return;
    case 'mediaDecision':
      if (a.choice === 'leave') {
        ctx.emit({ type: 'mediaLeft', side });
      } else {
        const card = ctx.groupDeck().shift()!;
        if (a.choice === 'recruit') {
          ctx.play(side).push(card);
          ctx.emit({ type: 'recruited', side, card, from: 'deck' });
        } else {
          ctx.groupDiscard().push(card);
          ctx.emit({ type: 'groupDiscarded', side, group: card, owner: side, cause: 'media' });
        }
      }
      endAction(ctx, side);
      return;
    case 'pass':
      ctx.emit({ type: 'passed', side });
      if (s.struggle.lastPass) {
        ctx.struggle().acted[side] += 1;
        startCeasefire(ctx);
        return;
      }
      endAction(ctx, side);
      ctx.struggle().lastPass = true;
      return;
    case 'playEvent':
      spendEvent(ctx, side, a.event);
      switch (a.event) {
        case 'NUC':
          for (const g of a.order) discardGroup(ctx, side, g, null);
          endAction(ctx, side);
          return;
        case 'LIV': {
          const card = ctx.groupDiscard().pop()!;
          ctx.play(side).push(card);
          ctx.emit({ type: 'recruited', side, card, from: 'discard' });
          endAction(ctx, side);
          return;
        }
        case 'SUM': {
          const agent = s.agentX[opp(side)]!;
          ctx.knowledge(side).push({ kind: 'summit', turn: s.turn, agent });
          ctx.emit({ type: 'agentSeen', side, agent, to: side });
          return;
        }
        case 'NOB':
          s.nobelSaved = side;
          ctx.emit({ type: 'nobelSaved', side });
          finishCeasefire(ctx);
          return;
        case 'SPA': {
          const cards = s.objectiveDeck.slice(0, 3);
          ctx.knowledge(side).push({ kind: 'spaceRace', turn: s.turn, cards });
          ctx.emit({ type: 'objectivesPeeked', side, cards, to: side });
          s.pending = { kind: 'arrangeObjectives', side, cards };
          return;
        }
        case 'OLY':
          s.pending = { kind: 'returnAgent', side };
          return;
      }
      return;
    case 'arrangeObjectives':
      ctx.objectiveDeck().splice(0, a.order.length, ...a.order);
      ctx.emit({ type: 'objectivesArranged', side, count: a.order.length });
      nextDetente(ctx);
      return;
    case 'returnAgent':
      ctx.agents(side)[a.agent] = 'leave';
      ctx.emit({ type: 'agentReturned', side, agent: a.agent });
      nextDetente(ctx);
      return;
    case 'declineEvent':
      if (s.pending?.kind === 'nobel') {
        finishCeasefire(ctx);
      } else {
        ctx.detenteQueue().shift();
        nextDetente(ctx);
      }
      return;
  }
}
