import type { ColdWarView, Side } from '../../engine/coldwar';
import { phaseName } from './decision';
import { agentName, groupName, objectiveCard } from './names';

function agentX(view: ColdWarView, side: Side): string {
  const x = view.sides[side].agentX;
  if (x === null) return 'no Agent X yet';
  if (x === 'hidden') return 'Agent X face down';
  return `Agent X ${agentName(x)}`;
}

/**
 * The drawn table in words, for the canvas's screen-reader label. Built from the seat's own view
 * only, so it holds nothing the seat may not see.
 */
export function coldWarSummary(view: ColdWarView): string {
  const parts: string[] = [`Cold War table, turn ${view.turn}, ${phaseName(view)}.`];
  const card = objectiveCard(view.objective ?? '');
  parts.push(
    card
      ? `Objective: ${card.name}, Stability ${card.stability}, Population ${card.population}, ${card.vp} VP.`
      : 'No objective on the table.',
  );
  for (const side of ['CIA', 'KGB'] as const) {
    const s = view.sides[side];
    const groups = s.groups.map((g) => `${groupName(g.id)}${g.mobilized ? ' (mobilized)' : ''}`).join(', ');
    parts.push(
      `${side}${view.seat === side ? ' (you)' : ''}: ${s.vp} VP, influence ${s.influence}, ${agentX(view, side)}, groups: ${groups || 'none'}.`,
    );
  }
  parts.push(`${view.balance} holds the Balance token.`);
  parts.push(
    `Group deck ${view.groupDeckCount}, group discard ${view.groupDiscard.length}, objective deck ${view.objectiveDeckCount}.`,
  );
  return parts.join(' ');
}
