import type { ColdWarView } from '../../../engine/coldwar';
import { t } from '../../i18n';
import { isRecord } from '../../lib/unknown-view';
import { type GamePresentation, nothingPublic } from '../game-screens';
import { coldWarGameOverText } from './game-over-text';
import { coldWarHelp } from './help';
import { safeActionLabel } from './labels';
import { coldWarPhaseHelp } from './phase-help';
import { coldWarWaitingFor } from './waiting';

const coldWarView = (view: unknown): ColdWarView | null =>
  isRecord(view) && 'sides' in view ? (view as unknown as ColdWarView) : null;

/** Cold War: two sides, no opening play, no public step (every choice is hidden until revealed). */
export const coldwarPresentation: GamePresentation = {
  computerOpponent: { seat: 'KGB', yourSeat: 'CIA' },
  guided: true,
  swapOnRematch: true,
  openingPlay: false,
  name: () => t('game.coldwar.name'),
  players: () => t('game.coldwar.players'),
  blurb: () => t('game.coldwar.blurb'),
  help: coldWarHelp,
  phaseHelp: (view) => {
    const cw = coldWarView(view);
    return cw ? coldWarPhaseHelp(cw) : null;
  },
  waitingFor: coldWarWaitingFor,
  isPublicStep: () => false,
  publicModel: nothingPublic,
  gameOverText: (view, log) => {
    const cw = coldWarView(view);
    return cw ? coldWarGameOverText(cw, log) : null;
  },
  actionLabel: (view, action) => safeActionLabel(view as ColdWarView, action),
  placeName: (_view, id) => id,
};
