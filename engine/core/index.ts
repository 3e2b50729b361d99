export { type GameRules, type Step, TABLE_SEAT } from './game';
export { type OpeningProgress, OpeningSequence } from './opening-sequence';
export { type EngineError, err, ok, type Result } from './result';
export { Dice, type RngState, seedRng } from './rng';
