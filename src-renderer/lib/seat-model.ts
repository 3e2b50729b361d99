import { type HostMessage, patchView } from '../../protocol/messages';

export type ViewMessage = Extract<HostMessage, { type: 'view' }>;

/** Everything a screen holds for one seat, rebuilt from the host's view messages. */
export interface SeatModel {
  readonly seat: string;
  readonly table: string;
  readonly version: number;
  readonly view: unknown;
  readonly log: readonly unknown[];
  /** Per entry of `log`, the number of the action that produced it (null: a table note, or an older host). */
  readonly logActs: readonly (number | null)[];
  readonly legal: readonly unknown[];
  readonly canUndo: boolean;
  /** The player who paused the game; null while it runs (or from a host that has no pause). */
  readonly paused: string | null;
  readonly over: boolean;
  readonly winners: readonly string[];
}

/**
 * The seat's log after a view message: everything before `logFrom` is kept, anything the
 * screen held from `logFrom` on is replaced (after an undo the host resends from 0).
 */
export function mergeLog(
  log: readonly unknown[],
  logFrom: number,
  entries: readonly unknown[],
): readonly unknown[] {
  if (logFrom <= 0) return [...entries];
  if (logFrom >= log.length && entries.length === 0) return log;
  return [...log.slice(0, logFrom), ...entries];
}

/** Applies one view message (whole view or top-level patch) to what the screen held. */
export function applyView(previous: SeatModel | undefined, message: ViewMessage): SeatModel {
  const sameTable = previous !== undefined && previous.table === message.table;
  const base = sameTable ? previous : undefined;
  const patch = message.patch ? { patch: message.patch } : {};
  return {
    seat: message.seat,
    table: message.table,
    version: message.version,
    view: patchView(base?.view ?? {}, { view: message.view, ...patch }),
    log: mergeLog(base?.log ?? [], message.logFrom, message.log),
    logActs: mergeLog(
      base?.logActs ?? [],
      message.logFrom,
      message.logActs ?? message.log.map(() => null),
    ) as readonly (number | null)[],
    legal: message.legal,
    canUndo: message.canUndo,
    paused: message.paused ?? null,
    over: message.over,
    winners: message.winners,
  };
}
