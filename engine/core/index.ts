export {
  type Contribution,
  commitmentOf,
  dealKeyOf,
  ENTROPY_HEX,
  fingerprintOf,
  SECRET_HEX,
} from './fair-deal';
export {
  checkFairDeal,
  type FairDealProblem,
  type FairDealProof,
  type FairDealVerdict,
  type FairDealWitness,
  isTableNote,
  type Refusal,
  recordOf,
} from './fair-deal-check';
export { type GameRules, MAX_SEAT_LENGTH, type Step, TABLE_SEAT } from './game';
export {
  OPENING_ERROR_CODES,
  type OpeningCurtains,
  type OpeningErrorCode,
  type OpeningProgress,
  OpeningSequence,
} from './opening-sequence';
export { type EngineError, type ErrorParams, err, ok, type Result } from './result';
export {
  type ChaChaRngState,
  Dice,
  type FastRngState,
  isKeyed,
  isRngSeed,
  type RngSeed,
  type RngState,
  seedRng,
} from './rng';
