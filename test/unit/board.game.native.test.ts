import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DaView } from '../../engine/doubleagent';
import type { HostMessage } from '../../protocol/messages';
import { BoardService } from '../../src-main/games/doubleagent/board/board-service';
import { startSimulator } from '../../src-main/games/doubleagent/board/simulator/simulator';
import { Host } from '../../src-main/host/host';
import type { Table } from '../../src-main/host/table';
import { closedAfterEach, FAST_LINK } from '../support/board-link';
import { seated } from '../support/host-screen';
import { until } from '../support/until';

const PLAYERS = ['Red', 'Blue', 'Green', 'Yellow'];
const WINDOW_MS = 250;

const running = closedAfterEach();

const viewOf = (table: Table, seat: string) => table.viewFor(seat) as DaView;
const phaseOf = (table: Table) => viewOf(table, 'table').phase;

/** A physical-board Double Agent table, its four players' screens, a TV, and a simulated board. */
async function physicalGame(presence: boolean) {
  const sim = await startSimulator({
    transport: { kind: 'tcp', port: 0 },
    heartbeatMs: 100,
    sockets: 9,
    presence,
    buzzer: true,
  });
  running.push(sim);
  const host = new Host({
    rateLimit: { perSecond: 1000, burst: 1000 },
    openingPlay: { windowMs: WINDOW_MS, handoverMs: 100 },
  });
  const board = new BoardService(host, {
    link: { timing: FAST_LINK },
    settingsFile: path.join(mkdtempSync(path.join(tmpdir(), 'safehouse-board-')), 'board.json'),
    inspectionMs: 300,
  });
  running.push(board);
  board.connect(sim.where);
  await until(() => board.status()?.phase === 'connected', 'the board');
  const created = host.createTable('doubleagent', { players: PLAYERS, rules: { monitors: 'table' } });
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  const screens = Object.fromEntries(PLAYERS.map((seat) => [seat, seated(host, created.value.code, seat)]));
  const tv = seated(host, created.value.code, 'table');
  for (let guard = 0; guard < 50 && phaseOf(table).kind === 'startRoll'; guard++)
    for (const seat of PLAYERS)
      if (table.legalFor(seat).length > 0) screens[seat]!.send({ type: 'intent', action: { type: 'roll' } });
  const roles = Object.fromEntries(PLAYERS.map((seat) => [seat, viewOf(table, seat).you!.role]));
  const doubleAgent = PLAYERS.find((seat) => roles[seat] === 'doubleAgent')!;
  const sectors = board.report(true).mapping as string[];
  const socketOf = (sector: string) => sectors.indexOf(sector) + 1;
  return { sim, host, board, table, screens, tv, roles, doubleAgent, sectors, socketOf };
}

type Game = Awaited<ReturnType<typeof physicalGame>>;

const noticesIn = (inbox: HostMessage[]) =>
  inbox.filter((m): m is Extract<HostMessage, { type: 'notice' }> => m.type === 'notice');
const lastOpening = (inbox: HostMessage[]) =>
  [...inbox].reverse().find((m) => m.type === 'opening') as Extract<HostMessage, { type: 'opening' }>;

/** Plays the opening: the double agent turns `sector` OFF during its own window (or `who` does). */
async function playOpening(game: Game, sector: string, who = game.doubleAgent) {
  const { screens, sim, table } = game;
  screens.Red!.send({ type: 'opening', command: 'start' });
  const groups = lastOpening(screens.Red!.inbox).status!.groups;
  expect(groups.map((group) => group.length)).toEqual([1, 1, 1, 1]);
  const window = groups.findIndex((group) => group.includes(who));
  await until(() => {
    const status = lastOpening(screens.Red!.inbox).status;
    return status?.stage === 'window' && status.index === window;
  }, `${who}'s window`);
  const socket = game.socketOf(sector);
  if (game.sim.board.hasPresence) sim.lift(socket);
  sim.turn(socket, 'OFF');
  if (game.sim.board.hasPresence) sim.place(socket);
  await until(
    () => phaseOf(table).kind !== 'opening' || lastOpening(screens.Red!.inbox).status?.redo === 'board',
    'the end of the opening',
  );
}

