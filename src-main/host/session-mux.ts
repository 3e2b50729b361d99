import type { ClientSession, Host } from './host';

/** More screens than this in one window is a bug or an attack, not a game night. */
export const MAX_SESSIONS_PER_WINDOW = 16;

/**
 * Several screens over one carrier (the desktop window's IPC): each screen opens its own
 * numbered session, exactly as each browser tab opens its own WebSocket.
 */
export class SessionMux {
  private readonly sessions = new Map<number, ClientSession>();

  constructor(
    private readonly host: Host,
    private readonly deliver: (id: number, frame: string) => void,
  ) {}

  get openSessions(): number {
    return this.sessions.size;
  }

  open(id: unknown): void {
    if (!Number.isSafeInteger(id) || (id as number) <= 0 || this.sessions.has(id as number)) return;
    if (this.sessions.size >= MAX_SESSIONS_PER_WINDOW) return;
    const key = id as number;
    this.sessions.set(
      key,
      this.host.connect({ send: (message) => this.deliver(key, JSON.stringify(message)) }, { local: true }),
    );
  }

  receive(id: unknown, frame: unknown): void {
    if (typeof frame !== 'string') return;
    this.sessions.get(id as number)?.receive(frame);
  }

  close(id: unknown): void {
    const session = this.sessions.get(id as number);
    if (!session) return;
    session.close();
    this.sessions.delete(id as number);
  }

  closeAll(): void {
    for (const id of [...this.sessions.keys()]) this.close(id);
  }
}
