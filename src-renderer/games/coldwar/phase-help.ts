import type { ColdWarView, Side } from '../../../engine/coldwar';
import { phaseLine as help, type PhaseHelp } from '../../table/phase-help';
import { objectiveCard } from './names';

const other = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

/** The Cold War's phase line for a seat's view (see `PhaseHelp`). */
export function coldWarPhaseHelp(view: ColdWarView): PhaseHelp | null {
  const pending = view.pending;
  if (view.result || !pending) return null;
  const me = view.seat === 'CIA' || view.seat === 'KGB' ? view.seat : null;
  const mine = me !== null && pending.sides.includes(me);
  const side = pending.sides.find((s) => s !== me) ?? pending.sides[0] ?? '';
  switch (pending.kind) {
    case 'chooseFirst':
      return mine ? help('help.phase.cw.chooseFirst.you') : help('help.phase.cw.chooseFirst.them', { side });
    case 'chooseAgent':
      if (pending.faceUp) {
        if (mine && me) return help('help.phase.cw.chooseAgent.faceUp.you', { side: other(me) });
        if (me) return help('help.phase.cw.chooseAgent.faceUp.them', { side });
      }
      if (mine) return help('help.phase.cw.chooseAgent.you');
      if (pending.sides.length > 1) return help('help.phase.cw.chooseAgent.both');
      return help('help.phase.cw.chooseAgent.them', { side });
    case 'doubleAgentPrivilege':
      if (!mine || !me) return help('help.phase.cw.privilege.them', { side });
      return view.rules.doubleAgentVariant === 'revealOnly'
        ? help('help.phase.cw.privilege.revealOnly.you', { side: other(me) })
        : help('help.phase.cw.privilege.you', { side: other(me) });
    case 'arrangeGroups':
      return mine
        ? help('help.phase.cw.arrangeGroups.you')
        : help('help.phase.cw.arrangeGroups.them', { side });
    case 'action': {
      if (!mine || !me) return help('help.phase.cw.action.them', { side });
      if (view.struggle.acted[me] === 0) return help('help.phase.cw.action.first.you');
      const stability = view.objective ? (objectiveCard(view.objective)?.stability ?? 0) : 0;
      const influence = view.sides[me].influence;
      return view.struggle.lastPass
        ? help('help.phase.cw.action.afterPass.you', { side: other(me), influence, stability })
        : help('help.phase.cw.action.you', { influence, stability });
    }
    case 'mediaDecision':
      return mine ? help('help.phase.cw.media.you') : help('help.phase.cw.media.them', { side });
    case 'nobel':
      return mine ? help('help.phase.cw.nobel.you') : help('help.phase.cw.nobel.them', { side });
    case 'detente':
      return mine ? help('help.phase.cw.detente.you') : help('help.phase.cw.detente.them', { side });
    case 'arrangeObjectives':
      return mine
        ? help('help.phase.cw.arrangeObjectives.you')
        : help('help.phase.cw.arrangeObjectives.them', { side });
    case 'returnAgent':
      return mine ? help('help.phase.cw.returnAgent.you') : help('help.phase.cw.returnAgent.them', { side });
  }
  return null;
}
