import { describe, expect, it } from 'vitest';
import { type ColdWarAction, type ColdWarEvent, type ColdWarView, describeEvent } from '../../engine/coldwar';
import { agentStatuses } from '../../src-renderer/games/coldwar/agents';
import { decisionText } from '../../src-renderer/games/coldwar/decision';
import { actionLabel, safeActionLabel } from '../../src-renderer/games/coldwar/labels';
import { narrateColdWar } from '../../src-renderer/games/coldwar/narrate';
import { coldWarSummary } from '../../src-renderer/games/coldwar/summary';
import { shortcutFor, shortcutKey } from '../../src-renderer/table/shortcuts';
import { BLANK_SIDE } from '../support/coldwar-view';

/** A hand-written CIA view mid-struggle (shape from docs/coldwar-engine.md, Views). */
function view(over: Partial<ColdWarView> = {}): ColdWarView {
  const side = BLANK_SIDE;
  return {
    seat: 'CIA',
    rules: {} as ColdWarView['rules'],
    turn: 2,
    phase: 'struggle',
    pending: { kind: 'action', sides: ['CIA'] },
    balance: 'KGB',
    objective: 'ANG',
    objectiveDeckCount: 18,
    objectiveDiscard: [],
    groupDeckCount: 20,
    groupDiscard: ['ECO-4'],
    sides: {
      CIA: {
        ...side,
        vp: 15,
        scored: ['CUB'],
        influence: 7,
        groups: [
          { id: 'MIL-5', mobilized: false },
          { id: 'POL-3', mobilized: false },
          { id: 'ECO-1', mobilized: false },
        ],
        agentX: 'ASSASSIN',
        inHq: ['MASTER_SPY', 'DEPUTY_DIRECTOR', 'DOUBLE_AGENT', 'ANALYST', 'DIRECTOR'],
        hqCount: 5,
      },
      KGB: {
        ...side,
        vp: 10,
        influence: 4,
        groups: [
          { id: 'MED-2', mobilized: false },
          { id: 'MIL-2', mobilized: true },
        ],
        agentX: 'hidden',
        inHq: null,
        hqCount: 5,
      },
    },
    struggle: { first: 'KGB', acted: { CIA: 1, KGB: 1 }, lastPass: false },
    struggleWinner: null,
    disorder: { CIA: false, KGB: false },
    claimant: null,
    doubleAgentPrivilege: null,
    analystPrivilege: null,
    knowledge: [],
    result: null,
    ...over,
  } as ColdWarView;
}

