import type { ColdWarAction, ColdWarView, GroupId, Side } from '../../engine/coldwar';
import { agentName, groupName, isSide, objectiveName, opponentOf } from './names';

/** Whose group `id` is on the table of `view`, or null if it is in no side's play area. */
export function ownerOf(view: ColdWarView, id: GroupId): Side | null {
  for (const side of ['CIA', 'KGB'] as const)
    if (view.sides[side].groups.some((g) => g.id === id)) return side;
  return null;
}

function whose(view: ColdWarView, id: GroupId): string {
  const owner = ownerOf(view, id);
  if (owner === null) return groupName(id);
  return owner === view.seat ? `your ${groupName(id)}` : `${owner}'s ${groupName(id)}`;
}

function activateLabel(view: ColdWarView, group: GroupId, target: GroupId | undefined): string {
  const name = groupName(group);
  if (target === undefined) return `Activate ${name}: look at the top group card of the deck`;
  if (group.startsWith('MIL')) return `Activate ${name} against ${whose(view, target)}`;
  if (group.startsWith('ECO')) {
    const owner = ownerOf(view, target);
    const mobilized = owner !== null && view.sides[owner].groups.some((g) => g.id === target && g.mobilized);
    return `Activate ${name}: ${mobilized ? 'ready' : 'mobilize'} ${whose(view, target)}`;
  }
  const owner = ownerOf(view, target);
  if (owner !== null && owner === view.seat && isSide(view.seat))
    return `Activate ${name}: give your ${groupName(target)} to ${opponentOf(view.seat)}`;
  return `Activate ${name}: take ${whose(view, target)}`;
}

function eventLabel(view: ColdWarView, action: Extract<ColdWarAction, { type: 'playEvent' }>): string {
  switch (action.event) {
    case 'NUC':
      return `Play Nuclear Escalation (−5 VP): discard ${action.order.map((g) => whose(view, g)).join(', then ')}`;
    case 'SUM':
      return 'Play Summit Meeting (−5 VP): look at the opposing Agent X';
    case 'LIV': {
      const top = view.groupDiscard[view.groupDiscard.length - 1];
      return `Play Live Benefit (−5 VP): take ${top ? groupName(top) : 'the top card'} from the group discard`;
    }
    case 'NOB':
      return 'Play Nobel Peace Prize (−5 VP): save your Agent X from civil disorder';
    case 'SPA':
      return 'Play Space Race (−5 VP): look at and reorder the top objectives';
    case 'OLY':
      return 'Play Olympic Games (−5 VP): bring back a terminated agent';
  }
}

/** A readable English label for one legal action, naming the cards from the engine's card data. */
export function actionLabel(view: ColdWarView, action: ColdWarAction): string {
  switch (action.type) {
    case 'chooseFirst':
      return action.first === view.seat ? 'Act first yourself' : `Let ${action.first} act first`;
    case 'chooseAgent':
      return `Choose ${agentName(action.agent)} as Agent X${view.pending?.faceUp ? ' (face up)' : ''}`;
    case 'doubleAgentPrivilege':
      if (action.option === 'reveal') return 'Double Agent: the opponent chooses first, face up';
      if (action.option === 'leave')
        return `Double Agent: send the opposing ${agentName(action.agent)} on leave`;
      return 'Decline the Double Agent privilege';
    case 'arrangeGroups':
      return `Put the groups back, top first: ${action.order.map(groupName).join(', ')}`;
    case 'recruit':
      return 'Recruit from the deck';
    case 'activate':
      return activateLabel(view, action.group, action.target);
    case 'mediaDecision': {
      const card = view.pending?.cards?.[0];
      const name = card ? groupName(card) : 'the card';
      if (action.choice === 'recruit') return `Recruit ${name}`;
      if (action.choice === 'discard') return `Discard ${name}`;
      return `Leave ${name} on top of the deck`;
    }
    case 'pass':
      return 'Pass';
    case 'playEvent':
      return eventLabel(view, action);
    case 'arrangeObjectives':
      return `Put the objectives back, top first: ${action.order.map(objectiveName).join(', ')}`;
    case 'returnAgent':
      return `Bring back the ${agentName(action.agent)} (on leave)`;
    case 'declineEvent':
      return view.pending?.kind === 'nobel' ? 'Do not play the Nobel Peace Prize' : 'Play no event';
  }
}

/** Best effort for a value that is not a known action: never raw JSON on a button. */
export function safeActionLabel(view: ColdWarView, action: unknown): string {
  try {
    const label = actionLabel(view, action as ColdWarAction);
    if (typeof label === 'string') return label;
  } catch {
    // fall through
  }
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.replace(/([A-Z])/g, ' $1').toLowerCase() : 'Unknown action';
}
