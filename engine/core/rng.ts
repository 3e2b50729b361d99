import { chacha20 } from '@noble/ciphers/chacha.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A table's generator: the ChaCha20 keystream (RFC 8439, nonce zero, counter from 0) under a
 * 256-bit key, read as little-endian 32-bit words. `block` and `word` say how much has been read.
 * Nobody who lacks the key can tell its next word from all the words before it.
 */
export interface ChaChaRngState {
  /** The key, 64 lowercase hex digits. */
  readonly chacha20: string;
  readonly block: number;
  /** Words of `block` already used, 0–15. */
  readonly word: number;
}

/**
 * pure-rand's xoroshiro128+, fast and predictable: only for saves made before tables were keyed
 * (they must replay exactly as they were played) and for bots' own searches, which hide nothing.
 */
export type FastRngState = readonly [number, number, number, number];

/**
 * The state of a generator as plain JSON data, so it lives inside a game state and replays,
 * undo and saves stay byte-identical. Never seeded from the clock.
 */
export type RngState = ChaChaRngState | FastRngState;

/** What a generator starts from: a table's 256-bit key, or a 32-bit seed of the fast generator. */
export type RngSeed = { readonly chacha20: string } | number;

const KEY_HEX = /^[0-9a-f]{64}$/;

/** Whether `seed` can start a generator: a finite number, or a key of exactly 64 lowercase hex digits. */
export function isRngSeed(seed: unknown): seed is RngSeed {
  if (typeof seed === 'number') return Number.isFinite(seed);
  if (typeof seed !== 'object' || seed === null || Array.isArray(seed)) return false;
  const fields = Object.keys(seed);
  const key = (seed as { chacha20?: unknown }).chacha20;
  return fields.length === 1 && typeof key === 'string' && KEY_HEX.test(key);
}

export function seedRng(seed: RngSeed): RngState {
  if (typeof seed === 'number') return xoroshiro128plus(seed | 0).getState() as unknown as FastRngState;
  return { chacha20: seed.chacha20, block: 0, word: 0 };
}

/** Whether a state is of the unpredictable, keyed kind. */
export const isKeyed = (state: RngState): state is ChaChaRngState => !Array.isArray(state);

const TWO_POW_32 = 2 ** 32;

/**
 * The keystream is made 32 blocks (512 words) at a time: each call into the cipher costs about
 * ten blocks' work before its first byte, and a game draws a few hundred words. Counter mode makes
 * block b the same bytes however many are made per call.
 */
const CHUNK_BLOCKS = 32;
const ZERO_CHUNK = new Uint8Array(64 * CHUNK_BLOCKS);

interface Chunk {
  readonly key: string;
  readonly stream: number;
  readonly firstBlock: number;
  /** Never written once made: instances only read it. */
  readonly bytes: Uint8Array;
}

/**
 * The last chunk made, for the next engine step, which usually reads on where the last stopped:
 * a table's own keystream, kept in the memory that holds its key anyway.
 */
let lastChunk: Chunk | null = null;

function chunkWith(key: string, stream: number, block: number): Chunk {
  const firstBlock = block - (block % CHUNK_BLOCKS);
  const last = lastChunk;
  if (last && last.key === key && last.stream === stream && last.firstBlock === firstBlock) return last;
  const nonce = new Uint8Array(12);
  nonce[0] = stream;
  const bytes = chacha20(hexToBytes(key), nonce, ZERO_CHUNK, new Uint8Array(ZERO_CHUNK.length), firstBlock);
  lastChunk = { key, stream, firstBlock, bytes };
  return lastChunk;
}

/** Reads a ChaCha20 keystream word by word. */
class KeystreamWords {
  private chunk: Chunk | null = null;
  private block: number;
  private word: number;

  constructor(
    private readonly key: string,
    private readonly stream: number,
    at: { readonly block: number; readonly word: number },
  ) {
    this.block = at.block;
    this.word = at.word;
  }

  next(): number {
    if (this.word === 16) {
      this.block += 1;
      this.word = 0;
    }
    let chunk = this.chunk;
    if (chunk === null || this.block - chunk.firstBlock >= CHUNK_BLOCKS) {
      chunk = chunkWith(this.key, this.stream, this.block);
      this.chunk = chunk;
    }
    const b = chunk.bytes;
    const i = (this.block - chunk.firstBlock) * 64 + this.word * 4;
    this.word += 1;
    return (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
  }

  position(): { block: number; word: number } {
    return this.word === 16 ? { block: this.block + 1, word: 0 } : { block: this.block, word: this.word };
  }
}

/** Streams of one key that never overlap: the game's own, and one for draws beside the game. */
const GAME_STREAM = 0;
const ASIDE_STREAM = 1;

/**
 * A mutable cursor over an `RngState` for the duration of one engine step; read `state()` at the
 * end and store it in the new game state.
 */
export class Dice {
  private readonly fast;
  private readonly keyed: KeystreamWords | null;

  constructor(
    private readonly start: RngState,
    stream = GAME_STREAM,
  ) {
    this.keyed = isKeyed(start) ? new KeystreamWords(start.chacha20, stream, start) : null;
    this.fast = isKeyed(start) ? null : xoroshiro128plusFromState(start);
  }

  /**
   * Dice for a draw beside the game (a choice made for a player who ran out of time) that must
   * not move the game's own sequence nor tell anything about it: a keyed state reads another
   * stream of its key. Never store its `state()`.
   */
  static aside(state: RngState): Dice {
    return new Dice(state, ASIDE_STREAM);
  }

  /** Uniform integer in [from, to], both included (at most 2^32 values). */
  int(from: number, to: number): number {
    if (this.fast) return uniformInt(this.fast, from, to);
    const size = to - from + 1;
    if (!(size >= 1 && size <= TWO_POW_32)) throw new RangeError(`no integers in [${from}, ${to}]`);
    if (size === 1) return from;
    // Words at or past the last whole multiple of `size` are drawn again, so no value is favoured.
    const limit = TWO_POW_32 - (TWO_POW_32 % size);
    for (;;) {
      const word = this.keyed!.next();
      if (word < limit) return from + (word % size);
    }
  }

  /** A new array with the items in uniformly random order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i]!;
      out[i] = out[j]!;
      out[j] = t;
    }
    return out;
  }

  /** The state after the draws made; the very state begun with when none were made. */
  state(): RngState {
    if (this.fast) return this.fast.getState() as unknown as FastRngState;
    const start = this.start as ChaChaRngState;
    const { block, word } = this.keyed!.position();
    return block === start.block && word === start.word ? start : { chacha20: start.chacha20, block, word };
  }
}
