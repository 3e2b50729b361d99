/** English messages of the guided first game ("Learn to play"), merged into `en.ts`. */
export const lessonEn = {
  'lobby.learnToPlay': 'Learn to play',
  'lesson.heading': 'Lesson',
  'lesson.gotIt': 'Got it',
  'lesson.skip': 'Skip the lesson',
  'lesson.note.welcome':
    'You are CIA; the computer trainer is KGB. Each turn one objective is up for grabs: build more Influence than your rival without going over its Stability. In this lesson the first to 25 VP at the end of a turn wins.',
  'lesson.note.chooseAgent':
    'Choose your Agent X in secret: both sides pick at the same time, and the agents are turned face up after the cease-fire. Each agent’s agenda changes the outcome in its own way.',
  'lesson.note.chooseFirst':
    'You hold the Balance token, so you choose who takes the first action of the struggle. Going second lets you see how far your rival goes.',
  'lesson.note.action':
    'Your move in the struggle: Recruit draws a group and adds its value to your Influence; Activate uses a group’s power; Pass stops for now. Two passes in a row end the struggle. Your first action must be a Recruit.',
  'lesson.note.eventObjective':
    'This objective is an event card: whoever wins it scores it and may later spend it for its effect, at the time the card says.',
  'lesson.note.scored':
    'A struggle has been decided: the side with more Influence, not over the Stability, won the objective and its VP. Going over the Stability is civil disorder, and its Agent X may be terminated. The log says who won and why.',
  'lesson.note.nobel':
    'You are in civil disorder, but you own the Nobel Peace Prize: play it now to save your Agent X from termination.',
  'lesson.note.mediaDecision':
    'Media: you have seen the top group card. Recruit it, discard it, or leave it on the deck.',
  'lesson.note.detente':
    'Détente: you may play an event card that is spent at this time, or keep it for later.',
  'lesson.note.arrangeGroups': 'Put the top group cards back in the order you want them drawn.',
  'lesson.note.arrangeObjectives': 'Put the top objective cards back in the order you want them to come up.',
  'lesson.note.returnAgent': 'Choose which of your agents comes back to HQ.',
  'lesson.note.doubleAgentPrivilege':
    'Your Double Agent earned a privilege for this Planning: make your rival choose face up first, send one of their agents on leave, or decline.',
  'lesson.note.gameOver':
    'The lesson is over. Every rule you met here applies in a full game, played to 100 VP. Start one from the lobby, against a person or the computer.',
} as const;
