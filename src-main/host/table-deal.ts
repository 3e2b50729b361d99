import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type Contribution,
  commitmentOf,
  dealKeyOf,
  ENTROPY_HEX,
  MAX_SEAT_LENGTH,
  type RngSeed,
  SECRET_HEX,
} from '../../engine/core';

/**
 * Where a table's randomness comes from, as its journal's header records it (docs/fair-deal.md):
 * - `secret`: every new table. 256 bits from the operating system's generator, and the commitment
 *   every screen is shown; the game's key also takes each seat's contribution (the `deal` record).
 * - `key`: a lesson's known deal, whose ChaCha20 key is in the source.
 * - `xoroshiro128plus`: saves made before tables were keyed, replayed with the generator they
 *   were played with. Never made for a new table.
 */
export const TableDeal = z.discriminatedUnion('generator', [
  z
    .object({
      generator: z.literal('chacha20'),
      secret: z.string().regex(SECRET_HEX),
      commitment: z.string().regex(SECRET_HEX),
    })
    // A secret that does not match its commitment still loads: every screen's check names it.
    .strict(),
  z.object({ generator: z.literal('chacha20-known'), key: z.string().regex(SECRET_HEX) }).strict(),
  z.object({ generator: z.literal('xoroshiro128plus'), seed: z.number().int() }).strict(),
]);
export type TableDeal = z.infer<typeof TableDeal>;
/** A deal of a secret and its commitment, with the seats' contributions. */
export type FairDeal = Extract<TableDeal, { generator: 'chacha20' }>;

export const ContributionSchema = z
  .object({
    seat: z.string().min(1).max(MAX_SEAT_LENGTH),
    entropy: z.string().regex(ENTROPY_HEX).nullable(),
  })
  .strict();

/** A new table's deal: a secret from the operating system (or, for tests, the one given). */
export function fairDeal(secret: string = randomBytes(32).toString('hex')): FairDeal {
  return { generator: 'chacha20', secret, commitment: commitmentOf(secret) };
}

/** Whether the game waits for its `deal` record (a fair deal) or is dealt when the table is made. */
export const dealtAtCreation = (deal: TableDeal): boolean => deal.generator !== 'chacha20';

/** What the game's generator starts from, once every contribution is in. */
export function seedOf(deal: TableDeal, contributions: readonly Contribution[]): RngSeed {
  switch (deal.generator) {
    case 'chacha20':
      return { chacha20: dealKeyOf(deal.secret, contributions) };
    case 'chacha20-known':
      return { chacha20: deal.key };
    case 'xoroshiro128plus':
      return deal.seed;
  }
}
