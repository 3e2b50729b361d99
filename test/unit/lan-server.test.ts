import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { type RunningServer, startHttpServer } from '../../src-main/lan/http-server';

let server: RunningServer;
let host: Host;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'safehouse-web-'));
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Safehouse</title>');
  host = new Host();
  server = await startHttpServer({ host, webRoot, bindAddress: '127.0.0.1', port: 0 });
});

afterAll(() => server.close());

/** A test client that queues every message it receives. */
async function openClient(): Promise<{ ws: WebSocket; next: () => Promise<Record<string, unknown>> }> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}ws`);
  const inbox: Record<string, unknown>[] = [];
  const waiting: Array<(m: Record<string, unknown>) => void> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    });
  return { ws, next };
}

describe('LAN server', () => {
  it('answers health with the version from package.json', async () => {
    const response = await fetch(`${server.url}api/health`);
    expect(response.status).toBe(200);
    const { version } = await import('../../package.json');
    expect(await response.json()).toEqual({ ok: true, version });
  });

  it('sends the strict CSP with every page and refuses writes and unknown endpoints', async () => {
    const page = await fetch(server.url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${server.url}api/nothing`)).status).toBe(404);
    expect((await fetch(`${server.url}api/health`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.url}index.html`, { method: 'DELETE' })).status).toBe(405);
  });

  it('welcomes a screen with both games', async () => {
    const { ws, next } = await openClient();
    ws.send(JSON.stringify({ type: 'hello' }));
    const welcome = await next();
    expect(welcome.type).toBe('welcome');
    expect((welcome.games as Array<{ id: string }>).map((game) => game.id)).toEqual([
      'coldwar',
      'doubleagent',
    ]);
    ws.close();
  });

  it('answers bad frames with a specific error and keeps the connection usable', async () => {
    const { ws, next } = await openClient();
    ws.send('{not json');
    expect(await next()).toMatchObject({ type: 'error', code: 'bad_json' });
    ws.send(JSON.stringify({ type: 'launchMissiles' }));
    expect(await next()).toMatchObject({ type: 'error', code: 'bad_message' });
    ws.send(JSON.stringify({ type: 'hello', extra: true }));
    expect(await next()).toMatchObject({ type: 'error', code: 'bad_message' });
    ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await next()).toMatchObject({ type: 'error', code: 'binary_frame' });
    ws.send(JSON.stringify({ type: 'ping', nonce: 7 }));
    expect(await next()).toEqual({ type: 'pong', nonce: 7 });
    ws.close();
  });

  it('drops a client that sends an oversized frame, and forgets it', async () => {
    const { ws } = await openClient();
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send('x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1));
    expect(await closed).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.connectedClients).toBe(0);
  });

  it('refuses sockets on any other path', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}elsewhere`);
    const outcome = await new Promise((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});

describe('DNS rebinding', () => {
  it('refuses pages and sockets asked for by a domain name rather than an address', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}api/status`, { headers: { host: 'evil.example:4810' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}ws`, {
      headers: { host: 'evil.example:4810', origin: 'http://evil.example:4810' },
    });
    const outcome = await new Promise((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    expect((await fetch(`${server.url}api/health`)).status).toBe(200);
  });
});

describe('board endpoints', () => {
  it('say no board is configured, and refuse a mapping, when the host runs without one', async () => {
    const status = await fetch(`${server.url}api/board`);
    expect(await status.json()).toEqual({ ok: true, configured: false });
    const put = await fetch(`${server.url}api/board/mapping`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: ['GYM'] }),
    });
    expect(put.status).toBe(409);
    expect((await put.json()).error).toMatch(/start with --serial/);
  });

  it('hand the board service what was asked, and pass its refusals on', async () => {
    const asked: unknown[] = [];
    const webRoot = mkdtempSync(path.join(tmpdir(), 'safehouse-web-'));
    const withBoard = await startHttpServer({
      host,
      webRoot,
      bindAddress: '127.0.0.1',
      port: 0,
      board: {
        report: (reveal) => ({ configured: true, reveal }),
        setMapping: (raw) => {
          asked.push(raw);
          return { ok: false, error: { code: 'bad_mapping', message: 'GYM is given to two sockets.' } };
        },
      },
    });
    try {
      expect(await (await fetch(`${withBoard.url}api/board`)).json()).toEqual({
        ok: true,
        configured: true,
        reveal: false,
      });
      expect(await (await fetch(`${withBoard.url}api/board?reveal=positions`)).json()).toMatchObject({
        reveal: true,
      });
      const put = (body: string, type = 'application/json') =>
        fetch(`${withBoard.url}api/board/mapping`, {
          method: 'PUT',
          headers: { 'content-type': type },
          body,
        });
      const refused = await put(JSON.stringify({ mapping: ['GYM', 'GYM'] }));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ ok: false, error: 'GYM is given to two sockets.' });
      expect((await put('{not json')).status).toBe(400);
      expect((await put('{}', 'text/plain')).status).toBe(415);
      expect(asked).toEqual([{ mapping: ['GYM', 'GYM'] }]);
    } finally {
      await withBoard.close();
    }
  });
});

describe('the test hook (e2e host only)', () => {
  const hold = (url: string, body: string) =>
    fetch(`${url}api/test/opening-hold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('is no endpoint at all unless the host was started with --test-hooks', async () => {
    const table = host.createTable('doubleagent', { players: ['A', 'B', 'C', 'D'] });
    if (!table.ok) throw new Error(table.error.message);
    const response = await hold(server.url, JSON.stringify({ table: table.value.id, seats: ['B'] }));
    expect(response.status).toBe(404);
  });

  it('holds the seats asked for at a table that exists, and refuses anything else', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'safehouse-web-'));
    const hooked = await startHttpServer({
      host,
      webRoot,
      bindAddress: '127.0.0.1',
      port: 0,
      testHooks: true,
    });
    try {
      const table = host.createTable('doubleagent', { players: ['A', 'B', 'C', 'D'] });
      if (!table.ok) throw new Error(table.error.message);
      const held = await hold(hooked.url, JSON.stringify({ table: table.value.id, seats: ['B'] }));
      expect(held.status).toBe(200);
      const unknown = await hold(hooked.url, JSON.stringify({ table: 'nope', seats: ['B'] }));
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error).toMatch(/No table has the id "nope"/);
      expect((await hold(hooked.url, JSON.stringify({ table: table.value.id }))).status).toBe(400);
      expect((await hold(hooked.url, '{not json')).status).toBe(400);
    } finally {
      await hooked.close();
    }
  });
});

describe('API routing', () => {
  /** A raw request, since fetch refuses a GET with a body. */
  async function raw(method: string, url: string, body?: string): Promise<{ status: number; text: string }> {
    const { request } = await import('node:http');
    return new Promise((resolve, reject) => {
      const req = request(
        `${server.url}${url.slice(1)}`,
        { method, agent: false, headers: body === undefined ? {} : { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('routes by method and path only: a query string never makes GET /api/status create a table', async () => {
    const before = host.status().tables.length;
    const answer = await raw('GET', '/api/status?x=1', JSON.stringify({ game: 'coldwar' }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: true, clients: expect.any(Number) });
    expect(host.status().tables).toHaveLength(before);
    expect((await raw('GET', '/api/status?verbose')).status).toBe(200);
    expect((await raw('GET', '/api/health?x=1')).status).toBe(200);
    expect((await raw('POST', '/api/status?x=1', '{}')).status).toBe(404);
  });
});
