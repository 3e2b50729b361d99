import {
  type ColdWarState,
  coldwarRules,
  FORMER_DEFAULTS,
  keepFormerDefaults,
  keepWinGatedConflicts,
  RULES_VERSION,
  type Side,
  timeoutAction,
} from '../../../engine/coldwar';
import { GUIDED_GAME, GUIDED_KEY } from '../../../engine/coldwar/guided';
import { err, ok } from '../../../engine/core';
import type { AnyGameRules, HostedGame } from '../../host/hosted-game';

const SIDES: readonly Side[] = ['CIA', 'KGB'];

export const coldwarHosted: HostedGame = {
  rules: coldwarRules as unknown as AnyGameRules,
  rulesVersion: RULES_VERSION,
  rulesSteps: {
    // A table started under version 1 keeps that version's default, so it replays as it was played.
    1: (header) => ({ ...header, options: keepFormerDefaults(header.options, FORMER_DEFAULTS[1]!) }),
    2: (header) => ({ ...header, options: keepWinGatedConflicts(header.options) }),
  },
  standInBot: 'ismcts:normal',
  swappedSeats: { CIA: 'KGB', KGB: 'CIA' },
  seatsOption: (seats, options) =>
    seats.length === SIDES.length && SIDES.every((side) => seats.includes(side))
      ? ok(options)
      : err('bad_seats', 'Cold War has exactly the seats CIA and KGB.'),
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
    key: GUIDED_KEY,
    options: { rules: GUIDED_GAME.rules, deal: GUIDED_GAME.deal, balanceHolder: GUIDED_GAME.balanceHolder },
    bots: { KGB: 'trainer' },
  },
};
