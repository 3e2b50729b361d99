/**
 * English words for the game engines' refusals (`error.<code>`, issue 18 item 5): every code in
 * COLDWAR_ERROR_CODES and DOUBLEAGENT_ERROR_CODES that the host's own errors do not already name.
 * `{…}` are the refusal's params; `{detail}` is the engine's English sentence.
 */
export const refusalsEn = {
  // shared by both engines
  'error.bad_seed':
    'The table could not be set up: its random seed must be a whole number or a key of 64 hex digits.',
  'error.bad_deal': 'The table could not be set up: its fixed deal ({field}) is not valid.',
  'error.bad_rules': 'The table could not be set up: its rules must be a list of settings.',
  'error.unknown_rule': 'The table could not be set up: this Safehouse has no rule called “{flag}”.',
  'error.bad_rule_value': 'The table could not be set up: the rule “{flag}” has a value it cannot take.',
  'error.game_over': 'The game is over.',
  'error.bad_action': 'That is not a move of this game.',
  'error.not_your_turn': 'It is not your turn.',
  'error.internal': 'The rules could not judge that move, so nothing changed. ({detail})',

  // Cold War
  'error.bad_balance': 'The table could not be set up: the Balance of Power starts with CIA or KGB.',
  'error.bad_side': 'Only CIA and KGB play Cold War.',
  'error.illegal_action': 'That move is not open to you now.',

  // Double Agent, setting up
  'error.bad_variant': 'The table could not be set up: choose the standard or the deluxe game.',
  'error.bad_players': 'Every player needs a name.',
  'error.same_player_names': 'Each player needs a different name.',
  'error.table_seat_name': '“{seat}” is the TV’s seat; pick another name.',
  'error.long_player_name': 'A name can be at most {max} characters (this one has {length}).',
  'error.wrong_player_count': 'This game needs {count} players.',
  'error.wrong_player_count_range': 'This game needs {min} to {max} players.',
  'error.bad_first_player': 'The table could not be set up: the first player must be one of the players.',
  'error.too_many_escape_sabotages':
    'The table could not be set up: escaping would need {needed} sabotaged monitors, but only {monitors} are in play.',
  'error.unknown_board': 'The table could not be set up: this Safehouse has no board called “{board}”.',
  'error.bad_board': 'That board cannot be played: it has {count} problems. ({detail})',

  // Double Agent, playing
  'error.not_a_player': '{seat} is not a player of this game.',
  'error.eliminated': 'You are out of the game.',
  'error.no_start_roll': 'You have no start roll to make.',
  'error.opening_look_first': 'Every agent first takes the opening look.',
  'error.opening_look_done': 'You have had your opening look.',
  'error.roll_first': 'Roll the dice first.',
  'error.dice_from_table': 'Type in the two dice you rolled.',
  'error.engine_dice': 'This game rolls its own dice.',
  'error.waiting_for_board': 'Waiting for the board to report the monitor put back.',
  'error.not_a_monitor': '{sector} is not a sector with a monitor.',
  'error.not_a_square': '{square} is not a square of this board.',
  'error.out_of_reach': '{square} cannot be reached with exactly {roll}.',
  'error.bad_path': 'That path cannot be walked with this roll.',
  'error.must_move': 'You must move the full count of {roll}.',
  'error.choose_move': 'Move, accuse or stay.',
  'error.choose_move_or_exit': 'Move, accuse, escape or stay.',
  'error.security_only_accuse': 'Only a Security Agent may accuse.',
  'error.not_an_agent': '{target} is not an agent on the board.',
  'error.known_security': '{target} is already known to be a Security Agent.',
  'error.target_out_of_reach': '{target} cannot be reached in {roll} steps or fewer.',
  'error.double_agent_only_exit': 'Only the Double Agent may leave the camp.',
  'error.escape_needs_sabotages': 'Escaping needs {needed} sabotaged monitors.',
  'error.not_an_exit': '{gate} is not an exit gate.',
  'error.exit_out_of_reach': 'Leaving through {gate} needs more than {roll} steps.',
  'error.inspect_or_end': 'Inspect the monitor of {sector} or end your turn.',
  'error.must_leave_monitor': 'A Security Agent must leave the monitor exactly as found.',
  'error.table_monitors': 'On a physical board you turn the monitor yourself; the board reports it.',
  'error.table_only': 'Only the board at the table reports monitors.',
  'error.engine_monitors': 'This game keeps its own monitors.',

  // the host's journal (a save that no longer replays names it)
  'error.bad_record': 'A saved move does not fit this game. ({detail})',
} as const;
