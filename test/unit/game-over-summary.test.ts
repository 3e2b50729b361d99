import { afterEach, describe, expect, it } from 'vitest';
import type { ColdWarEvent, ColdWarView, Side } from '../../engine/coldwar';
import type { BoardDef, DaEvent, DaView } from '../../engine/doubleagent';
import { coldWarGameOver } from '../../src-renderer/games/coldwar/game-over';
import { coldWarGameOverText } from '../../src-renderer/games/coldwar/game-over-text';
import { daGameOver } from '../../src-renderer/games/doubleagent/game-over';
import { daGameOverText } from '../../src-renderer/games/doubleagent/game-over-text';
import { setLanguage } from '../../src-renderer/i18n/language-store';

afterEach(() => setLanguage('en', { save: false }));

/** A hand-written final Cold War view: only what the summary reads is filled in with care. */
function cwView(vp: Record<Side, number>, result: ColdWarView['result'], threshold = 30): ColdWarView {
  const side = (v: number) => ({
    vp: v,
    scored: [],
    influence: 0,
    groups: [],
    agentX: null,
    inHq: [],
    hqCount: 0,
    onLeave: [],
    terminated: [],
  });
  return {
    seat: 'CIA',
    rules: { endTurnVictoryThreshold: threshold } as ColdWarView['rules'],
    turn: 3,
    phase: result ? 'over' : 'detente',
    pending: null,
    balance: 'CIA',
    objective: null,
    objectiveDeckCount: 4,
    objectiveDiscard: [],
    groupDeckCount: 10,
    groupDiscard: [],
    sides: { CIA: side(vp.CIA), KGB: side(vp.KGB) },
    struggle: { first: null, acted: { CIA: 0, KGB: 0 }, lastPass: false },
    struggleWinner: null,
    disorder: { CIA: false, KGB: false },
    claimant: null,
    doubleAgentPrivilege: null,
    analystPrivilege: null,
    knowledge: [],
    result,
  } as ColdWarView;
}

const ceasefire = (objective: string, winner: Side | null, reason: string, stability = 9): ColdWarEvent =>
  ({
    type: 'ceasefire',
    objective,
    stability,
    influence: { CIA: 5, KGB: 4 },
    disorder: { CIA: false, KGB: false },
    winner,
    reason,
  }) as ColdWarEvent;

/**
 * Three turns to 30 VP: CIA wins Space Race; KGB wins Vietnam but CIA's Master Spy takes the
 * claim; CIA goes into civil disorder over Cuba (its Analyst terminated), KGB claims Cuba and its
 * Director the bottom card (Egypt), CIA plays Space Race. CIA 5 + 20 − 5 = 20, KGB 10 + 20 = 30.
 */
const CW_LOG: ColdWarEvent[] = [
  // As a host logs it: turn 1 began as the game was set up, before any action, so it has no start.
  { type: 'objectiveRevealed', objective: 'SPA' },
  { type: 'agentCommitted', side: 'CIA', agent: 'ANALYST', to: 'CIA' },
  ceasefire('SPA', 'CIA', 'influence', 6),
  { type: 'objectiveClaimed', side: 'CIA', objective: 'SPA', vp: 5, from: 'table' },
  { type: 'turnStarted', turn: 2 },
  { type: 'objectiveRevealed', objective: 'VIE' },
  ceasefire('VIE', 'KGB', 'bias'),
  { type: 'agendaResolved', side: 'CIA', agent: 'MASTER_SPY', effect: 'claimantSwapped' },
  { type: 'objectiveClaimed', side: 'CIA', objective: 'VIE', vp: 20, from: 'table' },
  { type: 'turnStarted', turn: 3 },
  { type: 'objectiveRevealed', objective: 'CUB' },
  ceasefire('CUB', 'KGB', 'disorder'),
  { type: 'agentTerminated', side: 'CIA', agent: 'ANALYST', cause: 'civilDisorder' },
  { type: 'agendaResolved', side: 'KGB', agent: 'DIRECTOR', effect: 'bottomClaim' },
  { type: 'objectiveClaimed', side: 'KGB', objective: 'EGY', vp: 20, from: 'bottom' },
  { type: 'objectiveClaimed', side: 'KGB', objective: 'CUB', vp: 10, from: 'table' },
  { type: 'eventPlayed', side: 'CIA', event: 'SPA', vp: 5 },
  { type: 'gameOver', winner: 'KGB', reason: 'threshold' },
];

