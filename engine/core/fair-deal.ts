import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * A fair deal (docs/fair-deal.md): the host draws a 256-bit secret and publishes a commitment to
 * it; each seat's screen adds 128 bits of its own; the game's key is a hash of all of them. At the
 * end the host reveals the secret, and any screen can check the commitment and replay the game.
 */

/** The host's secret, 64 lowercase hex digits. */
export const SECRET_HEX = /^[0-9a-f]{64}$/;
/** A screen's contribution, 32 lowercase hex digits. */
export const ENTROPY_HEX = /^[0-9a-f]{32}$/;

const COMMIT_LABEL = utf8ToBytes('safehouse/commit/v1');
const DEAL_LABEL = utf8ToBytes('safehouse/deal/v1');

/** What the host publishes when a table is made: SHA-256 over a label and its secret, in hex. */
export function commitmentOf(secret: string): string {
  return bytesToHex(sha256(concatBytes(COMMIT_LABEL, hexToBytes(secret))));
}

/** A seat's share of the deal: its screen's value, or null for a seat whose share is the host's (a bot). */
export interface Contribution {
  readonly seat: string;
  readonly entropy: string | null;
}

/**
 * The game's key: SHA-256 over a label, the host's secret, and each contribution in the order
 * given (each seat's name length-prefixed, then a flag and its 16 bytes), so no two different lists
 * hash the same input.
 */
export function dealKeyOf(secret: string, contributions: readonly Contribution[]): string {
  const parts = [DEAL_LABEL, hexToBytes(secret)];
  for (const { seat, entropy } of contributions) {
    const name = utf8ToBytes(seat);
    parts.push(Uint8Array.of(name.length), name);
    parts.push(entropy === null ? Uint8Array.of(0) : concatBytes(Uint8Array.of(1), hexToBytes(entropy)));
  }
  return bytesToHex(sha256(concatBytes(...parts)));
}

/** A commitment as people compare it across screens: its first 8 hex digits, in two groups. */
export function fingerprintOf(commitment: string): string {
  return `${commitment.slice(0, 4)} ${commitment.slice(4, 8)}`;
}
