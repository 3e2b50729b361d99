import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  Dice,
  dealKeyOf,
  fingerprintOf,
  isRngSeed,
  type RngState,
  seedRng,
} from '../../engine/core';

/** RFC 8439 Appendix A.1, test vectors #1 and #2: the keystream of key 0, nonce 0, blocks 0 and 1. */
const RFC8439_A1_BLOCK0 =
  '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586';
const RFC8439_A1_BLOCK1 =
  '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f';
/** draft-agl-tls-chacha20poly1305 §7, second vector: key 0…01, nonce 0, block 0 (first 32 bytes). */
const KEY_ONE_BLOCK0 = '4540f05a9f1fb296d7736e7b208e3c96eb4fe1834688d2604f450952ed432d41';

const ZERO_KEY = '0'.repeat(64);
const KEY_ONE = `${'0'.repeat(63)}1`;

/** The keystream's bytes as the little-endian 32-bit words the generator reads. */
function words(hex: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 8) {
    const [a, b, c, d] = [0, 2, 4, 6].map((j) => Number.parseInt(hex.slice(i + j, i + j + 2), 16));
    out.push((a! | (b! << 8) | (c! << 16) | (d! << 24)) >>> 0);
  }
  return out;
}

const keyed = (key: string) => new Dice(seedRng({ chacha20: key }));
const hexKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('a table’s generator: ChaCha20 keyed with 256 bits (known answers)', () => {
  it('reads the RFC 8439 keystream word by word, across a block boundary', () => {
    const dice = keyed(ZERO_KEY);
    const drawn = Array.from({ length: 32 }, () => dice.int(0, 2 ** 32 - 1));
    expect(drawn).toEqual(words(RFC8439_A1_BLOCK0 + RFC8439_A1_BLOCK1));
    const other = keyed(KEY_ONE);
    expect(Array.from({ length: 8 }, () => other.int(0, 2 ** 32 - 1))).toEqual(words(KEY_ONE_BLOCK0));
  });

  it('draws a word again rather than favour a value: words past the last whole multiple are skipped', () => {
    const stream = words(RFC8439_A1_BLOCK0);
    // For 3·2^30 values the last whole multiple below 2^32 is 3·2^30 itself: words at or above 0xC0000000 are drawn again.
    const expected = stream.filter((word) => word < 0xc0000000).slice(0, 8);
    expect(expected.length).toBe(8);
    expect(stream.slice(0, 11).some((word) => word >= 0xc0000000)).toBe(true);
    const dice = keyed(ZERO_KEY);
    expect(Array.from({ length: 8 }, () => dice.int(0, 3 * 2 ** 30 - 1))).toEqual(expected);
    const die = keyed(ZERO_KEY);
    expect(Array.from({ length: 16 }, () => die.int(1, 6))).toEqual(stream.map((word) => 1 + (word % 6)));
  });

  it('its state is plain JSON: stopping anywhere and going on from the saved state draws the same', () => {
    fc.assert(
      fc.property(hexKey, fc.integer({ min: 0, max: 60 }), (key, split) => {
        const straight = keyed(key);
        const all = Array.from({ length: 60 }, () => straight.int(1, 6));
        const first = keyed(key);
        const before = Array.from({ length: split }, () => first.int(1, 6));
        const saved = JSON.parse(JSON.stringify(first.state())) as RngState;
        const rest = new Dice(saved);
        expect([...before, ...Array.from({ length: 60 - split }, () => rest.int(1, 6))]).toEqual(all);
      }),
    );
  });

  it('a step that draws nothing keeps the very state it was given', () => {
    const start = seedRng({ chacha20: KEY_ONE });
    expect(new Dice(start).state()).toBe(start);
  });

  it('a draw beside the game moves nothing and is not the game’s next draw', () => {
    fc.assert(
      fc.property(hexKey, (key) => {
        const state = seedRng({ chacha20: key });
        const side = Dice.aside(state);
        const aside = Array.from({ length: 8 }, () => side.int(0, 2 ** 32 - 1));
        const game = keyed(key);
        expect(aside).not.toEqual(Array.from({ length: 8 }, () => game.int(0, 2 ** 32 - 1)));
        expect(new Dice(state).state()).toBe(state);
      }),
    );
  });

  it('every value of a small range comes up about equally often', () => {
    const dice = keyed(KEY_ONE);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[dice.int(1, 6) - 1]! += 1;
    // Chi-square with 5 degrees of freedom: above 20.5 happens by chance once in a thousand runs.
    const chi = counts.reduce((sum, n) => sum + (n - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('takes only a key of 64 lowercase hex digits, or a number', () => {
    expect(isRngSeed({ chacha20: ZERO_KEY })).toBe(true);
    expect(isRngSeed(7)).toBe(true);
    for (const bad of [
      { chacha20: ZERO_KEY.toUpperCase().replace(/0/g, 'A') },
      { chacha20: 'ab' },
      {},
      null,
      Number.NaN,
    ])
      expect(isRngSeed(bad)).toBe(false);
    expect(isRngSeed({ chacha20: ZERO_KEY, extra: 1 })).toBe(false);
  });
});

describe('saves made before tables were keyed', () => {
  it('a number still seeds pure-rand’s xoroshiro128+, draw for draw', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const dice = new Dice(seedRng(seed));
        const reference = xoroshiro128plus(seed | 0);
        for (let i = 0; i < 20; i++) expect(dice.int(1, 6)).toBe(uniformInt(reference, 1, 6));
      }),
    );
  });
});

describe('the fair deal’s hashes', () => {
  const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest('hex');

  it('the commitment is SHA-256 over its label and the secret (checked against Node’s own SHA-256)', () => {
    fc.assert(
      fc.property(hexKey, (secret) => {
        expect(commitmentOf(secret)).toBe(
          sha256(Buffer.from('safehouse/commit/v1'), Buffer.from(secret, 'hex')),
        );
      }),
    );
  });

  it('the key is SHA-256 over the secret and each seat’s contribution, in order', () => {
    const secret = 'ab'.repeat(32);
    const entropy = 'cd'.repeat(16);
    expect(
      dealKeyOf(secret, [
        { seat: 'CIA', entropy },
        { seat: 'KGB', entropy: null },
      ]),
    ).toBe(
      sha256(
        Buffer.from('safehouse/deal/v1'),
        Buffer.from(secret, 'hex'),
        Buffer.from([3]),
        Buffer.from('CIA'),
        Buffer.from([1]),
        Buffer.from(entropy, 'hex'),
        Buffer.from([3]),
        Buffer.from('KGB'),
        Buffer.from([0]),
      ),
    );
  });

  it('any change to a contribution, a seat or their order gives another key', () => {
    const secret = 'ab'.repeat(32);
    const a = { seat: 'Ann', entropy: '01'.repeat(16) };
    const b = { seat: 'Bob', entropy: '02'.repeat(16) };
    const keys = [
      dealKeyOf(secret, [a, b]),
      dealKeyOf(secret, [b, a]),
      dealKeyOf(secret, [a, { ...b, entropy: null }]),
      dealKeyOf(secret, [a, { ...b, entropy: '03'.repeat(16) }]),
      dealKeyOf(secret, [a, { ...b, seat: 'Bo' }]),
      dealKeyOf(secret, [a]),
      dealKeyOf('ac'.repeat(32), [a, b]),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the fingerprint is the commitment’s first eight digits, in two groups', () => {
    expect(fingerprintOf('0123456789abcdef'.repeat(4))).toBe('0123 4567');
  });
});
