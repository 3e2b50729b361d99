import { TABLE_SEAT } from '../core';
import type { BoardDef } from './board-schema';
import { boardOf, playerOf, sabotagedBy, sabotagedSectors } from './context';
import { type ListEntry, securityList } from './security-list';
import type { Anomaly, DaState, Role, Variant } from './state';

export interface DaPlayerView {
  readonly id: string;
  readonly position: string | null;
  readonly eliminated: boolean;
  /** Known to this seat: its own role, a revealed Security Agent, or everyone once the game is over. */
  readonly role: Role | null;
}

export type DaPhaseView =
  | { kind: 'startRoll'; contenders: string[]; rolls: Record<string, number> }
  | { kind: 'opening'; done: string[] }
  | {
      kind: 'turn';
      player: string;
      step: 'roll' | 'move' | 'inspect' | 'place';
      dice?: [number, number];
      sector?: string;
    }
  | { kind: 'over'; winner: string | null; reason: string };

export interface DaView {
  readonly seat: string;
  readonly board: BoardDef;
  readonly variant: Variant;
  readonly rules: DaState['rules'];
  readonly monitorsInPlay: number;
  readonly round: number;
  readonly firstPlayer: string | null;
  readonly phase: DaPhaseView;
  readonly players: DaPlayerView[];
  /** The public announcements (B7.4), oldest first. */
  readonly inspections: { by: string; sector: string }[];
  /** Only for a player seat. */
  readonly you?: {
    readonly role: Role;
    readonly securityList: ListEntry[];
    readonly canInspect: Record<string, boolean>;
    /** Double Agent only: the opening monitor and every monitor it left OFF. */
    readonly sabotaged?: string[];
    readonly opening?: string | null;
  };
  readonly result?: {
    readonly winner: string | null;
    readonly reason: string;
    readonly roles: Record<string, Role>;
    readonly sabotaged: string[];
    readonly opening: string | null;
    readonly anomalies: Anomaly[];
  };
}

/** What `seat` (a player id or `table`) may know, as plain JSON. */
export function viewFor(state: DaState, seat: string): DaView {
  const board = boardOf(state);
  const over = state.phase.kind === 'over';
  const me = seat === TABLE_SEAT ? undefined : playerOf(state, seat);
  const p = state.phase;
  const phase: DaPhaseView =
    p.kind === 'startRoll'
      ? { kind: 'startRoll', contenders: [...p.contenders], rolls: { ...p.rolls } }
      : p.kind === 'opening'
        ? { kind: 'opening', done: [...p.done] }
        : p.kind === 'over'
          ? { kind: 'over', winner: p.winner, reason: p.reason }
          : p.step === 'move'
            ? { kind: 'turn', player: p.player, step: p.step, dice: [p.dice[0], p.dice[1]] }
            : p.step === 'roll'
              ? { kind: 'turn', player: p.player, step: p.step }
              : { kind: 'turn', player: p.player, step: p.step, sector: p.sector };
  const view: DaView = {
    seat,
    board: state.board,
    variant: state.variant,
    rules: state.rules,
    monitorsInPlay: board.monitored.length,
    round: state.round,
    firstPlayer: state.firstPlayer,
    phase,
    players: state.players.map((q) => ({
      id: q.id,
      position: q.position,
      eliminated: q.eliminated,
      role: over || q.id === seat || q.revealed ? q.role : null,
    })),
    inspections: state.inspections.map((i) => ({ by: i.by, sector: i.sector })),
  };
  const extra: { you?: DaView['you']; result?: DaView['result'] } = {};
  if (me) {
    const isDa = me.role === 'doubleAgent';
    extra.you = {
      role: me.role,
      securityList: securityList(state, board, me.id),
      canInspect: { ...me.canInspect },
      ...(isDa ? { sabotaged: sabotagedBy(state, me.id), opening: state.opening } : {}),
    };
  }
  if (p.kind === 'over') {
    const roles: Record<string, Role> = {};
    for (const q of state.players) roles[q.id] = q.role;
    extra.result = {
      winner: p.winner,
      reason: p.reason,
      roles,
      sabotaged: sabotagedSectors(state),
      opening: state.opening,
      anomalies: [...state.anomalies],
    };
  }
  return { ...view, ...extra };
}
