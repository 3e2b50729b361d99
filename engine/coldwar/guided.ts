import type { NewGameOptions } from './setup';

/**
 * The guided first game ("Learn to play"): always the same deal, short (the first side to 25 VP
 * at the end of a turn wins), with the learner at CIA holding the Balance token, so each lesson
 * note meets the decision it explains. Cuba first, then an event (Live Benefit) to meet events,
 * then Egypt and Korea. Its key is in the source: a lesson's deal is known to all, unlike a table's.
 */
export const GUIDED_KEY = '5afe000000000000000000000000000000000000000000000000000000001e55';

export const GUIDED_GAME: NewGameOptions = {
  seed: { chacha20: GUIDED_KEY },
  rules: { endTurnVictoryThreshold: 25 },
  deal: { objectives: ['CUB', 'LIV', 'EGY', 'KOR', 'GRE'] },
  balanceHolder: 'CIA',
};
