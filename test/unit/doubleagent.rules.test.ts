import { describe, expect, it } from 'vitest';
import {
  applyAction,
  type DaState,
  doubleagentRules,
  eventsFor,
  isOver,
  legalActions,
  newGame,
  toAct,
  viewFor,
  winner,
} from '../../engine/doubleagent';
import { FOUR, must, mustCreate, playout, position } from './doubleagent.helpers';

const moveTurn = (s: DaState, player: string, dice: [number, number]): DaState => ({
  ...s,
  phase: { kind: 'turn', player, step: 'move', dice },
});

describe('start roll (B4.5)', () => {
  it('the highest roll starts; only the tied players roll again', () => {
    let s = mustCreate({ rules: { dice: 'table' } });
    expect(toAct(s)).toEqual(FOUR);
    s = must(s, 'ann', { type: 'roll', dice: [6, 6] }).state;
    s = must(s, 'bob', { type: 'roll', dice: [3, 3] }).state;
    s = must(s, 'cat', { type: 'roll', dice: [6, 6] }).state;
    s = must(s, 'dan', { type: 'roll', dice: [1, 1] }).state;
    expect(toAct(s)).toEqual(['ann', 'cat']);
    expect(applyAction(s, 'bob', { type: 'roll', dice: [6, 6] }).ok).toBe(false);
    s = must(s, 'ann', { type: 'roll', dice: [2, 2] }).state;
    const last = must(s, 'cat', { type: 'roll', dice: [5, 5] });
    expect(last.state.firstPlayer).toBe('cat');
    expect(last.events).toContainEqual({ type: 'firstPlayer', player: 'cat' });
    expect(last.state.phase).toEqual({ kind: 'opening', done: [] });
  });

  it('typed dice are refused when the engine rolls, and required when the table rolls', () => {
    const e = mustCreate({});
    expect(applyAction(e, 'ann', { type: 'roll', dice: [3, 4] }).ok).toBe(false);
    expect(applyAction(e, 'ann', { type: 'roll' }).ok).toBe(true);
    const t = mustCreate({ rules: { dice: 'table' } });
    expect(applyAction(t, 'ann', { type: 'roll' }).ok).toBe(false);
    expect(applyAction(t, 'ann', { type: 'roll', dice: [0, 4] }).ok).toBe(false);
    expect(applyAction(t, 'ann', { type: 'roll', dice: [7, 1] }).ok).toBe(false);
  });

  it('a typed roll in a turn is the move count', () => {
    let s = mustCreate({ firstPlayer: 'ann', deal: { doubleAgent: 'dan' }, rules: { dice: 'table' } });
    for (const p of FOUR) s = must(s, p, { type: 'opening', sector: null }).state;
    const typed = must(s, 'ann', { type: 'roll', dice: [2, 1] });
    expect(typed.undoable).toBe(true); // a typing slip may be taken back: nothing random was drawn
    s = typed.state;
    expect(s.phase).toEqual({ kind: 'turn', player: 'ann', step: 'move', dice: [2, 1] });
    expect(
      legalActions(s, 'ann')
        .map((a) => (a.type === 'move' ? a.to : a.type))
        .sort(),
    ).toEqual(['r12c11', 'r12c15', 'r13c10', 'r13c16', 'r14c11', 'r14c15'].sort());
  });
});

