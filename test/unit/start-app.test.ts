import { appendFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostMessage, OpeningStatus, TableSummary } from '../../protocol/messages';
import { type RunningApp, startApp } from '../../src-main/app/start-app';
import { lockDataFolder } from '../../src-main/data-lock';
import { startSimulator } from '../../src-main/games/doubleagent/board/simulator/simulator';
import { newTableId } from '../../src-main/host/credentials';
import { newTableHeader } from '../../src-main/host/journal';
import { TableStore } from '../../src-main/host/table-store';
import { knownDeal } from '../support/deals';
import { screen, seated } from '../support/host-screen';
import { until } from '../support/until';
import { WsClient } from '../support/ws-client';

const PLAYERS = ['Red', 'Blue', 'Green', 'Yellow'];
const quiet = () => {};

/** A data folder with an empty save file (a problem) and a save ending in zero bytes (a warning). */
function folderWithBadSaves(): { data: string; zeroTailed: string } {
  const data = mkdtempSync(path.join(tmpdir(), 'safehouse-start-app-'));
  const tables = path.join(data, 'tables');
  mkdirSync(tables, { recursive: true });
  const created = new TableStore(tables).create(
    newTableHeader({
      id: newTableId(),
      game: 'coldwar',
      options: {},
      deal: knownDeal(1),
      code: 'GAAAAA',
      appVersion: 'test',
    }),
  );
  if (!created.ok) throw new Error(created.error.message);
  const zeroTailed = `${created.value.id}.journal.jsonl`;
  appendFileSync(path.join(tables, zeroTailed), Buffer.alloc(300));
  writeFileSync(path.join(tables, 'e00000000003.journal.jsonl'), '');
  return { data, zeroTailed };
}

const isWelcome = (m: HostMessage): m is Extract<HostMessage, { type: 'welcome' }> => m.type === 'welcome';
const isCreated = (m: HostMessage): m is Extract<HostMessage, { type: 'tableCreated' }> =>
  m.type === 'tableCreated';
