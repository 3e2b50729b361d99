import type { DaView } from '../../../engine/doubleagent';
import { phaseLine as help, type PhaseHelp } from '../../table/phase-help';

/** The Double Agent's phase line for a seat's view (see `PhaseHelp`); the same for either role (B7.3). */
export function doubleAgentPhaseHelp(view: DaView): PhaseHelp | null {
  const phase = view.phase;
  switch (phase.kind) {
    case 'startRoll':
      return help('help.phase.da.startRoll');
    case 'opening':
      return help('help.phase.da.opening');
    case 'over':
      return null;
    case 'turn': {
      const mine = phase.player === view.seat;
      const player = phase.player;
      switch (phase.step) {
        case 'roll':
          return mine ? help('help.phase.da.roll.you') : help('help.phase.da.roll.them', { player });
        case 'move': {
          const total = (phase.dice?.[0] ?? 0) + (phase.dice?.[1] ?? 0);
          return mine
            ? help('help.phase.da.move.you', { total })
            : help('help.phase.da.move.them', { total, player });
        }
        case 'inspect':
          return mine ? help('help.phase.da.inspect.you') : help('help.phase.da.inspect.them', { player });
        case 'place':
          return help('help.phase.da.place');
      }
    }
  }
  return null;
}
