import type { Anomaly, MonitorState, Role } from './state';

/**
 * The game log: what each accepted action produced, for screens to narrate. An event with
 * `visibleTo` is private to those seats; every other event is public (players and the table).
 */
export type DaEvent = (
  | { type: 'startRolled'; player: string; dice: [number, number]; total: number }
  | { type: 'firstPlayer'; player: string }
  | { type: 'openingDone'; player: string }
  | { type: 'openingSabotage'; player: string; sector: string }
  | { type: 'turnStarted'; player: string; round: number }
  | { type: 'rolled'; player: string; dice: [number, number]; total: number }
  | { type: 'moved'; player: string; from: string; to: string; path: string[] }
  | { type: 'noMove'; player: string }
  | { type: 'inspected'; player: string; sector: string; code: string; name: string }
  | { type: 'monitorSeen'; player: string; sector: string; found: MonitorState; left: MonitorState }
  | { type: 'observed'; sector: string; state: MonitorState }
  | { type: 'anomaly'; anomaly: Anomaly }
  | { type: 'accused'; player: string; target: string; path: string[]; correct: boolean }
  | { type: 'eliminated'; player: string }
  | { type: 'revealed'; player: string; role: Role }
  | { type: 'escaped'; player: string; gate: string; path: string[] }
  | {
      type: 'gameOver';
      winner: string | null;
      reason: string;
      roles: Record<string, Role>;
      sabotaged: string[];
      opening: string | null;
      anomalies: Anomaly[];
    }
) & { visibleTo?: string[] };

export function eventsFor(events: readonly DaEvent[], seat: string): DaEvent[] {
  return events.filter((e) => e.visibleTo === undefined || e.visibleTo.includes(seat));
}
