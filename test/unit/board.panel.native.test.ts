import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { BoardService } from '../../src-main/games/doubleagent/board/board-service';
import { startSimulator } from '../../src-main/games/doubleagent/board/simulator/simulator';
import { Host } from '../../src-main/host/host';
import { closedAfterEach } from '../support/board-link';
import { screen } from '../support/host-screen';
import { until } from '../support/until';

const running = closedAfterEach();

function hostWithBoard(
  settingsFile = path.join(mkdtempSync(path.join(tmpdir(), 'safehouse-panel-')), 'board.json'),
) {
  const host = new Host();
  const board = new BoardService(host, { settingsFile, link: { listDevices: async () => ['/dev/ttyACM7'] } });
  running.push(board);
  return { host, board, settingsFile };
}

const reports = (inbox: HostMessage[]) =>
  inbox.filter((m): m is Extract<HostMessage, { type: 'board' }> => m.type === 'board').map((m) => m.report);

describe('the board panel over the protocol (host machine only)', () => {
  it('refuses a screen from the LAN', () => {
    const { host } = hostWithBoard();
    const phone = screen(host, false);
    phone.send({ type: 'board', command: 'watch' });
    expect(phone.last()).toMatchObject({ type: 'error', code: 'not_local' });
  });

  it('reports no board, lists ports, connects the chosen board, and remembers the choice', async () => {
    const sim = await startSimulator({
      transport: { kind: 'tcp', port: 0 },
      boardId: 'PANEL-1',
      heartbeatMs: 100,
    });
    running.push(sim);
    const { host, settingsFile } = hostWithBoard();
    const panel = screen(host, true);
    panel.send({ type: 'board', command: 'watch' });
    expect(reports(panel.inbox)[0]).toMatchObject({ configured: false, status: null, mapping: [] });
    panel.send({ type: 'board', command: 'ports' });
    await until(() => panel.inbox.some((m) => m.type === 'boardPorts'), 'ports');
    expect(panel.lastOf('boardPorts')).toEqual({ type: 'boardPorts', ports: ['/dev/ttyACM7'] });
    panel.send({ type: 'board', command: 'connect', target: sim.where });
    await until(() => reports(panel.inbox).at(-1)?.status?.phase === 'connected', 'connected report');
    const report = reports(panel.inbox).at(-1)!;
    expect(report.status).toMatchObject({ board: { id: 'PANEL-1' }, device: sim.where });
    // No game on the board: the positions may be shown.
    expect(report.positions).toEqual(Array(9).fill('1'));
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({ target: sim.where, baud: 115200 });
    panel.send({ type: 'board', command: 'disconnect' });
    await until(() => reports(panel.inbox).at(-1)?.configured === false, 'disconnected');
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({});
  });

  it('refuses a connect without a target and a bad mapping, changing nothing', () => {
    const { host, board } = hostWithBoard();
    const panel = screen(host, true);
    panel.send({ type: 'board', command: 'connect' });
    expect(panel.last()).toMatchObject({ type: 'error', code: 'bad_target' });
    panel.send({ type: 'board', command: 'mapping', mapping: ['GYM', 'GYM'] });
    expect(panel.last()).toMatchObject({
      type: 'error',
      code: 'bad_mapping',
      message: 'GYM is given to two sockets.',
    });
    expect(board.report(false).mapping).toEqual([]);
  });

  it('ignores a damaged settings file, saying why, and starts with no board', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-panel-'));
    const file = path.join(dir, 'board.json');
    writeFileSync(file, '{"target": 42}');
    const lines: string[] = [];
    const board = new BoardService(new Host(), { settingsFile: file, log: (line) => lines.push(line) });
    running.push(board);
    expect(board.savedTarget).toBeNull();
    expect(lines).toEqual([expect.stringMatching(/board\.json is ignored: target: /)]);
  });
});