/** Plays turns (roll, then a move into a monitored sector when one is reachable) until someone may inspect. */
function untilSomeoneMayInspect(game: Game, wanted: (seat: string, sector: string) => boolean): string {
  const { table, screens } = game;
  for (let turn = 0; turn < 200; turn++) {
    const phase = phaseOf(table);
    if (phase.kind !== 'turn') throw new Error(`the game is in ${phase.kind}`);
    const seat = phase.player;
    const send = (action: unknown) => screens[seat]!.send({ type: 'intent', action });
    if (phase.step === 'inspect') {
      if (wanted(seat, phase.sector!) && viewOf(table, seat).you!.canInspect[phase.sector!]) return seat;
      send({ type: 'endTurn' });
      continue;
    }
    const legal = table.legalFor(seat) as { type: string; to?: string }[];
    if (phase.step === 'roll') send(legal.find((a) => a.type === 'roll'));
    else if (phase.step === 'move') {
      const board = viewOf(table, 'table').board;
      const inSector = (to: string) => board.squares.find((sq) => sq.id === to)?.kind === 'sectorFloor';
      send(
        legal.find((a) => a.type === 'move' && a.to && inSector(a.to)) ??
          legal.find((a) => a.type !== 'accuse'),
      );
    }
  }
  throw new Error('nobody reached a monitored sector');
}

