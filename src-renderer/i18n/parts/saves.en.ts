/** English messages for saves that cannot be opened here: newer rules or a newer save format. */
export const savesEn = {
  'error.bad_game_file.newer_rules':
    'That file was played under newer {game} rules (rules version {version}; this Safehouse plays up to {plays}). Update Safehouse to open it.',
  'lobby.saves.newerRules':
    '{file}: played under newer {game} rules (rules version {version}; this Safehouse plays up to {plays}). Update Safehouse to go on with it; the file was left as it is.',
  'lobby.saves.newerFormat':
    '{file}: saved by a newer Safehouse (save format {format}; this one reads up to {reads}). Update Safehouse to go on with it; the file was left as it is.',
} as const;
