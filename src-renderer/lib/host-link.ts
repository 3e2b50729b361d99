import type { HostMessage } from '../../protocol/messages';

export type LinkStatus = 'connecting' | 'open' | 'closed';

export interface HostLink {
  send(message: object): void;
  close(): void;
}

export interface LinkHandlers {
  onMessage(message: HostMessage): void;
  onStatus(status: LinkStatus): void;
}

function decode(frame: string): HostMessage | null {
  try {
    const value = JSON.parse(frame) as { type?: unknown };
    return typeof value?.type === 'string' ? (value as HostMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Connects this screen to the host: through the Electron preload when running in the desktop
 * window, otherwise over a WebSocket back to the server that served the page.
 */
export function connectToHost(handlers: LinkHandlers): HostLink {
  const bridge = window.safehouse;
  if (bridge) {
    const session = bridge.connect((frame) => {
      const message = decode(frame);
      if (message) handlers.onMessage(message);
    });
    handlers.onStatus('open');
    return { send: (message) => session.send(JSON.stringify(message)), close: () => session.close() };
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(`${scheme}//${location.host}/ws`);
  handlers.onStatus('connecting');
  socket.addEventListener('open', () => handlers.onStatus('open'));
  socket.addEventListener('close', () => handlers.onStatus('closed'));
  socket.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    const message = decode(event.data);
    if (message) handlers.onMessage(message);
  });
  return {
    send: (message) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close: () => socket.close(),
  };
}
