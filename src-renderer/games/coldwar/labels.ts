import type { ColdWarAction, ColdWarView, GroupId, Side } from '../../../engine/coldwar';
import { t } from '../../i18n';
import { unknownActionLabel } from '../../table/unknown-action';
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
  return owner === view.seat
    ? t('cw.whose.yours', { card: groupName(id) })
    : t('cw.whose.theirs', { side: owner, card: groupName(id) });
}

function activateLabel(view: ColdWarView, group: GroupId, target: GroupId | undefined): string {
  const name = groupName(group);
  if (target === undefined) return t('cw.action.activatePeek', { group: name });
  if (group.startsWith('MIL'))
    return t('cw.action.activateAgainst', { group: name, target: whose(view, target) });
  if (group.startsWith('ECO')) {
    const owner = ownerOf(view, target);
    const mobilized = owner !== null && view.sides[owner].groups.some((g) => g.id === target && g.mobilized);
    return mobilized
      ? t('cw.action.activateReady', { group: name, target: whose(view, target) })
      : t('cw.action.activateMobilize', { group: name, target: whose(view, target) });
  }
  const owner = ownerOf(view, target);
  if (owner !== null && owner === view.seat && isSide(view.seat))
    return t('cw.action.activateGive', {
      group: name,
      target: groupName(target),
      side: opponentOf(view.seat),
    });
  return t('cw.action.activateTake', { group: name, target: whose(view, target) });
}

function eventLabel(view: ColdWarView, action: Extract<ColdWarAction, { type: 'playEvent' }>): string {
  const event = objectiveName(action.event);
  switch (action.event) {
    case 'NUC':
      return t('cw.action.eventNuclear', {
        event,
        targets: action.order.map((g) => whose(view, g)).join(t('cw.action.thenSeparator')),
      });
    case 'SUM':
      return t('cw.action.eventSummit', { event });
    case 'LIV': {
      const top = view.groupDiscard[view.groupDiscard.length - 1];
      return t('cw.action.eventLive', { event, card: top ? groupName(top) : t('cw.action.topCard') });
    }
    case 'NOB':
      return t('cw.action.eventNobel', { event });
    case 'SPA':
      return t('cw.action.eventSpace', { event });
    case 'OLY':
      return t('cw.action.eventOlympics', { event });
  }
}

/** A readable label for one legal action, naming the cards from the engine's card data. */
export function actionLabel(view: ColdWarView, action: ColdWarAction): string {
  switch (action.type) {
    case 'chooseFirst':
      return action.first === view.seat
        ? t('cw.action.firstSelf')
        : t('cw.action.firstOther', { side: action.first });
    case 'chooseAgent':
      return view.pending?.faceUp
        ? t('cw.action.chooseAgentFaceUp', { agent: agentName(action.agent) })
        : t('cw.action.chooseAgent', { agent: agentName(action.agent) });
    case 'doubleAgentPrivilege':
      if (action.option === 'reveal') return t('cw.action.privilegeReveal');
      if (action.option === 'leave') return t('cw.action.privilegeLeave', { agent: agentName(action.agent) });
      return t('cw.action.privilegeDecline');
    case 'arrangeGroups':
      return t('cw.action.arrangeGroups', { cards: action.order.map(groupName).join(t('list.separator')) });
    case 'recruit':
      return t('cw.action.recruit');
    case 'activate':
      return activateLabel(view, action.group, action.target);
    case 'mediaDecision': {
      const card = view.pending?.cards?.[0];
      const name = card ? groupName(card) : t('cw.action.theCard');
      if (action.choice === 'recruit') return t('cw.action.mediaRecruit', { card: name });
      if (action.choice === 'discard') return t('cw.action.mediaDiscard', { card: name });
      return t('cw.action.mediaLeave', { card: name });
    }
    case 'pass':
      return t('cw.action.pass');
    case 'playEvent':
      return eventLabel(view, action);
    case 'arrangeObjectives':
      return t('cw.action.arrangeObjectives', {
        cards: action.order.map(objectiveName).join(t('list.separator')),
      });
    case 'returnAgent':
      return t('cw.action.returnAgent', { agent: agentName(action.agent) });
    case 'declineEvent':
      return view.pending?.kind === 'nobel' ? t('cw.action.declineNobel') : t('cw.action.declineEvent');
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
  return unknownActionLabel(action);
}
