import type { HostMessage } from '../../protocol/messages';
import { parseClientMessage } from '../lan/messages';
import { APP_VERSION } from '../version';
import { GAME_CATALOGUE } from './catalogue';

/** One connected screen, whatever carries it (a WebSocket, Electron IPC, a test). */
export interface ClientLink {
  send(message: HostMessage): void;
}

/** What the transport calls when the client sends a frame. */
export interface ClientSession {
  receive(raw: string): void;
  close(): void;
}

/**
 * The authority every screen talks to. Transports stay dumb: they hand raw frames in and
 * deliver the host's messages out.
 */
export class Host {
  private readonly clients = new Set<ClientLink>();

  get connectedClients(): number {
    return this.clients.size;
  }

  connect(link: ClientLink): ClientSession {
    this.clients.add(link);
    return {
      receive: (raw) => this.receive(link, raw),
      close: () => {
        this.clients.delete(link);
      },
    };
  }

  private receive(link: ClientLink, raw: string): void {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      link.send({ type: 'error', code: parsed.code, message: parsed.message });
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case 'hello':
        link.send({ type: 'welcome', version: APP_VERSION, games: GAME_CATALOGUE });
        return;
      case 'ping':
        link.send(message.nonce === undefined ? { type: 'pong' } : { type: 'pong', nonce: message.nonce });
        return;
    }
  }
}
