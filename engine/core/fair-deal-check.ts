import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type Contribution, commitmentOf, dealKeyOf, ENTROPY_HEX, SECRET_HEX } from './fair-deal';
import type { GameRules } from './game';
import { TABLE_SEAT } from './game';
import type { ErrorParams } from './result';

/**
 * Everything needed to replay a finished game from nothing: what the host reveals when it ends,
 * and what a game file keeps for a later check.
 */
export interface FairDealProof {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly secret: string;
  readonly commitment: string;
  readonly contributions: readonly Contribution[];
  readonly actions: readonly { readonly seat: string; readonly action: unknown }[];
}

/** What one screen saw of the game itself, to hold the host's word against. */
export interface FairDealWitness {
  /** The commitment as this screen first showed it, before anything was dealt. */
  readonly commitment: string;
  /** The value this screen contributed for each seat it took before the deal. */
  readonly contributed: Readonly<Record<string, string>>;
  /**
   * Per seat it showed (the table seat included): its whole log as the host sent it, and its last
   * view. A game file's check has none.
   */
  readonly seen: Readonly<Record<string, { readonly log: readonly unknown[]; readonly view: unknown }>>;
}

/** An engine's refusal as data: its code and params for a screen's own words, its English sentence. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly params: ErrorParams;
}

const refusalOf = (error: { code: string; message: string; params?: ErrorParams }): Refusal => ({
  code: error.code,
  message: error.message,
  params: error.params ?? {},
});

/** The first thing that did not match, as data a screen words in its own language. */
export type FairDealProblem =
  /** The proof is not a proof: fields missing or malformed. */
  | { readonly kind: 'malformed' }
  /** The host now names another commitment than the one shown at the start. */
  | { readonly kind: 'commitment_changed' }
  /** The revealed secret does not hash to the commitment. */
  | { readonly kind: 'wrong_secret' }
  /** This screen's contribution for `seat` is not the one the deal was made with. */
  | { readonly kind: 'contribution_left_out'; readonly seat: string }
  /** The game's options are refused by this device's rules, with the engine's refusal. */
  | { readonly kind: 'setup_refused'; readonly refusal: Refusal }
  /** Action `action` (1 for the first) does not replay, with the engine's refusal. */
  | { readonly kind: 'action_refused'; readonly action: number; readonly refusal: Refusal }
  /** The replayed game did not end. */
  | { readonly kind: 'not_over' }
  /**
   * What `seat`'s screen was told at log entry `entry` (0 for the first) is not what the replay
   * shows there; `action` (1 for the first) made the replay's entry, null when the replay has none.
   */
  | {
      readonly kind: 'log_differs';
      readonly seat: string;
      readonly entry: number;
      readonly action: number | null;
    }
  /** `seat`'s last view on this screen is not the replay's. */
  | { readonly kind: 'view_differs'; readonly seat: string };

export type FairDealVerdict =
  | {
      readonly ok: true;
      readonly actions: number;
      readonly winners: readonly string[];
      /**
       * SHA-256 of the whole public log (what a TV was shown), in hex: the game's record, which
       * players compare across screens and with a game file's check, as they do the commitment.
       */
      readonly record: string;
    }
  | { readonly ok: false; readonly problem: FairDealProblem };

/** JSON with every object's keys in order: the same value however it was patched together. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Entries the table adds to a log (a stand-in came, a pause) are the table's, not the game's. */
export const isTableNote = (entry: unknown): boolean =>
  typeof entry === 'object' && entry !== null && (entry as { type?: unknown }).type === 'table-note';

function wellFormed(proof: FairDealProof): boolean {
  return (
    typeof proof === 'object' &&
    proof !== null &&
    typeof proof.secret === 'string' &&
    SECRET_HEX.test(proof.secret) &&
    typeof proof.commitment === 'string' &&
    SECRET_HEX.test(proof.commitment) &&
    Array.isArray(proof.contributions) &&
    proof.contributions.every(
      (c) =>
        typeof c?.seat === 'string' &&
        (c.entropy === null || (typeof c.entropy === 'string' && ENTROPY_HEX.test(c.entropy))),
    ) &&
    Array.isArray(proof.actions) &&
    proof.actions.every((a) => typeof a?.seat === 'string') &&
    typeof proof.options === 'object' &&
    proof.options !== null
  );
}

/**
 * Checks a finished game's deal on this device: the secret against the commitment shown at the
 * start, this screen's own contributions, then the whole game replayed in this device's engine,
 * against every log entry and last view this screen was shown.
 */
export function checkFairDeal<S, A, E, O>(
  rules: GameRules<S, A, E, O>,
  proof: FairDealProof,
  witness: FairDealWitness,
): FairDealVerdict {
  const refuse = (problem: FairDealProblem): FairDealVerdict => ({ ok: false, problem });
  if (!wellFormed(proof)) return refuse({ kind: 'malformed' });
  if (proof.commitment !== witness.commitment) return refuse({ kind: 'commitment_changed' });
  if (commitmentOf(proof.secret) !== proof.commitment) return refuse({ kind: 'wrong_secret' });
  for (const [seat, entropy] of Object.entries(witness.contributed)) {
    if (!proof.contributions.some((c) => c.seat === seat && c.entropy === entropy))
      return refuse({ kind: 'contribution_left_out', seat });
  }
  const seed = { chacha20: dealKeyOf(proof.secret, proof.contributions) };
  const created = rules.create({ ...(proof.options as O), seed });
  if (!created.ok) return refuse({ kind: 'setup_refused', refusal: refusalOf(created.error) });
  let state = created.value;
  const seats = Object.keys(witness.seen);
  const logs: Record<string, unknown[]> = Object.fromEntries(
    [...new Set([...seats, TABLE_SEAT])].map((seat) => [seat, []]),
  );
  const watchers = Object.keys(logs);
  // Per entry of each log, the action (counted from 1) that made it.
  const acts: Record<string, number[]> = Object.fromEntries(watchers.map((seat) => [seat, []]));
  for (const [index, { seat, action }] of proof.actions.entries()) {
    const stepped = rules.step(state, seat, action);
    if (!stepped.ok)
      return refuse({ kind: 'action_refused', action: index + 1, refusal: refusalOf(stepped.error) });
    state = stepped.value.state;
    for (const watcher of watchers) {
      const seen = rules.eventsFor(stepped.value.events, watcher);
      logs[watcher]!.push(...seen);
      for (const _ of seen) acts[watcher]!.push(index + 1);
    }
  }
  if (!rules.isOver(state)) return refuse({ kind: 'not_over' });
  for (const seat of seats) {
    const shown = witness.seen[seat]!.log.filter((entry) => !isTableNote(entry));
    const replayed = logs[seat]!;
    const length = Math.max(shown.length, replayed.length);
    for (let entry = 0; entry < length; entry++) {
      if (canonical(shown[entry]) !== canonical(replayed[entry]))
        return refuse({ kind: 'log_differs', seat, entry, action: acts[seat]![entry] ?? null });
    }
    if (canonical(witness.seen[seat]!.view) !== canonical(rules.viewFor(state, seat)))
      return refuse({ kind: 'view_differs', seat });
  }
  return {
    ok: true,
    actions: proof.actions.length,
    winners: rules.winners(state),
    record: recordOf(logs[TABLE_SEAT]!),
  };
}

/** The game's record: SHA-256 over the public log as canonical JSON. */
export function recordOf(publicLog: readonly unknown[]): string {
  return bytesToHex(sha256(utf8ToBytes(canonical(publicLog.filter((entry) => !isTableNote(entry))))));
}
