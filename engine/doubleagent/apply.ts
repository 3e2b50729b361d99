import { Dice, ok, type Step, TABLE_SEAT } from '../core';
import { type DaAction, parseAction } from './actions';
import { boardOf, moveContext, offCount, playerOf, sabotagedSectors } from './context';
import { type DoubleAgentResult, refuse } from './errors';
import type { DaEvent } from './log';
import { moveOptions, pathProblem } from './movement';
import type { Anomaly, DaState, MonitorState, Phase, PlayerState } from './state';

type Out = DoubleAgentResult<Step<DaState, DaEvent>>;

/**
 * Validates and applies one action, with its events and whether it may be undone. `action` may be
 * any untrusted value; a refusal changes nothing. Never mutates `state`, never throws.
 */
export function step(state: DaState, seat: string, action: unknown): Out {
  try {
    return final(state, apply(state, seat, action));
  } catch (e) {
    return refuse('internal', `The engine failed on this action: ${String(e)}`);
  }
}

/**
 * The house rule for undo: an action that showed anyone anything hidden is final. Each branch
 * below says whether its action may be undone (the same for every role, since whether undo is
 * offered is itself public); this backstop makes any step final that drew dice or produced an
 * event that shows something (test/unit/undo.property.test.ts checks the meaning).
 */
function final(before: DaState, out: Out): Out {
  if (!out.ok || !out.value.undoable) return out;
  const { state, events } = out.value;
  if (state.rng !== before.rng || events.some(discloses)) return ok({ ...out.value, undoable: false });
  return out;
}

/** Every private event shows its seats something; of the public ones, those that reveal. */
function discloses(e: DaEvent): boolean {
  if (e.visibleTo !== undefined) return true;
  switch (e.type) {
    case 'accused':
    case 'revealed':
    case 'escaped':
    case 'gameOver':
    case 'monitorSeen':
    case 'openingSabotage':
    case 'observed':
    case 'anomaly':
      return true;
    case 'startRolled':
    case 'firstPlayer':
    case 'openingDone':
    case 'turnStarted':
    case 'rolled':
    case 'moved':
    case 'noMove':
    case 'inspected':
    case 'eliminated':
      return false;
    default:
      return unclassified(e);
  }
}

/** Unreachable while every type is listed (tsc checks); an unknown event is taken to disclose. */
const unclassified = (_: never): boolean => true;

