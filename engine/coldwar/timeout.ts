import { Dice } from '../core';
import { legalActions } from './legal';
import type { ColdWarAction, ColdWarState, Side } from './types';

/**
 * AMB-20 (outside the rules, for a host whose player timed out or left): the no-effect default
 * for `side`'s pending decision, or null when it has none. Apply it with `step` like any action,
 * so the journal replays it. The "random available agent" is drawn beside the game's dice
 * (`Dice.aside`), so it is repeatable, does not move the game's own sequence and tells nothing
 * of the game's next draws.
 */
export function timeoutAction(s: ColdWarState, side: Side): ColdWarAction | null {
  const legal = legalActions(s, side);
  if (legal.length === 0) return null;
  const find = (type: ColdWarAction['type']) => legal.find((a) => a.type === type);
  switch (s.pending?.kind) {
    case 'action':
      return find('pass') ?? find('recruit') ?? legal[0]!;
    case 'chooseAgent':
      return legal[Dice.aside(s.rng).int(0, legal.length - 1)]!;
    case 'doubleAgentPrivilege':
      return legal.find((a) => a.type === 'doubleAgentPrivilege' && a.option === 'decline')!;
    case 'mediaDecision':
      return legal.find((a) => a.type === 'mediaDecision' && a.choice === 'leave')!;
    case 'nobel':
    case 'detente':
      return find('declineEvent')!;
    case 'chooseFirst':
      return { type: 'chooseFirst', first: side };
    case 'arrangeGroups':
    case 'arrangeObjectives':
      return legal[0]!; // permutations() lists the current order first
    default:
      return legal[0]!; // returnAgent: the event is already spent; bring back the first listed
  }
}
