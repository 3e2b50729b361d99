import type { KeyValueStore } from '../../src-renderer/lib/seat-tokens';

/** A screen's `localStorage` in memory, with its map open to the test. */
export function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
