import type { DaView } from '../../../engine/doubleagent';
import { t } from '../../i18n';
import { isRecord } from '../../lib/unknown-view';
import type { GamePresentation } from '../game-screens';
import { daGameOverText } from './game-over-text';
import { doubleAgentHelp } from './help';
import { safeDaActionLabel } from './labels';
import { doubleAgentPhaseHelp } from './phase-help';
import { sectorName } from './places';
import { doubleAgentPublicModel, isStartRoll } from './public-view';
import { doubleAgentIdentityCard } from './roles';
import { doubleAgentWaitingFor } from './waiting';

const daView = (view: unknown): DaView | null =>
  isRecord(view) && 'phase' in view && 'board' in view ? (view as unknown as DaView) : null;

/** The Double Agent: an opening play the host times, a start roll everyone watches, a setup form. */
export const doubleagentPresentation: GamePresentation = {
  guided: false,
  swapOnRematch: false,
  openingPlay: true,
  name: () => t('game.doubleagent.name'),
  players: () => t('game.doubleagent.players'),
  blurb: () => t('game.doubleagent.blurb'),
  help: doubleAgentHelp,
  phaseHelp: (view) => {
    const da = daView(view);
    return da ? doubleAgentPhaseHelp(da) : null;
  },
  waitingFor: doubleAgentWaitingFor,
  isPublicStep: isStartRoll,
  publicModel: doubleAgentPublicModel,
  gameOverText: (view, log) => {
    const da = daView(view);
    return da ? daGameOverText(da, log) : null;
  },
  actionLabel: (view, action) => safeDaActionLabel(view as DaView, action),
  placeName: (view, id) => sectorName(isRecord(view) ? (view as Partial<DaView>).board : undefined, id),
  identityCard: (view) => {
    const role = daView(view)?.you?.role;
    return role ? doubleAgentIdentityCard(role) : null;
  },
  beforeOpening: (view) => {
    const kind = daView(view)?.phase.kind;
    return kind === 'startRoll' || kind === 'opening';
  },
};
