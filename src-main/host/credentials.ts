import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits that cannot be misread from a TV across the room (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A seat's secret for coming back after a drop: 192 random bits. */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Only hashes are kept (in memory and in the journal), never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time: compares fixed-length digests, so timing says nothing about the stored hash. */
export function tokenMatches(storedHash: string, candidate: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(candidate, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function newTableId(): string {
  return randomBytes(6).toString('hex');
}
