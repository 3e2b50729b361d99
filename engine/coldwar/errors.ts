import type { EngineError, Result } from '../core';

/**
 * Every refusal the Cold War engine gives. Each has a message in both languages
 * (`error.<code>` in src-renderer/i18n), which test/unit/error-codes.test.ts checks.
 */
export const COLDWAR_ERROR_CODES = [
  'bad_options',
  'bad_seed',
  'bad_balance',
  'bad_deal',
  'bad_rules',
  'unknown_rule',
  'bad_rule_value',
  'game_over',
  'bad_side',
  'bad_action',
  'not_your_turn',
  'illegal_action',
] as const;
export type ColdWarErrorCode = (typeof COLDWAR_ERROR_CODES)[number];
export type ColdWarError = EngineError<ColdWarErrorCode>;
/** A value or one of the Cold War engine's refusals. */
export type ColdWarResult<T> = Result<T, ColdWarError>;
