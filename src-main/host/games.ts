import { type ColdWarState, coldwarRules, type Side, timeoutAction } from '../../engine/coldwar';
import { GUIDED_GAME } from '../../engine/coldwar/guided';
import type { GameRules } from '../../engine/core';
import {
  type DaState,
  type DaView,
  doubleagentRules,
  openingSaboteur,
  openingWindowOrder,
  opensAtPhysicalBoard,
} from '../../engine/doubleagent';
import type { GameId, GameListing } from '../../protocol/messages';

/** Every game behind the one contract the host speaks; the host never looks inside a state. */
export type AnyGameRules = GameRules<unknown, unknown, unknown, Record<string, unknown>>;

/** What the host must know of a game that opens with a timed private play (the Double Agent, B5). */
interface OpeningPlayRule {
  /** Whether the game waits for its opening play, judged from the public table view. */
  readonly pending: (publicView: unknown) => boolean;
  /** The seats in the order they take their opening windows. */
  readonly order: (publicView: unknown) => readonly string[];
  /** True when the options make a physical board report the monitors. */
  readonly physical: (options: Record<string, unknown>) => boolean;
  /** The seat whose window may change the board, from the state: for the board referee, never sent. */
  readonly saboteur: (state: unknown) => string | null;
}

/** A game's guided first game ("Learn to play"): a fixed deal and rules, and who the learner plays. */
interface GuidedGame {
  readonly seed: number;
  readonly options: Record<string, unknown>;
  /** The computer players seated at once, by seat; the learner takes the seat left free. */
  readonly bots: Readonly<Record<string, string>>;
}

interface HostedGame {
  readonly rules: AnyGameRules;
  readonly openingPlay?: OpeningPlayRule;
  readonly listing: GameListing;
  /** Options used when a table is created without any (the lobby's quick start). */
  readonly defaultOptions: Record<string, unknown>;
  readonly guided?: GuidedGame;
  /** The no-effect default for a seat whose turn timed out (`serve --turn-seconds`); untimed without it. */
  readonly timeoutAction?: (state: unknown, seat: string) => unknown;
  /**
   * The think time the table's players agreed in its rules, from the public view: when it runs out
   * the table is told, and nothing is played for anyone. null: none agreed, or none applies now.
   */
  readonly agreedThinkSeconds?: (publicView: unknown) => number | null;
}

export const GAMES: Readonly<Record<GameId, HostedGame>> = {
  coldwar: {
    rules: coldwarRules as unknown as AnyGameRules,
    listing: {
      id: 'coldwar',
      name: 'Cold War: CIA vs KGB',
      players: '2 players',
      blurb: 'Choose an agent in secret, then push your luck for influence over each objective.',
    },
    defaultOptions: {},
    timeoutAction: (state, seat) => timeoutAction(state as ColdWarState, seat as Side),
    guided: {
      seed: GUIDED_GAME.seed,
      options: { rules: GUIDED_GAME.rules, deal: GUIDED_GAME.deal, balanceHolder: GUIDED_GAME.balanceHolder },
      bots: { KGB: 'trainer' },
    },
  },
  doubleagent: {
    rules: doubleagentRules as unknown as AnyGameRules,
    listing: {
      id: 'doubleagent',
      name: 'Project KGB: The Double Agent',
      players: '4 players (deluxe 4–6)',
      blurb: 'Security agents inspect the camp monitors while a hidden double agent sabotages them.',
    },
    defaultOptions: { players: ['Red', 'Blue', 'Green', 'Yellow'] },
    // B11 Rule 9; the opening play has its own windows (B5).
    agreedThinkSeconds: (view) =>
      (view as DaView).phase.kind === 'opening' ? null : (view as DaView).rules.turnThinkSeconds,
    openingPlay: {
      pending: (view) => (view as DaView).phase.kind === 'opening',
      order: (view) => openingWindowOrder(view as DaView),
      physical: opensAtPhysicalBoard,
      saboteur: (state) => openingSaboteur(state as DaState),
    },
  },
};

export const GAME_CATALOGUE: readonly GameListing[] = Object.values(GAMES).map((game) => game.listing);
