/** English messages of the computer players' level and pace, and the game's sound cues (issue 17). */
export const botPaceEn = {
  'computerGame.heading': 'How strong should the computer play?',
  'computerGame.easy': 'Easy',
  'computerGame.normal': 'Normal',
  'computerGame.hard': 'Hard',
  'computerGame.cancel': 'Cancel (Esc)',
  'botPace.label': 'Computer moves',
  'botPace.off': 'At once',
  'botPace.normal': 'Normal',
  'botPace.slow': 'Slow',
  'botPace.help': 'How fast the computer players’ moves are shown at this table, for everyone at it.',
} as const;
