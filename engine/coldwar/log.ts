import { agent as agentCard, FACTION_NAMES, group, objective } from './cards';
import type { AgentId, EventId, Faction, GroupId, ObjectiveId, Seat, Side } from './types';
import type { StruggleReason } from './winner';

/**
 * What happened, for a screen to narrate. An event with `to` is private to that side; every
 * other event is public. Private facts always come with a public twin that omits the secret.
 */
export type ColdWarEvent =
  | { type: 'turnStarted'; turn: number }
  | { type: 'balanceToken'; side: Side; reason: 'random' | 'chosen' | 'fewerVp' | 'lostStruggle' | 'kept' }
  | { type: 'objectiveDeckReshuffled'; count: number }
  | { type: 'objectiveRevealed'; objective: ObjectiveId }
  | { type: 'groupsShuffled' }
  | { type: 'groupsPeeked'; side: Side; cards: GroupId[]; to: Side }
  | { type: 'groupsArranged'; side: Side; count: number }
  | { type: 'doubleAgentPrivilege'; side: Side; option: 'reveal' | 'leave' | 'decline'; agent?: AgentId }
  | { type: 'agentChosen'; side: Side }
  | { type: 'agentCommitted'; side: Side; agent: AgentId; to: Side }
  | { type: 'agentRevealed'; side: Side; agent: AgentId }
  | { type: 'agentsBackFromLeave'; side: Side; agents: AgentId[] }
  | { type: 'firstChosen'; side: Side; first: Side }
  | { type: 'recruited'; side: Side; card: GroupId; from: 'deck' | 'discard' }
  | { type: 'activated'; side: Side; group: GroupId }
  | {
      type: 'groupDiscarded';
      side: Side;
      group: GroupId;
      owner: Side;
      cause: 'military' | 'nuclear' | 'media';
      /** The Military group whose power did it. */
      by?: GroupId;
    }
  | { type: 'groupFlipped'; side: Side; group: GroupId; owner: Side; mobilized: boolean }
  | { type: 'groupMoved'; side: Side; group: GroupId; fromSide: Side; toSide: Side }
  | { type: 'mediaPeeked'; side: Side; card: GroupId; to: Side }
  | { type: 'mediaLeft'; side: Side }
  | { type: 'passed'; side: Side }
  | { type: 'eventPlayed'; side: Side; event: EventId; vp: number }
  | { type: 'agentSeen'; side: Side; agent: AgentId; to: Side }
  | { type: 'objectivesPeeked'; side: Side; cards: ObjectiveId[]; to: Side }
  | { type: 'objectivesArranged'; side: Side; count: number }
  | { type: 'agentReturned'; side: Side; agent: AgentId }
  | {
      type: 'ceasefire';
      objective: ObjectiveId;
      stability: number;
      influence: Record<Side, number>;
      disorder: Record<Side, boolean>;
      winner: Side | null;
      reason: StruggleReason;
      /** With reason 'bias': the faction that decided the tie. */
      faction?: Faction;
    }
  | { type: 'nobelSaved'; side: Side }
  | { type: 'agentTerminated'; side: Side; agent: AgentId; cause: 'civilDisorder' | 'assassin' }
  | { type: 'objectiveToBottom'; objective: ObjectiveId; cause: 'doubleDisorder' | 'assassin' }
  | { type: 'agendaResolved'; side: Side; agent: AgentId; effect: AgendaEffect }
  | { type: 'objectiveClaimed'; side: Side; objective: ObjectiveId; vp: number; from: 'table' | 'bottom' }
  | { type: 'agentOnLeave'; side: Side; agent: AgentId }
  | { type: 'gameOver'; winner: Side | null; reason: 'threshold' | 'noObjectives' };

export type AgendaEffect =
  | 'claimantSwapped'
  | 'none'
  | 'doubleAgentPrivilege'
  | 'analystPrivilege'
  | 'assassination'
  | 'bottomClaim'
  | 'noTarget';

export function eventsFor(events: readonly ColdWarEvent[], seat: Seat | string): ColdWarEvent[] {
  return events.filter((e) => !('to' in e) || e.to === seat);
}

const g = (id: GroupId): string => {
  const c = group(id);
  return `${FACTION_NAMES[c.faction]} ${c.value}`;
};
const a = (id: AgentId): string => agentCard(id).name;
const ob = (id: ObjectiveId): string => objective(id).name;

const STRUGGLE_REASON_WORDS: Record<
  StruggleReason,
  (e: { winner: Side | null; faction?: Faction }) => string
> = {
  influence: (e) => `${e.winner} wins the struggle with the higher Influence`,
  bias: (e) => `${e.winner} wins the tie on ${FACTION_NAMES[e.faction!]}, the objective's bias`,
  balance: (e) => `${e.winner} wins the tie with the Balance token`,
  disorder: (e) => `${e.winner} wins: the other side went over Stability into civil disorder`,
  bothDisorder: () => 'both sides went over Stability into civil disorder: nobody wins the struggle',
};

