import { describe, expect, it } from 'vitest';
import camp from '../../assets/boards/camp.json';
import type { BoardDef, DaAction, DaEvent, DaView } from '../../engine/doubleagent';
import { deductionInputFor as deductionInput } from '../../engine/doubleagent';
import { deductionFor, deductionPanelFor, percent } from '../../src-renderer/games/doubleagent/deduction';
import { describeDaEvent, narrateDa } from '../../src-renderer/games/doubleagent/describe';
import {
  boardSize,
  campGrid,
  moveTargets,
  squareAtPoint,
} from '../../src-renderer/games/doubleagent/highlight';
import { daActionLabel, typedDice } from '../../src-renderer/games/doubleagent/labels';
import { daPhaseText } from '../../src-renderer/games/doubleagent/phase';
import { placeName } from '../../src-renderer/games/doubleagent/places';
import { campSummary } from '../../src-renderer/games/doubleagent/summary';

const board = camp as unknown as BoardDef;

/** A hand-written view of Ann, a Security Agent, at her move step (shape from docs/doubleagent-engine.md). */
function view(over: Partial<DaView> = {}): DaView {
  return {
    seat: 'Ann',
    board,
    variant: 'standard',
    rules: { dice: 'engine', monitors: 'engine', escapeSabotages: 5 } as DaView['rules'],
    monitorsInPlay: 9,
    round: 2,
    firstPlayer: 'Bob',
    phase: { kind: 'turn', player: 'Ann', step: 'move', dice: [5, 1] },
    players: [
      { id: 'Ann', position: 'r13c13', eliminated: false, role: 'security' },
      { id: 'Bob', position: 'r4c13', eliminated: false, role: null },
      { id: 'Cy', position: 'r6c5', eliminated: false, role: null },
      { id: 'Di', position: null, eliminated: true, role: null },
    ],
    inspections: [{ by: 'Cy', sector: 'GYM' }],
    you: {
      role: 'security',
      securityList: [{ sector: 'GYM', by: 'Cy' }],
      canInspect: {},
    },
    ...over,
  } as DaView;
}

describe('squares and sectors in words (docs/board-format.md kinds)', () => {
  it('names each kind of square of the house camp', () => {
    expect(placeName(board, 'r13c13')).toBe('the gazebo');
    expect(placeName(board, 'r0c9')).toBe('an exit gate');
    expect(placeName(board, 'r5c27')).toBe('a fence gate');
    expect(placeName(board, 'r5c26')).toBe('a grey square');
    expect(placeName(board, 'nowhere')).toBe('nowhere');
    const door = board.sectors.find((s) => s.id === 'GYM')!.doors[0]!;
    expect(placeName(board, door)).toContain('a door of the Gymnasium');
    const floor = board.squares.find((s) => s.kind === 'sectorFloor' && s.sectorId === 'SEC')!;
    expect(placeName(board, floor.id)).toBe('the Security Building');
  });
});

