import { AGENTS, type EventId, FACTIONS, OBJECTIVES, type Phase } from '../../../engine/coldwar';
import type { GameHelp, HelpEntry, HelpSection } from '../../help/game-help';
import { t } from '../../i18n';
import { agentName, factionName, objectiveName } from './names';

/** The phases of one turn, in order (A5). */
const TURN: readonly Exclude<Phase, 'over'>[] = [
  'briefing',
  'planning',
  'struggle',
  'ceasefire',
  'debriefing',
  'detente',
];

const TERMS = ['stability', 'population', 'bias', 'balance', 'disorder', 'leave'] as const;

const OBJECTIVE_KINDS = ['nation', 'event'] as const;

function terms(): HelpSection {
  return {
    kind: 'term',
    heading: t('help.cw.terms'),
    entries: TERMS.map((id) => ({ id, title: t(`help.cw.term.${id}.title`), text: t(`help.cw.term.${id}`) })),
  };
}

function groups(): HelpSection {
  return {
    kind: 'faction',
    heading: t('help.cw.groups'),
    intro: t('help.cw.groups.intro'),
    entries: FACTIONS.map((faction) => ({
      id: faction,
      title: t('help.cw.group.title', { faction: factionName(faction) }),
      text: t(`help.cw.faction.${faction}`),
    })),
  };
}

function agents(): HelpSection {
  return {
    kind: 'agent',
    heading: t('help.cw.agents'),
    intro: t('help.cw.agents.intro'),
    entries: AGENTS.map((agent) => ({
      id: agent.id,
      title: t('help.cw.agent.title', { number: agent.number, name: agentName(agent.id) }),
      text: t(`help.cw.agent.${agent.id}`),
    })),
  };
}

function objectiveKinds(): HelpSection {
  return {
    kind: 'objectiveKind',
    heading: t('help.cw.objectives'),
    entries: OBJECTIVE_KINDS.map((kind) => ({
      id: kind,
      title: t(`help.cw.objective.${kind}.title`),
      text: t(`help.cw.objective.${kind}`),
    })),
  };
}

function events(): HelpSection {
  const entries: HelpEntry[] = [];
  for (const card of OBJECTIVES) {
    if (card.kind !== 'event') continue;
    const id = card.id as EventId;
    entries.push({ id, title: objectiveName(id), text: t(`help.cw.event.${id}`) });
  }
  return { kind: 'event', heading: t('help.cw.events'), entries };
}

/** Each nation's numbers come from the card data itself, so they cannot drift from the rules. */
function nations(): HelpSection {
  return {
    kind: 'nation',
    heading: t('help.cw.nations'),
    entries: OBJECTIVES.filter((card) => card.kind === 'nation').map((card) => ({
      id: card.id,
      title: objectiveName(card.id),
      text: t('help.cw.nation', {
        stability: card.stability,
        population: card.population,
        vp: card.vp,
        bias: card.bias.map(factionName).join(' → '),
      }),
    })),
  };
}

export function coldWarHelp(): GameHelp {
  return {
    goal: t('help.cw.goal'),
    steps: TURN.map((phase) => t(`help.cw.step.${phase}`)),
    sections: [terms(), groups(), agents(), objectiveKinds(), events(), nations()],
  };
}
