import type { GameId } from '../../protocol/messages';
import type { SeatModel } from './seat-model';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether a seat's view is at a step every player may watch, so a shared screen needs no curtain
 * to show it: the Double Agent's start roll (B4.5: each player rolls openly at the table). Cold War has none.
 */
export function isPublicStep(game: GameId, view: unknown): boolean {
  if (game !== 'doubleagent' || !isRecord(view) || !isRecord(view.phase)) return false;
  return view.phase.kind === 'startRoll';
}

/**
 * The part of a seat's model that anyone at the table may see: for the Double Agent, its card,
 * security list and deductions (`you`) and its own role go, and so does every private log entry.
 */
export function publicModel(game: GameId, model: SeatModel): SeatModel {
  if (game !== 'doubleagent' || !isRecord(model.view)) return { ...model, view: {}, log: [] };
  const { you: _you, ...view } = model.view as Record<string, unknown>;
  const players = Array.isArray(view.players)
    ? view.players.map((player) =>
        isRecord(player) && player.id === model.seat ? { ...player, role: null } : player,
      )
    : view.players;
  const log = model.log.filter((entry) => !isRecord(entry) || entry.visibleTo === undefined);
  return { ...model, view: { ...view, players }, log };
}
