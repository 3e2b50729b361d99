import type { SocketChange } from '../../../../protocol/board-report';
import type { BoardLine, MonitorPos } from './codec';

type Presence = '1' | '0' | '?';
type EventLine = Extract<BoardLine, { type: 'EV' }>;

/** What the app believes the board shows: one position (and presence, if sensed) per socket. */
export interface BoardSnapshot {
  readonly pos: readonly MonitorPos[];
  /** null on a board without presence sensing. */
  readonly pres: readonly Presence[] | null;
}

export type { SocketChange };

export function snapshotOf(state: Extract<BoardLine, { type: 'STATE' }>): BoardSnapshot {
  return { pos: [...state.pos], pres: state.pres ? [...state.pres] : null };
}

/** The snapshot after one board event. */
export function applyBoardEvent(snapshot: BoardSnapshot, event: EventLine): BoardSnapshot {
  const index = event.socket - 1;
  const pos = [...snapshot.pos];
  const pres = snapshot.pres ? [...snapshot.pres] : null;
  switch (event.kind) {
    case 'ON':
      pos[index] = '1';
      break;
    case 'OFF':
      pos[index] = '0';
      break;
    case 'FAULT':
      pos[index] = '?';
      break;
    case 'LIFT':
      if (pres) pres[index] = '0';
      break;
    case 'PLACE':
      if (pres) pres[index] = '1';
      break;
  }
  return { pos, pres };
}

/** Every socket that changed from `before` to `after`, in socket order. */
export function diffSnapshots(before: BoardSnapshot, after: BoardSnapshot): SocketChange[] {
  const changes: SocketChange[] = [];
  const count = Math.max(before.pos.length, after.pos.length);
  for (let index = 0; index < count; index++) {
    const pos = { from: before.pos[index] ?? '?', to: after.pos[index] ?? '?' };
    const pres =
      before.pres || after.pres
        ? { from: before.pres?.[index] ?? '?', to: after.pres?.[index] ?? '?' }
        : null;
    if (pos.from !== pos.to || (pres && pres.from !== pres.to))
      changes.push({ socket: index + 1, pos, pres });
  }
  return changes;
}