const isJoined = (m: HostMessage): m is Extract<HostMessage, { type: 'joined' }> => m.type === 'joined';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('startApp: the one way a host starts (CLI and desktop app)', () => {
  let app: RunningApp | null = null;
  const clients: WsClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await app?.close();
    app = null;
  });

  it('serves on port 0; the welcome reaches a ws client with the saves that failed and the notes', async () => {
    const { data, zeroTailed } = folderWithBadSaves();
    const started = await startApp({
      dataDir: data,
      webRoot: data,
      listen: { bindAddress: '127.0.0.1', port: 0 },
      log: quiet,
    });
    if (!started.ok) throw new Error(started.error.message);
    app = started.value;
    expect(app.port).toBeGreaterThan(0);
    expect(app.url).toBe(`http://127.0.0.1:${app.port}/`);
    const client = await WsClient.open(app.url!);
    clients.push(client);
    client.send({ type: 'hello' });
    const welcome = await client.first(isWelcome);
    expect(welcome.saves?.problems).toEqual([
      expect.stringMatching(/^e00000000003\.journal\.jsonl: .*empty save file/),
    ]);
    expect(welcome.saves?.warnings).toEqual([
      `${zeroTailed}: ended in 300 zero bytes (the machine stopped mid-write); they were dropped.`,
    ]);
    expect(welcome.tables).toHaveLength(1);
  });

  // Without the options, the Double Agent's own: inspection 3 s (B7.3), windows of 15 s (B5), handover 3 s.
  it.each([
    {
      timing: { botPace: 'slow', inspectionSeconds: 1.5, openingSeconds: 7, handoverSeconds: 0.5 } as const,
      pace: 'slow',
      inspectionMs: 1500,
      windowMs: 7000,
      handoverMs: 500,
    },
    { timing: {}, pace: 'normal', inspectionMs: 3000, windowMs: 15_000, handoverMs: 3000 },
  ])(
    'gives the host every timing option, or the game its own: bot pace $pace, inspection $inspectionMs ms, window $windowMs ms',
    async ({ timing, pace, inspectionMs, windowMs, handoverMs }) => {
      const data = mkdtempSync(path.join(tmpdir(), 'safehouse-start-app-'));
      const started = await startApp({
        dataDir: data,
        webRoot: data,
        listen: { bindAddress: '127.0.0.1', port: 0 },
        timing,
        log: quiet,
      });
      if (!started.ok) throw new Error(started.error.message);
      app = started.value;
      const lobby = await WsClient.open(app.url!);
      clients.push(lobby);
      lobby.send({ type: 'createTable', game: 'doubleagent', options: { players: PLAYERS } });
      const table: TableSummary = (await lobby.first(isCreated)).table;
      expect(table.botPace).toBe(pace);
      const screens = Object.fromEntries(PLAYERS.map((seat) => [seat, seated(app!.host, table.code, seat)]));
      expect(screens.Red!.inbox.find(isJoined)?.settings.inspectionMs).toBe(inspectionMs);
      // The opening play's window and handover, as every screen at the table is told them.
      const host = app.host.tableById(table.id)!;
      for (let guard = 0; guard < 50; guard++) {
        if ((host.viewFor('table') as { phase: { kind: string } }).phase.kind !== 'startRoll') break;
        for (const seat of PLAYERS)
          if (host.legalFor(seat).length > 0)
            screens[seat]!.send({ type: 'intent', action: { type: 'roll' } });
      }
      const opening = [...screens.Red!.inbox].reverse().find((m) => m.type === 'opening') as
        | { status: OpeningStatus }
        | undefined;
      expect(opening?.status).toMatchObject({ windowMs, handoverMs });
    },
  );

  it('gives the host the turn timer: a Cold War seat left waiting plays its default', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-start-app-'));
    const started = await startApp({
      dataDir: data,
      webRoot: data,
      listen: { bindAddress: '127.0.0.1', port: 0 },
      timing: { turnSeconds: 1 },
      log: quiet,
    });
    if (!started.ok) throw new Error(started.error.message);
    app = started.value;
    const created = app.host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const cia = await WsClient.joined(app.url!, created.value.code, 'CIA', clients);
    // The game is dealt, and the clocks start, once KGB's seat is taken too.
    await WsClient.joined(app.url!, created.value.code, 'KGB', clients);
    const timedOut = await cia.waitFor(
      (m): m is Extract<HostMessage, { type: 'notice' }> => m.type === 'notice' && m.code === 'turn-timeout',
    );
    expect(timedOut.params).toEqual({ seat: 'CIA' });
  });

  it('close() frees the port and the data folder; a second start on a held folder is refused', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-start-app-'));
    const started = await startApp({
      dataDir: data,
      webRoot: data,
      listen: { bindAddress: '127.0.0.1', port: 0 },
      log: quiet,
    });
    if (!started.ok) throw new Error(started.error.message);
    const port = started.value.port!;
    const second = await startApp({
      dataDir: data,
      webRoot: data,
      listen: { bindAddress: '127.0.0.1', port: 0 },
      log: quiet,
    });
    expect(second).toMatchObject({ ok: false, error: { reason: 'locked' } });
    expect(await portIsFree(port)).toBe(false);
    await started.value.close();
    expect(await portIsFree(port)).toBe(true);
    expect(existsSync(path.join(data, 'safehouse.lock'))).toBe(false);
    const again = lockDataFolder(data);
    expect(again.ok).toBe(true);
    if (again.ok) again.value.release();
  });

  it('a port in use is refused in one line, and the folder is let go again', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-start-app-'));
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const started = await startApp({
        dataDir: data,
        webRoot: data,
        listen: { bindAddress: '127.0.0.1', port },
        log: quiet,
      });
      expect(started).toEqual({
        ok: false,
        error: {
          reason: 'listen',
          message: `port ${port} is already in use; choose another with --port N (0 picks a free one).`,
        },
      });
      expect(existsSync(path.join(data, 'safehouse.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('without a server of its own (the desktop app) it has no address until LAN play is switched on', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-start-app-'));
    const started = await startApp({ dataDir: data, webRoot: data, listen: null, log: quiet });
    if (!started.ok) throw new Error(started.error.message);
    app = started.value;
    expect(app.url).toBeNull();
    const window = screen(app.host, true);
    window.send({ type: 'hello' });
    expect(window.inbox.find(isWelcome)?.lan).toEqual({ enabled: false, switchable: true, urls: [] });
  });

  it('connects the physical board named on the command line, serves it on /api/board and remembers it', async () => {
    const sim = await startSimulator({
      transport: { kind: 'tcp', port: 0 },
      heartbeatMs: 50,
      boardId: 'CAMP-09',
    });
    const data = mkdtempSync(path.join(tmpdir(), 'safehouse-start-app-'));
    const lines: string[] = [];
    try {
      const started = await startApp({
        dataDir: data,
        webRoot: data,
        listen: { bindAddress: '127.0.0.1', port: 0 },
        serial: { target: sim.where, baud: 115200 },
        log: (line) => lines.push(line),
      });
      if (!started.ok) throw new Error(started.error.message);
      app = started.value;
      let report: { configured?: boolean; status?: { phase?: string; board?: { id?: string } } } = {};
      const url = `${app.url}api/board`;
      const read = async () => {
        report = (await (await fetch(url)).json()) as typeof report;
      };
      await read();
      expect(report.configured).toBe(true);
      for (let tries = 0; report.status?.phase !== 'connected' && tries < 2000; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        await read();
      }
      expect(report.status).toMatchObject({ phase: 'connected', board: { id: 'CAMP-09' } });
      await until(() => lines.some((line) => line.startsWith('Board: ')), 'a log line about the board');
      await app.close();
      app = null;
      // The next start, without --serial, connects the board chosen last time.
      const again = await startApp({
        dataDir: data,
        webRoot: data,
        listen: { bindAddress: '127.0.0.1', port: 0 },
        log: quiet,
      });
      if (!again.ok) throw new Error(again.error.message);
      app = again.value;
      const second = (await (await fetch(`${app.url}api/board`)).json()) as typeof report;
      expect(second.configured).toBe(true);
    } finally {
      await app?.close();
      app = null;
      await sim.close();
    }
  });
});
