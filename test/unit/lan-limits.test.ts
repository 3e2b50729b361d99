import { get as httpGet } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Host } from '../../src-main/host/host';
import { type RunningServer, type SocketLimits, startHttpServer } from '../../src-main/lan/http-server';
import { until } from '../support/until';

/** Bounds on LAN peers (issue 14 §4), over real sockets on 127.0.0.1 only. */

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function serve(limits: Partial<SocketLimits> = {}, host = new Host()) {
  const server: RunningServer = await startHttpServer({
    host,
    webRoot: '/nonexistent',
    bindAddress: '127.0.0.1',
    port: 0,
    loopbackIsLocal: false,
    limits,
  });
  opened.push(server);
  return { host, server, wsUrl: `${server.url.replace('http', 'ws')}ws` };
}

interface Peer {
  ws: WebSocket;
  texts: string[];
  closed: Promise<{ code: number; reason: string }>;
}

function peer(wsUrl: string, options: WebSocket.ClientOptions = {}): Promise<Peer> {
  const ws = new WebSocket(wsUrl, options);
  opened.push({ close: () => ws.terminate() });
  const texts: string[] = [];
  ws.on('message', (data, isBinary) => {
    if (!isBinary) texts.push(data.toString());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, texts, closed }));
    ws.once('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms),
    ),
  ]);

describe('binary frames', () => {
  it('are refused and counted like any bad frame: a flood of them closes the connection (1008)', async () => {
    const { wsUrl } = await serve({}, new Host({ rateLimit: { perSecond: 100_000, burst: 100_000 } }));
    const client = await peer(wsUrl);
    for (let i = 0; i < 400; i++) client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    const closed = await within(client.closed, 15_000, 'the close');
    expect(closed).toEqual({ code: 1008, reason: 'refused too often' });
    const codes = client.texts.map((text) => (JSON.parse(text) as { code: string }).code);
    expect(codes.length).toBeLessThanOrEqual(200);
    expect(new Set(codes)).toEqual(new Set(['binary_frame']));
  });

  it('are rate-limited like text frames', async () => {
    const { wsUrl } = await serve({}, new Host({ rateLimit: { perSecond: 0.001, burst: 2 } }));
    const client = await peer(wsUrl);
    for (let i = 0; i < 5; i++) client.ws.send(Buffer.from([1]), { binary: true });
    await until(() => client.texts.length === 5, 'five answers', 10_000);
    const codes = client.texts.map((text) => (JSON.parse(text) as { code: string }).code);
    expect(codes).toEqual(['binary_frame', 'binary_frame', 'rate_limited', 'rate_limited', 'rate_limited']);
  });
});