describe('Double Agent action labels (docs/doubleagent-engine.md, Phases and actions)', () => {
  const v = view();
  const inspecting = view({ phase: { kind: 'turn', player: 'Ann', step: 'inspect', sector: 'GYM' } });
  const daInspecting = view({
    phase: { kind: 'turn', player: 'Ann', step: 'inspect', sector: 'GYM' },
    you: { role: 'doubleAgent', securityList: [], canInspect: {}, sabotaged: [], opening: 'POW' },
  });
  const cases: [DaAction, string, DaView?][] = [
    [{ type: 'roll' }, 'Roll the dice'],
    [{ type: 'roll', dice: [3, 5] }, 'Rolled 3 + 5'],
    [{ type: 'opening', sector: null }, 'Opening: pick at random'],
    [{ type: 'opening', sector: 'GYM' }, 'Opening: pick the Gymnasium (GYM)'],
    [{ type: 'move', to: 'r13c13' }, 'Move to the gazebo, r13c13'],
    [{ type: 'stay' }, 'Stay put (no move of the full count exists)'],
    [{ type: 'accuse', target: 'Bob' }, 'Accuse Bob: move onto their square'],
    [{ type: 'exit', gate: 'r0c9' }, 'Escape through an exit gate, r0c9'],
    [{ type: 'inspect', sabotage: false }, 'Inspect the monitor of the Gymnasium (GYM)', inspecting],
    [
      { type: 'inspect', sabotage: false },
      'Inspect the monitor of the Gymnasium (GYM), leave it as found',
      daInspecting,
    ],
    [
      { type: 'inspect', sabotage: true },
      'Inspect the monitor of the Gymnasium (GYM) and sabotage it (ON → OFF)',
      daInspecting,
    ],
    [{ type: 'endTurn' }, 'End the turn without inspecting'],
    [
      { type: 'observe', sector: 'GYM', state: 'OFF', placed: true },
      'Board: the Gymnasium (GYM) monitor OFF, put back',
    ],
  ];
  it.each(cases)('%j', (action, expected, at) => {
    expect(daActionLabel(at ?? v, action)).toBe(expected);
  });
  it('covers every action type', () => {
    expect(new Set(cases.map(([a]) => a.type))).toEqual(
      new Set(['roll', 'opening', 'move', 'stay', 'accuse', 'exit', 'inspect', 'endTurn', 'observe']),
    );
  });
  it('the opening reads the same for every role (B5)', () => {
    const da = view({
      you: { role: 'doubleAgent', securityList: [], canInspect: {}, sabotaged: [], opening: null },
    });
    for (const a of [
      { type: 'opening', sector: 'GYM' },
      { type: 'opening', sector: null },
    ] as DaAction[])
      expect(daActionLabel(da, a)).toBe(daActionLabel(v, a));
  });
  it('reads typed-in dice', () => {
    expect(typedDice({ type: 'roll', dice: [2, 6] })).toEqual([2, 6]);
    expect(typedDice({ type: 'roll' })).toBeNull();
    expect(typedDice({ type: 'move', to: 'x' })).toBeNull();
  });
});