function apply(state: DaState, seat: string, raw: unknown): Out {
  const action = parseAction(raw);
  if (action === null) return refuse('bad_action', 'That is not a Double Agent action.');
  const phase = state.phase;
  if (phase.kind === 'over') return refuse('game_over', 'The game is over.');
  if (action.type === 'observe') return observe(state, seat, action);
  const player = playerOf(state, seat);
  if (!player)
    return refuse('not_a_player', `${seat.slice(0, 40)} is not a player of this game.`, {
      seat: seat.slice(0, 40),
    });
  if (player.eliminated) return refuse('eliminated', 'You are out of the game.');

  if (phase.kind === 'startRoll') {
    if (action.type !== 'roll') return refuse('roll_first', 'Roll for the first turn.');
    if (!phase.contenders.includes(seat) || Object.hasOwn(phase.rolls, seat))
      return refuse('no_start_roll', 'You have no start roll to make.');
    const drawn = rollDice(state, action);
    if (!drawn.ok) return drawn;
    const { dice, rng } = drawn.value;
    const total = dice[0] + dice[1];
    const rolls = { ...phase.rolls, [seat]: total };
    const events: DaEvent[] = [{ type: 'startRolled', player: seat, dice, total }];
    if (phase.contenders.some((c) => !Object.hasOwn(rolls, c)))
      return done({ ...state, rng, phase: { ...phase, rolls } }, events, typed(state));
    const best = Math.max(...Object.values(rolls));
    const tied = phase.contenders.filter((c) => rolls[c] === best);
    if (tied.length > 1)
      return done(
        { ...state, rng, phase: { kind: 'startRoll', contenders: tied, rolls: {} } },
        events,
        false,
      ); // B4.5 HOUSE
    events.push({ type: 'firstPlayer', player: tied[0]! });
    return done(
      { ...state, rng, firstPlayer: tied[0]!, phase: { kind: 'opening', done: [] } },
      events,
      false,
    );
  }

  if (phase.kind === 'opening') {
    if (action.type !== 'opening')
      return refuse('opening_look_first', 'Every agent first takes the opening look (B5).');
    if (phase.done.includes(seat)) return refuse('opening_look_done', 'You have had your opening look.');
    const board = boardOf(state);
    if (action.sector !== null && !board.monitored.includes(action.sector))
      return refuse('not_a_monitor', `${action.sector} is not a monitored sector.`, {
        sector: action.sector,
      });
    const doneList = [...phase.done, seat];
    let next: DaState = { ...state, phase: { kind: 'opening', done: doneList } };
    const events: DaEvent[] = [{ type: 'openingDone', player: seat }];
    if (player.role === 'doubleAgent' && state.rules.monitors === 'engine') {
      // B5: the double agent must sabotage one monitor; HOUSE: none picked means a random one.
      let sector = action.sector;
      if (sector === null) {
        const dice = new Dice(state.rng);
        sector = board.monitored[dice.int(0, board.monitored.length - 1)]!;
        next = { ...next, rng: dice.state() };
      }
      next = { ...next, opening: sector, monitors: { ...state.monitors, [sector]: 'OFF' } };
      events.push({ type: 'openingSabotage', player: seat, sector, visibleTo: [seat] });
    }
    if (next.players.every((p) => doneList.includes(p.id))) {
      const first = state.firstPlayer!;
      next = { ...next, round: 1, phase: { kind: 'turn', player: first, step: 'roll' } };
      events.push({ type: 'turnStarted', player: first, round: 1 });
    }
    // Not undoable for anyone, so the host's undo button tells nobody who sabotaged (B5).
    return done(next, events, false);
  }

  if (phase.player !== seat)
    return refuse('not_your_turn', `It is ${phase.player}'s turn.`, { player: phase.player });
  switch (phase.step) {
    case 'roll': {
      if (action.type !== 'roll') return refuse('roll_first', 'Roll the dice first.');
      const drawn = rollDice(state, action);
      if (!drawn.ok) return drawn;
      const { dice, rng } = drawn.value;
      return done(
        { ...state, rng, phase: { kind: 'turn', player: seat, step: 'move', dice } },
        [{ type: 'rolled', player: seat, dice, total: dice[0] + dice[1] }],
        typed(state),
      );
    }
    case 'move':
      return moveStep(state, player, phase.dice[0] + phase.dice[1], action);
    case 'inspect':
      return inspectStep(state, player, phase.sector, action);
    case 'place':
      return refuse('waiting_for_board', 'Waiting for the board to report the monitor put back.');
  }
}

/** A typed-in roll drew nothing random, so a typing slip may be taken back. */
const typed = (state: DaState) => state.rules.dice === 'table';

function rollDice(
  state: DaState,
  action: DaAction,
): DoubleAgentResult<{ dice: [number, number]; rng: DaState['rng'] }> {
  if (action.type !== 'roll') return refuse('roll_first', 'Roll the dice.');
  if (state.rules.dice === 'table') {
    if (!action.dice) return refuse('dice_from_table', 'Type in the two dice you rolled.');
    return ok({ dice: action.dice, rng: state.rng });
  }
  if (action.dice) return refuse('engine_dice', 'This game rolls its own dice.');
  const d = new Dice(state.rng);
  return ok({ dice: [d.int(1, 6), d.int(1, 6)], rng: d.state() });
}

