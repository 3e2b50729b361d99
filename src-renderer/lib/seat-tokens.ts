import { ENTROPY_HEX } from '../../engine/core';

/** The part of `localStorage` the screens use; tests pass a Map-backed stand-in. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const seatKey = (tableId: string, seat: string): string => `safehouse.seat.${tableId}.${seat}`;
/** Which table a join code belongs to, so a reloaded page finds its seat's token. */
export const codeKey = (code: string): string => `safehouse.code.${code}`;

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback; // storage switched off or full: the seat simply is not remembered
  }
}

export function rememberTable(store: KeyValueStore, code: string, tableId: string): void {
  safely(() => store.setItem(codeKey(code), tableId), undefined);
}

export function rememberSeat(store: KeyValueStore, tableId: string, seat: string, token: string): void {
  safely(() => store.setItem(seatKey(tableId, seat), token), undefined);
}

export function forgetSeat(store: KeyValueStore, tableId: string, seat: string): void {
  safely(() => store.removeItem(seatKey(tableId, seat)), undefined);
}

/**
 * This device's share of the deal at the table with this code (docs/screens.md, "The fair deal"):
 * one value per table, sent with every join and resume of a player seat there, so a reload or a
 * reconnect after the host restarted sends the same value again. Keyed by the code because the
 * first join happens before the screen knows the table's id.
 */
export const entropyKey = (code: string): string => `safehouse.entropy.${code}`;

/** 128 bits from the browser's generator, in lowercase hex. (`getRandomValues` works on plain-http LAN pages; `crypto.subtle` does not.) */
export function newEntropy(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(fill(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The value this device adds to the deal at the table with `code`: the one kept, else a new one, kept. */
export function entropyFor(
  store: KeyValueStore,
  code: string,
  fill?: (bytes: Uint8Array) => Uint8Array,
): string {
  const kept = safely(() => store.getItem(entropyKey(code)), null);
  if (kept !== null && ENTROPY_HEX.test(kept)) return kept;
  const fresh = newEntropy(fill);
  safely(() => store.setItem(entropyKey(code), fresh), undefined);
  return fresh;
}

export function tableForCode(store: KeyValueStore, code: string): string | null {
  return safely(() => store.getItem(codeKey(code)), null);
}

/** The stored token for a seat at the table with this code, if this browser ever held it. */
export function tokenFor(store: KeyValueStore, code: string, seat: string): string | null {
  const tableId = tableForCode(store, code);
  return tableId === null ? null : safely(() => store.getItem(seatKey(tableId, seat)), null);
}

export function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // fall through: storage is switched off
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}
