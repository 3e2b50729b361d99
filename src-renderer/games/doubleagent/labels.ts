import type { DaAction, DaView } from '../../../engine/doubleagent';
import { t } from '../../i18n';
import { unknownActionLabel } from '../../table/unknown-action';
import { placeWithSquare, sectorName } from './places';

/** The sector the current inspect step is about, in words. */
function inspectedSector(view: DaView): string {
  const p = view.phase;
  return p.kind === 'turn' && p.sector
    ? t('da.action.monitorOf', { sector: sectorName(view.board, p.sector) })
    : t('da.action.theMonitor');
}

/**
 * A readable label for one legal action. The opening play reads the same whatever the role (B5:
 * the screens must look identical), so a Security Agent's choices say nothing the double agent's don't.
 */
export function daActionLabel(view: DaView, action: DaAction): string {
  switch (action.type) {
    case 'roll':
      return action.dice
        ? t('da.action.rolled', { a: action.dice[0], b: action.dice[1] })
        : t('da.action.roll');
    case 'opening':
      return action.sector === null
        ? t('da.action.openingRandom')
        : t('da.action.opening', { sector: sectorName(view.board, action.sector) });
    case 'move':
      return t('da.action.move', { place: placeWithSquare(view.board, action.to) });
    case 'stay':
      return t('da.action.stay');
    case 'accuse':
      return t('da.action.accuse', { player: action.target });
    case 'exit':
      return t('da.action.exit', { place: placeWithSquare(view.board, action.gate) });
    case 'inspect':
      if (action.sabotage) return t('da.action.inspectSabotage', { monitor: inspectedSector(view) });
      return view.you?.role === 'doubleAgent'
        ? t('da.action.inspectLeave', { monitor: inspectedSector(view) })
        : t('da.action.inspect', { monitor: inspectedSector(view) });
    case 'endTurn':
      return t('da.action.endTurn');
    case 'observe':
      return action.placed
        ? t('da.action.observePlaced', { sector: sectorName(view.board, action.sector), state: action.state })
        : t('da.action.observe', { sector: sectorName(view.board, action.sector), state: action.state });
  }
}

export function safeDaActionLabel(view: DaView, action: unknown): string {
  try {
    const text = daActionLabel(view, action as DaAction);
    if (typeof text === 'string' && text) return text;
  } catch {
    // fall through
  }
  return unknownActionLabel(action);
}

/** The typed-in dice of a `roll` action, if it carries them (table dice, `rules.dice === 'table'`). */
export function typedDice(action: unknown): [number, number] | null {
  const a = action as { type?: unknown; dice?: unknown } | null;
  if (a?.type !== 'roll' || !Array.isArray(a.dice) || a.dice.length !== 2) return null;
  return [Number(a.dice[0]), Number(a.dice[1])];
}
