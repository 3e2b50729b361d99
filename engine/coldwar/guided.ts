import type { NewGameOptions } from './setup';

/**
 * The guided first game ("Learn to play"): always the same deal, short (the first side to 25 VP
 * at the end of a turn wins), with the learner at CIA holding the Balance token, so each lesson
 * note meets the decision it explains. Cuba first, then an event (Live Benefit) to meet events,
 * then Egypt and Korea.
 */
export const GUIDED_GAME: NewGameOptions = {
  seed: 20261203,
  rules: { endTurnVictoryThreshold: 25 },
  deal: { objectives: ['CUB', 'LIV', 'EGY', 'KOR', 'GRE'] },
  balanceHolder: 'CIA',
};