describe('a Double Agent game on a physical board (presence sensing)', () => {
  it('checks the opening against the board and records the sabotage for the double agent only', async () => {
    const game = await physicalGame(true);
    const sector = game.sectors[3]!;
    await playOpening(game, sector);
    expect(phaseOf(game.table).kind).toBe('turn');
    expect(viewOf(game.table, game.doubleAgent).you!.opening).toBe(sector);
    // The buzzer marked the start and the end of each of the four windows: once each, even when a
    // BUZZ whose ACK came late was sent again (serial-v1: a resend carries the same id).
    const buzzIds = () =>
      new Set(game.sim.received.filter((line) => line.startsWith('BUZZ,')).map((line) => line.split(',')[1]));
    await until(() => buzzIds().size >= 8, 'eight BUZZ commands');
    expect(buzzIds().size).toBe(8);
    expect(game.sim.board.buzzes).toHaveLength(8);
    for (const seat of PLAYERS.filter((s) => s !== game.doubleAgent)) {
      expect(viewOf(game.table, seat).you!.opening).toBeUndefined();
      expect(JSON.stringify(game.screens[seat]!.inbox)).not.toContain(`"opening":"${sector}"`);
    }
    expect(JSON.stringify(game.tv.inbox)).not.toContain(
      game.doubleAgent === 'Red' ? '"role":"doubleAgent"' : 'doubleAgent',
    );
  });

  it('asks for the opening again, naming no one, when a monitor moved in a security agent’s window', async () => {
    const game = await physicalGame(true);
    const securityAgent = PLAYERS.find((seat) => seat !== game.doubleAgent)!;
    await playOpening(game, game.sectors[0]!, securityAgent);
    expect(phaseOf(game.table).kind).toBe('opening');
    const seen = PLAYERS.map((seat) => lastOpening(game.screens[seat]!.inbox).status);
    expect(seen[0]).toMatchObject({ stage: 'ready', redo: 'board' });
    for (const status of seen) expect(status).toEqual(seen[0]);
    for (const seat of PLAYERS) expect(noticesIn(game.screens[seat]!.inbox)).toEqual([]);
    // The table sets the monitor back ON and plays the opening again, properly this time.
    game.sim.lift(1);
    game.sim.turn(1, 'ON');
    game.sim.place(1);
    await until(() => game.board.status()?.snapshot?.pos[0] === '1', 'monitor back ON');
    await playOpening(game, game.sectors[5]!);
    expect(phaseOf(game.table).kind).toBe('turn');
    expect(viewOf(game.table, game.doubleAgent).you!.opening).toBe(game.sectors[5]);
  });

  it('recognises an inspection from lift and place, and tells a security agent alone that it changed a monitor', async () => {
    const game = await physicalGame(true);
    await playOpening(game, game.sectors[8]!);
    const inspector = untilSomeoneMayInspect(
      game,
      (seat, sector) => game.roles[seat] === 'security' && sector !== game.sectors[8],
    );
    const sector = (phaseOf(game.table) as { sector: string }).sector;
    const socket = game.socketOf(sector);
    const before = Object.fromEntries(PLAYERS.map((seat) => [seat, game.screens[seat]!.inbox.length]));
    game.sim.lift(socket);
    await until(() => (phaseOf(game.table) as { step?: string }).step === 'place', 'inspection recognised');
    game.sim.turn(socket, 'OFF');
    game.sim.place(socket);
    await until(
      () =>
        game.table.logFor(inspector).length > 0 &&
        phaseOf(game.table).kind === 'turn' &&
        (phaseOf(game.table) as { player: string }).player !== inspector,
      'turn over',
    );
    const seen = game.table.logFor(inspector).filter((e) => (e as { type: string }).type === 'monitorSeen');
    expect(seen.at(-1)).toMatchObject({ player: inspector, sector, found: 'ON', left: 'OFF' });
    const told = noticesIn(game.screens[inspector]!.inbox.slice(before[inspector]));
    expect(told).toEqual([
      {
        type: 'notice',
        table: game.table.id,
        seat: inspector,
        code: 'board-rule-left-changed',
        params: { sector },
      },
    ]);
    for (const seat of PLAYERS.filter((s) => s !== inspector))
      expect(noticesIn(game.screens[seat]!.inbox.slice(before[seat]))).toEqual([]);
    expect(noticesIn(game.tv.inbox)).toEqual([]);
  });

  it('records the double agent’s sabotage during its inspection, telling no one', async () => {
    const game = await physicalGame(true);
    await playOpening(game, game.sectors[8]!);
    untilSomeoneMayInspect(game, (seat, sector) => seat === game.doubleAgent && sector !== game.sectors[8]);
    const sector = (phaseOf(game.table) as { sector: string }).sector;
    const socket = game.socketOf(sector);
    game.sim.lift(socket);
    await until(() => (phaseOf(game.table) as { step?: string }).step === 'place', 'inspection recognised');
    game.sim.turn(socket, 'OFF');
    game.sim.place(socket);
    await until(
      () => viewOf(game.table, game.doubleAgent).you!.sabotaged!.includes(sector),
      'sabotage recorded',
    );
    for (const seat of [...PLAYERS, 'table']) {
      const inbox = seat === 'table' ? game.tv.inbox : game.screens[seat]!.inbox;
      expect(noticesIn(inbox)).toEqual([]);
    }
  });

  it('shows everyone a neutral notice when a monitor is turned back ON outside an inspection', async () => {
    const game = await physicalGame(true);
    const sector = game.sectors[2]!;
    await playOpening(game, sector);
    const socket = game.socketOf(sector);
    game.sim.lift(socket);
    game.sim.turn(socket, 'ON');
    game.sim.place(socket);
    const expected = {
      type: 'notice',
      table: game.table.id,
      seat: null,
      code: 'board-check',
      params: { sector },
    };
    await until(() => noticesIn(game.tv.inbox).length > 0, 'a notice');
    for (const inbox of [game.tv.inbox, ...PLAYERS.map((seat) => game.screens[seat]!.inbox)])
      expect(noticesIn(inbox)).toEqual([expected]);
  });

  it('takes nothing from the board while the game is paused, and tells everyone to undo it', async () => {
    const game = await physicalGame(true);
    const sector = game.sectors[2]!;
    await playOpening(game, sector);
    game.screens.Red!.send({ type: 'pause', paused: true });
    expect(game.table.pausedBy).toBe('Red');
    const actions = game.table.actionCount;
    const socket = game.socketOf(sector);
    game.sim.lift(socket);
    game.sim.turn(socket, 'ON');
    game.sim.place(socket);
    await until(() => noticesIn(game.tv.inbox).length > 0, 'a notice');
    const expected = {
      type: 'notice',
      table: game.table.id,
      seat: null,
      code: 'board-paused',
      params: { sector },
    };
    for (const inbox of [game.tv.inbox, ...PLAYERS.map((seat) => game.screens[seat]!.inbox)])
      expect(noticesIn(inbox)).toEqual([expected]);
    expect(game.table.actionCount).toBe(actions);
  });

  it('reports monitors that changed while the board was unplugged', async () => {
    const game = await physicalGame(true);
    await playOpening(game, game.sectors[0]!);
    await game.sim.unplug();
    await until(() => noticesIn(game.tv.inbox).some((n) => n.code === 'board-lost'), 'board lost');
    const away = game.socketOf(game.sectors[4]!);
    game.sim.lift(away);
    game.sim.turn(away, 'OFF');
    game.sim.place(away);
    await game.sim.replug();
    await until(
      () => noticesIn(game.tv.inbox).some((n) => n.code === 'board-changed-while-away'),
      'away report',
    );
    expect(noticesIn(game.tv.inbox).map((n) => [n.code, n.params])).toEqual([
      ['board-lost', {}],
      ['board-back', {}],
      ['board-changed-while-away', { sectors: game.sectors[4] }],
      ['board-check', { sector: game.sectors[4] }],
    ]);
    // The panel may list which socket changed while away, but during a game never how.
    const socket = game.socketOf(game.sectors[4]!);
    expect(game.board.report(false).status?.awayChanges).toEqual([
      { socket, pos: { from: '?', to: '?' }, pres: { from: '1', to: '1' } },
    ]);
    expect(game.board.report(true).status?.awayChanges).toEqual([
      { socket, pos: { from: '1', to: '0' }, pres: { from: '1', to: '1' } },
    ]);
  });
});

