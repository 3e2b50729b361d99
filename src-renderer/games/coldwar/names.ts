import {
  AGENTS,
  type AgentId,
  type Faction,
  GROUPS,
  type GroupId,
  OBJECTIVES,
  type ObjectiveCard,
  type ObjectiveId,
  type Side,
} from '../../../engine/coldwar';
import { currentLanguage, t } from '../../i18n';

/**
 * Card names from the engine's card data (A2.2–A2.4; its `nameZh` is the rules tables' Chinese),
 * in the current language, for labels and the drawn table.
 */

export const agentName = (id: AgentId | string): string => {
  const card = AGENTS.find((a) => a.id === id);
  if (!card) return id;
  return currentLanguage() === 'zh-TW' ? card.nameZh : card.name;
};

export function factionName(faction: Faction): string {
  switch (faction) {
    case 'MIL':
      return t('cw.faction.MIL');
    case 'ECO':
      return t('cw.faction.ECO');
    case 'POL':
      return t('cw.faction.POL');
    case 'MED':
      return t('cw.faction.MED');
  }
}

export const groupName = (id: GroupId | string): string => {
  const card = GROUPS.find((g) => g.id === id);
  return card ? t('cw.group', { faction: factionName(card.faction), value: card.value }) : id;
};

export const objectiveCard = (id: ObjectiveId | string): ObjectiveCard | undefined =>
  OBJECTIVES.find((o) => o.id === id);

export const objectiveName = (id: ObjectiveId | string): string => {
  const card = objectiveCard(id);
  if (!card) return id;
  return currentLanguage() === 'zh-TW' ? card.nameZh : card.name;
};

export const opponentOf = (side: Side): Side => (side === 'CIA' ? 'KGB' : 'CIA');

export const isSide = (seat: string): seat is Side => seat === 'CIA' || seat === 'KGB';