describe('opening play (B5)', () => {
  const fresh = () => mustCreate({ firstPlayer: 'bob', deal: { doubleAgent: 'cat' } });

  it('every agent takes a turn; the double agent sabotages the monitor picked; nothing else changes', () => {
    let s = fresh();
    expect(applyAction(s, 'bob', { type: 'roll' }).ok).toBe(false); // no movement before the opening
    expect(legalActions(s, 'ann')).toEqual(legalActions(s, 'cat')); // identical screens
    s = must(s, 'ann', { type: 'opening', sector: 'POW' }).state; // a Security Agent's click is ignored
    expect(Object.values(s.monitors).every((m) => m === 'ON')).toBe(true);
    const da = must(s, 'cat', { type: 'opening', sector: 'GYM' });
    expect(da.undoable).toBe(false);
    s = da.state;
    expect(s.monitors.GYM).toBe('OFF');
    expect(Object.values(s.monitors).filter((m) => m === 'OFF')).toHaveLength(1);
    expect(eventsFor(da.events, 'cat')).toContainEqual({
      type: 'openingSabotage',
      player: 'cat',
      sector: 'GYM',
      visibleTo: ['cat'],
    });
    expect(eventsFor(da.events, 'ann')).toEqual([{ type: 'openingDone', player: 'cat' }]);
    expect(applyAction(s, 'cat', { type: 'opening', sector: 'SEC' }).ok).toBe(false); // once only
    s = must(s, 'dan', { type: 'opening', sector: null }).state;
    expect(applyAction(s, 'bob', { type: 'opening', sector: 'XYZ' }).ok).toBe(false); // not a sector
    s = must(s, 'bob', { type: 'opening', sector: null }).state;
    expect(s.phase).toEqual({ kind: 'turn', player: 'bob', step: 'roll' });
    expect(s.round).toBe(1);
    expect(viewFor(s, 'cat').you?.opening).toBe('GYM');
    expect(viewFor(s, 'cat').you?.securityList).toEqual([]); // memory only (B8)
  });

  it('a double agent who picks nothing sabotages one random monitor (B5 HOUSE)', () => {
    let s = fresh();
    s = must(s, 'cat', { type: 'opening', sector: null }).state;
    expect(Object.values(s.monitors).filter((m) => m === 'OFF')).toHaveLength(1);
    expect(s.monitors[s.opening!]).toBe('OFF');
  });
});