describe('Cold War action labels (docs/coldwar-engine.md, Actions)', () => {
  const v = view();
  const cases: [ColdWarAction, string, ColdWarView?][] = [
    [{ type: 'recruit' }, 'Recruit from the deck'],
    [{ type: 'pass' }, 'Pass'],
    [{ type: 'activate', group: 'MIL-5', target: 'MED-2' }, "Activate Military 5 against KGB's Media 2"],
    [{ type: 'activate', group: 'MIL-5', target: 'POL-3' }, 'Activate Military 5 against your Political 3'],
    [{ type: 'activate', group: 'ECO-1', target: 'MED-2' }, "Activate Economic 1: mobilize KGB's Media 2"],
    [{ type: 'activate', group: 'ECO-1', target: 'MIL-2' }, "Activate Economic 1: ready KGB's Military 2"],
    [{ type: 'activate', group: 'POL-3', target: 'MED-2' }, "Activate Political 3: take KGB's Media 2"],
    [
      { type: 'activate', group: 'POL-3', target: 'MIL-5' },
      'Activate Political 3: give your Military 5 to KGB',
    ],
    [{ type: 'activate', group: 'MED-6' }, 'Activate Media 6: look at the top group card of the deck'],
    [{ type: 'chooseAgent', agent: 'ASSASSIN' }, 'Choose Assassin as Agent X'],
    [
      { type: 'chooseAgent', agent: 'DIRECTOR' },
      'Choose Director as Agent X (face up)',
      view({ pending: { kind: 'chooseAgent', sides: ['CIA'], faceUp: true } }),
    ],
    [{ type: 'chooseFirst', first: 'CIA' }, 'Act first yourself'],
    [{ type: 'chooseFirst', first: 'KGB' }, 'Let KGB act first'],
    [{ type: 'doubleAgentPrivilege', option: 'reveal' }, 'Double Agent: the opponent chooses first, face up'],
    [
      { type: 'doubleAgentPrivilege', option: 'leave', agent: 'ANALYST' },
      'Double Agent: send the opposing Analyst on leave',
    ],
    [{ type: 'doubleAgentPrivilege', option: 'decline' }, 'Decline the Double Agent privilege'],
    [
      { type: 'arrangeGroups', order: ['MIL-1', 'MED-4', 'POL-2'] },
      'Put the groups back, top first: Military 1, Media 4, Political 2',
    ],
    [
      { type: 'mediaDecision', choice: 'recruit' },
      'Recruit Political 6',
      view({ pending: { kind: 'mediaDecision', sides: ['CIA'], cards: ['POL-6'] } }),
    ],
    [
      { type: 'mediaDecision', choice: 'discard' },
      'Discard Political 6',
      view({ pending: { kind: 'mediaDecision', sides: ['CIA'], cards: ['POL-6'] } }),
    ],
    [
      { type: 'mediaDecision', choice: 'leave' },
      'Leave Political 6 on top of the deck',
      view({ pending: { kind: 'mediaDecision', sides: ['CIA'], cards: ['POL-6'] } }),
    ],
    [
      { type: 'playEvent', event: 'NUC', order: ['MIL-2', 'MIL-5'] },
      "Play Nuclear Escalation (−5 VP): discard KGB's Military 2, then your Military 5",
    ],
    [{ type: 'playEvent', event: 'SUM' }, 'Play Summit Meeting (−5 VP): look at the opposing Agent X'],
    [
      { type: 'playEvent', event: 'LIV' },
      'Play Live Benefit (−5 VP): take Economic 4 from the group discard',
    ],
    [
      { type: 'playEvent', event: 'NOB' },
      'Play Nobel Peace Prize (−5 VP): save your Agent X from civil disorder',
    ],
    [{ type: 'playEvent', event: 'SPA' }, 'Play Space Race (−5 VP): look at and reorder the top objectives'],
    [{ type: 'playEvent', event: 'OLY' }, 'Play Olympic Games (−5 VP): bring back a terminated agent'],
    [
      { type: 'arrangeObjectives', order: ['ANG', 'CZE'] },
      'Put the objectives back, top first: Angola, Czechoslovakia',
    ],
    [{ type: 'returnAgent', agent: 'MASTER_SPY' }, 'Bring back the Master Spy (on leave)'],
    [
      { type: 'declineEvent' },
      'Do not play the Nobel Peace Prize',
      view({ pending: { kind: 'nobel', sides: ['CIA'] } }),
    ],
    [{ type: 'declineEvent' }, 'Play no event', view({ pending: { kind: 'detente', sides: ['CIA'] } })],
  ];
  it.each(cases)('%j', (action, expected, at) => {
    expect(actionLabel(at ?? v, action)).toBe(expected);
  });

  it('covers every action type of the engine', () => {
    const types = new Set(cases.map(([a]) => a.type));
    expect([...types].sort()).toEqual(
      [
        'chooseFirst',
        'chooseAgent',
        'doubleAgentPrivilege',
        'arrangeGroups',
        'recruit',
        'activate',
        'mediaDecision',
        'pass',
        'playEvent',
        'arrangeObjectives',
        'returnAgent',
        'declineEvent',
      ].sort(),
    );
  });

  it('never shows raw JSON for something unknown', () => {
    expect(safeActionLabel(v, { type: 'somethingNew' })).toBe('something new');
    expect(safeActionLabel(v, null)).not.toContain('{');
  });
});

describe('the pending decision in words', () => {
  it('addresses the deciding side', () => {
    expect(decisionText(view())).toBe('Your action: recruit, activate a group, play an event or pass.');
  });
  it('tells the other side whom it waits for', () => {
    expect(decisionText(view({ seat: 'KGB' }))).toBe('Waiting for CIA to act.');
  });
  it('a simultaneous agent choice names both', () => {
    const both = view({ pending: { kind: 'chooseAgent', sides: ['CIA', 'KGB'], faceUp: false } });
    expect(decisionText(both)).toBe('Choose your Agent X. Also waiting for KGB to choose an Agent X.');
  });
  it('the Media peek names the card only in the peeker’s view', () => {
    const own = view({ pending: { kind: 'mediaDecision', sides: ['CIA'], cards: ['POL-6'] } });
    expect(decisionText(own)).toContain('Political 6');
    const other = view({ seat: 'KGB', pending: { kind: 'mediaDecision', sides: ['CIA'] } });
    expect(decisionText(other)).not.toContain('Political');
  });
  it('says who won, or a draw', () => {
    expect(decisionText(view({ result: { winner: 'KGB', reason: 'threshold' } }))).toBe(
      'The game is over: KGB wins.',
    );
    expect(decisionText(view({ result: { winner: null, reason: 'noObjectives' } }))).toBe(
      'The game is over: a draw (no objectives left).',
    );
  });
});