describe('log narration for every event type', () => {
  const ctx = { board, seat: 'Ann' };
  const cases: [DaEvent, string][] = [
    [{ type: 'startRolled', player: 'Bob', dice: [6, 2], total: 8 }, 'Bob rolled 6 + 2 = 8 for the start.'],
    [{ type: 'firstPlayer', player: 'Bob' }, 'Bob plays first.'],
    [{ type: 'openingDone', player: 'Cy' }, 'Cy finished the opening play.'],
    [
      { type: 'openingSabotage', player: 'Ann', sector: 'POW' },
      'You sabotaged the monitor of the Power Plant (POW) in the opening play.',
    ],
    [{ type: 'turnStarted', player: 'Bob', round: 3 }, "Round 3: Bob's turn."],
    [{ type: 'turnStarted', player: 'Ann', round: 3 }, 'Round 3: your turn.'],
    [{ type: 'rolled', player: 'Ann', dice: [4, 3], total: 7 }, 'You rolled 4 + 3 = 7.'],
    [
      { type: 'moved', player: 'Bob', from: 'r13c13', to: 'r0c9', path: ['a', 'b', 'c'] },
      'Bob moved 3 squares to an exit gate.',
    ],
    [{ type: 'noMove', player: 'Cy' }, 'Cy had no full-count move and stayed put.'],
    [
      { type: 'inspected', player: 'Cy', sector: 'GYM', code: 'GYM', name: 'Gymnasium' },
      'GYM — Cy inspected the Gymnasium monitor.',
    ],
    [
      { type: 'monitorSeen', player: 'Ann', sector: 'GYM', found: 'ON', left: 'ON' },
      'You found the monitor of the Gymnasium (GYM) ON and left it ON.',
    ],
    [
      { type: 'monitorSeen', player: 'Ann', sector: 'GYM', found: 'ON', left: 'OFF' },
      'You found the monitor of the Gymnasium (GYM) ON and turned it OFF.',
    ],
    [
      { type: 'observed', sector: 'GYM', state: 'OFF' },
      'The board reports the monitor of the Gymnasium (GYM) OFF.',
    ],
    [
      { type: 'anomaly', anomaly: { sector: 'GYM', problem: 'turnedOn' } },
      'The board noticed a monitor was turned back ON (GYM).',
    ],
    [
      { type: 'accused', player: 'Cy', target: 'Bob', path: [], correct: true },
      'Cy accused Bob, and Bob is the double agent!',
    ],
    [{ type: 'accused', player: 'Cy', target: 'Bob', path: [], correct: false }, 'Cy accused Bob, wrongly.'],
    [{ type: 'eliminated', player: 'Cy' }, 'Cy is out of the game.'],
    [{ type: 'revealed', player: 'Bob', role: 'security' }, 'Bob is a Security Agent.'],
    [{ type: 'escaped', player: 'Di', gate: 'r0c9', path: [] }, 'Di escaped through an exit gate.'],
    [
      {
        type: 'gameOver',
        winner: 'Di',
        reason: 'escaped',
        roles: { Ann: 'security', Di: 'doubleAgent' },
        sabotaged: ['GYM', 'POW'],
        opening: 'POW',
        anomalies: [],
      },
      'Game over: Di wins, the double agent escaped. The double agent was Di; monitors OFF: GYM, POW.',
    ],
    [
      {
        type: 'gameOver',
        winner: null,
        reason: 'maxRounds',
        roles: { Ann: 'doubleAgent' },
        sabotaged: [],
        opening: null,
        anomalies: [],
      },
      'Game over, a draw: the last round is over. The double agent was Ann; monitors OFF: none.',
    ],
  ];
  it.each(cases)('%j', (event, expected) => {
    expect(describeDaEvent(event, ctx)).toBe(expected);
  });
  it('covers every event type of the engine', () => {
    expect(new Set(cases.map(([e]) => e.type))).toEqual(
      new Set([
        'startRolled',
        'firstPlayer',
        'openingDone',
        'openingSabotage',
        'turnStarted',
        'rolled',
        'moved',
        'noMove',
        'inspected',
        'monitorSeen',
        'observed',
        'anomaly',
        'accused',
        'eliminated',
        'revealed',
        'escaped',
        'gameOver',
      ]),
    );
  });
  it('never shows an unknown entry as JSON', () => {
    expect(narrateDa({ type: 'mystery' })).not.toContain('{');
    expect(narrateDa(undefined)).not.toContain('{');
  });
});

describe('move highlights', () => {
  it('maps moves, exits and accusations to the square they end on', () => {
    const legal: DaAction[] = [
      { type: 'move', to: 'r12c13' },
      { type: 'exit', gate: 'r0c9' },
      { type: 'accuse', target: 'Bob' },
      { type: 'move', to: 'r12c13', path: ['r12c13'] },
    ];
    const t = moveTargets(view(), legal);
    expect([...t.entries()]).toEqual([
      ['r12c13', 0],
      ['r0c9', 1],
      ['r4c13', 2],
    ]);
  });
  it('highlights nothing for other decisions', () => {
    expect(moveTargets(view(), [{ type: 'roll' }, { type: 'endTurn' }]).size).toBe(0);
  });
  it('finds the square under a point of the drawn board', () => {
    const v = view();
    expect(boardSize(v)).toEqual({ columns: 28, rows: 27 });
    const grid = campGrid(v, 800, 640);
    const gazebo = board.squares.find((s) => s.id === 'r13c13')!;
    const x = grid.originX + (gazebo.x + 0.5) * grid.cell;
    const y = grid.originY + (gazebo.y + 0.5) * grid.cell;
    expect(squareAtPoint(v, 800, 640, x, y)).toBe('r13c13');
    expect(squareAtPoint(v, 800, 640, 1, 1)).toBeNull();
  });
});

