import type { Side } from '../../../engine/coldwar';
import { t } from '../../i18n';
import type { CeasefireScene } from './ceasefire-scene';
import { factionName, opponentOf } from './names';
import { describeColdWarEvent } from './narrate';

/** Who won the struggle and why, with the numbers that decided it. */
export function reasonText(scene: CeasefireScene): string {
  const { winner, influence, stability } = scene;
  const side = winner ?? '';
  switch (scene.reason) {
    case 'influence': {
      const won = winner === null ? 0 : influence[winner];
      const lost = winner === null ? 0 : influence[opponentOf(winner)];
      return t('cf.reason.influence', { side, won, lost });
    }
    case 'bias':
      return t('cf.reason.bias', {
        side,
        influence: influence.CIA,
        faction: scene.faction === undefined ? '' : factionName(scene.faction),
      });
    case 'balance':
      return t('cf.reason.balance', { side, influence: influence.CIA });
    case 'disorder':
      return t('cf.reason.disorder', { side, other: winner === null ? '' : opponentOf(winner), stability });
    case 'bothDisorder':
      return t('cf.reason.bothDisorder', { stability });
  }
}

/** What the debriefing did, in the log's own words, in the order it happened. */
export function debriefingLines(scene: CeasefireScene): string[] {
  const lines: string[] = [];
  if (scene.nobelSaved) lines.push(describeColdWarEvent({ type: 'nobelSaved', side: scene.nobelSaved }));
  for (const { side, agent, cause } of scene.terminated)
    if (cause === 'civilDisorder')
      lines.push(describeColdWarEvent({ type: 'agentTerminated', side, agent, cause }));
  if (scene.toBottom?.cause === 'doubleDisorder')
    lines.push(describeColdWarEvent({ type: 'objectiveToBottom', ...scene.toBottom }));
  for (const { side, agent, effect } of scene.agendas)
    lines.push(describeColdWarEvent({ type: 'agendaResolved', side, agent, effect }));
  for (const { side, agent, cause } of scene.terminated)
    if (cause === 'assassin')
      lines.push(describeColdWarEvent({ type: 'agentTerminated', side, agent, cause }));
  if (scene.toBottom?.cause === 'assassin')
    lines.push(describeColdWarEvent({ type: 'objectiveToBottom', ...scene.toBottom }));
  for (const claim of scene.claimed) lines.push(describeColdWarEvent({ type: 'objectiveClaimed', ...claim }));
  return lines;
}

/** A side's VP gained at this debriefing, as the scene shows it. */
export const vpText = (scene: CeasefireScene, side: Side): string =>
  scene.vp[side] > 0 ? t('cf.vp', { vp: scene.vp[side] }) : t('cf.noVp');
