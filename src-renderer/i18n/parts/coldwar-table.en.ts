/** English messages of one screen area, merged into `en.ts` (see there for the conventions). */
export const coldwarTableEn = {
  'scene.cw.wonStruggle': 'Won the struggle',
  'scene.cw.noneScored': 'No objectives claimed',
  'scene.cw.scoredCount.one': '{count} claimed',
  'scene.cw.scoredCount.other': '{count} claimed',
  'scene.cw.zone.hq': 'HQ',
  'scene.cw.zone.leave': 'Leave',
  'scene.cw.zone.gone': 'Gone',
  'scene.cw.discardCount': 'Discard {count}',

  // Card powers, shown beside an action that concerns the card (rules A2.2–A2.4).
  'cw.power.heading': '{card}: {power}',
  'cw.power.MIL': 'Discard any one other group in play, yours or the opponent’s, ready or mobilized.',
  'cw.power.ECO':
    'Flip any one non-Economic group in play, on either side: ready to mobilized, or mobilized to ready. Mobilizing it this way does not use its power.',
  'cw.power.POL':
    'Steal a group from the opponent, or give him one of yours. Nobody may go over the Population limit, and a gift may not put the opponent over Stability.',
  'cw.power.MED':
    'Look at the top card of the group deck, then recruit it (below the Population limit), discard it, or leave it on top.',
  'cw.power.recruit':
    'Take the top card of the group deck into play, ready. Your first action each turn must be a Recruit.',
  'cw.power.agent.MASTER_SPY':
    'If you win the struggle, your opponent claims the objective; if you lose, you claim it.',
  'cw.power.agent.DEPUTY_DIRECTOR': 'No effect. Never terminated and never sent on leave: always in HQ.',
  'cw.power.agent.DOUBLE_AGENT':
    'If you win: next Planning, make the opponent choose his Agent X first and face up, or send one of his agents (not the Deputy Director) on leave.',
  'cw.power.agent.ANALYST':
    'Next Briefing, look at the top 3 group cards and put them back in any order. If both sent the Analyst, only the loser’s works.',
  'cw.power.agent.ASSASSIN':
    'If you win: the opponent’s Agent X is terminated (unless it is the Deputy Director), and the objective goes to the bottom of the deck unclaimed.',
  'cw.power.agent.DIRECTOR': 'If you win: also claim the objective at the bottom of the objective deck.',
  'cw.power.event.NUC':
    'Your action: discard every Military group in play, on both sides, in the order you choose. Costs its 5 VP.',
  'cw.power.event.SUM': 'Free, on your turn: look at the opponent’s face-down Agent X. Costs its 5 VP.',
  'cw.power.event.LIV':
    'Your action: take the top card of the group discard pile into play, ready. Costs its 5 VP.',
  'cw.power.event.NOB':
    'At Cease-fire, if you caused civil disorder: your Agent X is not terminated for it. Costs its 5 VP.',
  'cw.power.event.SPA':
    'At Détente: look at the top 3 objectives and put them back in any order. Costs its 5 VP.',
  'cw.power.event.OLY': 'At Détente: bring one of your terminated agents back, on leave. Costs its 5 VP.',
} as const;