describe('the Cold War game-over summary', () => {
  it('names the winner, the final score, each claim with its turn and how, the events, the agents lost and the deciding turn', () => {
    const summary = coldWarGameOver(
      cwView({ CIA: 20, KGB: 30 }, { winner: 'KGB', reason: 'threshold' }),
      CW_LOG,
    );
    expect(summary).toEqual({
      winner: 'KGB',
      reason: 'threshold',
      threshold: 30,
      vp: { CIA: 20, KGB: 30 },
      claims: [
        { side: 'CIA', objective: 'SPA', vp: 5, turn: 1, how: 'struggle' },
        { side: 'CIA', objective: 'VIE', vp: 20, turn: 2, how: 'swap' },
        { side: 'KGB', objective: 'EGY', vp: 20, turn: 3, how: 'bottom' },
        { side: 'KGB', objective: 'CUB', vp: 10, turn: 3, how: 'struggle' },
      ],
      events: [{ side: 'CIA', event: 'SPA', vp: 5, turn: 3 }],
      agentsLost: [{ side: 'CIA', agent: 'ANALYST', cause: 'civilDisorder', turn: 3 }],
      decidingTurn: 3,
    });
  });

  it('with no objectives left, the deciding turn is the last one played, not the turn that began empty', () => {
    const log: ColdWarEvent[] = [
      { type: 'turnStarted', turn: 1 },
      ceasefire('ANG', 'CIA', 'influence'),
      { type: 'objectiveClaimed', side: 'CIA', objective: 'ANG', vp: 10, from: 'table' },
      { type: 'turnStarted', turn: 2 },
      ceasefire('CON', 'KGB', 'balance'),
      { type: 'objectiveClaimed', side: 'KGB', objective: 'CON', vp: 10, from: 'table' },
      { type: 'turnStarted', turn: 3 },
      { type: 'gameOver', winner: null, reason: 'noObjectives' },
    ];
    const summary = coldWarGameOver(
      cwView({ CIA: 10, KGB: 10 }, { winner: null, reason: 'noObjectives' }, 100),
      log,
    );
    expect(summary?.winner).toBeNull();
    expect(summary?.reason).toBe('noObjectives');
    expect(summary?.decidingTurn).toBe(2);
    expect(summary?.claims.map((c) => c.how)).toEqual(['struggle', 'struggle']);
  });

  it('is nothing while the game goes on', () => {
    expect(coldWarGameOver(cwView({ CIA: 20, KGB: 30 }, null), CW_LOG.slice(0, -1))).toBeNull();
  });
});

const BOARD = { id: 'test', name: 'Test camp', sectors: [] } as unknown as BoardDef;
const PLAYERS = ['Ann', 'Bob', 'Cy', 'Di'];
const ROLES = { Ann: 'security', Bob: 'security', Cy: 'security', Di: 'doubleAgent' } as const;

/** A hand-written Double Agent view; `over` gives it the end's result. */
function daView(seat: string, over: boolean): DaView {
  const own = seat === 'table' ? undefined : ROLES[seat as keyof typeof ROLES];
  return {
    seat,
    board: BOARD,
    variant: 'standard',
    rules: { monitors: 'engine' } as DaView['rules'],
    monitorsInPlay: 5,
    round: 4,
    firstPlayer: 'Ann',
    phase: over
      ? { kind: 'over', winner: 'Ann', reason: 'accused' }
      : { kind: 'turn', player: 'Ann', step: 'roll' },
    players: PLAYERS.map((id) => ({
      id,
      position: 'r1c1',
      eliminated: id === 'Bob',
      role: over || id === seat || id === 'Cy' ? ROLES[id as keyof typeof ROLES] : null,
    })),
    inspections: [],
    ...(own
      ? {
          you: {
            role: own,
            securityList: [],
            canInspect: {},
            ...(own === 'doubleAgent' ? { sabotaged: ['POW', 'CAF', 'GYM'], opening: 'POW' } : {}),
          },
        }
      : {}),
    ...(over
      ? {
          result: {
            winner: 'Ann',
            reason: 'accused',
            roles: { ...ROLES },
            // Not in the order they were made: the summary puts them in order.
            sabotaged: ['GYM', 'POW', 'CAF'],
            opening: 'POW',
            anomalies: [],
          },
        }
      : {}),
  } as DaView;
}

