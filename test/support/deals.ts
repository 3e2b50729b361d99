import { createHash } from 'node:crypto';
import { type FairDeal, fairDeal, type TableDeal } from '../../src-main/host/table-deal';

/** 64 hex digits made from `n`: the same every run, unlike a table's. */
export const keyFrom = (n: number): string =>
  createHash('sha256').update(`safehouse test ${n}`).digest('hex');

/** A deal known from `n`, dealt when the table is made, with the table's own generator (ChaCha20). */
export const knownDeal = (n: number): TableDeal => ({ generator: 'chacha20-known', key: keyFrom(n) });

/** A fair deal (secret, commitment, `deal` record) whose secret comes from `n`, for a game that must replay the same. */
export const fairDealFrom = (n: number): FairDeal => fairDeal(keyFrom(n));

/** A game's seed from a table's generator, the same every run: a ChaCha20 key made from `n`. */
export const keyedSeed = (n: number) => ({ chacha20: keyFrom(n) });
