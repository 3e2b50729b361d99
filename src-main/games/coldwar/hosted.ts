import { type ColdWarState, coldwarRules, type Side, timeoutAction } from '../../../engine/coldwar';
import { GUIDED_GAME } from '../../../engine/coldwar/guided';
import type { AnyGameRules, HostedGame } from '../../host/hosted-game';

export const coldwarHosted: HostedGame = {
  rules: coldwarRules as unknown as AnyGameRules,
  listing: {
    id: 'coldwar',
    name: 'Cold War: CIA vs KGB',
    players: '2 players',
    blurb: 'Choose an agent in secret, then push your luck for influence over each objective.',
  },
  defaultOptions: {},
  defaultSettings: {},
  timeoutAction: (state, seat) => timeoutAction(state as ColdWarState, seat as Side),
  guided: {
    seed: GUIDED_GAME.seed,
    options: { rules: GUIDED_GAME.rules, deal: GUIDED_GAME.deal, balanceHolder: GUIDED_GAME.balanceHolder },
    bots: { KGB: 'trainer' },
  },
};