describe('inspection (B7)', () => {
  it('Rule 5: no inspection in the Garden before leaving it', () => {
    const s = position({ mover: 'ann', dice: [1, 1], at: { ann: 'r13c13' } });
    const r = must(s, 'ann', { type: 'move', to: 'r13c11' });
    expect(r.state.phase).toEqual({ kind: 'turn', player: 'bob', step: 'roll' });
    expect(r.state.players[0]!.canInspect.GAR).toBe(false); // still in the Garden at the end of the turn
  });

  it('a move ending inside a sector may inspect; doors and passing through do not', () => {
    const base = position({
      mover: 'ann',
      dice: [1, 1],
      at: { ann: 'r5c9', bob: 'r25c1', cat: 'r25c3', dan: 'r25c5' },
    });
    expect(must(base, 'ann', { type: 'move', to: 'r5c7' }).state.phase).toEqual({
      kind: 'turn',
      player: 'ann',
      step: 'inspect',
      sector: 'SEC',
    });
    const door = position({
      mover: 'ann',
      dice: [1, 1],
      at: { ann: 'r4c9', bob: 'r25c1', cat: 'r25c3', dan: 'r25c5' },
    });
    expect(must(door, 'ann', { type: 'move', to: 'r5c8' }).state.phase).toMatchObject({
      player: 'bob',
      step: 'roll',
    });
    const one = must(moveTurn(base, 'ann', [4, 4]), 'ann', {
      type: 'move',
      to: 'r9c5',
      path: ['r5c8', 'r5c7', 'r6c7', 'r7c7', 'r7c6', 'r7c5', 'r8c5', 'r9c5'],
    });
    expect(one.state.phase).toMatchObject({ player: 'bob', step: 'roll' });
  });

  it('Rule 6: no re-inspection without a turn ending outside the sector', () => {
    const at = { ann: 'r5c9', bob: 'r25c1', cat: 'r25c3', dan: 'r25c5' };
    let s = position({ mover: 'ann', dice: [1, 1], at });
    s = must(s, 'ann', { type: 'move', to: 'r5c7' }).state;
    s = must(s, 'ann', { type: 'inspect', sabotage: false }).state;
    expect(s.players[0]!.canInspect.SEC).toBe(false);
    // Next turn: a move inside SEC ends inside SEC: no inspection.
    s = must(moveTurn(s, 'ann', [1, 1]), 'ann', { type: 'move', to: 'r5c5', path: ['r5c6', 'r5c5'] }).state;
    expect(s.phase).toMatchObject({ player: 'bob', step: 'roll' });
    // A turn ending on the door (outside), then back in: inspection allowed again.
    s = must(moveTurn(s, 'ann', [1, 2]), 'ann', {
      type: 'move',
      to: 'r5c8',
      path: ['r5c6', 'r5c7', 'r5c8'],
    }).state;
    expect(s.players[0]!.canInspect.SEC).toBe(true);
    s = must(moveTurn(s, 'ann', [1, 1]), 'ann', { type: 'move', to: 'r5c6', path: ['r5c7', 'r5c6'] }).state;
    expect(s.phase).toMatchObject({ player: 'ann', step: 'inspect', sector: 'SEC' });
    // Declining is allowed; the flag stays set.
    const skipped = must(s, 'ann', { type: 'endTurn' });
    expect(skipped.undoable).toBe(true);
    expect(skipped.state.inspections).toHaveLength(1);
    expect(skipped.state.phase).toMatchObject({ player: 'bob', step: 'roll' });
  });

  it('a Security Agent must leave the monitor as found, and learns its state privately', () => {
    let s = position({
      da: 'dan',
      mover: 'ann',
      dice: [1, 1],
      at: { ann: 'r5c9', bob: 'r25c1', cat: 'r25c3', dan: 'r25c5' },
      off: ['SEC'],
    });
    s = must(s, 'ann', { type: 'move', to: 'r5c7' }).state;
    expect(applyAction(s, 'ann', { type: 'inspect', sabotage: true }).ok).toBe(false);
    expect(legalActions(s, 'ann')).toEqual([{ type: 'inspect', sabotage: false }, { type: 'endTurn' }]);
    const r = must(s, 'ann', { type: 'inspect', sabotage: false });
    expect(r.undoable).toBe(false);
    expect(r.state.monitors.SEC).toBe('OFF');
    expect(eventsFor(r.events, 'bob').some((e) => e.type === 'monitorSeen')).toBe(false);
    expect(eventsFor(r.events, 'bob')).toContainEqual({
      type: 'inspected',
      player: 'ann',
      sector: 'SEC',
      code: 'SEC',
      name: 'Security Building',
    });
    expect(eventsFor(r.events, 'ann')).toContainEqual({
      type: 'monitorSeen',
      player: 'ann',
      sector: 'SEC',
      found: 'OFF',
      left: 'OFF',
      visibleTo: ['ann'],
    });
    expect(viewFor(r.state, 'ann').you?.securityList).toEqual([{ sector: 'SEC', found: 'OFF' }]);
    expect(viewFor(r.state, 'bob').you?.securityList).toEqual([{ sector: 'SEC', by: 'ann' }]);
  });

  it("the double agent may sabotage; its list shows the state as left, the others' the name (B8)", () => {
    let s = position({
      da: 'dan',
      mover: 'dan',
      dice: [1, 1],
      at: { dan: 'r5c9', ann: 'r25c1', bob: 'r25c3', cat: 'r25c5' },
    });
    s = must(s, 'dan', { type: 'move', to: 'r5c7' }).state;
    const r = must(s, 'dan', { type: 'inspect', sabotage: true });
    expect(r.state.monitors.SEC).toBe('OFF');
    expect(r.state.inspections).toEqual([{ by: 'dan', sector: 'SEC', found: 'ON', left: 'OFF' }]);
    expect(viewFor(r.state, 'dan').you?.securityList).toEqual([{ sector: 'SEC', found: 'OFF' }]);
    expect(viewFor(r.state, 'dan').you?.sabotaged).toEqual(['SEC']);
    expect(viewFor(r.state, 'ann').you?.securityList).toEqual([{ sector: 'SEC', by: 'dan' }]);
  });

  it('nobody turns a monitor back ON: a sabotage of an OFF monitor leaves it OFF', () => {
    let s = position({
      da: 'dan',
      mover: 'dan',
      dice: [1, 1],
      at: { dan: 'r5c9', ann: 'r25c1', bob: 'r25c3', cat: 'r25c5' },
      off: ['SEC'],
    });
    s = must(s, 'dan', { type: 'move', to: 'r5c7' }).state;
    expect(must(s, 'dan', { type: 'inspect', sabotage: false }).state.monitors.SEC).toBe('OFF');
  });
});

