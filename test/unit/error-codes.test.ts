import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { COLDWAR_ERROR_CODES, coldwarRules } from '../../engine/coldwar';
import { OPENING_ERROR_CODES, TABLE_SEAT } from '../../engine/core';
import {
  checkSetup,
  type DaState,
  DOUBLEAGENT_ERROR_CODES,
  doubleagentRules,
  newGame,
} from '../../engine/doubleagent';
import type { AnyGameRules } from '../../src-main/host/games';
import { en } from '../../src-renderer/i18n/en';
import { hostErrorText } from '../../src-renderer/i18n/host-errors';
import { setLanguage } from '../../src-renderer/i18n/language-store';
import { zhTW } from '../../src-renderer/i18n/zh-TW';
import { chooser, randomMove } from '../support/playout';

const HAN = /\p{Script=Han}/u;
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const ENGINE_CODES = new Set<string>([
  ...COLDWAR_ERROR_CODES,
  ...DOUBLEAGENT_ERROR_CODES,
  ...OPENING_ERROR_CODES,
]);

/**
 * The refusal codes written in a layer's sources: `err('code', …)`, `refuse('code', …)` or
 * `refuse(connection, 'code', …)`, and `{ type: 'error', code: 'code' }` frames. Notices, and the
 * serial line's error codes (`board/codec.ts`, spelt as docs/board-protocol.md prints them), are
 * other vocabularies with their own words.
 */
function emittedCodes(folders: readonly string[]): Map<string, string> {
  const files = execFileSync('git', ['ls-files', ...folders.map((f) => `${f}/**.ts`)], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && f !== 'src-main/games/doubleagent/board/codec.ts');
  const EMIT = /\b(?:err|refuse)\(\s*(?:\w+,\s*)?'([^']+)'|type: 'error',\s*code: '([^']+)'/g;
  const found = new Map<string, string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(EMIT)) found.set(match[1] ?? match[2]!, file);
  return found;
}

afterEach(() => setLanguage('en', { save: false }));

describe('one error vocabulary (issue 18 item 5)', () => {
  const engine = emittedCodes(['engine']);
  const host = emittedCodes(['src-main', 'protocol']);

  it('finds the refusals where they are written', () => {
    for (const code of ['illegal_action', 'not_your_window', 'roll_first', 'wrong_player_count'])
      expect(engine.has(code)).toBe(true);
    for (const code of ['rate_limited', 'not_local', 'table_deleted', 'save_failed', 'lan_failed'])
      expect(host.has(code)).toBe(true);
  });

  it('spells every code in snake_case, and the engines give only codes in their unions', () => {
    for (const [code, file] of [...engine, ...host])
      expect(SNAKE.test(code), `${code} in ${file}`).toBe(true);
    for (const [code, file] of engine) expect(ENGINE_CODES.has(code), `${code} in ${file}`).toBe(true);
  });

  it('has a message in both languages for every code any layer can give', () => {
    const every = new Set([...ENGINE_CODES, ...host.keys()]);
    for (const code of every) {
      expect(Object.hasOwn(en, `error.${code}`), `en error.${code}`).toBe(true);
      expect(Object.hasOwn(zhTW, `error.${code}`), `zh-TW error.${code}`).toBe(true);
    }
  });
});

describe('a new Double Agent table is refused with the problem and its numbers (B4)', () => {
  const four = ['Red', 'Blue', 'Green', 'Yellow'];
  const cases: [string, unknown, string, Record<string, unknown>?][] = [
    ['three players, standard', { players: ['a', 'b', 'c'] }, 'wrong_player_count', { count: 4 }],
    [
      'seven players, deluxe',
      { players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], variant: 'deluxe' },
      'wrong_player_count_range',
      { min: 4, max: 6 },
    ],
    [
      'three with allowThreePlayers',
      { players: ['a', 'b'], rules: { allowThreePlayers: true } },
      'wrong_player_count_range',
      { min: 3, max: 4 },
    ],
    ['a repeated name', { players: ['Red', 'Red', 'Green', 'Yellow'] }, 'same_player_names'],
    ['an empty name', { players: ['Red', '', 'Green', 'Yellow'] }, 'bad_players'],
    [
      'the table seat',
      { players: ['Red', TABLE_SEAT, 'Green', 'Yellow'] },
      'table_seat_name',
      { seat: TABLE_SEAT },
    ],
    [
      'a name of 33 characters',
      { players: ['R'.repeat(33), 'Blue', 'Green', 'Yellow'] },
      'long_player_name',
      { max: 32 },
    ],
    ['a variant that does not exist', { players: four, variant: 'huge' }, 'bad_variant'],
    ['an unknown rule', { players: four, rules: { fastMode: true } }, 'unknown_rule', { flag: 'fastMode' }],
    ['a bad rule value', { players: four, rules: { dice: 'cup' } }, 'bad_rule_value', { flag: 'dice' }],
    [
      'too many sabotages to escape',
      { players: four, rules: { escapeSabotages: 40 } },
      'too_many_escape_sabotages',
      { needed: 40 },
    ],
    [
      'a board that is not shipped',
      { players: four, board: 'moonbase' },
      'unknown_board',
      { board: 'moonbase' },
    ],
    ['a board that is not a board', { players: four, board: { id: 'x' } }, 'bad_board'],
  ];
  for (const [name, options, code, params] of cases)
    it(`refuses ${name}`, () => {
      const checked = checkSetup(options as never);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(checked.error.code).toBe(code);
      if (params) expect(checked.error.params).toMatchObject(params);
      // newGame refuses the same way, seed or not
      const created = newGame({ ...(options as object), seed: 1 } as never);
      expect(created.ok ? null : created.error.code).toBe(code);
    });

  it('takes four names for standard and four to six for deluxe', () => {
    expect(checkSetup({ players: four }).ok).toBe(true);
    expect(checkSetup({ players: [...four, 'Purple', 'White'], variant: 'deluxe' }).ok).toBe(true);
  });

  it('refuses a bad seed and a deal or first player outside the table', () => {
    const codeOf = (options: unknown) => {
      const created = newGame(options as never);
      return created.ok ? null : created.error.code;
    };
    expect(codeOf({ players: four, seed: 'x' })).toBe('bad_seed');
    expect(codeOf({ players: four, seed: 1, deal: { doubleAgent: 'Nobody' } })).toBe('bad_deal');
    expect(codeOf({ players: four, seed: 1, firstPlayer: 'Nobody' })).toBe('bad_first_player');
  });
});

