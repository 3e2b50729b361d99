import type { AgendaEffect, ColdWarEvent } from '../../../engine/coldwar';
import { joinList, t, tn } from '../../i18n';
import { tableNoteText } from '../../lib/table-note';
import { agentName, factionName, groupName, objectiveName } from './names';

function agendaEffect(effect: AgendaEffect): string {
  switch (effect) {
    case 'claimantSwapped':
      return t('cw.agenda.claimantSwapped');
    case 'none':
      return t('cw.agenda.none');
    case 'doubleAgentPrivilege':
      return t('cw.agenda.doubleAgentPrivilege');
    case 'analystPrivilege':
      return t('cw.agenda.analystPrivilege');
    case 'assassination':
      return t('cw.agenda.assassination');
    case 'bottomClaim':
      return t('cw.agenda.bottomClaim');
    case 'noTarget':
      return t('cw.agenda.noTarget');
  }
}

/**
 * One log event in words, in the current language. The English follows the engine's
 * `describeEvent` word for word (a unit test holds them together), except that counts agree
 * with their nouns ("the top 1 group") and an agenda's effect is worded, not its id.
 */
export function describeColdWarEvent(e: ColdWarEvent): string {
  const g = groupName;
  const a = agentName;
  const ob = objectiveName;
  switch (e.type) {
    case 'turnStarted':
      return t('cw.log.turnStarted', { turn: e.turn });
    case 'balanceToken':
      return t('cw.log.balanceToken', { side: e.side });
    case 'objectiveDeckReshuffled':
      return tn('cw.log.objectiveDeckReshuffled', e.count);
    case 'objectiveRevealed':
      return t('cw.log.objectiveRevealed', { objective: ob(e.objective) });
    case 'groupsShuffled':
      return t('cw.log.groupsShuffled');
    case 'groupsPeeked':
      return t('cw.log.groupsPeeked', { side: e.side, cards: joinList(e.cards.map(g)) });
    case 'groupsArranged':
      return tn('cw.log.groupsArranged', e.count, { side: e.side });
    case 'doubleAgentPrivilege':
      return e.option === 'reveal'
        ? t('cw.log.privilegeReveal', { side: e.side })
        : e.option === 'leave'
          ? t('cw.log.privilegeLeave', { side: e.side, agent: a(e.agent ?? '') })
          : t('cw.log.privilegeDecline', { side: e.side });
    case 'agentChosen':
      return t('cw.log.agentChosen', { side: e.side });
    case 'agentCommitted':
      return t('cw.log.agentCommitted', { side: e.side, agent: a(e.agent) });
    case 'agentRevealed':
      return t('cw.log.agentRevealed', { side: e.side, agent: a(e.agent) });
    case 'agentsBackFromLeave':
      return t('cw.log.agentsBackFromLeave', { side: e.side, agents: joinList(e.agents.map(a)) });
    case 'firstChosen':
      return t('cw.log.firstChosen', { side: e.side, first: e.first });
    case 'recruited':
      return e.from === 'discard'
        ? t('cw.log.recruitedFromDiscard', { side: e.side, card: g(e.card) })
        : t('cw.log.recruited', { side: e.side, card: g(e.card) });
    case 'activated':
      return t('cw.log.activated', { side: e.side, group: g(e.group) });
    case 'groupDiscarded':
      if (e.cause === 'media') return t('cw.log.mediaDiscarded', { side: e.side, card: g(e.group) });
      return t('cw.log.groupDiscarded', {
        side: e.side,
        by: e.by === undefined ? ob('NUC') : g(e.by),
        owner: e.owner,
        card: g(e.group),
      });
    case 'groupFlipped':
      return e.mobilized
        ? t('cw.log.groupMobilized', { side: e.side, owner: e.owner, card: g(e.group) })
        : t('cw.log.groupReadied', { side: e.side, owner: e.owner, card: g(e.group) });
    case 'groupMoved':
      return t('cw.log.groupMoved', { side: e.side, card: g(e.group), from: e.fromSide, to: e.toSide });
    case 'mediaPeeked':
      return t('cw.log.mediaPeeked', { side: e.side, card: g(e.card) });
    case 'mediaLeft':
      return t('cw.log.mediaLeft', { side: e.side });
    case 'passed':
      return t('cw.log.passed', { side: e.side });
    case 'eventPlayed':
      return t('cw.log.eventPlayed', { side: e.side, event: ob(e.event), vp: e.vp });
    case 'agentSeen':
      return t('cw.log.agentSeen', { side: e.side, agent: a(e.agent) });
    case 'objectivesPeeked':
      return t('cw.log.objectivesPeeked', { side: e.side, cards: joinList(e.cards.map(ob)) });
    case 'objectivesArranged':
      return tn('cw.log.objectivesArranged', e.count, { side: e.side });
    case 'agentReturned':
      return t('cw.log.agentReturned', { side: e.side, agent: a(e.agent) });
    case 'ceasefire':
      return t(`cw.log.ceasefire.${e.reason}`, {
        objective: ob(e.objective),
        stability: e.stability,
        cia: e.influence.CIA,
        kgb: e.influence.KGB,
        side: e.winner ?? '',
        faction: e.faction === undefined ? '' : factionName(e.faction),
      });
    case 'nobelSaved':
      return t('cw.log.nobelSaved', { side: e.side });
    case 'agentTerminated':
      return e.cause === 'assassin'
        ? t('cw.log.terminatedByAssassin', { side: e.side, agent: a(e.agent) })
        : t('cw.log.terminatedByDisorder', { side: e.side, agent: a(e.agent) });
    case 'objectiveToBottom':
      return t('cw.log.objectiveToBottom', { objective: ob(e.objective) });
    case 'agendaResolved':
      return t('cw.log.agendaResolved', { side: e.side, agent: a(e.agent), effect: agendaEffect(e.effect) });
    case 'objectiveClaimed':
      return e.from === 'bottom'
        ? t('cw.log.objectiveClaimedBottom', { side: e.side, objective: ob(e.objective), vp: e.vp })
        : t('cw.log.objectiveClaimed', { side: e.side, objective: ob(e.objective), vp: e.vp });
    case 'agentOnLeave':
      return t('cw.log.agentOnLeave', { side: e.side, agent: a(e.agent) });
    case 'gameOver':
      return e.winner === null ? t('cw.log.gameDrawn') : t('cw.log.gameWon', { side: e.winner });
  }
}

/** One log entry in words; an entry this screen does not know is never shown as JSON. */
export function narrateColdWar(entry: unknown): string {
  const note = tableNoteText(entry);
  if (note !== null) return note;
  try {
    const text = describeColdWarEvent(entry as ColdWarEvent);
    if (typeof text === 'string' && text) return text;
  } catch {
    // an entry this screen does not know: fall through
  }
  return t('log.unknownEntry');
}