describe('accusation and the end of the game (B9, B10)', () => {
  const at = { ann: 'r1c5', bob: 'r1c6', cat: 'r25c1', dan: 'r1c4' };

  it('a wrong accusation removes the accuser and exposes the accused', () => {
    const s = position({ da: 'dan', mover: 'ann', dice: [1, 2], at });
    const r = must(s, 'ann', { type: 'accuse', target: 'bob' });
    expect(r.undoable).toBe(false);
    const ann = r.state.players.find((p) => p.id === 'ann')!;
    expect(ann).toMatchObject({ eliminated: true, position: null });
    expect(r.state.phase).toEqual({ kind: 'turn', player: 'bob', step: 'roll' });
    expect(viewFor(r.state, 'cat').players.find((p) => p.id === 'bob')!.role).toBe('security');
    expect(viewFor(r.state, 'cat').players.find((p) => p.id === 'dan')!.role).toBe(null);
    expect(isOver(r.state)).toBe(false);
    // The exposed agent may not be accused again; the eliminated accuser's turns are skipped.
    const cat = position({ da: 'dan', mover: 'cat', dice: [1, 2], at: { ...at, cat: 'r1c7' } });
    const exposed = {
      ...cat,
      players: cat.players.map((p) => (p.id === 'bob' ? { ...p, revealed: true } : p)),
    };
    expect(applyAction(exposed, 'cat', { type: 'accuse', target: 'bob' }).ok).toBe(false);
    expect(legalActions(exposed, 'cat')).not.toContainEqual({ type: 'accuse', target: 'bob' });
    let t: DaState = { ...r.state, phase: { kind: 'turn', player: 'dan', step: 'move', dice: [1, 1] } };
    t = must(t, 'dan', legalActions(t, 'dan')[0]).state;
    expect(t.phase).toMatchObject({ player: 'bob' }); // ann skipped
    expect(applyAction(t, 'ann', { type: 'roll' }).ok).toBe(false);
  });

  it('a correct accusation ends the game: the accuser wins and every card is shown', () => {
    const s = position({ da: 'dan', mover: 'ann', dice: [1, 2], at });
    const r = must(s, 'ann', { type: 'accuse', target: 'dan' });
    expect(isOver(r.state)).toBe(true);
    expect(winner(r.state)).toBe('ann');
    expect(doubleagentRules.winners(r.state)).toEqual(['ann']);
    expect(toAct(r.state)).toEqual([]);
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'ann', reason: 'accused' });
    expect(viewFor(r.state, 'table').result?.roles).toEqual({
      ann: 'security',
      bob: 'security',
      cat: 'security',
      dan: 'doubleAgent',
    });
    expect(applyAction(r.state, 'bob', { type: 'roll' }).ok).toBe(false);
  });

  it('escape ends the game and shows the sabotaged monitors', () => {
    const off = ['SEC', 'INT', 'POW', 'GYM', 'BAR'];
    const s = position({
      da: 'dan',
      mover: 'dan',
      dice: [1, 1],
      at: { dan: 'r1c9', ann: 'r25c1', bob: 'r25c3', cat: 'r25c5' },
      off,
    });
    const r = must(s, 'dan', { type: 'exit', gate: 'r0c9' });
    expect(winner(r.state)).toBe('dan');
    expect(r.events.at(-1)).toMatchObject({
      type: 'gameOver',
      winner: 'dan',
      reason: 'escaped',
      sabotaged: off,
    });
  });

  it('maxRounds: a draw after the last turn of the last round (B11)', () => {
    let s = position({ mover: 'ann', dice: [1, 1], at: {}, rules: { maxRounds: 1 } });
    const turns: string[] = [];
    while (!isOver(s)) {
      const seat = toAct(s)[0]!;
      const acts = legalActions(s, seat).filter(
        (a) => a.type !== 'accuse' && a.type !== 'exit' && a.type !== 'inspect',
      );
      if (s.phase.kind === 'turn' && s.phase.step === 'roll') turns.push(seat);
      s = must(s, seat, acts[0]).state;
    }
    expect(turns).toEqual(['bob', 'cat', 'dan']); // ann's move was the first turn of round 1
    expect(s.phase).toEqual({ kind: 'over', winner: null, reason: 'maxRounds' });
    expect(doubleagentRules.winners(s)).toEqual([]);
  });
});

