import { err, type GameRules } from '../core';
import { type ColdWarStep, step } from './apply';
import { AGENTS, GROUPS, OBJECTIVES } from './cards';
import type { ColdWarResult } from './errors';
import { legalActions as listLegal, toAct } from './legal';
import { type ColdWarEvent, eventsFor } from './log';
import { type NewGameOptions, newGame } from './setup';
import type { ColdWarAction, ColdWarState, Seat, Side } from './types';
import { type ColdWarView, isSeat, viewFor as view } from './view';

export type { AgentCard, GroupCard, ObjectiveCard } from './cards';
export { FACTION_NAMES, FACTIONS } from './cards';
export { COLDWAR_ERROR_CODES, type ColdWarError, type ColdWarErrorCode, type ColdWarResult } from './errors';
export type { AgendaEffect, ColdWarEvent } from './log';
export { describeEvent, eventsFor } from './log';
export { DEFAULT_RULES, FORMER_DEFAULTS, keepFormerDefaults, keepWinGatedConflicts } from './rules-flags';
export type { NewGameOptions } from './setup';
export { timeoutAction } from './timeout';
export type * from './types';
export type { ColdWarView, PendingView, SideView } from './view';
export type { ColdWarStep };
export { AGENTS, GROUPS, newGame, OBJECTIVES, step, toAct };

/**
 * The version of these rules that saves record. Bump it when a change would replay a saved game
 * differently (a ruling, a flag's default, a new random draw), and register the step that brings
 * older saves forward in `rulesSteps` of src-main/games/coldwar/hosted.ts.
 * 2: `mustRecruitWhenEmpty` defaults to true (D-12 revised 2026-12-07; FORMER_DEFAULTS).
 * 3: two Analysts under `analystRequiresWin` are decided before the win gate, so none resolves
 *    (A8 revised 2026-12-07; `keepWinGatedConflicts`).
 */
export const RULES_VERSION = 3;

const isSide = (v: unknown): v is Side => v === 'CIA' || v === 'KGB';

/** Every legal action for `side` now (empty when it has no decision, or for a bad side). */
export function legalActions(state: ColdWarState, side: Side | string): ColdWarAction[] {
  return isSide(side) ? listLegal(state, side) : [];
}

/** The new state, or a refusal with a stable `code`. Use `step` to also get the log events. */
export function applyAction(
  state: ColdWarState,
  side: Side | string,
  action: unknown,
): ColdWarResult<ColdWarState> {
  const r = step(state, side, action);
  return r.ok ? { ok: true, value: r.value.state } : r;
}

/** What `seat` ('CIA', 'KGB' or 'table'; anything else is treated as 'table') may see. */
export function viewFor(state: ColdWarState, seat: Seat | string): ColdWarView {
  return view(state, isSeat(seat) ? seat : 'table');
}

export const isOver = (state: ColdWarState): boolean => state.result !== null;

/** The winning side once the game is over; null while it runs or for a draw (AMB-14). */
export const winner = (state: ColdWarState): Side | null => state.result?.winner ?? null;

export const coldwarRules: GameRules<
  ColdWarState,
  ColdWarAction,
  ColdWarEvent,
  Omit<NewGameOptions, 'seed'>
> = {
  id: 'coldwar',
  create: (options) => newGame(options),
  seats: () => ['CIA', 'KGB'],
  toAct,
  legalActions,
  step: (state, seat, action) =>
    isSide(seat) ? step(state, seat, action) : err('bad_side', 'Only CIA and KGB can act.'),
  viewFor,
  eventsFor: (events, seat) => eventsFor(events, seat),
  isOver,
  winners: (state) => {
    const w = winner(state);
    return w === null ? [] : [w];
  },
};
