import type { ColdWarView, Side } from '../../../engine/coldwar';
import { joinList, t } from '../../i18n';
import { phaseName } from './decision';
import { agentName, groupName, objectiveCard, objectiveName } from './names';

function agentX(view: ColdWarView, side: Side): string {
  const x = view.sides[side].agentX;
  if (x === null) return t('cw.summary.noAgentX');
  if (x === 'hidden') return t('cw.summary.agentXHidden');
  return t('cw.summary.agentX', { agent: agentName(x) });
}

/**
 * The drawn table in words, for the canvas's screen-reader label. Built from the seat's own view
 * only, so it holds nothing the seat may not see.
 */
export function coldWarSummary(view: ColdWarView): string {
  const parts: string[] = [t('cw.summary.head', { turn: view.turn, phase: phaseName(view) })];
  const card = objectiveCard(view.objective ?? '');
  parts.push(
    card
      ? t('cw.summary.objective', {
          name: objectiveName(card.id),
          stability: card.stability,
          population: card.population,
          vp: card.vp,
        })
      : t('cw.summary.noObjective'),
  );
  for (const side of ['CIA', 'KGB'] as const) {
    const s = view.sides[side];
    const groups = joinList(
      s.groups.map((g) =>
        g.mobilized ? t('cw.summary.mobilized', { card: groupName(g.id) }) : groupName(g.id),
      ),
    );
    parts.push(
      t('cw.summary.side', {
        side: view.seat === side ? t('cw.you', { side }) : side,
        vp: s.vp,
        influence: s.influence,
        agentX: agentX(view, side),
        groups: groups || t('cw.summary.none'),
      }),
    );
  }
  parts.push(t('cw.summary.balance', { side: view.balance }));
  parts.push(
    t('cw.summary.decks', {
      groupDeck: view.groupDeckCount,
      groupDiscard: view.groupDiscard.length,
      objectiveDeck: view.objectiveDeckCount,
    }),
  );
  return parts.join(' ');
}
