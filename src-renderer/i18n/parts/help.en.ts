/**
 * English messages of the rules help ("How to play" and the table's phase line), merged into
 * `en.ts`. Written for a player, from the rules in docs/rules/coldwar.md and doubleagent.md.
 */
export const helpEn = {
  'help.open': 'How to play',
  'help.openFor': 'How to play {game}',
  'help.title': 'How to play: {game}',
  'help.close': 'Close',
  'help.closeHint': 'Esc closes this panel.',
  'help.goal': 'The goal',
  'help.turn': 'A turn, step by step',

  'help.cw.goal':
    'Score 100 victory points (VP) before your opponent. Each turn one objective, a nation or an event, is fought over: build your Influence as close to its Stability as you can without going over it. The winner of the struggle usually claims the objective and scores its VP. At the end of a turn, a player with 100 VP or more and more VP than the other wins.',
  'help.cw.step.briefing':
    'Briefing: the player with fewer VP takes the Balance token (on equal VP, the one who lost last turn’s struggle). The next objective is turned up, and all 24 groups are shuffled into one deck.',
  'help.cw.step.planning':
    'Planning: each of you picks an Agent X in secret from your agents in HQ. Agents on leave or terminated cannot be picked.',
  'help.cw.step.struggle':
    'Influence Struggle: the Balance-token holder chooses who acts first. Take turns, one action each: recruit the top group, activate one of your ready groups, play an event, or pass. Your first action must be a recruit, and you may never hold more groups than the objective’s population. A pass answered by a pass ends the struggle.',
  'help.cw.step.ceasefire':
    'Cease-fire: your Influence is the sum of your groups’ values. Over the Stability is civil disorder: you cannot win and your Agent X is terminated. Otherwise the higher Influence wins; a tie goes to the stronger side in the objective’s bias factions, in order, then to the Balance-token holder.',
  'help.cw.step.debriefing':
    'Debriefing: both Agents X are shown and their agendas happen, lowest number first. Then the claimant (normally the winner) takes the objective and scores its VP.',
  'help.cw.step.detente':
    'Détente: every Agent X except the Deputy Director goes on leave and misses the next Planning. Space Race and Olympic Games may be played now.',

  'help.cw.terms': 'Words on the table',
  'help.cw.term.stability.title': 'Stability',
  'help.cw.term.stability':
    'The objective’s target number. Get close to it; going over it is civil disorder.',
  'help.cw.term.population.title': 'Population',
  'help.cw.term.population': 'The most groups each player may have in front of them for this objective.',
  'help.cw.term.bias.title': 'Bias',
  'help.cw.term.bias':
    'Four factions printed on the objective, strongest first. On equal Influence, the player whose groups of the first faction add up to more wins; if equal, the next faction decides, and so on.',
  'help.cw.term.balance.title': 'Balance token',
  'help.cw.term.balance':
    'Its holder chooses who acts first in the Influence Struggle, and wins a tie that every bias faction leaves equal. The player behind on VP gets it each Briefing.',
  'help.cw.term.disorder.title': 'Civil disorder',
  'help.cw.term.disorder':
    'Influence over the Stability at Cease-fire. That player cannot win the objective, their Agent X is terminated (unless it is the Deputy Director), and its agenda does not happen.',
  'help.cw.term.leave.title': 'On leave and terminated',
  'help.cw.term.leave':
    'An agent on leave misses one Planning and then comes back to HQ. A terminated agent is out of the game; only Olympic Games brings one back.',

  'help.cw.groups': 'Groups: 4 factions, values 1 to 6',
  'help.cw.groups.intro':
    'A group counts its value toward your Influence whether it is ready (upright) or mobilized (sideways). To activate a group, mobilize one of your ready groups and use its faction’s power; a mobilized group cannot use it again unless it is made ready.',
  'help.cw.group.title': '{faction} (values 1–6)',
  'help.cw.faction.MIL': 'Discard any one other group in play, yours or your opponent’s, ready or mobilized.',
  'help.cw.faction.ECO':
    'Turn any one non-Economic group in play, on either side: ready becomes mobilized, mobilized becomes ready. Mobilizing a group this way does not use its power; making it ready lets it be used again.',
  'help.cw.faction.POL':
    'Steal one group from your opponent, or give them one of yours (not this card). The group keeps its state. Nobody may end up over the population, and you may not push your opponent over the Stability.',
  'help.cw.faction.MED':
    'Look at the top card of the group deck in secret, then recruit it (if you are below the population), discard it, or leave it on top.',

  'help.cw.agents': 'Agents: 6 on each side',
  'help.cw.agents.intro':
    'Both sides have the same six agents. “Won” and “lost” mean the Influence Struggle as decided at Cease-fire. An agent whose player is in civil disorder does nothing.',
  'help.cw.agent.title': '{number}. {name}',
  'help.cw.agent.MASTER_SPY':
    'Turns the result round: if you won, your opponent claims the objective; if you lost, you claim it.',
  'help.cw.agent.DEPUTY_DIRECTOR':
    'Does nothing, but is never terminated and never goes on leave, so you can always pick it.',
  'help.cw.agent.DOUBLE_AGENT':
    'If you won: at the next Planning, either make your opponent pick their Agent X first and face up, or name one agent in their HQ (not the Deputy Director) that sits out that Planning.',
  'help.cw.agent.ANALYST':
    'Win or lose: at the next Briefing, after the shuffle, look at the top 3 groups and put them back in any order. If both players sent the Analyst, only the loser’s works.',
  'help.cw.agent.ASSASSIN':
    'If you won: your opponent’s Agent X is terminated (unless it is the Deputy Director), and the objective goes to the bottom of the objective deck: nobody claims it this turn, you included.',
  'help.cw.agent.DIRECTOR':
    'If you won: also claim the objective at the bottom of the objective deck and score its VP.',

  'help.cw.objectives': 'Objectives: 15 nations and 6 events',
  'help.cw.objective.nation.title': 'Nation',
  'help.cw.objective.nation':
    'Fought over for its VP. Its card shows the Stability, the population, the VP and the bias.',
  'help.cw.objective.event.title': 'Event',
  'help.cw.objective.event':
    'Stability 6, population 1, 5 VP. Once you have claimed it you may spend it at its moment: it goes to the discard pile, you lose its 5 VP, and its effect happens. While it is being fought over it does nothing.',
  'help.cw.events': 'The events',
  'help.cw.event.NUC':
    'On your turn in the Influence Struggle, as your action: discard every Military group in play, on both sides.',
  'help.cw.event.SUM':
    'On your turn in the Influence Struggle, free (it is not your action): look at your opponent’s face-down Agent X.',
  'help.cw.event.LIV':
    'On your turn in the Influence Struggle, as your action: take the top card of the group discard pile, ready, if you are below the population.',
  'help.cw.event.NOB':
    'At Cease-fire, if you are in civil disorder: your Agent X is not terminated. Its agenda still does not happen, and the Assassin can still terminate it.',
  'help.cw.event.SPA': 'At Détente: look at the top 3 objectives in secret and put them back in any order.',
  'help.cw.event.OLY':
    'At Détente: bring one of your terminated agents back; it is on leave for the next Planning.',
  'help.cw.nations': 'The nations',
  'help.cw.nation': 'Stability {stability}, population {population}, {vp} VP; bias {bias}.',

  'help.da.goal':
    'One of you is secretly the double agent; the others are Security Agents. The double agent wins by sabotaging 5 of the 9 camp monitors (8 of 15 in the deluxe game), the one from the opening included, and then escaping through an exit gate. A Security Agent wins alone, by being the one who rightly accuses the double agent.',
  'help.da.step.setup':
    'Set-up: every monitor is ON, every pawn starts on the gazebo, and each player gets an Identity card in secret. The highest start roll plays first; turns go round in seat order.',
  'help.da.step.opening':
    'Opening: each player in turn has a private 15-second window while the others look away. In it the double agent must sabotage one monitor (ON → OFF); a Security Agent does nothing. Every window looks the same.',
  'help.da.step.move':
    'Your turn: roll two dice and move exactly that many squares, straight (no diagonals), never on the same square twice in one move. Your first step goes from the gazebo onto a flagstone beside it.',
  'help.da.step.sectors':
    'You enter and leave a sector only through its doors. You may pass other pawns but not stop on one, except to accuse.',
  'help.da.step.inspect':
    'When your move ends inside a sector, you may inspect its monitor: you alone learn whether it is ON or OFF, and everyone is told where you inspected. You may inspect a sector again only after a turn of yours has ended outside it; the Garden only once you have left it.',
  'help.da.step.accuse':
    'To accuse, a Security Agent moves onto another agent’s square, with up to the roll (fewer steps are allowed). The double agent: the accuser wins. A Security Agent: the accuser is out, and the accused is known to be a Security Agent.',
  'help.da.step.escape':
    'With enough monitors OFF, the double agent walks off the board through an exit gate and wins.',
  'help.da.roles': 'Roles',
  'help.da.role.doubleAgent':
    'At an inspection you may turn the monitor OFF or leave it as found; nobody can ever turn one back ON. You never accuse. Your Security List shows monitors as you left them, so it can be a bluff.',
  'help.da.role.security':
    'Inspect monitors and leave them as found. Compare your Security List with the announced inspections to work out who turned a monitor OFF. You are not a team: only the one who makes the right accusation wins, and a wrong accusation puts you out.',
  'help.da.squares': 'Squares on the camp board',
  'help.da.square.walkway': 'The paths between the sectors. Nothing happens here.',
  'help.da.square.sectorFloor':
    'Inside a building or ground (a sector). Ending your move here lets you inspect that sector’s monitor.',
  'help.da.square.door':
    'The only way into or out of a sector. A door is in no sector: ending your move on it gives no inspection.',
  'help.da.square.flagstone':
    'The Garden’s stepping stones: in the Garden you move from flagstone to flagstone. They are inside the Garden.',
  'help.da.square.gazebo':
    'Where every pawn starts. Once you have left it, you may never pass or stop on it again.',
  'help.da.square.exitGate':
    'A gate in the brick wall. Anyone may walk on it, but only the double agent with enough monitors OFF may step off the board through it.',
  'help.da.square.greySquare':
    'Deluxe game only: the square before a fence gate, towards the second board. Closed in a standard game.',
  'help.da.square.fenceGate':
    'Deluxe game only: a gate in the fence joining the two boards. It is not an exit.',
  'help.da.list': 'Your Security List',
  'help.da.list.text':
    'Kept for you: every other agent’s inspection as “SECTOR – name”, and your own as the sector with ON or OFF, circled. The double agent’s opening sabotage is never listed. A Security Agent can switch on the deduction helper to narrow down the suspects.',
  'help.phase.cw.chooseFirst.you':
    'You hold the Balance token: choose who acts first in the Influence Struggle.',
  'help.phase.cw.chooseFirst.them': '{side} holds the Balance token, so {side} chooses who acts first.',
  'help.phase.cw.chooseAgent.you':
    'Planning: pick your Agent X in secret from your agents in HQ; both are shown at Debriefing.',
  'help.phase.cw.chooseAgent.faceUp.you':
    '{side}’s Double Agent privilege: you pick your Agent X first, face up, then {side} picks in secret.',
  'help.phase.cw.chooseAgent.faceUp.them':
    'Your Double Agent privilege: {side} picks an Agent X first, face up; then you pick yours in secret.',
  'help.phase.cw.chooseAgent.them': 'Planning: {side} picks an Agent X in secret.',
  'help.phase.cw.chooseAgent.both': 'Planning: both sides pick an Agent X in secret.',
  'help.phase.cw.privilege.you':
    'Your Double Agent won last turn: make {side} pick first and face up, name one of their agents to sit out this Planning, or decline.',
  'help.phase.cw.privilege.revealOnly.you':
    'Your Double Agent won last turn: make {side} pick first and face up, or decline.',
  'help.phase.cw.privilege.them':
    '{side}’s Double Agent won last turn: {side} decides how this Planning starts.',
  'help.phase.cw.arrangeGroups.you':
    'Your Analyst sees the top of the group deck: put the cards back in the order you want them drawn.',
  'help.phase.cw.arrangeGroups.them': '{side}’s Analyst is looking at the top of the group deck.',
  'help.phase.cw.action.first.you': 'Your first action in the Influence Struggle must be a recruit.',
  'help.phase.cw.action.afterPass.you':
    '{side} passed: if you pass too, the struggle ends with your Influence at {influence} of Stability {stability}.',
  'help.phase.cw.action.you':
    'Your action: recruit, activate a ready group, play an event or pass. Your Influence is {influence} of Stability {stability}.',
  'help.phase.cw.action.them': '{side} is taking an action in the Influence Struggle.',
  'help.phase.cw.media.you':
    'Your Media group shows you the top group card: recruit it (if you are below the population), discard it or leave it on top.',
  'help.phase.cw.media.them': '{side}’s Media group is looking at the top group card.',
  'help.phase.cw.nobel.you':
    'You are in civil disorder: the Nobel Peace Prize would save your Agent X from termination, for its 5 VP.',
  'help.phase.cw.nobel.them': '{side} is in civil disorder and may play the Nobel Peace Prize.',
  'help.phase.cw.detente.you': 'Détente: you may spend Space Race or Olympic Games now, for its 5 VP.',
  'help.phase.cw.detente.them': '{side} may spend a Détente event.',
  'help.phase.cw.arrangeObjectives.you':
    'Space Race: put the top objectives back in the order you want; only you see them.',
  'help.phase.cw.arrangeObjectives.them':
    '{side} is putting back the top of the objective deck (Space Race).',
  'help.phase.cw.returnAgent.you': 'Olympic Games: choose which terminated agent comes back, on leave.',
  'help.phase.cw.returnAgent.them': '{side} is choosing an agent to bring back (Olympic Games).',
  'help.phase.da.startRoll': 'Start roll: the highest roll plays first.',
  'help.phase.da.opening': 'Opening: each player has a private window in turn; look away during the others’.',
  'help.phase.da.roll.you': 'Your turn: roll the two dice; you must move exactly their total.',
  'help.phase.da.roll.them': '{player} rolls, then moves exactly the total.',
  'help.phase.da.move.you':
    'Move exactly {total} squares, never on the same square twice; end inside a sector to inspect it. Only a Security Agent may stop on another agent: that is an accusation.',
  'help.phase.da.move.them': '{player} moves exactly {total} squares.',
  'help.phase.da.inspect.you':
    'You may inspect this sector’s monitor or end your turn. Everyone learns that you inspected here, never what you found.',
  'help.phase.da.inspect.them': '{player} may inspect a monitor; only where is announced.',
  'help.phase.da.place': 'The monitor goes back on the board; the game goes on when the board reports it.',
} as const;