/** One English sentence per event, e.g. "KGB's Military 5 discarded CIA's Media 2". */
export function describeEvent(e: ColdWarEvent): string {
  switch (e.type) {
    case 'turnStarted':
      return `Turn ${e.turn} begins.`;
    case 'balanceToken':
      return `${e.side} holds the Balance token.`;
    case 'objectiveDeckReshuffled':
      return `The ${e.count} discarded objectives were shuffled into a new deck.`;
    case 'objectiveRevealed':
      return `The objective is ${ob(e.objective)}.`;
    case 'groupsShuffled':
      return 'All 24 groups were shuffled into the group deck.';
    case 'groupsPeeked':
      return `${e.side}'s Analyst saw the top groups: ${e.cards.map(g).join(', ')}.`;
    case 'groupsArranged':
      return `${e.side}'s Analyst rearranged the top ${e.count} groups.`;
    case 'doubleAgentPrivilege':
      return e.option === 'reveal'
        ? `${e.side}'s Double Agent: the opponent must choose first, face up.`
        : e.option === 'leave'
          ? `${e.side}'s Double Agent sent the opposing ${a(e.agent!)} on leave.`
          : `${e.side} declined the Double Agent privilege.`;
    case 'agentChosen':
      return `${e.side} has chosen an agent.`;
    case 'agentCommitted':
      return `${e.side} sent the ${a(e.agent)}.`;
    case 'agentRevealed':
      return `${e.side}'s Agent X is the ${a(e.agent)}.`;
    case 'agentsBackFromLeave':
      return `${e.side}'s ${e.agents.map(a).join(', ')} returned from leave.`;
    case 'firstChosen':
      return `${e.side} chose ${e.first} to act first.`;
    case 'recruited':
      return `${e.side} recruited ${g(e.card)}${e.from === 'discard' ? ' from the discard pile' : ''}.`;
    case 'activated':
      return `${e.side} activated ${g(e.group)}.`;
    case 'groupDiscarded':
      return e.cause === 'media'
        ? `${e.side}'s Media discarded ${g(e.group)} from the top of the group deck.`
        : `${e.side}'s ${e.by === undefined ? 'Nuclear Escalation' : g(e.by)} discarded ${e.owner}'s ${g(e.group)}.`;
    case 'groupFlipped':
      return `${e.side}'s Economic ${e.mobilized ? 'mobilized' : 'readied'} ${e.owner}'s ${g(e.group)}.`;
    case 'groupMoved':
      return `${e.side}'s Political moved ${g(e.group)} from ${e.fromSide} to ${e.toSide}.`;
    case 'mediaPeeked':
      return `${e.side}'s Media saw ${g(e.card)} on top of the group deck.`;
    case 'mediaLeft':
      return `${e.side} left the top group card where it was.`;
    case 'passed':
      return `${e.side} passed.`;
    case 'eventPlayed':
      return `${e.side} played ${ob(e.event)} (−${e.vp} VP).`;
    case 'agentSeen':
      return `${e.side} saw the opposing Agent X: the ${a(e.agent)}.`;
    case 'objectivesPeeked':
      return `${e.side} saw the top objectives: ${e.cards.map(ob).join(', ')}.`;
    case 'objectivesArranged':
      return `${e.side} rearranged the top ${e.count} objectives.`;
    case 'agentReturned':
      return `${e.side}'s ${a(e.agent)} returned to play, on leave.`;
    case 'ceasefire':
      return `Cease-fire on ${ob(e.objective)} (Stability ${e.stability}): CIA ${e.influence.CIA}, KGB ${e.influence.KGB}; ${STRUGGLE_REASON_WORDS[e.reason](e)}.`;
    case 'nobelSaved':
      return `${e.side}'s Agent X is saved from civil disorder by the Nobel Peace Prize.`;
    case 'agentTerminated':
      return `${e.side}'s ${a(e.agent)} was terminated (${e.cause === 'assassin' ? 'Assassin' : 'civil disorder'}).`;
    case 'objectiveToBottom':
      return `${ob(e.objective)} went to the bottom of the objective deck.`;
    case 'agendaResolved':
      return `${e.side}'s ${a(e.agent)} resolves: ${e.effect}.`;
    case 'objectiveClaimed':
      return `${e.side} claimed ${ob(e.objective)}${e.from === 'bottom' ? ' from the bottom of the deck' : ''} (+${e.vp} VP).`;
    case 'agentOnLeave':
      return `${e.side}'s ${a(e.agent)} goes on leave.`;
    case 'gameOver':
      return e.winner === null ? 'The game ends in a draw.' : `${e.winner} wins the game.`;
  }
}