const turn = (player: string, round: number): DaEvent => ({ type: 'turnStarted', player, round });
const inspect = (player: string, sector: string): DaEvent => ({
  type: 'inspected',
  player,
  sector,
  code: sector,
  name: sector,
});
const seen = (player: string, sector: string, found: 'ON' | 'OFF', left: 'ON' | 'OFF'): DaEvent => ({
  type: 'monitorSeen',
  player,
  sector,
  found,
  left,
  visibleTo: [player],
});

/**
 * Di is the double agent: POW at the opening; CAF at his only CAF inspection (round 1); GYM at
 * the first of his two GYM inspections (round 2; Cy found it OFF in round 3; Di looked again in
 * round 4). Bob found the opening monitor OFF in round 1, Ann CAF in rounds 2 and 4 (named once). Bob accused Cy
 * (wrong, out), Ann accused Di (right).
 */
function daLog(seat: string): DaEvent[] {
  const all: DaEvent[] = [
    { type: 'openingSabotage', player: 'Di', sector: 'POW', visibleTo: ['Di'] },
    turn('Ann', 1),
    inspect('Ann', 'CAF'),
    seen('Ann', 'CAF', 'ON', 'ON'),
    turn('Bob', 1),
    inspect('Bob', 'POW'),
    seen('Bob', 'POW', 'OFF', 'OFF'),
    turn('Cy', 1),
    turn('Di', 1),
    inspect('Di', 'CAF'),
    seen('Di', 'CAF', 'ON', 'OFF'),
    turn('Ann', 2),
    inspect('Ann', 'CAF'),
    seen('Ann', 'CAF', 'OFF', 'OFF'),
    turn('Bob', 2),
    { type: 'accused', player: 'Bob', target: 'Cy', path: [], correct: false },
    { type: 'revealed', player: 'Cy', role: 'security' },
    { type: 'eliminated', player: 'Bob' },
    turn('Cy', 2),
    turn('Di', 2),
    inspect('Di', 'GYM'),
    seen('Di', 'GYM', 'ON', 'OFF'),
    turn('Ann', 3),
    turn('Cy', 3),
    inspect('Cy', 'GYM'),
    seen('Cy', 'GYM', 'OFF', 'OFF'),
    turn('Di', 3),
    turn('Ann', 4),
    inspect('Ann', 'CAF'),
    seen('Ann', 'CAF', 'OFF', 'OFF'),
    turn('Cy', 4),
    turn('Di', 4),
    inspect('Di', 'GYM'),
    seen('Di', 'GYM', 'OFF', 'OFF'),
    turn('Ann', 5),
    { type: 'accused', player: 'Ann', target: 'Di', path: [], correct: true },
    { type: 'revealed', player: 'Di', role: 'doubleAgent' },
  ];
  return all.filter((e) => e.visibleTo === undefined || e.visibleTo.includes(seat));
}

const ACCUSATIONS = [
  { round: 2, by: 'Bob', target: 'Cy', correct: false },
  { round: 5, by: 'Ann', target: 'Di', correct: true },
];