describe('player counts and the deluxe game (B12, B13)', () => {
  const players = (n: number) => ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'].slice(0, n);

  it('standard: 4 players, or 3 with the unverified flag', () => {
    expect(newGame({ seed: 1, players: players(4) }).ok).toBe(true);
    expect(newGame({ seed: 1, players: players(3) }).ok).toBe(false);
    expect(newGame({ seed: 1, players: players(5) }).ok).toBe(false);
    expect(newGame({ seed: 1, players: players(3), rules: { allowThreePlayers: true } }).ok).toBe(true);
  });

  it('deluxe: 4–6 players, 15 monitors, 8 sabotages, six exits', () => {
    expect(newGame({ seed: 1, players: players(3), variant: 'deluxe' }).ok).toBe(false);
    expect(newGame({ seed: 1, players: players(7), variant: 'deluxe' }).ok).toBe(false);
    const s = mustCreate({ players: players(6), variant: 'deluxe' });
    expect(Object.keys(s.monitors)).toHaveLength(15);
    expect(s.rules.escapeSabotages).toBe(8);
    expect(s.players.filter((p) => p.role === 'doubleAgent')).toHaveLength(1);
    expect(viewFor(s, 'table').monitorsInPlay).toBe(15);
    const seven = ['SEC', 'INT', 'POW', 'GYM', 'GAR', 'TER', 'STO'];
    const at = { p1: 'r2c9', p2: 'r25c1', p3: 'r25c3', p4: 'r25c5' };
    const short = position({
      players: players(4),
      da: 'p1',
      mover: 'p1',
      dice: [2, 2],
      at,
      off: seven,
      variant: 'deluxe',
    });
    expect(applyAction(short, 'p1', { type: 'exit', gate: 'r0c9' }).ok).toBe(false);
    const enough = position({
      players: players(4),
      da: 'p1',
      mover: 'p1',
      dice: [2, 2],
      at,
      off: [...seven, 'RAD'],
      variant: 'deluxe',
    });
    expect(winner(must(enough, 'p1', { type: 'exit', gate: 'r0c9' }).state)).toBe('p1');
    // An outpost gate is an exit too.
    const far = position({
      players: players(4),
      da: 'p1',
      mover: 'p1',
      dice: [1, 1],
      at: { ...at, p1: 'outpost:r1c14' },
      off: [...seven, 'RAD'],
      variant: 'deluxe',
    });
    expect(legalActions(far, 'p1')).toContainEqual({ type: 'exit', gate: 'outpost:r0c14' });
  });

  it('refuses bad options with a reason, and never throws', () => {
    for (const bad of [
      { seed: 1, players: ['a', 'a', 'b', 'c'] },
      { seed: 1, players: ['table', 'a', 'b', 'c'] },
      { seed: 1, players: FOUR, board: 'nowhere' },
      { seed: 1, players: FOUR, rules: { maxRounds: -1 } },
      { seed: 1, players: FOUR, rules: { bogus: true } },
      { seed: 1, players: FOUR, deal: { doubleAgent: 'zed' } },
      { seed: 'x', players: FOUR },
      null,
    ])
      expect(newGame(bad as never).ok).toBe(false);
  });

  it('the outpost plays a game on its own', () => {
    const s = mustCreate({ board: 'outpost', seed: 7 });
    expect(s.rules.escapeSabotages).toBe(4);
    const end = playout(s, 7).state;
    expect(isOver(end)).toBe(true);
  });
});

describe('the GameRules adapter', () => {
  it('creates from JSON options, steps with undo flags, and names the seats', () => {
    const r = doubleagentRules.create({
      seed: 3,
      players: FOUR,
      board: 'camp',
      firstPlayer: 'ann',
      deal: { doubleAgent: 'bob' },
    });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    expect(doubleagentRules.id).toBe('doubleagent');
    expect(doubleagentRules.seats(s)).toEqual(FOUR);
    for (const p of FOUR) {
      const st = doubleagentRules.step(s, p, { type: 'opening', sector: null });
      if (!st.ok) throw new Error(st.error.message);
      expect(st.value.undoable).toBe(false);
      s = st.value.state;
    }
    const roll = doubleagentRules.step(s, 'ann', { type: 'roll' });
    if (!roll.ok) throw new Error(roll.error.message);
    expect(roll.value.undoable).toBe(false);
    s = roll.value.state;
    const mv = doubleagentRules.step(s, 'ann', doubleagentRules.legalActions(s, 'ann')[0]);
    if (!mv.ok) throw new Error(mv.error.message);
    expect(mv.value.undoable).toBe(true);
  });

  it('board JSON may be passed instead of an id, and a bad board is refused with its problems', async () => {
    const camp = (await import('../../assets/boards/camp.json')).default;
    expect(doubleagentRules.create({ seed: 1, players: FOUR, board: camp }).ok).toBe(true);
    const r = doubleagentRules.create({ seed: 1, players: FOUR, board: { ...camp, gazebo: 'nope' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad_board');
  });
});