/** Junk and wrong-seat actions for a Double Agent state: every one is either legal or refused. */
function daForgeries(state: DaState): unknown[] {
  const squares = state.board.squares.map((s) => s.id);
  const monitored = Object.keys(state.monitors);
  return [
    42,
    { type: 'dance' },
    { type: 'roll' },
    { type: 'roll', dice: [2, 5] },
    { type: 'opening', sector: 'NOWHERE' },
    { type: 'opening', sector: monitored[0] },
    { type: 'move', to: 'nowhere' },
    { type: 'move', to: squares[(state.round * 7) % squares.length] },
    { type: 'move', to: squares[3], path: [squares[0], squares[3]] },
    { type: 'stay' },
    { type: 'accuse', target: 'Nobody' },
    ...state.players.map((p) => ({ type: 'accuse', target: p.id })),
    { type: 'exit', gate: 'nowhere' },
    { type: 'exit', gate: squares[0] },
    { type: 'inspect', sabotage: true },
    { type: 'inspect', sabotage: false },
    { type: 'endTurn' },
    { type: 'observe', sector: monitored[0], state: 'OFF' },
  ];
}

/**
 * Plays seeded random games and, at every state, offers each seat forged actions; every refusal
 * must read in Chinese on a zh-TW screen, with every placeholder filled.
 */
function refusalsOf(
  rules: AnyGameRules,
  create: (seed: number) => unknown,
  forgeries: (state: never) => unknown[],
  games: number,
): Map<string, string> {
  setLanguage('zh-TW', { save: false });
  const seen = new Map<string, string>();
  for (let seed = 1; seed <= games; seed++) {
    const pick = chooser(seed);
    let state = create(seed);
    for (let turn = 0; turn < 300 && !rules.isOver(state); turn++) {
      for (const seat of [...rules.seats(state), TABLE_SEAT, 'Ghost'])
        for (const action of forgeries(state as never)) {
          const stepped = rules.step(state, seat, action);
          if (stepped.ok) continue;
          const { code, message, params } = stepped.error;
          const text = hostErrorText(code, message, params);
          expect(text, `${code}: ${message}`).toMatch(HAN);
          expect(text, `${code}: ${message}`).not.toMatch(/[{}]/);
          seen.set(code, text);
        }
      const move = randomMove(rules, state, pick);
      if (!move) break;
      const stepped = rules.step(state, move.seat, move.action);
      if (!stepped.ok) throw new Error(`a legal move was refused: ${stepped.error.message}`);
      state = stepped.value.state;
    }
  }
  return seen;
}

describe('engine refusals reach a zh-TW screen in Chinese', () => {
  it('every Double Agent refusal met in seeded games', () => {
    const players = ['Red', 'Blue', 'Green', 'Yellow'];
    const seen = refusalsOf(
      doubleagentRules as AnyGameRules,
      (seed) => {
        const created = newGame({ seed, players });
        if (!created.ok) throw new Error(created.error.message);
        return created.value;
      },
      daForgeries as (state: never) => unknown[],
      5,
    );
    for (const code of [
      'not_your_turn',
      'not_a_player',
      'roll_first',
      'not_a_square',
      'bad_action',
      'table_only',
    ])
      expect(seen.has(code), code).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(25);
  });

  it('every Cold War refusal met in seeded games', () => {
    const seen = refusalsOf(
      coldwarRules as AnyGameRules,
      (seed) => {
        const created = coldwarRules.create({ seed });
        if (!created.ok) throw new Error(created.error.message);
        return created.value;
      },
      (state: never) => [
        42,
        { type: 'pass' },
        { type: 'recruit' },
        { type: 'activate', group: 'MIL-1' },
        ...coldwarRules.legalActions(state, 'CIA').slice(0, 3),
        ...coldwarRules.legalActions(state, 'KGB').slice(0, 3),
      ],
      6,
    );
    for (const code of ['not_your_turn', 'illegal_action', 'bad_action', 'bad_side'])
      expect(seen.has(code), code).toBe(true);
  });

  it('names the problem with its numbers in both languages', () => {
    const refused = checkSetup({ players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], variant: 'deluxe' });
    if (refused.ok) throw new Error('seven players were taken');
    const { code, message, params } = refused.error;
    expect(hostErrorText(code, message, params)).toBe('This game needs 4 to 6 players.');
    setLanguage('zh-TW', { save: false });
    expect(hostErrorText(code, message, params)).toBe('這個遊戲需要 4 到 6 位玩家。');
  });

  it('falls back to the host’s own words when a refusal lacks the params its message needs', () => {
    setLanguage('zh-TW', { save: false });
    expect(hostErrorText('wrong_player_count_range', 'a deluxe game needs 4–6 players')).toBe(
      'a deluxe game needs 4–6 players',
    );
  });
});
