import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../protocol/messages';
import type { Host } from '../host/host';
import { APP_VERSION } from '../version';
import { SECURITY_HEADERS } from './security-headers';
import { readStaticFile } from './static-files';

export interface ServeOptions {
  readonly host: Host;
  /** The folder holding the built renderer (index.html and its assets). */
  readonly webRoot: string;
  readonly bindAddress: string;
  readonly port: number;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export const WEBSOCKET_PATH = '/ws';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function handleHttp(options: ServeOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { ok: false, error: 'Only GET and HEAD are served here.' });
    return;
  }
  if (url === '/api/health') {
    sendJson(res, 200, { ok: true, version: APP_VERSION });
    return;
  }
  if (url.startsWith('/api/')) {
    sendJson(res, 404, { ok: false, error: `No such endpoint: ${url}` });
    return;
  }
  const file = await readStaticFile(options.webRoot, url);
  if (!file) {
    sendJson(res, 404, { ok: false, error: 'Not found.' });
    return;
  }
  res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': file.contentType, 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

function listen(server: Server, port: number, bindAddress: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, bindAddress, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Serves the renderer over HTTP and the host's JSON protocol over a WebSocket on the same port. */
export async function startHttpServer(options: ServeOptions): Promise<RunningServer> {
  const server = createServer((req, res) => {
    handleHttp(options, req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: 'Internal error.' });
      console.error('http handler failed:', error);
    });
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  server.on('upgrade', (req, socket, head) => {
    if (req.url !== WEBSOCKET_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const session = options.host.connect({
        send: (message) => {
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
        },
      });
      ws.on('message', (data, isBinary) => {
        if (isBinary) {
          ws.send(
            JSON.stringify({
              type: 'error',
              code: 'binary_frame',
              message: 'Only text frames are accepted.',
            }),
          );
          return;
        }
        session.receive(data.toString());
      });
      ws.on('close', () => session.close());
      ws.on('error', () => ws.terminate());
    });
  });
  const address = await listen(server, options.port, options.bindAddress);
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
