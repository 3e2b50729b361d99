/** English messages of the optional turn timer (`serve --turn-seconds`, issue 18). */
export const turnTimerEn = {
  'notice.turnTimeout': "{seat}'s time ran out: the move that changes nothing was played for them.",
  'notice.thinkTimeUp': '{seat} has used up the think time this table agreed on.',
} as const;