function moveStep(state: DaState, player: PlayerState, roll: number, action: DaAction): Out {
  const ctx = moveContext(state, player);
  const board = ctx.board;
  const ids = (path: readonly number[]) => path.map((i) => board.ids[i]!);
  const options = moveOptions(ctx, roll);
  const chosenPath = (
    given: string[] | undefined,
    found: readonly number[] | undefined,
  ): readonly number[] | string => {
    if (given === undefined) return found ?? 'no legal path';
    const idx = given.map((s) => board.index.get(s));
    if (idx.some((i) => i === undefined)) return 'the path names an unknown square';
    const problem = pathProblem(ctx, idx as number[]);
    return problem ?? (idx as number[]);
  };

  switch (action.type) {
    case 'move': {
      const to = board.index.get(action.to);
      if (to === undefined)
        return refuse('not_a_square', `${action.to} is not a square.`, { square: action.to });
      if (!options.moves.has(to))
        return refuse('out_of_reach', `${action.to} cannot be reached with exactly ${roll} (B6).`, {
          square: action.to,
          roll,
        });
      const path = chosenPath(action.path, options.moves.get(to));
      if (typeof path === 'string') return refuse('bad_path', path);
      if (path.length !== roll || path[path.length - 1] !== to)
        return refuse('bad_path', `The path must take exactly ${roll} steps and end on ${action.to}.`);
      const from = player.position!;
      const moved = withPlayer(state, { ...player, position: action.to });
      const events: DaEvent[] = [{ type: 'moved', player: player.id, from, to: action.to, path: ids(path) }];
      const sector = board.sectorOf[to];
      // B7.1: only a move ending inside a monitored sector the agent may inspect again (B7.2).
      if (sector !== undefined && board.monitored.includes(sector) && player.canInspect[sector])
        return done(
          { ...moved, phase: { kind: 'turn', player: player.id, step: 'inspect', sector } },
          events,
          true,
        );
      return endTurn(moved, player.id, events, true);
    }
    case 'stay':
      if (options.moves.size > 0)
        return refuse('must_move', `You must use the full count of ${roll} (B6.2).`, { roll });
      return endTurn(state, player.id, [{ type: 'noMove', player: player.id }], true); // B6.10
    case 'accuse': {
      if (player.role !== 'security')
        return refuse('security_only_accuse', 'Only a Security Agent may accuse (B9).');
      const target = playerOf(state, action.target);
      if (!target || target.position === null || target.id === player.id)
        return refuse('not_an_agent', `${action.target} is not an agent on the board.`, {
          target: action.target,
        });
      if (target.revealed)
        return refuse('known_security', `${target.id} is already known to be a Security Agent (B9).`, {
          target: target.id,
        });
      const at = board.index.get(target.position)!;
      if (!options.accusations.has(at))
        return refuse('target_out_of_reach', `${target.id} cannot be reached in ${roll} steps or fewer.`, {
          target: target.id,
          roll,
        });
      const path = chosenPath(action.path, options.accusations.get(at));
      if (typeof path === 'string') return refuse('bad_path', path);
      if (path.length > roll || path[path.length - 1] !== at)
        return refuse('bad_path', `The path must end on ${target.id} within ${roll} steps.`);
      return accuse(state, player, target, ids(path));
    }
    case 'exit': {
      if (player.role !== 'doubleAgent')
        return refuse('double_agent_only_exit', 'Only the Double Agent may leave the camp (B10).');
      if (offCount(state) < state.rules.escapeSabotages)
        return refuse(
          'escape_needs_sabotages',
          `Escaping needs ${state.rules.escapeSabotages} sabotaged monitors (B10).`,
          { needed: state.rules.escapeSabotages },
        );
      const gate = board.index.get(action.gate);
      if (gate === undefined || !board.exits.includes(gate))
        return refuse('not_an_exit', `${action.gate} is not an exit gate.`, { gate: action.gate });
      if (!options.exits.has(gate))
        return refuse(
          'exit_out_of_reach',
          `Stepping off through ${action.gate} needs more than ${roll} steps.`,
          {
            gate: action.gate,
            roll,
          },
        );
      const path = chosenPath(action.path, options.exits.get(gate));
      if (typeof path === 'string') return refuse('bad_path', path);
      const end = path.length === 0 ? ctx.from : path[path.length - 1];
      if (path.length >= roll || end !== gate)
        return refuse('bad_path', `The path must reach ${action.gate} with a step to spare.`);
      const gone = withPlayer(state, { ...player, position: null });
      return gameOver(gone, player.id, 'escaped', [
        { type: 'escaped', player: player.id, gate: action.gate, path: ids(path) },
      ]);
    }
    default:
      return player.role === 'doubleAgent'
        ? refuse('choose_move_or_exit', 'Move, accuse, exit or stay.')
        : refuse('choose_move', 'Move, accuse or stay.');
  }
}

