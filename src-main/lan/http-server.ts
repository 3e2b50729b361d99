import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, isIP, type Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { err, type Result } from '../../engine/core';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../protocol/messages';
import type { Host } from '../host/host';
import { APP_VERSION } from '../version';
import { CONNECTION_LIMITS, ConnectionCaps, type ConnectionLimits } from './connection-caps';
import { keepAlive } from './heartbeat';
import { SECURITY_HEADERS } from './security-headers';
import { readStaticFile } from './static-files';
import { parseTableRequest } from './table-request';

export interface ServeOptions {
  readonly host: Host;
  /** The folder holding the built renderer (index.html and its assets). */
  readonly webRoot: string;
  readonly bindAddress: string;
  readonly port: number;
  /**
   * Whether sockets from this machine count as the host machine's own screens (they may set up
   * tables, replay and switch LAN play). Tests turn it off to stand in for a phone on the LAN.
   */
  readonly loopbackIsLocal?: boolean;
  /** The physical board, when the host was started with one. */
  readonly board?: BoardEndpoint | null;
  /** Bounds on what LAN peers may hold (docs/lan-protocol.md); the defaults suit a living room. */
  readonly limits?: Partial<SocketLimits>;
  /** Serves POST /api/test/opening-hold to the host machine (the e2e host's `--test-hooks`). */
  readonly testHooks?: boolean;
}

export interface SocketLimits {
  /** WebSocket connections held at once. */
  readonly connections: ConnectionLimits;
  /**
   * TCP connections of any kind (page loads, API calls, WebSockets, and sockets that never say
   * anything); one more is answered 503 and closed.
   */
  readonly sockets: ConnectionLimits;
  /** A connection that has not sent a whole request head by then is closed (HTTP 408). */
  readonly requestHeadMs: number;
  /** A client with more unsent bytes than this is not reading: it is closed (1008). */
  readonly maxBufferedBytes: number;
  /** Ping period; a client silent for two of them is dropped. */
  readonly heartbeatMs: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  connections: CONNECTION_LIMITS,
  // A browser keeps about six page connections per host beside its WebSockets.
  sockets: { perAddress: 2 * CONNECTION_LIMITS.perAddress, total: 2 * CONNECTION_LIMITS.total },
  requestHeadMs: 10_000,
  maxBufferedBytes: 1024 * 1024,
  heartbeatMs: 15_000,
};

/** WebSocket close codes the host uses, with their reasons (docs/lan-protocol.md). */
export const CLOSE = {
  refused: { code: 1008, reason: 'refused too often' },
  notReading: { code: 1008, reason: 'not reading: too much unsent' },
  full: 1013,
} as const;

