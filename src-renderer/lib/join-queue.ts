import { type ErrorParams, TABLE_SEAT } from '../../engine/core';

/** `entropy`: this screen's share of the deal, sent with every player seat it takes (not the TV's). */
export type JoinMessage =
  | { readonly type: 'join'; readonly code: string; readonly seat: string; readonly entropy?: string }
  | { readonly type: 'resume'; readonly token: string; readonly entropy?: string };

export interface JoinFailure {
  readonly seat: string;
  readonly code: string;
  readonly message: string;
  readonly params?: ErrorParams;
}

/**
 * Takes a screen's seats one at a time: `resume` with a stored token, else `join` with the code.
 * The host answers each request with `joined` or `error` before it reads the next, and errors
 * carry no seat, so one request at a time is how an error is pinned on its seat.
 */
export class JoinQueue {
  private queue: string[] = [];
  private pending: { seat: string; message: JoinMessage } | null = null;
  readonly failures: JoinFailure[] = [];

  constructor(
    private readonly code: string,
    private readonly tokenFor: (seat: string) => string | null,
    private readonly forgetToken: (seat: string) => void,
    /** One value for every seat this screen takes at the table (a hot-seat screen's seats alike). */
    private readonly entropy: string | null = null,
  ) {}

  /** Starts (or, after a reconnect, restarts) taking these seats; answers the first request. */
  start(seats: readonly string[]): JoinMessage | null {
    this.queue = [...seats];
    this.failures.length = 0;
    this.pending = null;
    return this.next();
  }

  /**
   * Takes one more seat (a seat taken back from another device), its earlier failure forgotten:
   * answers its request, or null while another is pending (it follows that one).
   */
  take(seat: string): JoinMessage | null {
    for (let i = this.failures.length - 1; i >= 0; i--)
      if (this.failures[i]!.seat === seat) this.failures.splice(i, 1);
    if (!this.queue.includes(seat) && this.pending?.seat !== seat) this.queue.push(seat);
    return this.pending ? null : this.next();
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  get waitingFor(): string | null {
    return this.pending?.seat ?? null;
  }

  /** The host seated `seat`; answers the next request, if any. */
  joined(seat: string): JoinMessage | null {
    if (this.pending?.seat !== seat) return null;
    this.pending = null;
    return this.next();
  }

  /**
   * The host refused the pending request. Answers the next request (a fresh `join` when a stored
   * token no longer works), or null when there is nothing pending to blame: the error is not about joining.
   */
  refused(code: string, message: string, params?: ErrorParams): { next: JoinMessage | null } | null {
    const pending = this.pending;
    if (!pending) return null;
    this.pending = null;
    if (pending.message.type === 'resume' && code === 'bad_token') {
      this.forgetToken(pending.seat);
      return { next: this.request(pending.seat, this.joinFor(pending.seat)) };
    }
    if (code === 'already_seated') return { next: this.next() };
    const failure = params === undefined ? { code, message } : { code, message, params };
    this.failures.push({ seat: pending.seat, ...failure });
    // A wrong code fails every seat alike; do not spend the host's patience on the rest.
    if (code === 'bad_code' || code === 'other_table') {
      for (const seat of this.queue) this.failures.push({ seat, ...failure });
      this.queue = [];
      return { next: null };
    }
    return { next: this.next() };
  }

  private next(): JoinMessage | null {
    const seat = this.queue.shift();
    if (seat === undefined) return null;
    const token = this.tokenFor(seat);
    return this.request(seat, token ? { type: 'resume', token, ...this.share(seat) } : this.joinFor(seat));
  }

  private joinFor(seat: string): JoinMessage {
    return { type: 'join', code: this.code, seat, ...this.share(seat) };
  }

  private share(seat: string): { entropy?: string } {
    return this.entropy !== null && seat !== TABLE_SEAT ? { entropy: this.entropy } : {};
  }

  private request(seat: string, message: JoinMessage): JoinMessage {
    this.pending = { seat, message };
    return message;
  }
}
