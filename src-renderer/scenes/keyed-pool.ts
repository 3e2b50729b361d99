/**
 * Things built once per key and handed out again on later draws (pure, unit-tested). A draw runs
 * between `begin()` and `end()`; `take(key, build)` gives the item kept under `key` or builds it.
 * The same key taken twice in one draw gets two items (each take of a key in a draw has its own slot), so
 * two equal pieces on one picture never share one object. At `end()` an item that neither this
 * draw nor the `linger` draws before it took is retired: with `linger` 0 what is kept is only
 * what the last picture showed; with more, a piece that comes back a draw or two later (a card
 * back at its old size, a word back at its old value) is not built again.
 *
 * `reuse(slot, key, build, update)` is for a piece whose content changes from view to view (a
 * side's VP, a deck's count): the item kept under `slot` is handed out again, and when it was
 * last given for another `key` it is first changed in place with `update` instead of rebuilt.
 *
 * An item that is not `free` (still shown by another picture) is not handed out twice: it is
 * retired (its owner keeps it until done with it) and a new one is built in its place.
 */
export class KeyedPool<T> {
  /** By slot: the item, which key it shows, which of that slot's takes in a draw it answers, and the last draw that took it. */
  private readonly items = new Map<string, { item: T; key: string; nth: number; drawn: number }>();
  private readonly taken = new Map<string, number>();
  private draw = 0;

  constructor(
    private readonly retire: (item: T) => void,
    private readonly free: (item: T) => boolean = () => true,
    private readonly linger = 0,
  ) {}

  begin(): void {
    this.taken.clear();
    this.draw++;
  }

  take(key: string, build: () => T): T {
    return this.reuse(key, key, build, null);
  }

  reuse(slot: string, key: string, build: () => T, update: ((item: T) => void) | null): T {
    const n = this.taken.get(slot) ?? 0;
    this.taken.set(slot, n + 1);
    const at = n === 0 ? slot : `${slot}\u0000${n}`;
    const kept = this.items.get(at);
    if (kept !== undefined && this.free(kept.item)) {
      if (kept.key !== key) {
        if (update === null) {
          this.retire(kept.item);
          return this.keep(at, build(), key, n);
        }
        update(kept.item);
        kept.key = key;
      }
      kept.drawn = this.draw;
      return kept.item;
    }
    if (kept !== undefined) this.retire(kept.item);
    return this.keep(at, build(), key, n);
  }

  private keep(at: string, item: T, key: string, nth: number): T {
    this.items.set(at, { item, key, nth, drawn: this.draw });
    return item;
  }

  end(): void {
    for (const [at, kept] of this.items) {
      if (this.draw - kept.drawn <= this.linger) continue;
      this.items.delete(at);
      this.retire(kept.item);
    }
  }

  /** How many items are kept. */
  get size(): number {
    return this.items.size;
  }
}