describe('the log, narrated from the catalogue in the engine’s words', () => {
  it('uses the engine sentence', () => {
    const e: ColdWarEvent = {
      type: 'groupDiscarded',
      side: 'KGB',
      group: 'MED-2',
      owner: 'CIA',
      cause: 'military',
      by: 'MIL-5',
    };
    expect(narrateColdWar(e)).toBe("KGB's Military 5 discarded CIA's Media 2.");
    expect(narrateColdWar({ type: 'passed', side: 'CIA' })).toBe('CIA passed.');
  });
  it('reads every event type the same as the engine’s describeEvent, in English', () => {
    const events: ColdWarEvent[] = [
      { type: 'turnStarted', turn: 3 },
      { type: 'balanceToken', side: 'KGB', reason: 'random' },
      { type: 'objectiveDeckReshuffled', count: 7 },
      { type: 'objectiveRevealed', objective: 'CZE' },
      { type: 'groupsShuffled' },
      { type: 'groupsPeeked', side: 'CIA', cards: ['MIL-1', 'MED-4'], to: 'CIA' },
      { type: 'groupsArranged', side: 'CIA', count: 3 },
      { type: 'doubleAgentPrivilege', side: 'KGB', option: 'reveal' },
      { type: 'doubleAgentPrivilege', side: 'KGB', option: 'leave', agent: 'ANALYST' },
      { type: 'doubleAgentPrivilege', side: 'KGB', option: 'decline' },
      { type: 'agentChosen', side: 'CIA' },
      { type: 'agentCommitted', side: 'CIA', agent: 'DIRECTOR', to: 'CIA' },
      { type: 'agentRevealed', side: 'KGB', agent: 'MASTER_SPY' },
      { type: 'agentsBackFromLeave', side: 'KGB', agents: ['ANALYST', 'ASSASSIN'] },
      { type: 'firstChosen', side: 'CIA', first: 'KGB' },
      { type: 'recruited', side: 'CIA', card: 'POL-2', from: 'deck' },
      { type: 'recruited', side: 'CIA', card: 'POL-2', from: 'discard' },
      { type: 'activated', side: 'KGB', group: 'ECO-3' },
      { type: 'groupDiscarded', side: 'KGB', group: 'MED-2', owner: 'CIA', cause: 'media' },
      { type: 'groupDiscarded', side: 'KGB', group: 'MED-2', owner: 'CIA', cause: 'nuclear' },
      { type: 'groupFlipped', side: 'KGB', group: 'MIL-2', owner: 'CIA', mobilized: true },
      { type: 'groupFlipped', side: 'KGB', group: 'MIL-2', owner: 'CIA', mobilized: false },
      { type: 'groupMoved', side: 'CIA', group: 'MIL-2', fromSide: 'KGB', toSide: 'CIA' },
      { type: 'mediaPeeked', side: 'CIA', card: 'ECO-6', to: 'CIA' },
      { type: 'mediaLeft', side: 'CIA' },
      { type: 'passed', side: 'KGB' },
      { type: 'eventPlayed', side: 'CIA', event: 'SUM', vp: 5 },
      { type: 'agentSeen', side: 'CIA', agent: 'ASSASSIN', to: 'CIA' },
      { type: 'objectivesPeeked', side: 'KGB', cards: ['ANG', 'VIE'], to: 'KGB' },
      { type: 'objectivesArranged', side: 'KGB', count: 2 },
      { type: 'agentReturned', side: 'KGB', agent: 'ANALYST' },
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 7, KGB: 9 },
        disorder: { CIA: false, KGB: false },
        winner: 'KGB',
        reason: 'influence',
      },
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 12, KGB: 11 },
        disorder: { CIA: true, KGB: true },
        winner: null,
        reason: 'bothDisorder',
      },
      {
        type: 'ceasefire',
        objective: 'CUB',
        stability: 9,
        influence: { CIA: 9, KGB: 9 },
        disorder: { CIA: false, KGB: false },
        winner: 'CIA',
        reason: 'bias',
        faction: 'ECO',
      },
      {
        type: 'ceasefire',
        objective: 'KOR',
        stability: 11,
        influence: { CIA: 12, KGB: 3 },
        disorder: { CIA: true, KGB: false },
        winner: 'KGB',
        reason: 'disorder',
      },
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 5, KGB: 5 },
        disorder: { CIA: false, KGB: false },
        winner: 'KGB',
        reason: 'balance',
      },
      { type: 'nobelSaved', side: 'CIA' },
      { type: 'agentTerminated', side: 'KGB', agent: 'ANALYST', cause: 'assassin' },
      { type: 'agentTerminated', side: 'KGB', agent: 'ANALYST', cause: 'civilDisorder' },
      { type: 'objectiveToBottom', objective: 'ANG', cause: 'assassin' },
      { type: 'objectiveClaimed', side: 'CIA', objective: 'EGY', vp: 20, from: 'table' },
      { type: 'objectiveClaimed', side: 'CIA', objective: 'EGY', vp: 20, from: 'bottom' },
      { type: 'agentOnLeave', side: 'CIA', agent: 'DIRECTOR' },
      { type: 'gameOver', winner: 'KGB', reason: 'threshold' },
      { type: 'gameOver', winner: null, reason: 'noObjectives' },
    ];
    for (const event of events) expect(narrateColdWar(event), event.type).toBe(describeEvent(event));
  });
  it('agrees a count with its noun', () => {
    expect(narrateColdWar({ type: 'groupsArranged', side: 'CIA', count: 1 })).toBe(
      "CIA's Analyst rearranged the top 1 group.",
    );
    expect(narrateColdWar({ type: 'objectiveDeckReshuffled', count: 1 })).toBe(
      'The 1 discarded objective was shuffled into a new deck.',
    );
  });
  it('words an agenda’s effect instead of showing its id', () => {
    const text = narrateColdWar({
      type: 'agendaResolved',
      side: 'CIA',
      agent: 'MASTER_SPY',
      effect: 'claimantSwapped',
    });
    expect(text).toBe("CIA's Master Spy resolves: the claimant is swapped.");
  });
  it('an unknown entry is not shown as JSON', () => {
    expect(narrateColdWar({ type: 'mystery' })).not.toContain('{');
    expect(narrateColdWar(null)).not.toContain('{');
  });
});

