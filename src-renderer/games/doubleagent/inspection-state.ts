import { findingSince, type InspectionDecision, type InspectionStage } from './inspection';

/**
 * One seat's inspection on its screen, as plain data: from its decision until its finding is
 * dismissed. The screen forwards events; `inspectionStage` says what the dialog shows, and
 * `holding` whether a shared screen must keep this seat on show.
 */
export interface Inspection {
  readonly seat: string;
  readonly sector: string;
  readonly openedAt: number;
  /** The seat's log length when the decision came: its finding is looked for from there. */
  readonly logFrom: number;
  /** The player chose to inspect (the finding is awaited or on show). */
  readonly chose: boolean;
}

export type InspectionEvent =
  /** The seat's view changed: its decision now (null when none) and its log. */
  | {
      readonly type: 'view';
      readonly seat: string;
      readonly decision: InspectionDecision | null;
      readonly log: readonly unknown[];
      readonly now: number;
    }
  /** The player picked one of the dialog's actions; `inspect`: it was to inspect. */
  | { readonly type: 'act'; readonly inspect: boolean }
  /** The player read the finding and closed the dialog. */
  | { readonly type: 'dismissed' };

export function stepInspection(state: Inspection | null, event: InspectionEvent): Inspection | null {
  switch (event.type) {
    case 'view': {
      const { seat, decision, log, now } = event;
      if (!decision) {
        // The seat's turn went on without this screen seeing a choice (a stand-in bot, an undo).
        if (state && !state.chose) return null;
        return state && state.seat !== seat ? null : state;
      }
      // The same decision still up (also while the host has yet to answer a choice): keep its clock.
      if (
        state &&
        state.seat === seat &&
        state.sector === decision.sector &&
        !(state.chose && findingSince(log, state.logFrom, seat))
      )
        return state;
      return { seat, sector: decision.sector, openedAt: now, logFrom: log.length, chose: false };
    }
    case 'act':
      return state ? { ...state, chose: event.inspect } : null;
    case 'dismissed':
      return null;
  }
}

/** What the inspection dialog shows for `seat` now (null: no dialog). */
export function inspectionStage(
  state: Inspection | null,
  seat: string,
  decision: InspectionDecision | null,
  log: readonly unknown[],
  boardMonitors: boolean,
): InspectionStage | null {
  if (decision) return { kind: 'decide', decision };
  if (!state?.chose || state.seat !== seat) return null;
  const finding = findingSince(log, state.logFrom, seat);
  if (finding) return { kind: 'found', finding };
  return { kind: 'pending', board: boardMonitors };
}

/** A shared screen keeps this seat on show until its inspection, finding included, is dismissed. */
export const holdingFor = (state: Inspection | null, seat: string): boolean =>
  state !== null && state.seat === seat;
