import { ENTROPY_HEX, type FairDealWitness, isTableNote, SECRET_HEX, TABLE_SEAT } from '../../engine/core';
import type { TableSummary } from '../../protocol/messages';
import type { SeatModel } from './seat-model';
import type { KeyValueStore } from './seat-tokens';

/**
 * What a screen keeps of a fair-deal table to check its deal at the end (docs/screens.md, "The
 * fair deal"), beside the seats' logs and views its seat models hold: the commitment it showed
 * first, and the value it added for each seat it took before the deal. Kept on the device too, so a
 * reload still holds the host to what it showed and was sent before.
 */
export interface DealMemory {
  /** The commitment this screen showed first for the table; null until it saw one. */
  readonly commitment: string | null;
  /** Per seat this screen took before the game was dealt: the value it sent with it. */
  readonly contributed: Readonly<Record<string, string>>;
}

export const NO_DEAL_MEMORY: DealMemory = { commitment: null, contributed: {} };

/** A table summary seen (joined, seating): its commitment is kept if it is the first shown. */
export function dealShown(memory: DealMemory, summary: TableSummary): DealMemory {
  if (memory.commitment !== null || summary.deal?.kind !== 'fair') return memory;
  return { ...memory, commitment: summary.deal.commitment };
}

/**
 * The host seated `seat` on this screen, which sent `entropy` with the request. The host counts a
 * value only for a seat taken before the deal, which the summary in its answer says.
 */
export function dealJoined(
  memory: DealMemory,
  summary: TableSummary,
  seat: string,
  entropy: string | null,
): DealMemory {
  const shown = dealShown(memory, summary);
  const before = summary.deal?.kind === 'fair' && !summary.deal.dealt;
  if (!before || seat === TABLE_SEAT || entropy === null) return shown;
  if (shown.contributed[seat] === entropy) return shown;
  return { ...shown, contributed: { ...shown.contributed, [seat]: entropy } };
}

/** Another screen took `seat` over with its token: what it sent from then on is not this screen's. */
export function dealSeatLost(memory: DealMemory, seat: string): DealMemory {
  if (!(seat in memory.contributed)) return memory;
  const { [seat]: _lost, ...rest } = memory.contributed;
  return { ...memory, contributed: rest };
}

/**
 * The game entries of one seat's log as this screen was first shown them. The seat model's log
 * takes whatever the host resends; this one holds the host to its history: an entry of an action
 * still standing is kept as first shown, and only an undone action's entries give way.
 */
export interface ShownLog {
  readonly table: string;
  readonly entries: readonly unknown[];
  /** Per entry, the action that made it (null from a host that does not say). */
  readonly acts: readonly (number | null)[];
}

/** The seat's shown log after the view that made `model`. */
export function logShown(previous: ShownLog | undefined, model: SeatModel): ShownLog {
  const entries: unknown[] = [];
  const acts: (number | null)[] = [];
  for (const [index, entry] of model.log.entries()) {
    if (isTableNote(entry)) continue;
    entries.push(entry);
    acts.push(model.logActs[index] ?? null);
  }
  if (previous === undefined || previous.table !== model.table) return { table: model.table, entries, acts };
  let standing = 0;
  while (standing < previous.entries.length) {
    const act = previous.acts[standing];
    if (act === null || act === undefined || act > model.version) break;
    standing++;
  }
  return {
    table: model.table,
    entries: [...previous.entries.slice(0, standing), ...entries.slice(standing)],
    acts: [...previous.acts.slice(0, standing), ...acts.slice(standing)],
  };
}

/**
 * The witness for `checkFairDeal`: the commitment first shown, this screen's contributions, and
 * every seat it holds (the table seat included), with its log as first shown and its last view.
 * Null when it never showed a commitment.
 */
export function witnessOf(
  memory: DealMemory,
  models: Readonly<Record<string, SeatModel | undefined>>,
  shown: Readonly<Record<string, ShownLog | undefined>>,
): FairDealWitness | null {
  if (memory.commitment === null) return null;
  const seen: Record<string, { log: readonly unknown[]; view: unknown }> = {};
  for (const [seat, model] of Object.entries(models)) {
    const log = shown[seat];
    if (model && log?.table === model.table) seen[seat] = { log: log.entries, view: model.view };
  }
  return { commitment: memory.commitment, contributed: { ...memory.contributed }, seen };
}

/** The witness of a replay on the host machine: it saw no seat of its own, only the table's commitment. */
export const replayWitness = (commitment: string): FairDealWitness => ({
  commitment,
  contributed: {},
  seen: {},
});

export const dealMemoryKey = (tableId: string): string => `safehouse.deal.${tableId}`;

/** What this device kept for the table, or nothing when it kept nothing readable. */
export function loadDealMemory(store: KeyValueStore, tableId: string): DealMemory {
  try {
    const raw = store.getItem(dealMemoryKey(tableId));
    if (raw === null) return NO_DEAL_MEMORY;
    const parsed = JSON.parse(raw) as { commitment?: unknown; contributed?: unknown };
    const commitment =
      typeof parsed.commitment === 'string' && SECRET_HEX.test(parsed.commitment) ? parsed.commitment : null;
    const contributed: Record<string, string> = {};
    if (typeof parsed.contributed === 'object' && parsed.contributed !== null)
      for (const [seat, value] of Object.entries(parsed.contributed))
        if (typeof value === 'string' && ENTROPY_HEX.test(value)) contributed[seat] = value;
    return { commitment, contributed };
  } catch {
    return NO_DEAL_MEMORY; // storage switched off, or a value that is not ours
  }
}

export function saveDealMemory(store: KeyValueStore, tableId: string, memory: DealMemory): void {
  try {
    store.setItem(dealMemoryKey(tableId), JSON.stringify(memory));
  } catch {
    // storage switched off or full: the check then holds the host to this page's life only
  }
}
