import { resolveAgendas } from './agenda';
import { AGENT_IDS, GROUPS, OBJECTIVE_BY_ID } from './cards';
import { canPlayOlympics, canPlaySpaceRace } from './rulings';
import { type Ctx, claim, opp, owns, SIDES } from './state';
import type { AgentId, GroupId, Note, Side } from './types';
import { struggleOutcome, thresholdWinner } from './winner';

const ALL_GROUPS: readonly GroupId[] = GROUPS.map((g) => g.id);
/** The Balance holder first (KGB holding it). */
const SIDES_KGB_FIRST: readonly Side[] = Object.freeze(['KGB', 'CIA']);

export function endGame(ctx: Ctx, winner: Side | null, reason: 'threshold' | 'noObjectives'): void {
  const s = ctx.s;
  s.phase = 'over';
  s.pending = null;
  s.result = { winner, reason };
  ctx.emit({ type: 'gameOver', winner, reason });
}

/** D-5 (turn 2 on). */
function assignBalance(ctx: Ctx): void {
  const s = ctx.s;
  if (s.vp.CIA !== s.vp.KGB) {
    s.balance = s.vp.CIA < s.vp.KGB ? 'CIA' : 'KGB';
    ctx.emit({ type: 'balanceToken', side: s.balance, reason: 'fewerVp' });
  } else if (s.lastLoser !== null) {
    s.balance = s.lastLoser;
    ctx.emit({ type: 'balanceToken', side: s.balance, reason: 'lostStruggle' });
  } else {
    ctx.emit({ type: 'balanceToken', side: s.balance, reason: 'kept' });
  }
}

/** The Space Race notes made at the Détente of turn `last` (a fresh array). */
function keptNotes(notes: readonly Note[], last: number): Note[] {
  if (notes.length === 0) return [];
  const out: Note[] = [];
  for (const n of notes) if (n.kind === 'spaceRace' && n.turn === last) out.push(n);
  return out;
}

/** Phase 1, Briefing. `firstDeal` fixes the top of the group deck (turn 1 only). */
export function startTurn(ctx: Ctx, firstDeal: readonly GroupId[] | null): void {
  const s = ctx.s;
  s.turn += 1;
  s.phase = 'briefing';
  ctx.emit({ type: 'turnStarted', turn: s.turn });
  if (s.turn > 1) assignBalance(ctx);
  // A Space Race peek stays useful until those objectives come up; other notes lapse with the turn.
  s.knowledge = { CIA: keptNotes(s.knowledge.CIA, s.turn - 1), KGB: keptNotes(s.knowledge.KGB, s.turn - 1) };

  if (s.objectiveDeck.length === 0) {
    if (s.objectiveDiscard.length === 0) {
      // AMB-14
      endGame(ctx, s.vp.CIA === s.vp.KGB ? null : s.vp.CIA > s.vp.KGB ? 'CIA' : 'KGB', 'noObjectives');
      return;
    }
    s.objectiveDeck = ctx.rolls().shuffled(s.objectiveDiscard); // D-14
    s.objectiveDiscard = [];
    ctx.emit({ type: 'objectiveDeckReshuffled', count: s.objectiveDeck.length });
  }
  s.objective = ctx.objectiveDeck().shift()!;
  ctx.emit({ type: 'objectiveRevealed', objective: s.objective });

  s.play = { CIA: [], KGB: [] };
  s.mobilized = [];
  s.groupDiscard = [];
  if (firstDeal !== null && firstDeal.length > 0) {
    const rest = ALL_GROUPS.filter((g) => !firstDeal.includes(g));
    s.groupDeck = firstDeal.concat(rest.length > 1 ? ctx.rolls().shuffled(rest) : rest);
  } else {
    s.groupDeck = ctx.rolls().shuffled(ALL_GROUPS);
  }
  ctx.emit({ type: 'groupsShuffled' });

  s.agentX = { CIA: null, KGB: null };
  s.revealed = { CIA: false, KGB: false };
  s.barred = { CIA: null, KGB: null };
  s.struggle = { first: null, acted: { CIA: 0, KGB: 0 }, lastPass: false };
  s.struggleWinner = null;
  s.disorder = { CIA: false, KGB: false };
  s.nobelSaved = null;
  s.claimant = null;
  s.detenteQueue = [];

  const analyst = s.analystPrivilege;
  if (analyst !== null) {
    s.analystPrivilege = null;
    const cards = s.groupDeck.slice(0, 3);
    ctx.knowledge(analyst).push({ kind: 'analystPeek', turn: s.turn, cards });
    ctx.emit({ type: 'groupsPeeked', side: analyst, cards, to: analyst });
    s.pending = { kind: 'arrangeGroups', side: analyst, cards };
    return;
  }
  startPlanning(ctx);
}

