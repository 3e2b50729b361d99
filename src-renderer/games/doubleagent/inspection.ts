import type { DaView } from '../../../engine/doubleagent';

/**
 * The inspection dialog's logic (B7.3: every inspection looks the same whatever the role). The
 * dialog's rows depend on the table's rules, never on the seat's role: where the monitors are the
 * app's, every seat sees the sabotage row, and only the double agent's leads to an action.
 */

export type InspectionChoice = 'leave' | 'sabotage' | 'skip';

/** One row of the dialog; `index` is the action's place in the seat's legal list, null when not offered. */
export interface InspectionSlot {
  readonly choice: InspectionChoice;
  readonly index: number | null;
}

export interface InspectionDecision {
  /** The sector id whose monitor the seat may inspect. */
  readonly sector: string;
  readonly slots: readonly InspectionSlot[];
}

type Loose = { type?: unknown; sabotage?: unknown } | null;

/**
 * The seat's inspection decision laid out in rows, or null when its legal actions are not one.
 * Rows: inspect and leave as found, inspect and turn OFF (only where the app keeps the monitors:
 * at a physical board everyone turns the disc by hand), do not inspect.
 */
export function inspectionDecision(view: DaView, legal: readonly unknown[]): InspectionDecision | null {
  const phase = view.phase;
  if (phase.kind !== 'turn' || phase.step !== 'inspect' || phase.player !== view.seat || !phase.sector)
    return null;
  let leave: number | null = null;
  let sabotage: number | null = null;
  let skip: number | null = null;
  for (const [index, raw] of legal.entries()) {
    const action = raw as Loose;
    if (action?.type === 'inspect' && action.sabotage === true) sabotage = index;
    else if (action?.type === 'inspect') leave = index;
    else if (action?.type === 'endTurn') skip = index;
    else return null;
  }
  if (leave === null || skip === null) return null;
  const withSabotage = view.rules.monitors !== 'table' || sabotage !== null;
  const slots: InspectionSlot[] = [{ choice: 'leave', index: leave }];
  if (withSabotage) slots.push({ choice: 'sabotage', index: sabotage });
  slots.push({ choice: 'skip', index: skip });
  return { sector: phase.sector, slots };
}

/** The row a digit key picks ("1" is the first row), or null. */
export function slotForKey(key: string, slots: readonly InspectionSlot[]): InspectionSlot | null {
  if (!/^[1-9]$/.test(key)) return null;
  return slots[Number(key) - 1] ?? null;
}

/** Milliseconds before the dialog's choices open, counted from when it opened. */
export function remainingMs(openedAt: number, now: number, minimumMs: number): number {
  return Math.max(0, Math.min(minimumMs, minimumMs - (now - openedAt)));
}

/** How far the wait has gone, 0 to 1 (1 at once when there is no minimum). */
export function waitProgress(openedAt: number, now: number, minimumMs: number): number {
  if (minimumMs <= 0) return 1;
  return 1 - remainingMs(openedAt, now, minimumMs) / minimumMs;
}

/**
 * The time a wait has stood still while the game was paused: `total` ms of pauses that ended, and
 * `since`, when the pause under way began (null while the game runs).
 */
export interface PausedTime {
  readonly total: number;
  readonly since: number | null;
}

export const NEVER_PAUSED: PausedTime = { total: 0, since: null };

/** The paused time once the game is `paused` (or not) at `at`; unchanged if it already was. */
export function pausedTime(was: PausedTime, paused: boolean, at: number): PausedTime {
  if (paused && was.since === null) return { total: was.total, since: at };
  if (!paused && was.since !== null) return { total: was.total + Math.max(0, at - was.since), since: null };
  return was;
}

/**
 * A wait opened at `openedAt`, seen at `now`, with its paused time left out: when it began
 * counting, and the moment it has counted up to (the pause's start while paused, so the wait
 * stands still and goes on from there on resume). Feed both to remainingMs and waitProgress.
 */
export function waitClock(
  openedAt: number,
  now: number,
  paused: PausedTime,
): { startedAt: number; at: number } {
  return { startedAt: openedAt + paused.total, at: paused.since ?? now };
}

/** Whole seconds left to show ("2" for 1.2 s; 0 only once the wait is over). */
export const secondsLeft = (ms: number): number => Math.ceil(ms / 1000);

export interface InspectionFinding {
  readonly sector: string;
  readonly found: 'ON' | 'OFF';
  readonly left: 'ON' | 'OFF';
}

/** What the inspection dialog shows: the choice, the wait for the host, or the finding. */
export type InspectionStage =
  | { readonly kind: 'decide'; readonly decision: InspectionDecision }
  | { readonly kind: 'pending'; readonly board: boolean }
  | { readonly kind: 'found'; readonly finding: InspectionFinding };

/** What the seat's own inspection showed it, from its log entries at `from` or later; null until it arrives. */
export function findingSince(log: readonly unknown[], from: number, seat: string): InspectionFinding | null {
  for (let i = log.length - 1; i >= Math.max(0, from); i--) {
    const e = log[i] as {
      type?: unknown;
      player?: unknown;
      sector?: unknown;
      found?: unknown;
      left?: unknown;
    };
    if (e?.type !== 'monitorSeen' || e.player !== seat || typeof e.sector !== 'string') continue;
    if ((e.found !== 'ON' && e.found !== 'OFF') || (e.left !== 'ON' && e.left !== 'OFF')) continue;
    return { sector: e.sector, found: e.found, left: e.left };
  }
  return null;
}