function accuse(state: DaState, accuser: PlayerState, target: PlayerState, path: string[]): Out {
  const correct = target.role === 'doubleAgent';
  const events: DaEvent[] = [{ type: 'accused', player: accuser.id, target: target.id, path, correct }];
  if (correct) {
    events.push({ type: 'revealed', player: target.id, role: 'doubleAgent' });
    return gameOver(
      withPlayer(state, { ...accuser, position: target.position }),
      accuser.id,
      'accused',
      events,
    );
  }
  // B9: the accused is exposed as a Security Agent; the accuser is out and his token removed.
  let next = withPlayer(state, { ...target, revealed: true });
  next = withPlayer(next, { ...accuser, position: null, eliminated: true });
  events.push({ type: 'revealed', player: target.id, role: 'security' });
  events.push({ type: 'eliminated', player: accuser.id });
  const da = next.players.find((p) => p.role === 'doubleAgent')!;
  if (!next.players.some((p) => p.role === 'security' && !p.eliminated))
    return gameOver(next, da.id, 'noSecurityAgentLeft', events); // B9 safeguard
  return endTurn(next, accuser.id, events, false);
}

function inspectStep(state: DaState, player: PlayerState, sector: string, action: DaAction): Out {
  if (action.type === 'endTurn') return endTurn(state, player.id, [], true);
  if (action.type !== 'inspect')
    return refuse('inspect_or_end', `Inspect ${sector} or end your turn.`, { sector });
  if (action.sabotage && player.role !== 'doubleAgent')
    return refuse('must_leave_monitor', 'A Security Agent must leave the monitor exactly as found (B7.3).');
  const def = boardOf(state).sectors.find((s) => s.id === sector)!;
  const seen = { ...player, canInspect: { ...player.canInspect, [sector]: false } };
  const events: DaEvent[] = [
    { type: 'inspected', player: player.id, sector, code: def.code, name: def.name }, // B7.4
  ];
  if (state.rules.monitors === 'table') {
    if (action.sabotage)
      return refuse(
        'table_monitors',
        'On a physical board you turn the monitor yourself; the board reports it.',
      );
    return done(
      { ...withPlayer(state, seen), phase: { kind: 'turn', player: player.id, step: 'place', sector } },
      events,
      false,
    );
  }
  const found = state.monitors[sector]!;
  const left: MonitorState = action.sabotage ? 'OFF' : found; // B7.3: never OFF→ON
  events.push({ type: 'monitorSeen', player: player.id, sector, found, left, visibleTo: [player.id] });
  const next: DaState = {
    ...withPlayer(state, seen),
    monitors: { ...state.monitors, [sector]: left },
    inspections: [...state.inspections, { by: player.id, sector, found, left }],
  };
  return endTurn(next, player.id, events, false);
}

