import { sourceOf } from '../lan/address-source';

/**
 * Wrong join codes, counted per source (`sourceOf`) across all its connections (reconnecting
 * resets nothing). The first few are free; after that each wrong code makes the source wait
 * before its next guess, the wait doubling up to a ceiling, so guessing from one source is held
 * well under 2 guesses a second and soon to about one a minute. A source with no wrong code for a
 * while is forgotten.
 */
export interface JoinGuardLimits {
  /** Wrong codes an address may make before it has to wait. */
  readonly free: number;
  /** The wait after the first wrong code past `free`; each further one doubles it. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** An address with no wrong code for this long starts again from nothing. */
  readonly forgetMs: number;
  /** Addresses remembered at once; the stalest is dropped beyond it (memory stays bounded). */
  readonly maxAddresses: number;
}

export const JOIN_GUARD_LIMITS: JoinGuardLimits = {
  free: 5,
  firstDelayMs: 500,
  maxDelayMs: 60_000,
  forgetMs: 15 * 60_000,
  maxAddresses: 4096,
};

interface Record {
  wrong: number;
  lastWrongAt: number;
  /** No guess from this address is looked at before this time. */
  openAt: number;
}

export interface Probe {
  readonly address: string;
  readonly wrongCodes: number;
}

export class JoinGuard {
  private readonly records = new Map<string, Record>();

  constructor(
    private readonly limits: JoinGuardLimits = JOIN_GUARD_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long `address` must still wait before its next code is looked at (0: now). */
  waitMs(address: string): number {
    const record = this.fresh(sourceOf(address));
    return record ? Math.max(0, record.openAt - this.now()) : 0;
  }

  /** Counts a wrong code from `address`. */
  wrong(address: string): void {
    const source = sourceOf(address);
    const now = this.now();
    let record = this.fresh(source);
    if (!record) {
      record = { wrong: 0, lastWrongAt: now, openAt: now };
      this.records.set(source, record);
      this.trim();
    }
    record.wrong += 1;
    record.lastWrongAt = now;
    // Kept in order of last wrong code, so the stalest is the first dropped.
    this.records.delete(source);
    this.records.set(source, record);
    const past = record.wrong - this.limits.free;
    if (past > 0) {
      const delay = Math.min(this.limits.maxDelayMs, this.limits.firstDelayMs * 2 ** Math.min(past - 1, 30));
      record.openAt = now + delay;
    }
  }

  /** Addresses past their free wrong codes and not yet forgotten: someone may be probing. */
  probes(): Probe[] {
    const out: Probe[] = [];
    for (const address of [...this.records.keys()]) {
      const record = this.fresh(address);
      if (record && record.wrong > this.limits.free) out.push({ address, wrongCodes: record.wrong });
    }
    return out;
  }

  private fresh(address: string): Record | undefined {
    const record = this.records.get(address);
    if (record && this.now() - record.lastWrongAt > this.limits.forgetMs) {
      this.records.delete(address);
      return undefined;
    }
    return record;
  }

  private trim(): void {
    while (this.records.size > this.limits.maxAddresses) {
      const oldest = this.records.keys().next().value;
      if (oldest === undefined) return;
      this.records.delete(oldest);
    }
  }
}
