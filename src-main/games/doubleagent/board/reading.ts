import type { DaPhaseView } from '../../../../engine/doubleagent';
import type { BoardLine, MonitorPos } from './codec';

type EventKind = Extract<BoardLine, { type: 'EV' }>['kind'];

// A type, not an interface, so it passes as the host's Record<string, unknown> intent.
export type ObserveAction = {
  readonly type: 'observe';
  readonly sector: string;
  readonly state: 'ON' | 'OFF';
  readonly placed?: true;
};

/** What one board event means for the game at this moment. */
export type BoardReading =
  | { readonly kind: 'ignore' }
  /** Part of the opening play: the opening referee judges it when the windows are over. */
  | { readonly kind: 'opening' }
  /** The active player picked up (or, without presence sensing, turned) the monitor of their sector. */
  | { readonly kind: 'inspect'; readonly player: string }
  | { readonly kind: 'report'; readonly action: ObserveAction };

const IGNORE: BoardReading = { kind: 'ignore' };

const monitorState = (pos: MonitorPos): 'ON' | 'OFF' | null =>
  pos === '1' ? 'ON' : pos === '0' ? 'OFF' : null;

/**
 * Reads one board event against the public phase of a Double Agent game whose monitors come
 * from the table. Pure: the caller submits what it returns. `pos` is the socket's position after
 * the event; `presence` tells whether the board senses a lifted monitor.
 */
export function readBoardEvent(
  phase: DaPhaseView,
  sector: string,
  kind: EventKind,
  pos: MonitorPos,
  presence: boolean,
): BoardReading {
  if (phase.kind === 'startRoll' || phase.kind === 'over' || kind === 'FAULT') return IGNORE;
  if (phase.kind === 'opening') return kind === 'ON' || kind === 'OFF' ? { kind: 'opening' } : IGNORE;
  const turned = kind === 'ON' || kind === 'OFF';
  const own = phase.sector === sector;
  if (own && phase.step === 'inspect') {
    // B7: lifting the monitor where you stand is the inspection; without presence sensing, turning it is.
    if (presence ? kind === 'LIFT' : turned) return { kind: 'inspect', player: phase.player };
  }
  if (own && phase.step === 'place') {
    // Turning the disc passes through OFF: only the position when the monitor is put back counts.
    if (!presence || kind !== 'PLACE') return IGNORE;
    const state = monitorState(pos);
    return state ? { kind: 'report', action: { type: 'observe', sector, state, placed: true } } : IGNORE;
  }
  if (!turned) return IGNORE;
  return { kind: 'report', action: { type: 'observe', sector, state: kind } };
}

/** The report closing an inspection on a board without presence sensing, when its time is up. */
export function placedReport(sector: string, pos: MonitorPos): ObserveAction | null {
  const state = monitorState(pos);
  return state ? { type: 'observe', sector, state, placed: true } : null;
}