describe('a board without presence sensing', () => {
  it('takes the position when the inspection window closes', async () => {
    const game = await physicalGame(false);
    await playOpening(game, game.sectors[8]!);
    untilSomeoneMayInspect(game, (seat, sector) => seat === game.doubleAgent && sector !== game.sectors[8]);
    const sector = (phaseOf(game.table) as { sector: string }).sector;
    game.sim.turn(game.socketOf(sector), 'OFF');
    await until(() => (phaseOf(game.table) as { step?: string }).step === 'place', 'inspection recognised');
    await until(
      () => viewOf(game.table, game.doubleAgent).you!.sabotaged!.includes(sector),
      'position taken',
    );
  });
});

describe('GET /api/board status', () => {
  it('hides monitor positions while a game is on the board', async () => {
    const game = await physicalGame(true);
    expect(game.board.report(false)).toMatchObject({ positionsHidden: true, positions: null });
    expect(game.board.report(true).positions).toHaveLength(9);
    expect(game.board.report(false).presence).toHaveLength(9);
  });

  it('refuses a mapping to an unknown or doubled sector, and keeps the old one', async () => {
    const game = await physicalGame(true);
    const before = game.board.report(true).mapping;
    expect(game.board.setMapping({ mapping: ['NOWHERE'] })).toMatchObject({ ok: false });
    expect(game.board.setMapping({ mapping: [game.sectors[0], game.sectors[0]] })).toMatchObject({
      ok: false,
    });
    expect(game.board.setMapping({ mapping: 'x' })).toMatchObject({ ok: false });
    expect(game.board.report(true).mapping).toEqual(before);
    const swapped = [game.sectors[1]!, game.sectors[0]!, ...game.sectors.slice(2)];
    expect(game.board.setMapping({ mapping: swapped })).toMatchObject({ ok: true });
    expect(game.board.report(true).mapping).toEqual(swapped);
  });
});