/** A report from a physical board (monitors from the table); only the table seat sends these. */
function observe(state: DaState, seat: string, action: Extract<DaAction, { type: 'observe' }>): Out {
  if (seat !== TABLE_SEAT)
    return refuse('table_only', 'Only the board bridge at the table seat reports monitors.');
  if (state.rules.monitors !== 'table') return refuse('engine_monitors', 'This game keeps its own monitors.');
  const board = boardOf(state);
  if (!board.monitored.includes(action.sector))
    return refuse('not_a_monitor', `${action.sector} is not a monitored sector.`, { sector: action.sector });
  const { sector } = action;
  const phase = state.phase;
  const before = state.monitors[sector]!;
  const hidden = (a: Anomaly): DaEvent => ({ type: 'anomaly', anomaly: a, visibleTo: [] });
  if (phase.kind === 'turn' && phase.step === 'place' && phase.sector === sector) {
    if (!action.placed) return done(state, [], false); // turning the disc passes through OFF: wait for the put-back
    const inspector = playerOf(state, phase.player)!;
    const left = action.state;
    const anomalies: Anomaly[] = [];
    if (before === 'OFF' && left === 'ON') anomalies.push({ sector, problem: 'turnedOn', by: inspector.id });
    else if (inspector.role === 'security' && left !== before)
      anomalies.push({ sector, problem: 'securityAgentChangedMonitor', by: inspector.id });
    const events: DaEvent[] = [
      { type: 'monitorSeen', player: inspector.id, sector, found: before, left, visibleTo: [inspector.id] },
      ...anomalies.map(hidden),
    ];
    const next: DaState = {
      ...state,
      monitors: { ...state.monitors, [sector]: left },
      inspections: [...state.inspections, { by: inspector.id, sector, found: before, left }],
      anomalies: [...state.anomalies, ...anomalies],
    };
    return endTurn(next, inspector.id, events, false);
  }
  if (action.state === before) return done(state, [], false);
  const monitors = { ...state.monitors, [sector]: action.state };
  let anomaly: Anomaly | null = null;
  let next: DaState = { ...state, monitors };
  const events: DaEvent[] = [{ type: 'observed', sector, state: action.state, visibleTo: [] }];
  if (action.state === 'ON') anomaly = { sector, problem: 'turnedOn' };
  else if (state.inspections.length === 0 && phase.kind !== 'startRoll') {
    // B5: before the first inspection, the one ON→OFF change is the opening sabotage.
    if (state.opening === null) {
      const da = state.players.find((p) => p.role === 'doubleAgent')!;
      next = { ...next, opening: sector };
      events.push({ type: 'openingSabotage', player: da.id, sector, visibleTo: [da.id] });
    } else anomaly = { sector, problem: 'secondOpeningSabotage' };
  } else anomaly = { sector, problem: 'changedOutsideInspection' };
  if (anomaly) {
    next = { ...next, anomalies: [...state.anomalies, anomaly] };
    events.push(hidden(anomaly));
  }
  return done(next, events, false);
}

function withPlayer(state: DaState, p: PlayerState): DaState {
  return { ...state, players: state.players.map((q) => (q.id === p.id ? p : q)) };
}

function done(state: DaState, events: DaEvent[], undoable: boolean): Out {
  return ok({ state, events, undoable });
}

/** End of `id`'s turn: B7.2 flag reset, then the next agent still in the game (B4.5, B9, B11). */
function endTurn(state: DaState, id: string, events: DaEvent[], undoable: boolean): Out {
  const board = boardOf(state);
  let next = state;
  const me = playerOf(state, id)!;
  if (me.position !== null) {
    const inside = board.sectorOf[board.index.get(me.position)!];
    const canInspect = { ...me.canInspect };
    for (const s of Object.keys(canInspect)) if (s !== inside) canInspect[s] = true;
    next = withPlayer(state, { ...me, canInspect });
  }
  const n = next.players.length;
  const seatOf = (pid: string) => next.players.findIndex((p) => p.id === pid);
  const first = seatOf(next.firstPlayer!);
  const rank = (pid: string) => (seatOf(pid) - first + n) % n;
  let k = seatOf(id);
  let follower: PlayerState | undefined;
  for (let step = 1; step <= n; step++) {
    const cand = next.players[(k + step) % n]!;
    if (!cand.eliminated && cand.position !== null) {
      follower = cand;
      break;
    }
  }
  k = follower ? rank(follower.id) : 0;
  const newRound = !follower || k <= rank(id);
  const round = newRound ? next.round + 1 : next.round;
  if (newRound && next.rules.maxRounds !== null && next.round >= next.rules.maxRounds)
    return gameOver(next, null, 'maxRounds', events); // B11 HOUSE: a draw
  const phase: Phase = { kind: 'turn', player: follower!.id, step: 'roll' };
  return done(
    { ...next, round, phase },
    [...events, { type: 'turnStarted', player: follower!.id, round }],
    undoable,
  );
}

function gameOver(
  state: DaState,
  winner: string | null,
  reason: 'accused' | 'escaped' | 'noSecurityAgentLeft' | 'maxRounds',
  events: DaEvent[],
): Out {
  const roles: Record<string, PlayerState['role']> = {};
  for (const p of state.players) roles[p.id] = p.role;
  const sabotaged = sabotagedSectors(state); // B10: the double agent's, not a Security Agent's breach
  return done(
    { ...state, phase: { kind: 'over', winner, reason } },
    [
      ...events,
      {
        type: 'gameOver',
        winner,
        reason,
        roles,
        sabotaged,
        opening: state.opening,
        anomalies: [...state.anomalies],
      },
    ],
    false,
  );
}
