import { type GameRules, TABLE_SEAT } from '../core';
import type { DaAction } from './actions';
import { step } from './apply';
import { moveContext, playerOf } from './context';
import type { DoubleAgentResult } from './errors';
import { legalActions } from './legal';
import { type DaEvent, eventsFor } from './log';
import { namedFullCountMoves } from './movement';
import { type NewGameOptions, newGame } from './setup';
import type { DaState } from './state';
import { viewFor } from './view';

export type { DaAction } from './actions';
export type { BadBoard, Board } from './board-loader';
export { loadBoard } from './board-loader';
export type { BoardDef, BoardProblem, FenceGateDef, SectorDef, SquareDef, SquareKind } from './board-schema';
export { SQUARE_KINDS } from './board-schema';
export { joinBoards, resolveBoard, SHIPPED_BOARDS } from './boards';
export { type DeduceInput, type Deduction, type DeductionReason, deduce, describeReason } from './deduction';
export { deductionInputFor } from './deduction-input';
export {
  DOUBLEAGENT_ERROR_CODES,
  type DoubleAgentError,
  type DoubleAgentErrorCode,
  type DoubleAgentResult,
} from './errors';
export { DEFAULT_INSPECTION_MS } from './inspection-time';
export type { DaEvent } from './log';
export {
  judgeOpeningAtBoard,
  OPENING_HANDOVER_MS,
  OPENING_WINDOW_MS,
  type OpeningAtBoard,
  openingSaboteur,
  openingWindowOrder,
  opensAtPhysicalBoard,
} from './opening';
export { type MovePaths, movePaths, type PathQuery, pathQueryOf, pathTo } from './paths';
export type { ListEntry } from './security-list';
export { type CheckedSetup, checkSetup, type NewGameOptions } from './setup';
export type {
  Anomaly,
  DaRules,
  DaState,
  Inspection,
  MonitorState,
  Phase,
  PlayerState,
  Role,
  Variant,
} from './state';
export { ROLES } from './state';
export type { DaPhaseView, DaPlayerView, DaView } from './view';
export { eventsFor, legalActions, newGame, step, viewFor };

/** The new state, or a refusal with a stable `code`. Use `step` to also get the log events. */
export function applyAction(state: DaState, seat: string, action: unknown): DoubleAgentResult<DaState> {
  const r = step(state, seat, action);
  return r.ok ? { ok: true, value: r.value.state } : r;
}

/**
 * The version of these rules that saves record. Bump it when a change would replay a saved game
 * differently (a ruling, a flag's default, a new random draw), and register the step that brings
 * older saves forward in src-main/host/rules-version.ts.
 */
export const RULES_VERSION = 1;

/**
 * Every square `player` can end on with exactly `roll` steps (B6), each with one legal path
 * (square ids, start excluded). Squares held by other agents are left out: landing there is an
 * accusation, which legalActions lists separately.
 */
export function reachable(state: DaState, player: string, roll: number): { to: string; path: string[] }[] {
  const p = playerOf(state, player);
  if (!p || p.position === null || !Number.isInteger(roll) || roll < 1 || roll > 12) return [];
  return namedFullCountMoves(moveContext(state, p), roll, (to, path) => ({ to, path }));
}

export const isOver = (state: DaState): boolean => state.phase.kind === 'over';

/** The winning player, or null while the game runs or after a draw. */
export const winner = (state: DaState): string | null =>
  state.phase.kind === 'over' ? state.phase.winner : null;

/** The seats with a decision pending. `table` means the board bridge must report a monitor. */
export function toAct(state: DaState): string[] {
  const p = state.phase;
  switch (p.kind) {
    case 'over':
      return [];
    case 'startRoll':
      return p.contenders.filter((c) => !Object.hasOwn(p.rolls, c));
    case 'opening':
      return state.players.map((q) => q.id).filter((id) => !p.done.includes(id));
    case 'turn':
      return p.step === 'place' ? [TABLE_SEAT] : [p.player];
  }
}

/** The GameRules contract for the host. `create` takes NewGameOptions (board by shipped id or as JSON). */
export const doubleagentRules: GameRules<DaState, DaAction, DaEvent, Omit<NewGameOptions, 'seed'>> = {
  id: 'doubleagent',
  create: (options): DoubleAgentResult<DaState> => newGame(options),
  seats: (state) => state.players.map((p) => p.id),
  toAct,
  legalActions,
  step,
  viewFor,
  eventsFor,
  isOver,
  winners: (state) => {
    const w = winner(state);
    return w === null ? [] : [w];
  },
};
