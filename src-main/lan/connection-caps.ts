/** How many WebSocket connections the host holds at once, from one address and in all. */
export interface ConnectionLimits {
  readonly perAddress: number;
  readonly total: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = { perAddress: 16, total: 256 };

/** Counts open connections by address; `admit` says why one more is refused, or null. */
export class ConnectionCaps {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: ConnectionLimits = CONNECTION_LIMITS) {}

  /** `perAddress: false` counts the connection in the total only (the host machine's own screens). */
  admit(address: string, { perAddress = true } = {}): string | null {
    if (this.open >= this.limits.total) return 'host full: too many connections';
    if (perAddress && (this.byAddress.get(address) ?? 0) >= this.limits.perAddress)
      return 'too many connections from this address';
    this.open += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    return null;
  }

  release(address: string): void {
    const count = this.byAddress.get(address) ?? 0;
    if (count <= 0) return;
    this.open -= 1;
    if (count === 1) this.byAddress.delete(address);
    else this.byAddress.set(address, count - 1);
  }
}
