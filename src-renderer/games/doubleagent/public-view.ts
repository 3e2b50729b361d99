import type { SeatModel } from '../../lib/seat-model';
import { isRecord } from '../../lib/unknown-view';

/** The start roll is a step every player watches (B4.5: each rolls openly at the table). */
export function isStartRoll(view: unknown): boolean {
  return isRecord(view) && isRecord(view.phase) && view.phase.kind === 'startRoll';
}

/**
 * The part of a seat's model that anyone at the table may see: its card, security list and
 * deductions (`you`) and its own role go, and so does every private log entry.
 */
export function doubleAgentPublicModel(model: SeatModel): SeatModel {
  if (!isRecord(model.view)) return { ...model, view: {}, log: [] };
  const { you: _you, ...view } = model.view;
  const players = Array.isArray(view.players)
    ? view.players.map((player) =>
        isRecord(player) && player.id === model.seat ? { ...player, role: null } : player,
      )
    : view.players;
  const log = model.log.filter((entry) => !isRecord(entry) || entry.visibleTo === undefined);
  return { ...model, view: { ...view, players }, log };
}
