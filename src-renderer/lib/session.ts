import type { HostMessage } from '../../protocol/messages';
import { reconnectDelay } from './backoff';
import { connectToHost, type HostLink } from './host-link';

export type SessionStatus = 'connecting' | 'open' | 'reconnecting';

export interface SessionHandlers {
  /** Called on every (re)connection: say hello, resume seats. */
  onOpen(): void;
  onMessage(message: HostMessage): void;
  onStatus?(status: SessionStatus, retryInMs?: number): void;
}

export interface Session {
  send(message: object): void;
  close(): void;
}

/** A link to the host that comes back by itself after a drop, waiting longer after each failure. */
export function openSession(handlers: SessionHandlers): Session {
  let link: HostLink | null = null;
  let attempt = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    if (closed) return;
    handlers.onStatus?.(attempt === 0 ? 'connecting' : 'reconnecting');
    let mine = true; // this link is the live one
    link = connectToHost({
      onMessage: (message) => {
        if (!closed && mine) handlers.onMessage(message);
      },
      onStatus: (status) => {
        if (closed || !mine) return;
        if (status === 'open') {
          attempt = 0;
          handlers.onStatus?.('open');
          // The Electron bridge opens before connectToHost has returned the link.
          queueMicrotask(() => {
            if (!closed && mine) handlers.onOpen();
          });
        } else if (status === 'closed') {
          mine = false;
          link = null;
          const wait = reconnectDelay(attempt, { random: Math.random() });
          attempt += 1;
          handlers.onStatus?.('reconnecting', wait);
          timer = setTimeout(connect, wait);
        }
      },
    });
  };
  connect();

  return {
    send: (message) => link?.send(message),
    close: () => {
      closed = true;
      clearTimeout(timer);
      link?.close();
      link = null;
    },
  };
}
