import type { ColdWarView, PendingView, Side } from '../../engine/coldwar';
import { groupName, objectiveName } from './names';

const PHASE_NAMES: Record<ColdWarView['phase'], string> = {
  briefing: 'Briefing',
  planning: 'Planning',
  struggle: 'Influence Struggle',
  ceasefire: 'Cease-fire',
  debriefing: 'Debriefing',
  detente: 'Détente',
  over: 'Game over',
};

export const phaseName = (view: ColdWarView): string => PHASE_NAMES[view.phase] ?? view.phase;

/** What the decision asks, addressed to the deciding side ("you") or describing it for others. */
function ask(pending: PendingView): { you: string; them: string } {
  const cards = pending.cards ?? [];
  switch (pending.kind) {
    case 'chooseAgent':
      return pending.faceUp
        ? { you: 'Choose your Agent X, face up.', them: 'choose an Agent X, face up' }
        : { you: 'Choose your Agent X.', them: 'choose an Agent X' };
    case 'doubleAgentPrivilege':
      return { you: 'Use your Double Agent privilege?', them: 'use the Double Agent privilege' };
    case 'arrangeGroups':
      return {
        you: `Your Analyst sees the top groups${cards.length ? ` (${cards.map(groupName).join(', ')})` : ''}: put them back in any order.`,
        them: "reorder the top of the group deck with the Analyst's peek",
      };
    case 'chooseFirst':
      return { you: 'You hold the Balance token: who acts first?', them: 'decide who acts first' };
    case 'action':
      return { you: 'Your action: recruit, activate a group, play an event or pass.', them: 'act' };
    case 'mediaDecision':
      return {
        you: `Your Media shows ${cards[0] ? groupName(cards[0]) : 'the top group card'}: recruit it, discard it or leave it.`,
        them: 'decide what to do with the top group card their Media saw',
      };
    case 'nobel':
      return {
        you: 'You are in civil disorder: play the Nobel Peace Prize?',
        them: 'decide on the Nobel Peace Prize',
      };
    case 'detente':
      return { you: 'Détente: play an event?', them: 'decide on a Détente event' };
    case 'arrangeObjectives':
      return {
        you: `Space Race: put back the top objectives${cards.length ? ` (${cards.map(objectiveName).join(', ')})` : ''} in any order.`,
        them: 'reorder the top of the objective deck',
      };
    case 'returnAgent':
      return { you: 'Olympic Games: choose a terminated agent to bring back.', them: 'bring back an agent' };
  }
}

/** The pending decision in words, for `view.seat`. */
export function decisionText(view: ColdWarView): string {
  if (view.result) {
    const r = view.result;
    const why = r.reason === 'noObjectives' ? ' (no objectives left)' : '';
    return r.winner === null
      ? `The game is over: a draw${why}.`
      : `The game is over: ${r.winner} wins${why}.`;
  }
  const pending = view.pending;
  if (!pending) return `${phaseName(view)}: nothing to decide.`;
  const text = ask(pending);
  const mine = pending.sides.includes(view.seat as Side);
  const others = pending.sides.filter((s) => s !== view.seat);
  const waiting = others.length ? `Waiting for ${others.join(' and ')} to ${text.them}.` : '';
  if (mine) return others.length ? `${text.you} ${waiting.replace('Waiting', 'Also waiting')}` : text.you;
  return waiting;
}
