/** English messages of one screen area, merged into `en.ts` (see there for the conventions). */
export const settingsEn = {
  'settings.link': 'Settings',
  'settings.title': 'Settings',
  'settings.intro': 'These settings are kept on this device only.',
  'settings.back': 'Back (Esc)',
  'settings.language.heading': 'Language',
  'settings.language.help': 'Changes every screen on this device at once; nothing reloads.',
  'settings.sound.heading': 'Sound',
  'settings.sound.label': 'Sound cues',
  'settings.sound.help':
    'Short tones in the Double Agent’s timed opening play (when a window opens and closes, and a tick in its last seconds), and at every table when it is your turn, when a cease-fire is resolved and when the game ends.',
  'settings.motion.heading': 'Animation speed',
  'settings.motion.help':
    'How fast cards slide, pawns walk and dice roll on the tables. Off shows each change at once.',
  'settings.motion.reduced': 'This device asks for reduced motion, so animations start off here.',
  'settings.motion.off': 'Off',
  'settings.motion.slow': 'Slow',
  'settings.motion.normal': 'Normal',
  'settings.motion.fast': 'Fast',
  'settings.dialogs.heading': 'Result dialogs',
  'settings.dialogs.label': 'Keep result dialogs until I close them',
  'settings.dialogs.help':
    'On your own screen a cease-fire closes by itself once you have had time to read it (250 words a minute, at least 8 s), with a countdown that stops while the pointer rests on it. With this on it stays until you close it. A screen shared by several players always keeps it.',
  'settings.board.heading': 'Physical board',
  'settings.board.checking': 'Asking the host…',
  'settings.board.host':
    'This is the host machine: connect the Double Agent camp board, and see its sockets, in the board panel.',
  'settings.board.open': 'Open the board panel',
  'settings.board.elsewhere':
    'A physical board is connected on the host machine (the computer running Safehouse), from its lobby.',
} as const;
