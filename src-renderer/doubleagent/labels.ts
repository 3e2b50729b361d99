import type { DaAction, DaView } from '../../engine/doubleagent';
import { placeWithSquare, sectorName } from './places';

/** The sector the current inspect step is about, in words. */
function inspectedSector(view: DaView): string {
  const p = view.phase;
  return p.kind === 'turn' && p.sector ? `the monitor of ${sectorName(view.board, p.sector)}` : 'the monitor';
}

/**
 * A readable label for one legal action. The opening play reads the same whatever the role (B5:
 * the screens must look identical), so a Security Agent's choices say nothing the double agent's don't.
 */
export function daActionLabel(view: DaView, action: DaAction): string {
  switch (action.type) {
    case 'roll':
      return action.dice ? `Rolled ${action.dice[0]} + ${action.dice[1]}` : 'Roll the dice';
    case 'opening':
      return action.sector === null
        ? 'Opening: pick at random'
        : `Opening: pick ${sectorName(view.board, action.sector)}`;
    case 'move':
      return `Move to ${placeWithSquare(view.board, action.to)}`;
    case 'stay':
      return 'Stay put (no move of the full count exists)';
    case 'accuse':
      return `Accuse ${action.target}: move onto their square`;
    case 'exit':
      return `Escape through ${placeWithSquare(view.board, action.gate)}`;
    case 'inspect':
      return action.sabotage
        ? `Inspect ${inspectedSector(view)} and sabotage it (ON → OFF)`
        : `Inspect ${inspectedSector(view)}${view.you?.role === 'doubleAgent' ? ', leave it as found' : ''}`;
    case 'endTurn':
      return 'End the turn without inspecting';
    case 'observe':
      return `Board: ${sectorName(view.board, action.sector)} monitor ${action.state}${action.placed ? ', put back' : ''}`;
  }
}

export function safeDaActionLabel(view: DaView, action: unknown): string {
  try {
    const text = daActionLabel(view, action as DaAction);
    if (typeof text === 'string' && text) return text;
  } catch {
    // fall through
  }
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.replace(/([A-Z])/g, ' $1').toLowerCase() : 'Unknown action';
}

/** The typed-in dice of a `roll` action, if it carries them (table dice, `rules.dice === 'table'`). */
export function typedDice(action: unknown): [number, number] | null {
  const a = action as { type?: unknown; dice?: unknown } | null;
  if (a?.type !== 'roll' || !Array.isArray(a.dice) || a.dice.length !== 2) return null;
  return [Number(a.dice[0]), Number(a.dice[1])];
}
