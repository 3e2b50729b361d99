import {
  type AgentId,
  type ColdWarAction,
  type ColdWarView,
  type EventId,
  type Faction,
  GROUPS,
} from '../../../engine/coldwar';
import { t } from '../../i18n';
import { agentName, groupName, objectiveName } from './names';

/**
 * The power of the card an action concerns, in words (rules A2.2–A2.4): the group being
 * activated or recruited, the agent being chosen, the event being played. Null for an action that
 * concerns no one card (a pass, an order, first player).
 */

const factionOf = (id: string): Faction | undefined => GROUPS.find((g) => g.id === id)?.faction;

export const factionPower = (faction: Faction): string => t(`cw.power.${faction}`);

export const agentPower = (agent: AgentId): string => t(`cw.power.agent.${agent}`);

export const eventPower = (event: EventId): string => t(`cw.power.event.${event}`);

function groupPower(id: string): string | null {
  const faction = factionOf(id);
  return faction ? t('cw.power.heading', { card: groupName(id), power: factionPower(faction) }) : null;
}

const agentLine = (agent: AgentId): string =>
  t('cw.power.heading', { card: agentName(agent), power: agentPower(agent) });

export function actionPower(view: ColdWarView, action: ColdWarAction): string | null {
  switch (action.type) {
    case 'activate':
      return groupPower(action.group);
    case 'recruit':
      return t('cw.power.recruit');
    case 'mediaDecision': {
      const card = view.pending?.cards?.[0];
      return card ? groupPower(card) : null;
    }
    case 'chooseAgent':
    case 'returnAgent':
      return agentLine(action.agent);
    case 'doubleAgentPrivilege':
      return action.option === 'leave' ? agentLine(action.agent) : agentLine('DOUBLE_AGENT');
    case 'playEvent':
      return t('cw.power.heading', { card: objectiveName(action.event), power: eventPower(action.event) });
    default:
      return null;
  }
}

/** Best effort for a value that may not be a known action: no explanation rather than a throw. */
export function safeActionPower(view: ColdWarView, action: unknown): string | null {
  try {
    const text = actionPower(view, action as ColdWarAction);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/** The events the seat's legal actions let it play now. */
export function usableEvents(legal: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    const action = a as Partial<ColdWarAction> | null;
    if (action && action.type === 'playEvent' && typeof (action as { event?: unknown }).event === 'string')
      out.add((action as { event: string }).event);
  }
  return out;
}