describe('the canvas summary holds only the seat’s view', () => {
  it('names own Agent X but not the opponent’s hidden one', () => {
    const text = coldWarSummary(view());
    expect(text).toContain('CIA (you): 15 VP, influence 7, Agent X Assassin');
    expect(text).toContain('KGB: 10 VP, influence 4, Agent X face down');
    expect(text).toContain('Military 2 (mobilized)');
    expect(text).toContain('Objective: Angola, Stability 9, Population 5, 10 VP.');
    expect(text).toContain('KGB holds the Balance token.');
  });
});

describe('keyboard shortcuts', () => {
  it('1–9 pick the first nine actions that exist', () => {
    expect(shortcutFor({ key: '1' }, 3, false)).toEqual({ kind: 'act', index: 0 });
    expect(shortcutFor({ key: '3' }, 3, false)).toEqual({ kind: 'act', index: 2 });
    expect(shortcutFor({ key: '4' }, 3, false)).toBeNull();
    expect(shortcutFor({ key: '0' }, 12, false)).toBeNull();
  });
  it('U undoes only when undo is possible', () => {
    expect(shortcutFor({ key: 'u' }, 0, true)).toEqual({ kind: 'undo' });
    expect(shortcutFor({ key: 'U' }, 0, false)).toBeNull();
  });
  it('typing in a field or holding a modifier is not a shortcut', () => {
    expect(shortcutFor({ key: '1', targetTag: 'input' }, 3, true)).toBeNull();
    expect(shortcutFor({ key: '1', ctrlKey: true }, 3, true)).toBeNull();
  });
  it('buttons show keys 1–9 only', () => {
    expect(shortcutKey(0)).toBe('1');
    expect(shortcutKey(8)).toBe('9');
    expect(shortcutKey(9)).toBeNull();
  });
});

describe('agent tokens', () => {
  it('an opponent with a face-down Agent X shows only what is public: leave, terminated, the rest unknown', () => {
    const kgb = {
      ...view().sides.KGB,
      onLeave: ['ANALYST'],
      terminated: ['ASSASSIN'],
    } as ColdWarView['sides']['KGB'];
    const by = Object.fromEntries(agentStatuses(kgb).map((a) => [a.id, a.status]));
    expect(by).toEqual({
      MASTER_SPY: 'unknown',
      DEPUTY_DIRECTOR: 'unknown',
      DOUBLE_AGENT: 'unknown',
      ANALYST: 'leave',
      ASSASSIN: 'terminated',
      DIRECTOR: 'unknown',
    });
  });
  it('own side: Agent X, HQ, in A2.4 number order', () => {
    const list = agentStatuses(view().sides.CIA);
    expect(list.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list.find((a) => a.id === 'ASSASSIN')!.status).toBe('agentX');
    expect(list.filter((a) => a.status === 'hq')).toHaveLength(5);
  });
});
