import { afterEach, describe, expect, it } from 'vitest';
import camp from '../../assets/boards/camp.json';
import type { ColdWarView, PendingView } from '../../engine/coldwar';
import type { BoardDef, DaView } from '../../engine/doubleagent';
import { coldWarPhaseHelp } from '../../src-renderer/games/coldwar/phase-help';
import { coldwarPresentation } from '../../src-renderer/games/coldwar/presentation';
import { doubleAgentPhaseHelp } from '../../src-renderer/games/doubleagent/phase-help';
import { setLanguage } from '../../src-renderer/i18n/language-store';
import { phaseHelpText } from '../../src-renderer/table/phase-help';
import { BLANK_SIDE } from '../support/coldwar-view';

afterEach(() => setLanguage('en', { save: false }));

/** A hand-written view of `seat` on Angola (Stability 9), KGB's Agent X face down. */
function cw(
  seat: ColdWarView['seat'],
  pending: PendingView | null,
  over: Partial<ColdWarView> = {},
): ColdWarView {
  const side = BLANK_SIDE;
  return {
    seat,
    rules: { doubleAgentVariant: 'revealOrLeave' } as ColdWarView['rules'],
    turn: 2,
    phase: 'struggle',
    pending,
    balance: 'CIA',
    objective: 'ANG',
    objectiveDeckCount: 18,
    objectiveDiscard: [],
    groupDeckCount: 20,
    groupDiscard: [],
    sides: {
      CIA: { ...side, influence: 7, agentX: seat === 'CIA' ? 'ASSASSIN' : 'hidden' },
      KGB: { ...side, influence: 4, agentX: seat === 'KGB' ? 'DIRECTOR' : 'hidden' },
    },
    struggle: { first: 'CIA', acted: { CIA: 1, KGB: 1 }, lastPass: false },
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

const p = (
  kind: PendingView['kind'],
  sides: PendingView['sides'],
  extra: Partial<PendingView> = {},
): PendingView => ({
  kind,
  sides,
  ...extra,
});

describe('the Cold War phase line, for each pending decision', () => {
  const cases: [string, ColdWarView, string, Record<string, string | number>][] = [
    [
      'Balance holder chooses first',
      cw('CIA', p('chooseFirst', ['CIA'])),
      'help.phase.cw.chooseFirst.you',
      {},
    ],
    [
      'the other waits for the holder',
      cw('KGB', p('chooseFirst', ['CIA'])),
      'help.phase.cw.chooseFirst.them',
      { side: 'CIA' },
    ],
    [
      'the TV names the holder',
      cw('table', p('chooseFirst', ['CIA'])),
      'help.phase.cw.chooseFirst.them',
      { side: 'CIA' },
    ],
    [
      'both pick, seen by a player',
      cw('CIA', p('chooseAgent', ['CIA', 'KGB'], { faceUp: false })),
      'help.phase.cw.chooseAgent.you',
      {},
    ],
    [
      'both pick, seen by the TV',
      cw('table', p('chooseAgent', ['CIA', 'KGB'], { faceUp: false })),
      'help.phase.cw.chooseAgent.both',
      {},
    ],
    [
      'the other still picks',
      cw('CIA', p('chooseAgent', ['KGB'], { faceUp: false })),
      'help.phase.cw.chooseAgent.them',
      { side: 'KGB' },
    ],
    [
      'made to pick face up',
      cw('KGB', p('chooseAgent', ['KGB'], { faceUp: true })),
      'help.phase.cw.chooseAgent.faceUp.you',
      { side: 'CIA' },
    ],
    [
      'waiting for a face-up pick',
      cw('CIA', p('chooseAgent', ['KGB'], { faceUp: true })),
      'help.phase.cw.chooseAgent.faceUp.them',
      { side: 'KGB' },
    ],
    [
      'the privilege, both options',
      cw('CIA', p('doubleAgentPrivilege', ['CIA'])),
      'help.phase.cw.privilege.you',
      { side: 'KGB' },
    ],
    [
      'the privilege, reveal only',
      cw('CIA', p('doubleAgentPrivilege', ['CIA']), {
        rules: { doubleAgentVariant: 'revealOnly' } as ColdWarView['rules'],
      }),
      'help.phase.cw.privilege.revealOnly.you',
      { side: 'KGB' },
    ],
    [
      'the opponent’s privilege',
      cw('KGB', p('doubleAgentPrivilege', ['CIA'])),
      'help.phase.cw.privilege.them',
      { side: 'CIA' },
    ],
    [
      'my Analyst',
      cw('KGB', p('arrangeGroups', ['KGB'], { cards: ['MIL-1', 'ECO-2', 'POL-3'] })),
      'help.phase.cw.arrangeGroups.you',
      {},
    ],
    [
      'their Analyst',
      cw('CIA', p('arrangeGroups', ['KGB'])),
      'help.phase.cw.arrangeGroups.them',
      { side: 'KGB' },
    ],
    [
      'my first action',
      cw('KGB', p('action', ['KGB']), {
        struggle: { first: 'CIA', acted: { CIA: 1, KGB: 0 }, lastPass: false },
      }),
      'help.phase.cw.action.first.you',
      {},
    ],
    [
      'a later action',
      cw('CIA', p('action', ['CIA'])),
      'help.phase.cw.action.you',
      { influence: 7, stability: 9 },
    ],
    [
      'after the opponent passed',
      cw('CIA', p('action', ['CIA']), {
        struggle: { first: 'CIA', acted: { CIA: 2, KGB: 2 }, lastPass: true },
      }),
      'help.phase.cw.action.afterPass.you',
      { side: 'KGB', influence: 7, stability: 9 },
    ],
    ['their action', cw('KGB', p('action', ['CIA'])), 'help.phase.cw.action.them', { side: 'CIA' }],
    ['my Media', cw('CIA', p('mediaDecision', ['CIA'], { cards: ['MED-6'] })), 'help.phase.cw.media.you', {}],
    ['their Media', cw('KGB', p('mediaDecision', ['CIA'])), 'help.phase.cw.media.them', { side: 'CIA' }],
    ['my Nobel', cw('CIA', p('nobel', ['CIA'])), 'help.phase.cw.nobel.you', {}],
    ['their Nobel', cw('KGB', p('nobel', ['CIA'])), 'help.phase.cw.nobel.them', { side: 'CIA' }],
    ['my Détente', cw('KGB', p('detente', ['KGB'])), 'help.phase.cw.detente.you', {}],
    ['their Détente', cw('CIA', p('detente', ['KGB'])), 'help.phase.cw.detente.them', { side: 'KGB' }],
    ['my Space Race', cw('CIA', p('arrangeObjectives', ['CIA'])), 'help.phase.cw.arrangeObjectives.you', {}],
    [
      'their Space Race',
      cw('KGB', p('arrangeObjectives', ['CIA'])),
      'help.phase.cw.arrangeObjectives.them',
      { side: 'CIA' },
    ],
    ['my Olympic Games', cw('CIA', p('returnAgent', ['CIA'])), 'help.phase.cw.returnAgent.you', {}],
    [
      'their Olympic Games',
      cw('KGB', p('returnAgent', ['CIA'])),
      'help.phase.cw.returnAgent.them',
      { side: 'CIA' },
    ],
  ];

  it.each(cases)('%s', (_, view, key, params) => {
    expect(coldWarPhaseHelp(view)).toEqual({ key, params });
  });

  it('says nothing with no decision pending or once the game is over', () => {
    expect(coldWarPhaseHelp(cw('CIA', null))).toBeNull();
    expect(
      coldWarPhaseHelp(cw('CIA', p('action', ['CIA']), { result: { winner: 'CIA', reason: 'threshold' } })),
    ).toBeNull();
  });

  it('reads the issue’s example for the Balance-token holder, in both languages', () => {
    const line = coldwarPresentation.phaseHelp(cw('CIA', p('chooseFirst', ['CIA'])))!;
    expect(phaseHelpText(line)).toBe(
      'You hold the Balance token: choose who acts first in the Influence Struggle.',
    );
    setLanguage('zh-TW', { save: false });
    expect(phaseHelpText(line)).toBe('你持有平衡標記：決定影響力競爭由誰先行動。');
    setLanguage('en', { save: false });
    expect(phaseHelpText(coldwarPresentation.phaseHelp(cw('KGB', p('chooseFirst', ['CIA'])))!)).toBe(
      'CIA holds the Balance token, so CIA chooses who acts first.',
    );
  });
});

describe('the Cold War phase line tells no secret of the other side', () => {
  it('is the same whatever the opponent’s hidden Agent X or peeked card is', () => {
    const pending = p('mediaDecision', ['CIA']);
    const a = cw('KGB', pending);
    const b = cw(
      'KGB',
      { ...pending, cards: ['MIL-6'] },
      {
        sides: { ...a.sides, CIA: { ...a.sides.CIA, agentX: 'MASTER_SPY' } },
        knowledge: [],
      },
    );
    expect(coldWarPhaseHelp(b)).toEqual(coldWarPhaseHelp(a));
    expect(JSON.stringify(coldWarPhaseHelp(b))).not.toMatch(/MIL-6|MASTER_SPY/);
  });

  it('waiting for the opponent’s Agent X never names one, before or after it is picked', () => {
    for (const agentX of ['hidden', null] as const) {
      const v = cw('CIA', p('chooseAgent', ['KGB'], { faceUp: false }));
      const view = { ...v, sides: { ...v.sides, KGB: { ...v.sides.KGB, agentX } } } as ColdWarView;
      expect(coldWarPhaseHelp(view)).toEqual({
        key: 'help.phase.cw.chooseAgent.them',
        params: { side: 'KGB' },
      });
    }
  });
});

const board = camp as unknown as BoardDef;

/** A hand-written view of Ann at `phase`, as the double agent or a Security Agent. */
function da(phase: DaView['phase'], role: 'doubleAgent' | 'security', seat = 'Ann'): DaView {
  return {
    seat,
    board,
    variant: 'standard',
    rules: { dice: 'engine', monitors: 'engine', escapeSabotages: 5 } as DaView['rules'],
    monitorsInPlay: 9,
    round: 2,
    firstPlayer: 'Bob',
    phase,
    players: [
      { id: 'Ann', position: 'r11c11', eliminated: false, role },
      { id: 'Bob', position: 'r4c13', eliminated: false, role: null },
    ],
    inspections: [],
    you:
      role === 'doubleAgent'
        ? { role, securityList: [], canInspect: {}, sabotaged: ['SEC', 'GYM'], opening: 'SEC' }
        : { role, securityList: [], canInspect: {} },
  } as DaView;
}

describe('the Double Agent phase line, for each step', () => {
  const cases: [string, DaView['phase'], string, Record<string, string | number>][] = [
    [
      'start roll',
      { kind: 'startRoll', contenders: ['Ann', 'Bob'], rolls: {} },
      'help.phase.da.startRoll',
      {},
    ],
    ['opening', { kind: 'opening', done: [] }, 'help.phase.da.opening', {}],
    ['my roll', { kind: 'turn', player: 'Ann', step: 'roll' }, 'help.phase.da.roll.you', {}],
    [
      'their roll',
      { kind: 'turn', player: 'Bob', step: 'roll' },
      'help.phase.da.roll.them',
      { player: 'Bob' },
    ],
    [
      'my move',
      { kind: 'turn', player: 'Ann', step: 'move', dice: [5, 1] },
      'help.phase.da.move.you',
      { total: 6 },
    ],
    [
      'their move',
      { kind: 'turn', player: 'Bob', step: 'move', dice: [3, 4] },
      'help.phase.da.move.them',
      { total: 7, player: 'Bob' },
    ],
    [
      'my inspection',
      { kind: 'turn', player: 'Ann', step: 'inspect', sector: 'GAR' },
      'help.phase.da.inspect.you',
      {},
    ],
    [
      'their inspection',
      { kind: 'turn', player: 'Bob', step: 'inspect', sector: 'SEC' },
      'help.phase.da.inspect.them',
      { player: 'Bob' },
    ],
    [
      'a monitor put back',
      { kind: 'turn', player: 'Ann', step: 'place', sector: 'GAR' },
      'help.phase.da.place',
      {},
    ],
  ];

  it.each(cases)('%s', (_, phase, key, params) => {
    expect(doubleAgentPhaseHelp(da(phase, 'security'))).toEqual({ key, params });
  });

  it.each(cases)('%s: the same words for the double agent as for a Security Agent (B7.3)', (_, phase) => {
    expect(doubleAgentPhaseHelp(da(phase, 'doubleAgent'))).toEqual(
      doubleAgentPhaseHelp(da(phase, 'security')),
    );
  });

  it('says nothing once the game is over', () => {
    expect(
      doubleAgentPhaseHelp(da({ kind: 'over', winner: 'Bob', reason: 'accused' }, 'security')),
    ).toBeNull();
  });
});