describe('the Double Agent game-over summary', () => {
  it("from a Security Agent's view: the double agent, the sabotages in order with who is known to have found them, the accusations", () => {
    expect(daGameOver(daView('Ann', true), daLog('Ann'))).toEqual({
      winner: 'Ann',
      reason: 'accused',
      doubleAgent: 'Di',
      opening: 'POW',
      sabotages: [
        { sector: 'POW', opening: true, round: null, certain: true, foundBy: ['Bob'] },
        { sector: 'CAF', opening: false, round: 1, certain: true, foundBy: ['Ann'] },
        // Ann cannot tell which of Di's two GYM inspections it was, nor what Cy found.
        { sector: 'GYM', opening: false, round: 4, certain: false, foundBy: [] },
      ],
      accusations: ACCUSATIONS,
    });
  });

  it("Cy's own finding tells him GYM was sabotaged before it, in round 2", () => {
    const gym = daGameOver(daView('Cy', true), daLog('Cy'))?.sabotages.find((s) => s.sector === 'GYM');
    expect(gym).toEqual({ sector: 'GYM', opening: false, round: 2, certain: true, foundBy: ['Cy'] });
  });

  it('the double agent knows each of his own sabotages exactly', () => {
    const summary = daGameOver(daView('Di', true), daLog('Di'));
    expect(summary?.sabotages).toEqual([
      { sector: 'POW', opening: true, round: null, certain: true, foundBy: ['Bob'] },
      { sector: 'CAF', opening: false, round: 1, certain: true, foundBy: ['Ann'] },
      { sector: 'GYM', opening: false, round: 2, certain: true, foundBy: ['Cy'] },
    ]);
  });

  it('the TV sees the same public story as a seat with no findings of its own', () => {
    const summary = daGameOver(daView('table', true), daLog('table'));
    expect(summary?.doubleAgent).toBe('Di');
    expect(summary?.sabotages.map((s) => [s.sector, s.round, s.certain, s.foundBy])).toEqual([
      ['POW', null, true, ['Bob']],
      ['CAF', 1, true, ['Ann']],
      ['GYM', 4, false, []],
    ]);
    expect(summary?.accusations).toEqual(ACCUSATIONS);
  });

  it('at a physical board, a monitor turned outside an inspection has no known round and no finder but the seat itself', () => {
    const view = daView('Cy', true);
    const result = {
      ...view.result!,
      anomalies: [{ sector: 'GYM', problem: 'changedOutsideInspection' as const }],
    };
    const gym = daGameOver({ ...view, result }, daLog('Cy'))?.sabotages;
    expect(gym?.at(-1)).toEqual({
      sector: 'GYM',
      opening: false,
      round: null,
      certain: false,
      foundBy: ['Cy'],
    });
    const ann = daGameOver({ ...daView('Ann', true), result }, daLog('Ann'))?.sabotages.at(-1);
    expect(ann).toEqual({ sector: 'GYM', opening: false, round: null, certain: false, foundBy: [] });
  });

  it('reveals nothing while the game goes on: no summary, even from the double agent’s own view', () => {
    for (const seat of ['Ann', 'Di', 'table']) {
      const log = daLog(seat).slice(0, -2);
      expect(daGameOver(daView(seat, false), log)).toBeNull();
    }
  });
});

describe('the summaries in words', () => {
  it('Cold War, in English and Chinese: the claims of the deciding turn are marked', () => {
    const view = cwView({ CIA: 20, KGB: 30 }, { winner: 'KGB', reason: 'threshold' });
    const text = coldWarGameOverText(view, CW_LOG)!;
    expect(text.headline).toBe('KGB wins');
    expect(text.lines).toEqual([
      'KGB reached 30 VP and was ahead at the end of turn 3.',
      'Final score: CIA 20 VP, KGB 30 VP.',
    ]);
    const claims = text.sections.find((s) => s.id === 'claims')!.items;
    expect(claims).toEqual([
      { text: 'Turn 1: CIA won the struggle for Space Race (+5 VP).', deciding: false },
      { text: 'Turn 2: CIA claimed Vietnam, handed over by the Master Spy (+20 VP).', deciding: false },
      { text: 'Turn 3: KGB’s Director took Egypt from the bottom of the deck (+20 VP).', deciding: true },
      { text: 'Turn 3: KGB won the struggle for Cuba (+10 VP).', deciding: true },
    ]);
    expect(text.sections.find((s) => s.id === 'agents')!.items).toEqual([
      { text: 'Turn 3: CIA’s Analyst, terminated in civil disorder.' },
    ]);
    setLanguage('zh-TW', { save: false });
    const zh = coldWarGameOverText(view, CW_LOG)!;
    expect(zh.headline).toBe('KGB 獲勝');
    expect(zh.lines[1]).toBe('最終比分：CIA 20 勝利點數，KGB 30 勝利點數。');
  });

  it('Double Agent: each sabotage says when, or by when, and who found it; a wrong accusation says who was out', () => {
    const text = daGameOverText(daView('Ann', true), daLog('Ann'))!;
    expect(text.headline).toBe('Ann wins');
    expect(text.lines).toEqual([
      'Ann accused the double agent.',
      'The double agent was Di.',
      'The opening sabotage: POW.',
    ]);
    expect(text.sections.map((s) => s.items.map((i) => i.text))).toEqual([
      [
        'At the opening: POW. Found by Bob.',
        'Round 1: CAF. Found by Ann.',
        'By round 4 at the latest: GYM. Not found.',
      ],
      [
        'Round 2: Bob accused Cy, a Security Agent: Bob was out.',
        'Round 5: Ann accused Di, the double agent.',
      ],
    ]);
  });
});
