import {
  AGENTS,
  type AgentId,
  FACTION_NAMES,
  GROUPS,
  type GroupId,
  OBJECTIVES,
  type ObjectiveCard,
  type ObjectiveId,
  type Side,
} from '../../engine/coldwar';

/** Card names from the engine's card data (A2.2–A2.4), for labels and the drawn table. */

export const agentName = (id: AgentId | string): string => AGENTS.find((a) => a.id === id)?.name ?? id;

export const groupName = (id: GroupId | string): string => {
  const card = GROUPS.find((g) => g.id === id);
  return card ? `${FACTION_NAMES[card.faction]} ${card.value}` : id;
};

export const objectiveCard = (id: ObjectiveId | string): ObjectiveCard | undefined =>
  OBJECTIVES.find((o) => o.id === id);

export const objectiveName = (id: ObjectiveId | string): string => objectiveCard(id)?.name ?? id;

export const opponentOf = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

export const isSide = (seat: string): seat is Side => seat === 'CIA' || seat === 'KGB';
