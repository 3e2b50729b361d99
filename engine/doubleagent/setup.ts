import {
  Dice,
  isRngSeed,
  MAX_SEAT_LENGTH,
  ok,
  type Result,
  type RngSeed,
  seedRng,
  TABLE_SEAT,
} from '../core';
import type { BadBoard, Board } from './board-loader';
import { joinBoards, resolveBoard } from './boards';
import { type DoubleAgentResult, refuse } from './errors';
import type { DaRules, DaState, MonitorState, PlayerState, Role, Variant } from './state';

/** Options of `newGame`; all plain JSON. */
export interface NewGameOptions {
  /** A table's 256-bit key; a number seeds the fast generator of older saves, tests and tournaments. */
  readonly seed: RngSeed;
  readonly players: readonly string[];
  /** A shipped board id (`camp`, `outpost`) or board JSON (B14). Default `camp`. */
  readonly board?: unknown;
  /** Deluxe only: the second board, by id or JSON. Default `outpost`. */
  readonly partnerBoard?: unknown;
  readonly variant?: Variant;
  readonly rules?: Partial<DaRules>;
  /** A fixed deal, for tests and for a table that dealt real cards: who holds the Double Agent card. */
  readonly deal?: { readonly doubleAgent: string };
  /** Skip the start roll (B4.5) and give the first turn to this player. */
  readonly firstPlayer?: string;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseRules(raw: unknown, board: Board, deluxe: boolean): DoubleAgentResult<DaRules> {
  const r = raw === undefined ? {} : raw;
  if (!isObj(r)) return refuse('bad_rules', 'rules must be an object');
  const bool = (k: string) =>
    r[k] === undefined ? false : r[k] === true ? true : r[k] === false ? false : null;
  const posInt = (k: string) =>
    r[k] === undefined || r[k] === null
      ? undefined
      : typeof r[k] === 'number' && Number.isInteger(r[k]) && (r[k] as number) > 0
        ? (r[k] as number)
        : null;
  const known = [
    'allowRevisitWithinMove',
    'allowThreePlayers',
    'turnThinkSeconds',
    'maxRounds',
    'dice',
    'monitors',
    'escapeSabotages',
  ];
  for (const k of Object.keys(r))
    if (!known.includes(k))
      return refuse('unknown_rule', `unknown rule flag ${k.slice(0, 40)}`, { flag: k.slice(0, 40) });
  const badValue = (flag: string, should: string) =>
    refuse('bad_rule_value', `${flag} must be ${should}`, { flag });
  const allowRevisitWithinMove = bool('allowRevisitWithinMove');
  const allowThreePlayers = bool('allowThreePlayers');
  const think = posInt('turnThinkSeconds');
  const maxRounds = posInt('maxRounds');
  const escapeCount = posInt('escapeSabotages');
  if (allowRevisitWithinMove === null) return badValue('allowRevisitWithinMove', 'true or false');
  if (allowThreePlayers === null) return badValue('allowThreePlayers', 'true or false');
  if (think === null) return badValue('turnThinkSeconds', 'a positive integer');
  if (maxRounds === null) return badValue('maxRounds', 'a positive integer');
  if (escapeCount === null) return badValue('escapeSabotages', 'a positive integer');
  const dice = r.dice ?? 'engine';
  const monitors = r.monitors ?? 'engine';
  if (dice !== 'engine' && dice !== 'table') return badValue('dice', 'engine or table');
  if (monitors !== 'engine' && monitors !== 'table') return badValue('monitors', 'engine or table');
  const escapeSabotages = escapeCount ?? (deluxe ? 8 : (board.def.escapeSabotages ?? 5));
  if (escapeSabotages > board.monitored.length)
    return refuse(
      'too_many_escape_sabotages',
      `escaping needs ${escapeSabotages} sabotages but only ${board.monitored.length} monitors are in play`,
      { needed: escapeSabotages, monitors: board.monitored.length },
    );
  return ok({
    allowRevisitWithinMove,
    allowThreePlayers,
    turnThinkSeconds: think ?? null,
    maxRounds: maxRounds ?? null,
    dice,
    monitors,
    escapeSabotages,
  });
}

/** What a new game is set up with, checked: everything but the seed and the deal. */
export interface CheckedSetup {
  readonly players: readonly string[];
  readonly variant: Variant;
  readonly board: Board;
  readonly rules: DaRules;
}

/**
 * Checks a new game's players, variant, boards and rules (B4, B12, B14), each problem with its own
 * code. The lobby's setup form asks this too, so it refuses exactly what the engine refuses.
 */
export function checkSetup(options: Omit<NewGameOptions, 'seed'>): DoubleAgentResult<CheckedSetup> {
  if (!isObj(options)) return refuse('bad_options', 'options must be an object');
  const { players } = options;
  const variant = options.variant ?? 'standard';
  if (variant !== 'standard' && variant !== 'deluxe')
    return refuse('bad_variant', 'variant must be standard or deluxe');
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string' && p.length > 0))
    return refuse('bad_players', 'players must be a list of non-empty ids');
  const long = players.find((p) => p.length > MAX_SEAT_LENGTH);
  if (long !== undefined)
    return refuse(
      'long_player_name',
      `player ids are at most ${MAX_SEAT_LENGTH} characters (one has ${long.length})`,
      { max: MAX_SEAT_LENGTH, length: long.length },
    );
  if (new Set(players).size !== players.length)
    return refuse('same_player_names', 'player ids must be distinct');
  if (players.includes(TABLE_SEAT))
    return refuse('table_seat_name', `"${TABLE_SEAT}" is the table's seat, not a player`, {
      seat: TABLE_SEAT,
    });

  let boardR: Result<Board, BadBoard> = resolveBoard(options.board ?? 'camp');
  if (boardR.ok && variant === 'deluxe') {
    const partner = resolveBoard(options.partnerBoard ?? 'outpost');
    boardR = partner.ok ? joinBoards(boardR.value, partner.value) : partner;
  }
  if (!boardR.ok) return boardR;
  const board = boardR.value;
  const rulesR = parseRules(options.rules, board, variant === 'deluxe');
  if (!rulesR.ok) return rulesR;
  const rules = rulesR.value;

  const [min, max] = variant === 'deluxe' ? [4, 6] : [rules.allowThreePlayers ? 3 : 4, 4];
  if (players.length < min || players.length > max) {
    const needs = `a ${variant} game needs ${min === max ? min : `${min}–${max}`} players`;
    return min === max
      ? refuse('wrong_player_count', needs, { count: min })
      : refuse('wrong_player_count_range', needs, { min, max });
  }
  return ok({ players, variant, board, rules });
}

/** A new game (B4): roles dealt, all tokens on the gazebo, every monitor ON. */
export function newGame(options: NewGameOptions): DoubleAgentResult<DaState> {
  if (!isObj(options)) return refuse('bad_options', 'options must be an object');
  const { seed } = options;
  if (!isRngSeed(seed)) return refuse('bad_seed', 'seed must be a number or a key of 64 hex digits');
  const checked = checkSetup(options);
  if (!checked.ok) return checked;
  const { players, variant, board, rules } = checked.value;

  const dice = new Dice(seedRng(seed));
  let da: string;
  if (options.deal !== undefined) {
    if (!isObj(options.deal) || !players.includes(options.deal.doubleAgent as string))
      return refuse('bad_deal', 'deal.doubleAgent must be one of the players', { field: 'deal.doubleAgent' });
    da = options.deal.doubleAgent as string;
  } else da = dice.shuffled(players)[0]!;
  if (options.firstPlayer !== undefined && !players.includes(options.firstPlayer))
    return refuse('bad_first_player', 'firstPlayer must be one of the players');

  const canInspect: Record<string, boolean> = {};
  for (const s of board.sectors) canInspect[s.id] = s.id !== board.startSector; // B7.2, Rule 5
  const monitors: Record<string, MonitorState> = {};
  for (const s of board.monitored) monitors[s] = 'ON';
  const start = board.ids[board.gazebo]!;
  const seats: PlayerState[] = players.map((id) => ({
    id,
    role: (id === da ? 'doubleAgent' : 'security') as Role,
    position: start,
    eliminated: false,
    revealed: false,
    canInspect,
  }));
  const first = options.firstPlayer ?? null;
  const state: DaState = {
    game: 'doubleagent',
    board: board.def,
    variant,
    rules,
    players: seats,
    rng: dice.state(),
    monitors,
    opening: null,
    inspections: [],
    anomalies: [],
    firstPlayer: first,
    round: 0,
    phase:
      first === null
        ? { kind: 'startRoll', contenders: [...players], rolls: {} }
        : { kind: 'opening', done: [] },
  };
  return ok(state);
}
