import WebSocket from 'ws';
import type { HostMessage } from '../../protocol/messages';

/** A test screen over a real WebSocket that keeps every message and can wait for one. */
export class WsClient {
  readonly inbox: HostMessage[] = [];
  readonly raw: string[] = [];
  private waiters: Array<{ test: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void }> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as HostMessage;
      this.inbox.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static open(baseUrl: string): Promise<WsClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/ws`);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new WsClient(socket)));
      socket.once('error', reject);
    });
  }

  /** A screen that has joined `seat` of the table with `code` (pushed onto `opened` for the test to close). */
  static async joined(baseUrl: string, code: string, seat: string, opened: WsClient[]): Promise<WsClient> {
    const client = await WsClient.open(baseUrl);
    opened.push(client);
    client.send({ type: 'join', code, seat });
    await client.first(isJoined);
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message ever received that passes `test`, waiting for it if need be. */
  first<T extends HostMessage>(test: (m: HostMessage) => m is T, timeoutMs = 5000): Promise<T> {
    const seen = this.inbox.find(test);
    return seen ? Promise.resolve(seen) : this.waitFor(test, timeoutMs);
  }

  /** The next message from now on that passes `test`. */
  waitFor<T extends HostMessage>(test: (m: HostMessage) => m is T, timeoutMs = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as T);
        },
      });
    });
  }

  /** Resolves once this screen has seen the view of `version` (at once if it already has). */
  async viewAt(version: number, timeoutMs = 5000): Promise<Extract<HostMessage, { type: 'view' }>> {
    const seen = this.inbox.find(
      (m): m is Extract<HostMessage, { type: 'view' }> => isView(m) && m.version === version,
    );
    if (seen) return seen;
    return this.waitFor(
      (m): m is Extract<HostMessage, { type: 'view' }> => isView(m) && m.version === version,
      timeoutMs,
    );
  }

  lastView(): Extract<HostMessage, { type: 'view' }> | undefined {
    return [...this.inbox]
      .reverse()
      .find((m): m is Extract<HostMessage, { type: 'view' }> => m.type === 'view');
  }

  /**
   * Drops every message but the latest view, as a real screen keeps no history. A bench's screens
   * share the host's thread: thousands of kept messages make each of its young-generation
   * collections copy them all.
   */
  forget(): void {
    const latest = this.lastView();
    this.raw.length = 0;
    this.inbox.length = 0;
    if (latest) this.inbox.push(latest);
  }

  close(): void {
    this.socket.terminate();
  }
}

export const isView = (m: HostMessage): m is Extract<HostMessage, { type: 'view' }> => m.type === 'view';
export const isJoined = (m: HostMessage): m is Extract<HostMessage, { type: 'joined' }> =>
  m.type === 'joined';