describe('back-pressure', () => {
  it('stops sending to and closes a client that never reads', { timeout: 60_000 }, async () => {
    const { host, wsUrl } = await serve(
      { maxBufferedBytes: 64 * 1024 },
      new Host({ rateLimit: { perSecond: 100_000, burst: 100_000 } }),
    );
    const client = await peer(wsUrl);
    // Stop reading: the host's replies pile up in the kernel, then in the host's own buffer.
    (client.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const hello = JSON.stringify({ type: 'hello' });
    // Enough welcomes to overflow the kernel's socket buffers many times over.
    for (let i = 0; i < 200_000 && host.connectedClients > 0; i++) {
      client.ws.send(hello);
      if (i % 1000 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await until(() => host.connectedClients === 0, 'the host to let the client go', 20_000);
  });
});

describe('connection caps', () => {
  it('refuses connections beyond the cap per address and in total, saying why (1013)', async () => {
    const { wsUrl } = await serve({ connections: { perAddress: 2, total: 3 } });
    await peer(wsUrl, { localAddress: '127.0.0.1' });
    const second = await peer(wsUrl, { localAddress: '127.0.0.1' });
    const third = await peer(wsUrl, { localAddress: '127.0.0.1' });
    expect(await within(third.closed, 10_000, 'the refusal')).toEqual({
      code: 1013,
      reason: 'too many connections from this address',
    });
    await peer(wsUrl, { localAddress: '127.0.0.2' });
    const fifth = await peer(wsUrl, { localAddress: '127.0.0.3' });
    expect(await within(fifth.closed, 10_000, 'the refusal')).toEqual({
      code: 1013,
      reason: 'host full: too many connections',
    });
    // A place that frees up is given again.
    second.ws.close();
    await second.closed;
    const again = await peer(wsUrl, { localAddress: '127.0.0.3' });
    again.ws.send(JSON.stringify({ type: 'ping', nonce: 1 }));
    await until(() => again.texts.some((text) => text.includes('pong')), 'a pong', 10_000);
  });
});

/** A raw TCP connection from `localAddress` that sends nothing and keeps what it is told. */
function silentSocket(port: number, localAddress: string) {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  opened.push({ close: () => socket.destroy() });
  let heard = '';
  socket.on('data', (chunk) => {
    heard += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(heard)));
  return new Promise<{ socket: Socket; closed: Promise<string> }>((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

const health = (port: number, localAddress: string) =>
  new Promise<number>((resolve, reject) => {
    const request = httpGet(
      { host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    request.on('error', reject);
  });

describe('raw connections', () => {
  it('that never send a request are capped per address and in all; a refused one is told why (503)', async () => {
    const { server } = await serve({ sockets: { perAddress: 2, total: 3 }, requestHeadMs: 60_000 });
    const first = await silentSocket(server.port, '127.0.0.1');
    await silentSocket(server.port, '127.0.0.1');
    const third = await silentSocket(server.port, '127.0.0.1');
    expect(await within(third.closed, 10_000, 'the refusal')).toMatch(
      /^HTTP\/1\.1 503 [\s\S]*too many connections from this address/,
    );
    // Another address is still served, until the host's total is reached.
    expect(await health(server.port, '127.0.0.2')).toBe(200);
    await silentSocket(server.port, '127.0.0.2');
    const overTotal = await silentSocket(server.port, '127.0.0.3');
    expect(await within(overTotal.closed, 10_000, 'the refusal')).toMatch(/host full: too many connections/);
    // A place that frees up is given again.
    first.socket.destroy();
    await first.closed;
    expect(await health(server.port, '127.0.0.3')).toBe(200);
  });

  it("from the host machine's own screens count in the total only", async () => {
    const server = await startHttpServer({
      host: new Host(),
      webRoot: '/nonexistent',
      bindAddress: '127.0.0.1',
      port: 0,
      limits: { sockets: { perAddress: 2, total: 4 }, requestHeadMs: 60_000 },
    });
    opened.push(server);
    for (let i = 0; i < 3; i++) await silentSocket(server.port, '127.0.0.1');
    expect(await health(server.port, '127.0.0.1')).toBe(200);
    await silentSocket(server.port, '127.0.0.1');
    const overTotal = await silentSocket(server.port, '127.0.0.1');
    expect(await within(overTotal.closed, 10_000, 'the refusal')).toMatch(/host full: too many connections/);
  });

  it('are closed when no whole request head arrives in time, but a WebSocket stays open', async () => {
    const { server, wsUrl } = await serve({ requestHeadMs: 300, heartbeatMs: 200 });
    const started = Date.now();
    const silent = await silentSocket(server.port, '127.0.0.1');
    const client = await peer(wsUrl);
    expect(await within(silent.closed, 15_000, 'the silent socket to be closed')).toMatch(
      /^HTTP\/1\.1 408 Request Timeout/,
    );
    // Well past the request-head bound, the WebSocket still answers.
    await until(() => Date.now() - started > 1500, 'time to pass', 10_000);
    client.ws.send(JSON.stringify({ type: 'ping', nonce: 7 }));
    await until(() => client.texts.some((text) => text.includes('pong')), 'a pong', 10_000);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('heartbeat', () => {
  it('drops a client that stops answering pings, freeing its seat for its token', async () => {
    const { host, wsUrl } = await serve({ heartbeatMs: 200 });
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const { id, code } = created.value;
    const frozen = await peer(wsUrl, { autoPong: false });
    frozen.ws.send(JSON.stringify({ type: 'join', code, seat: 'CIA' }));
    await until(() => frozen.texts.some((text) => text.includes('"joined"')), 'joined', 10_000);
    const token = (JSON.parse(frozen.texts.find((text) => text.includes('"joined"'))!) as { token: string })
      .token;
    const cia = () =>
      host
        .tableById(id)!
        .summary()
        .seats.find((seat) => seat.seat === 'CIA')!;
    expect(cia().connected).toBe(true);
    await until(() => !cia().connected, 'the frozen client to be dropped', 15_000);
    expect(host.connectedClients).toBe(0);
    const back = await peer(wsUrl);
    back.ws.send(JSON.stringify({ type: 'resume', token }));
    await until(() => cia().connected, 'the seat taken back with its token', 10_000);
  });

  it('keeps a client that answers pings', async () => {
    const { host, wsUrl } = await serve({ heartbeatMs: 300 });
    const alive = await peer(wsUrl);
    let pings = 0;
    alive.ws.on('ping', () => {
      pings += 1;
    });
    await until(() => pings >= 5, 'five pings', 20_000);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
    expect(host.connectedClients).toBe(1);
  });
});