/** Phase 2, Planning. */
export function startPlanning(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'planning';
  if (s.doubleAgentPrivilege !== null) {
    s.pending = { kind: 'doubleAgentPrivilege', side: s.doubleAgentPrivilege };
    return;
  }
  s.pending = { kind: 'chooseAgent', sides: SIDES, faceUp: false };
}

/** A5 Phase 2 step 3, then Phase 3 step 1. */
export function finishPlanning(ctx: Ctx): void {
  const s = ctx.s;
  for (const side of SIDES) {
    let back: AgentId[] | null = null;
    for (const a of AGENT_IDS) {
      if (s.agents[side][a] !== 'leave') continue;
      if (back === null) back = [];
      back.push(a);
    }
    if (back === null) continue;
    const agents = ctx.agents(side);
    for (const a of back) agents[a] = 'hq';
    ctx.emit({ type: 'agentsBackFromLeave', side, agents: back });
  }
  s.barred = { CIA: null, KGB: null };
  s.phase = 'struggle';
  s.pending = { kind: 'chooseFirst', side: s.balance };
}

/** Phase 4, Cease-fire, up to the Nobel window. */
export function startCeasefire(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'ceasefire';
  const out = struggleOutcome(s);
  s.struggleWinner = out.winner;
  s.lastLoser = out.winner === null ? null : opp(out.winner);
  s.disorder = { CIA: out.disorder.CIA, KGB: out.disorder.KGB };
  const objective = s.objective!;
  ctx.emit({ type: 'ceasefire', objective, stability: OBJECTIVE_BY_ID[objective]!.stability, ...out });
  for (const side of SIDES) {
    if (owns(s, side, 'NOB') && s.disorder[side] && s.agentX[side] !== 'DEPUTY_DIRECTOR') {
      s.pending = { kind: 'nobel', side };
      return;
    }
  }
  finishCeasefire(ctx);
}

/** Phase 4 steps 5–6, then Debriefing. */
export function finishCeasefire(ctx: Ctx): void {
  const s = ctx.s;
  for (const side of SIDES) {
    const x = s.agentX[side]!;
    if (s.disorder[side] && x !== 'DEPUTY_DIRECTOR' && s.nobelSaved !== side) {
      ctx.agents(side)[x] = 'terminated';
      ctx.revealed()[side] = true;
      ctx.emit({ type: 'agentTerminated', side, agent: x, cause: 'civilDisorder' });
    }
  }
  if (s.disorder.CIA && s.disorder.KGB) {
    const objective = s.objective!;
    ctx.objectiveDeck().push(objective);
    s.objective = null;
    ctx.emit({ type: 'objectiveToBottom', objective, cause: 'doubleDisorder' });
  }
  debriefing(ctx);
}

/** Phase 5. */
function debriefing(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'debriefing';
  for (const side of s.balance === 'CIA' ? SIDES : SIDES_KGB_FIRST) {
    if (!s.revealed[side]) {
      ctx.revealed()[side] = true;
      ctx.emit({ type: 'agentRevealed', side, agent: s.agentX[side]! });
    }
  }
  s.claimant = s.struggleWinner;
  resolveAgendas(ctx);
  if (s.objective !== null && s.claimant !== null) {
    claim(ctx, s.claimant, s.objective, 'table');
    s.objective = null;
  }
  detente(ctx);
}

/** Phase 6 step 1, then the event window. */
function detente(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'detente';
  for (const side of s.balance === 'CIA' ? SIDES : SIDES_KGB_FIRST) {
    const x = s.agentX[side]!;
    if (s.agents[side][x] === 'terminated') continue;
    if (x === 'DEPUTY_DIRECTOR' && !s.rules.deputyDirectorGoesOnLeave) continue;
    ctx.agents(side)[x] = 'leave';
    ctx.emit({ type: 'agentOnLeave', side, agent: x });
  }
  s.detenteQueue = [s.balance, opp(s.balance)];
  nextDetente(ctx);
}

/** Ask the next side in the Détente order that has a playable event; then the victory check. */
export function nextDetente(ctx: Ctx): void {
  const s = ctx.s;
  while (s.detenteQueue.length > 0) {
    const side = s.detenteQueue[0]!;
    if (canPlaySpaceRace(s, side) || canPlayOlympics(s, side)) {
      s.pending = { kind: 'detente', side };
      return;
    }
    ctx.detenteQueue().shift();
  }
  const winner = thresholdWinner(s);
  if (winner !== undefined) endGame(ctx, winner, 'threshold');
  else startTurn(ctx, null);
}