/** What the board endpoints need from the board service (src-main/games/doubleagent/board/board-service.ts). */
export interface BoardEndpoint {
  report(reveal: boolean): unknown;
  setMapping(raw: unknown): Result<unknown>;
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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(req: IncomingMessage): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/**
 * Only addresses, never names: a site that rebinds its own domain name to this machine (DNS
 * rebinding) would otherwise pass the same-origin check below.
 */
function addressedByIp(req: IncomingMessage): boolean {
  try {
    const { hostname } = new URL(`http://${req.headers.host ?? ''}`);
    return hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
  } catch {
    return false;
  }
}

/** A browser page from another site may not drive the host: its Origin must be this host. */
function sameOrigin(req: IncomingMessage): boolean {
  if (!addressedByIp(req)) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

async function handleHttp(options: ServeOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  if (!addressedByIp(req)) {
    sendJson(res, 421, {
      ok: false,
      error: 'Open Safehouse by its address, such as http://127.0.0.1:4810/.',
    });
    return;
  }
  if (url.startsWith('/api/')) {
    await handleApi(options, req, res, url);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { ok: false, error: 'Only GET and HEAD are served here.' });
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

const MAX_API_BODY_BYTES = 16 * 1024;

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_API_BODY_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

async function handleApi(options: ServeOptions, req: IncomingMessage, res: ServerResponse, url: string) {
  // Routed by method and path only: a query string never changes which handler answers.
  const path = url.split('?')[0];
  const route = `${req.method} ${path}`;
  if (route === 'GET /api/health') {
    sendJson(res, 200, { ok: true, version: APP_VERSION });
    return;
  }
  const routes = ['GET /api/status', 'POST /api/tables', 'GET /api/board', 'PUT /api/board/mapping'];
  if (options.testHooks) routes.push(OPENING_HOLD);
  if (!routes.includes(route)) {
    sendJson(res, 404, { ok: false, error: `No such endpoint: ${route}` });
    return;
  }
  if (!isLoopback(req) || !sameOrigin(req)) {
    sendJson(res, 403, { ok: false, error: 'Only the host machine itself may use this endpoint.' });
    return;
  }
  if (route === 'GET /api/status') {
    sendJson(res, 200, { ok: true, ...options.host.status() });
    return;
  }
  if (route === 'GET /api/board') {
    // Monitor positions are hidden while a game is on the board, unless asked for on purpose.
    const reveal = new URLSearchParams(url.split('?')[1] ?? '').get('reveal') === 'positions';
    sendJson(res, 200, { ok: true, ...((options.board?.report(reveal) as object) ?? { configured: false }) });
    return;
  }
  // Requiring JSON forces a CORS preflight, which this server never grants to other sites.
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    sendJson(res, 415, { ok: false, error: 'Send the request body as application/json.' });
    return;
  }
  const body = await readBody(req);
  if (route === 'PUT /api/board/mapping') {
    await setBoardMapping(options, res, body);
    return;
  }
  if (route === OPENING_HOLD) {
    holdOpeningWindows(options, res, body);
    return;
  }
  const request =
    body === null
      ? err('too_large', `The request body is over ${MAX_API_BODY_BYTES} bytes.`)
      : parseTableRequest(body);
  if (!request.ok) {
    sendJson(res, 400, { ok: false, code: request.error.code, error: request.error.message });
    return;
  }
  const created = options.host.createTable(request.value.game, request.value.options);
  if (!created.ok) {
    // A save that failed is the host's trouble, not the request's: nothing was made, try again.
    const status = created.error.code === 'save_failed' ? 503 : 400;
    sendJson(res, status, { ok: false, code: created.error.code, error: created.error.message });
    return;
  }
  sendJson(res, 201, { ok: true, id: created.value.id, code: created.value.code, table: created.value });
}

const OPENING_HOLD = 'POST /api/test/opening-hold';

/** Body `{ "table": id, "seats": [...] }`: those seats' opening windows wait for their choice. */
function holdOpeningWindows(options: ServeOptions, res: ServerResponse, body: string | null) {
  let raw: unknown;
  try {
    raw = body === null ? null : JSON.parse(body);
  } catch {
    raw = null;
  }
  const { table, seats } = (raw ?? {}) as { table?: unknown; seats?: unknown };
  if (
    typeof table !== 'string' ||
    !Array.isArray(seats) ||
    !seats.every((seat) => typeof seat === 'string')
  ) {
    sendJson(res, 400, { ok: false, error: 'Send { "table": "<table id>", "seats": ["<seat>", ...] }.' });
    return;
  }
  const held = options.host.holdOpeningWindows(table, seats);
  if (held.ok) sendJson(res, 200, { ok: true });
  else sendJson(res, 404, { ok: false, error: held.error.message });
}

async function setBoardMapping(options: ServeOptions, res: ServerResponse, body: string | null) {
  if (!options.board) {
    sendJson(res, 409, {
      ok: false,
      error: 'No board is connected; start with --serial PATH|auto|tcp://HOST:PORT.',
    });
    return;
  }
  let raw: unknown;
  try {
    raw = body === null ? null : JSON.parse(body);
  } catch {
    sendJson(res, 400, { ok: false, error: 'The body is not JSON.' });
    return;
  }
  const saved = options.board.setMapping(raw);
  if (saved.ok) sendJson(res, 200, { ok: true, mapping: saved.value });
  else sendJson(res, 400, { ok: false, error: saved.error.message });
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

const REFUSED_SOCKET = (why: string) =>
  `HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(why)}\r\n\r\n${why}`;

/**
 * Holds at most `caps` TCP connections, per address and in all, whatever they send or not. The host
 * machine's own screens (`local`) count in the total only: a kiosk with many tabs is not a LAN peer.
 */
function capSockets(server: Server, caps: ConnectionCaps, local: (address: string) => boolean): void {
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const refused = caps.admit(address, { perAddress: !local(address) });
    if (refused !== null) {
      socket.end(REFUSED_SOCKET(`Safehouse: ${refused}.`));
      socket.destroySoon();
      return;
    }
    socket.once('close', () => caps.release(address));
  });
}

/** Serves the renderer over HTTP and the host's JSON protocol over a WebSocket on the same port. */
export async function startHttpServer(options: ServeOptions): Promise<RunningServer> {
  const limits: SocketLimits = { ...SOCKET_LIMITS, ...options.limits };
  const server = createServer(
    {
      headersTimeout: limits.requestHeadMs,
      requestTimeout: Math.max(limits.requestHeadMs, 30_000),
      // How often Node looks for connections past those timeouts.
      connectionsCheckingInterval: Math.min(limits.requestHeadMs, 1000),
    },
    (req, res) => {
      handleHttp(options, req, res).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { ok: false, error: 'Internal error.' });
        console.error('http handler failed:', error);
      });
    },
  );
  capSockets(
    server,
    new ConnectionCaps(limits.sockets),
    (address) => (options.loopbackIsLocal ?? true) && LOOPBACK.has(address),
  );
  const caps = new ConnectionCaps(limits.connections);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  server.on('upgrade', (req, socket, head) => {
    if (req.url !== WEBSOCKET_PATH || !sameOrigin(req)) {
      socket.destroy();
      return;
    }
    const address = req.socket.remoteAddress ?? 'unknown';
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const refused = caps.admit(address);
      if (refused !== null) {
        // Accepted only to say why: a browser sees the close reason, never a refused upgrade's status.
        ws.close(CLOSE.full, refused);
        setTimeout(() => ws.terminate(), 1000).unref();
        return;
      }
      let closing = false;
      const shut = (close: { code: number; reason: string }) => {
        if (closing) return;
        closing = true;
        ws.close(close.code, close.reason);
        // A client that does not read will not read the close frame either.
        setTimeout(() => ws.terminate(), 1000).unref();
      };
      const session = options.host.connect(
        {
          send: (message) => {
            if (closing || ws.readyState !== ws.OPEN) return;
            if (ws.bufferedAmount > limits.maxBufferedBytes) {
              shut(CLOSE.notReading);
              return;
            }
            ws.send(JSON.stringify(message));
          },
          close: () => shut(CLOSE.refused),
        },
        { local: (options.loopbackIsLocal ?? true) && isLoopback(req), address },
      );
      const stopHeartbeat = keepAlive(ws, limits.heartbeatMs);
      ws.on('message', (data, isBinary) => {
        if (closing) return;
        if (isBinary) session.receiveBinary();
        else session.receive(data.toString());
      });
      ws.on('close', () => {
        stopHeartbeat();
        caps.release(address);
        session.close();
      });
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
