import { Dice, err, ok, type Result, seedRng, TABLE_SEAT } from '../core';
import type { BadBoard, Board } from './board-loader';
import { joinBoards, resolveBoard } from './boards';
import type { DaRules, DaState, MonitorState, PlayerState, Role, Variant } from './state';

/** Options of `newGame`; all plain JSON. */
export interface NewGameOptions {
  readonly seed: number;
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

function parseRules(raw: unknown, board: Board, deluxe: boolean): Result<DaRules> {
  const r = raw === undefined ? {} : raw;
  if (!isObj(r)) return err('bad-rules', 'rules must be an object');
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
  for (const k of Object.keys(r)) if (!known.includes(k)) return err('bad-rules', `unknown rule flag ${k}`);
  const allowRevisitWithinMove = bool('allowRevisitWithinMove');
  const allowThreePlayers = bool('allowThreePlayers');
  const think = posInt('turnThinkSeconds');
  const maxRounds = posInt('maxRounds');
  const escapeCount = posInt('escapeSabotages');
  if (allowRevisitWithinMove === null || allowThreePlayers === null)
    return err('bad-rules', 'boolean flags must be true or false');
  if (think === null || maxRounds === null || escapeCount === null)
    return err('bad-rules', 'turnThinkSeconds, maxRounds and escapeSabotages must be positive integers');
  const dice = r.dice ?? 'engine';
  const monitors = r.monitors ?? 'engine';
  if (dice !== 'engine' && dice !== 'table') return err('bad-rules', 'dice must be engine or table');
  if (monitors !== 'engine' && monitors !== 'table')
    return err('bad-rules', 'monitors must be engine or table');
  const escapeSabotages = escapeCount ?? (deluxe ? 8 : (board.def.escapeSabotages ?? 5));
  if (escapeSabotages > board.monitored.length)
    return err(
      'bad-rules',
      `escaping needs ${escapeSabotages} sabotages but only ${board.monitored.length} monitors are in play`,
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

/** A new game (B4): roles dealt, all tokens on the gazebo, every monitor ON. */
export function newGame(options: NewGameOptions): Result<DaState> {
  if (!isObj(options)) return err('bad-options', 'options must be an object');
  const { seed, players } = options;
  if (typeof seed !== 'number' || !Number.isFinite(seed)) return err('bad-options', 'seed must be a number');
  const variant = options.variant ?? 'standard';
  if (variant !== 'standard' && variant !== 'deluxe')
    return err('bad-options', 'variant must be standard or deluxe');
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string' && p.length > 0))
    return err('bad-options', 'players must be a list of non-empty ids');
  if (new Set(players).size !== players.length) return err('bad-options', 'player ids must be distinct');
  if (players.includes(TABLE_SEAT))
    return err('bad-options', `"${TABLE_SEAT}" is the table's seat, not a player`);

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
  if (players.length < min || players.length > max)
    return err('bad-options', `a ${variant} game needs ${min === max ? min : `${min}–${max}`} players`);

  const dice = new Dice(seedRng(seed));
  let da: string;
  if (options.deal !== undefined) {
    if (!isObj(options.deal) || !players.includes(options.deal.doubleAgent as string))
      return err('bad-options', 'deal.doubleAgent must be one of the players');
    da = options.deal.doubleAgent as string;
  } else da = dice.shuffled(players)[0]!;
  if (options.firstPlayer !== undefined && !players.includes(options.firstPlayer))
    return err('bad-options', 'firstPlayer must be one of the players');

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
