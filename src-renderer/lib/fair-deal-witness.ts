import { ENTROPY_HEX, type FairDealWitness, SECRET_HEX, TABLE_SEAT } from '../../engine/core';
import type { TableSummary } from '../../protocol/messages';
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

/** What the screen holds of one seat: its whole log as received and its view with every patch applied. */
export interface SeenSeat {
  readonly log: readonly unknown[];
  readonly view: unknown;
}

/**
 * The witness for `checkFairDeal`: the commitment first shown, this screen's contributions, and
 * every seat it holds (the table seat included). Null when it never showed a commitment.
 */
export function witnessOf(
  memory: DealMemory,
  seats: Readonly<Record<string, SeenSeat | undefined>>,
): FairDealWitness | null {
  if (memory.commitment === null) return null;
  const seen: Record<string, SeenSeat> = {};
  for (const [seat, model] of Object.entries(seats))
    if (model) seen[seat] = { log: model.log, view: model.view };
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