describe('deduction panel input (B16)', () => {
  it('a Security Agent reasons over the others, clearing exposed agents and accusers', () => {
    const v = view({
      players: [
        { id: 'Ann', position: 'r13c13', eliminated: false, role: 'security' },
        { id: 'Bob', position: 'r4c13', eliminated: false, role: 'security' },
        { id: 'Cy', position: null, eliminated: true, role: null },
        { id: 'Di', position: 'r6c5', eliminated: false, role: null },
      ],
    });
    const input = deductionInput(v)!;
    expect(input.me).toBe('Ann');
    expect(input.cleared).toEqual(['Bob', 'Cy']);
    expect(input.sectors).toHaveLength(9);
    expect(deductionFor(v)!.certain).toBe('Di');
    // The panel shows this very deduction while its switch is on, and works nothing out when off.
    expect(deductionPanelFor(v, true)).toEqual({ offered: true, result: deductionFor(v) });
    expect(deductionPanelFor(v, true).result!.certain).toBe('Di');
    expect(deductionPanelFor(v, false)).toEqual({ offered: true, result: null });
  });
  it('the double agent and the table get no deduction panel', () => {
    expect(deductionFor(view({ you: { role: 'doubleAgent', securityList: [], canInspect: {} } }))).toBeNull();
    expect(deductionFor(view({ seat: 'table', you: undefined }))).toBeNull();
    const agent = view({ you: { role: 'doubleAgent', securityList: [], canInspect: {} } });
    expect(deductionPanelFor(agent, true)).toEqual({ offered: false, result: null });
    expect(deductionPanelFor(view({ seat: 'table', you: undefined }), true)).toEqual({
      offered: false,
      result: null,
    });
  });
  it('an OFF finding narrows the suspects to those who inspected it, or the opening', () => {
    const v = view({
      you: {
        role: 'security',
        securityList: [
          { sector: 'GYM', by: 'Cy' },
          { sector: 'GYM', found: 'OFF' },
        ],
        canInspect: {},
      },
      players: view().players.map((p) => ({ ...p, eliminated: false, position: p.position ?? 'r0c9' })),
    });
    const d = deductionFor(v)!;
    // Anyone may have sabotaged GYM in the opening; Cy also by inspecting it: Cy is likelier.
    expect(d.suspects).toEqual(['Bob', 'Cy', 'Di']);
    expect(d.probabilities.Cy!).toBeGreaterThan(d.probabilities.Bob!);
  });
  it('rounds percentages without claiming certainty', () => {
    expect(percent(1)).toBe('100%');
    expect(percent(0.996)).toBe('99%');
    expect(percent(1 / 3)).toBe('33%');
  });
});

describe('phase in words', () => {
  it('tells the mover the roll and what to do', () => {
    expect(daPhaseText(view())).toBe(
      'Round 2. Your turn: rolled 5 + 1 = 6. Choose where to move: click a highlighted square.',
    );
    expect(daPhaseText(view(), true)).toBe(
      'Round 2. Your turn: rolled 5 + 1 = 6. Choose where to move: tap a highlighted square, then Move here.',
    );
    expect(daPhaseText(view({ seat: 'Bob' }))).toBe("Round 2. Ann's turn: rolled 5 + 1 = 6. Moving.");
  });
  it('asks for typed-in dice with table dice', () => {
    const v = view({
      rules: { dice: 'table' } as DaView['rules'],
      phase: { kind: 'turn', player: 'Ann', step: 'roll' },
    });
    expect(daPhaseText(v)).toBe('Round 2. Your turn: roll two dice and enter them.');
  });
  it('start roll, opening and the end', () => {
    expect(
      daPhaseText(view({ phase: { kind: 'startRoll', contenders: ['Ann', 'Bob'], rolls: { Bob: 7 } } })),
    ).toBe('Start roll: the highest total plays first. So far: Bob 7. Roll the dice.');
    expect(daPhaseText(view({ phase: { kind: 'opening', done: [] } }))).toBe(
      'Opening play: pick a sector, alone at the board.',
    );
    expect(daPhaseText(view({ phase: { kind: 'over', winner: 'Ann', reason: 'accused' } }))).toBe(
      'Game over: you win, the double agent was caught.',
    );
  });
});

describe('canvas summary', () => {
  it('tells where everyone is and shows only known roles', () => {
    const text = campSummary(view(), 4);
    expect(text).toContain('Ann (you) (Security Agent) on the gazebo.');
    expect(text).toContain('Bob on ');
    expect(text).not.toContain('Bob (');
    expect(text).toContain('Di out of the game.');
    expect(text).toContain('4 squares highlighted');
  });
});
