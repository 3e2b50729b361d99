import type { ColdWarView, PendingView, Side } from '../../../engine/coldwar';
import { joinAnd, joinList, t } from '../../i18n';
import { groupName, objectiveName } from './names';

export function phaseName(view: ColdWarView): string {
  switch (view.phase) {
    case 'briefing':
      return t('cw.phase.briefing');
    case 'planning':
      return t('cw.phase.planning');
    case 'struggle':
      return t('cw.phase.struggle');
    case 'ceasefire':
      return t('cw.phase.ceasefire');
    case 'debriefing':
      return t('cw.phase.debriefing');
    case 'detente':
      return t('cw.phase.detente');
    case 'over':
      return t('cw.phase.over');
  }
  return String(view.phase);
}

/** What the decision asks, addressed to the deciding side ("you") or describing it for others. */
function ask(pending: PendingView): { you: string; them: string } {
  const cards = pending.cards ?? [];
  switch (pending.kind) {
    case 'chooseAgent':
      return pending.faceUp
        ? { you: t('cw.ask.chooseAgentFaceUp.you'), them: t('cw.ask.chooseAgentFaceUp.them') }
        : { you: t('cw.ask.chooseAgent.you'), them: t('cw.ask.chooseAgent.them') };
    case 'doubleAgentPrivilege':
      return { you: t('cw.ask.privilege.you'), them: t('cw.ask.privilege.them') };
    case 'arrangeGroups':
      return {
        you: cards.length
          ? t('cw.ask.arrangeGroups.youCards', { cards: joinList(cards.map(groupName)) })
          : t('cw.ask.arrangeGroups.you'),
        them: t('cw.ask.arrangeGroups.them'),
      };
    case 'chooseFirst':
      return { you: t('cw.ask.chooseFirst.you'), them: t('cw.ask.chooseFirst.them') };
    case 'action':
      return { you: t('cw.ask.action.you'), them: t('cw.ask.action.them') };
    case 'mediaDecision':
      return {
        you: t('cw.ask.media.you', { card: cards[0] ? groupName(cards[0]) : t('cw.ask.media.topCard') }),
        them: t('cw.ask.media.them'),
      };
    case 'nobel':
      return { you: t('cw.ask.nobel.you'), them: t('cw.ask.nobel.them') };
    case 'detente':
      return { you: t('cw.ask.detente.you'), them: t('cw.ask.detente.them') };
    case 'arrangeObjectives':
      return {
        you: cards.length
          ? t('cw.ask.arrangeObjectives.youCards', { cards: joinList(cards.map(objectiveName)) })
          : t('cw.ask.arrangeObjectives.you'),
        them: t('cw.ask.arrangeObjectives.them'),
      };
    case 'returnAgent':
      return { you: t('cw.ask.returnAgent.you'), them: t('cw.ask.returnAgent.them') };
  }
}

/** The pending decision in words, for `view.seat`. */
export function decisionText(view: ColdWarView): string {
  if (view.result) {
    const r = view.result;
    const empty = r.reason === 'noObjectives';
    if (r.winner === null) return empty ? t('cw.result.drawNoObjectives') : t('cw.result.draw');
    return empty
      ? t('cw.result.winsNoObjectives', { side: r.winner })
      : t('cw.result.wins', { side: r.winner });
  }
  const pending = view.pending;
  if (!pending) return t('cw.decision.nothing', { phase: phaseName(view) });
  const text = ask(pending);
  const mine = pending.sides.includes(view.seat as Side);
  const others = pending.sides.filter((s) => s !== view.seat);
  if (others.length === 0) return mine ? text.you : '';
  const sides = joinAnd(others);
  if (mine) return t('cw.decision.youAndOthers', { you: text.you, sides, task: text.them });
  return t('cw.decision.waiting', { sides, task: text.them });
}
