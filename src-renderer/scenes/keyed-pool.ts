/**
 * Things built once per key and handed out again on later draws (pure, unit-tested). A draw runs
 * between `begin()` and `end()`; `take(key, build)` gives the item kept under `key` or builds it.
 * The same key taken twice in one draw gets two items (each take of a key in a draw has its own slot), so
 * two equal pieces on one picture never share one object. At `end()` every item this draw did
 * not take is retired: what is kept is only what the last picture showed.
 *
 * An item that is not `free` (still shown by another picture) is not handed out twice: it is
 * retired (its owner keeps it until done with it) and a new one is built in its place.
 */
export class KeyedPool<T> {
  /** By slot: the item, and which key and which of that key's takes in a draw it answers. */
  private readonly items = new Map<string, { item: T; key: string; nth: number }>();
  private readonly taken = new Map<string, number>();

  constructor(
    private readonly retire: (item: T) => void,
    private readonly free: (item: T) => boolean = () => true,
  ) {}

  begin(): void {
    this.taken.clear();
  }

  take(key: string, build: () => T): T {
    const n = this.taken.get(key) ?? 0;
    this.taken.set(key, n + 1);
    const slot = n === 0 ? key : `${key}\u0000${n}`;
    const kept = this.items.get(slot);
    if (kept !== undefined && this.free(kept.item)) return kept.item;
    if (kept !== undefined) this.retire(kept.item);
    const made = build();
    this.items.set(slot, { item: made, key, nth: n });
    return made;
  }

  end(): void {
    for (const [slot, { item, key, nth }] of this.items) {
      if ((this.taken.get(key) ?? 0) > nth) continue;
      this.items.delete(slot);
      this.retire(item);
    }
  }

  /** How many items are kept. */
  get size(): number {
    return this.items.size;
  }
}
