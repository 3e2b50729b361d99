import { type EngineError, type ErrorParams, err, type Result } from '../core';

/**
 * Every refusal the Double Agent engine gives, setting up and in play. Each has a message in both
 * languages (`error.<code>` in src-renderer/i18n), which test/unit/error-codes.test.ts checks.
 */
export const DOUBLEAGENT_ERROR_CODES = [
  // setting up (B4, B14)
  'bad_options',
  'bad_seed',
  'bad_variant',
  'bad_players',
  'same_player_names',
  'table_seat_name',
  'long_player_name',
  'wrong_player_count',
  'wrong_player_count_range',
  'bad_deal',
  'bad_first_player',
  'bad_rules',
  'unknown_rule',
  'bad_rule_value',
  'too_many_escape_sabotages',
  'unknown_board',
  'bad_board',
  // playing
  'internal',
  'bad_action',
  'game_over',
  'not_a_player',
  'eliminated',
  'not_your_turn',
  'no_start_roll',
  'opening_look_first',
  'opening_look_done',
  'roll_first',
  'dice_from_table',
  'engine_dice',
  'waiting_for_board',
  'not_a_monitor',
  'not_a_square',
  'out_of_reach',
  'bad_path',
  'must_move',
  'choose_move',
  'choose_move_or_exit',
  'security_only_accuse',
  'not_an_agent',
  'known_security',
  'target_out_of_reach',
  'double_agent_only_exit',
  'escape_needs_sabotages',
  'not_an_exit',
  'exit_out_of_reach',
  'inspect_or_end',
  'must_leave_monitor',
  'table_monitors',
  'table_only',
  'engine_monitors',
] as const;
export type DoubleAgentErrorCode = (typeof DOUBLEAGENT_ERROR_CODES)[number];
export type DoubleAgentError = EngineError<DoubleAgentErrorCode>;
/** A value or one of the Double Agent engine's refusals. */
export type DoubleAgentResult<T> = Result<T, DoubleAgentError>;

/** A refusal; only the compiler's list of codes above may be given. */
export const refuse = (
  code: DoubleAgentErrorCode,
  message: string,
  params?: ErrorParams,
): Result<never, DoubleAgentError> => err(code, message, params);
