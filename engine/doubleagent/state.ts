import type { RngState } from '../core';
import type { BoardDef } from './board-schema';

/** The Identity cards' roles (B3). */
export const ROLES = ['doubleAgent', 'security'] as const;
export type Role = (typeof ROLES)[number];
export type MonitorState = 'ON' | 'OFF';
export type Variant = 'standard' | 'deluxe';

/** Every flag of the spec, with its default. */
export interface DaRules {
  /** B6.9 (default false): a square may appear twice within one move. */
  readonly allowRevisitWithinMove: boolean;
  /** B13 (default false, unverified): a standard game of 2 Security Agents and the Double Agent. */
  readonly allowThreePlayers: boolean;
  /** B11 Rule 9: an agreed think time, shown by screens; the engine has no clock and enforces nothing. */
  readonly turnThinkSeconds: number | null;
  /** B11 (default unset): the game is a draw after this many rounds. */
  readonly maxRounds: number | null;
  /** Where rolls come from: the engine's seeded dice, or physical dice typed in. */
  readonly dice: 'engine' | 'table';
  /** Where monitor states come from: the engine's own secret, or a physical board's observations. */
  readonly monitors: 'engine' | 'table';
  /** OFF monitors needed to escape; default: the board's `escapeSabotages` or 5, and 8 in deluxe (B10, B12). */
  readonly escapeSabotages: number;
}

export interface PlayerState {
  readonly id: string;
  readonly role: Role;
  /** Square id; null once eliminated or escaped. */
  readonly position: string | null;
  readonly eliminated: boolean;
  /** Exposed as a Security Agent by a wrong accusation (B9). */
  readonly revealed: boolean;
  /** B7.2: the per-sector re-inspection flag. */
  readonly canInspect: Readonly<Record<string, boolean>>;
}

export interface Inspection {
  readonly by: string;
  readonly sector: string;
  readonly found: MonitorState;
  readonly left: MonitorState;
}

export interface Anomaly {
  readonly sector: string;
  readonly problem:
    | 'turnedOn'
    | 'changedOutsideInspection'
    | 'securityAgentChangedMonitor'
    | 'secondOpeningSabotage';
  readonly by?: string;
}

export type Phase =
  | {
      readonly kind: 'startRoll';
      readonly contenders: readonly string[];
      readonly rolls: Readonly<Record<string, number>>;
    }
  | { readonly kind: 'opening'; readonly done: readonly string[] }
  | { readonly kind: 'turn'; readonly player: string; readonly step: 'roll' }
  | {
      readonly kind: 'turn';
      readonly player: string;
      readonly step: 'move';
      readonly dice: readonly [number, number];
    }
  | { readonly kind: 'turn'; readonly player: string; readonly step: 'inspect'; readonly sector: string }
  /** Monitors from the table: the inspection waits for the board to report the monitor put back. */
  | { readonly kind: 'turn'; readonly player: string; readonly step: 'place'; readonly sector: string }
  | {
      readonly kind: 'over';
      readonly winner: string | null;
      readonly reason: 'accused' | 'escaped' | 'noSecurityAgentLeft' | 'maxRounds';
    };

export interface DaState {
  readonly game: 'doubleagent';
  readonly board: BoardDef;
  readonly variant: Variant;
  readonly rules: DaRules;
  /** Seat order = turn order (B4.5: play passes to the left). */
  readonly players: readonly PlayerState[];
  readonly rng: RngState;
  /** Engine monitors: the truth. Table monitors: the last state the board reported. */
  readonly monitors: Readonly<Record<string, MonitorState>>;
  readonly opening: string | null;
  readonly inspections: readonly Inspection[];
  readonly anomalies: readonly Anomaly[];
  readonly firstPlayer: string | null;
  readonly round: number;
  readonly phase: Phase;
}
