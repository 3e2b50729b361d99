import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { BoardDef } from '../../engine/doubleagent';
import type { HostMessage, OpeningStatus } from '../../protocol/messages';
import {
  type SimulatorHandle,
  startSimulator,
} from '../../src-main/games/doubleagent/board/simulator/simulator';
import { isView, WsClient } from '../support/ws-client';
import {
  atVersion,
  connectBoard,
  enterRoll,
  expectMonitorsAlike,
  expectNoSecret,
  expectOver,
  expectTvKeepsSecrets,
  gameScreen,
  moveByButton,
  openingOver,
  openScreen,
} from './da-driver';
import { attachScreenshot, createTable } from './support';

const board = JSON.parse(readFileSync('assets/boards/camp.json', 'utf8')) as BoardDef;

type Opening = Extract<HostMessage, { type: 'opening' }>;
type View = Extract<HostMessage, { type: 'view' }>;

// One physical table at a time: the board follows the newest one (playwright.config.ts runs these specs one by one).
let simulator: SimulatorHandle | null = null;
const clients: WsClient[] = [];
test.afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await simulator?.close();
  simulator = null;
});

/** Waits until this bare seat is offered an action of `type`, then sends `action`. */
async function actWhenOffered(
  client: WsClient,
  type: string,
  action: Record<string, unknown>,
): Promise<void> {
  const offers = (m: HostMessage): m is View =>
    isView(m) && m.legal.some((a) => (a as { type?: unknown }).type === type);
  const last = client.lastView();
  if (!(last && offers(last))) await client.waitFor(offers, 10_000);
  client.send({ type: 'intent', action });
}

/*
 * Table dice and monitors on the (simulated) board; Ann first, Bob the double agent.
 *   opening: in Bob's window the Power Plant's monitor is lifted, turned OFF and put back.
 *   Ann 3+3 → Gymnasium; lifting the GYM monitor is her inspection, putting it back ON closes it.
 *   Then, on the screens, Cy accuses Ann (wrongly: he is out) and Di accuses Bob, which ends the game.
 *   Bob 3+3 → Terrace; he lifts the TER monitor, turns it OFF and puts it back: his sabotage.
 */
test('a physical board: lifting and putting back monitors on the simulated camp is read as the inspections, in a game played to the end', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  simulator = await startSimulator({
    transport: { kind: 'tcp', port: 0 },
    boardId: 'E2E-DA-GAME',
    sockets: 9,
  });
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: {
      firstPlayer: 'Ann',
      deal: { doubleAgent: 'Bob' },
      rules: { dice: 'table', monitors: 'table' },
    },
  });
  const [ann, tv] = await Promise.all([
    openScreen(browser, code, ['Ann']),
    openScreen(browser, code, ['table']),
  ]);
  const [bob, cy, di] = await Promise.all(
    ['Bob', 'Cy', 'Di'].map((name) => WsClient.joined(baseURL!, code, name, clients)),
  );
  // Every seat is taken, so the game is dealt: the board follows it.
  const { report } = await connectBoard(baseURL!, simulator, clients);
  const socketOf = (sector: string): number => {
    const index = report.mapping.indexOf(sector);
    expect(index, `${sector} is on a socket`).toBeGreaterThanOrEqual(0);
    return index + 1;
  };
  const [pow, gym, ter] = [socketOf('POW'), socketOf('GYM'), socketOf('TER')];

  // The opening: one window per player; in Bob's, the Power Plant's monitor goes OFF on the board.
  await expect(ann.page.locator('[data-opening="ready"]')).toBeVisible();
  await ann.page.locator('[data-opening-start]').click();
  const bobsWindow = (m: HostMessage): m is Opening => {
    const status = (m as Opening).status as OpeningStatus | null | undefined;
    return (
      m.type === 'opening' &&
      status?.stage === 'window' &&
      (status.groups[status.index] ?? []).includes('Bob')
    );
  };
  await bob!.first(bobsWindow, 20_000);
  simulator.lift(pow);
  simulator.turn(pow, 'OFF');
  simulator.place(pow);
  bob!.send({ type: 'intent', action: { type: 'opening', sector: 'POW' } });
  await openingOver(ann.page, 30_000);
  await openingOver(tv.page);
  // The four choices and the board's report of the opening sabotage.
  await atVersion(ann.page, 5);
  await expectTvKeepsSecrets(tv.page, { hidden: ['Ann', 'Bob', 'Cy', 'Di'], sabotaged: ['POW'] });

  // Ann: the screens for the roll and the move; the board for the inspection.
  await enterRoll(ann, 3, 3);
  await moveByButton(ann, 'r13c7');
  const annGame = gameScreen(ann.page);
  await expect(annGame.locator('.decision')).toContainText('inspect');
  simulator.lift(gym);
  for (const s of [ann, tv]) await expect(gameScreen(s.page).locator('.log')).toContainText('GYM — Ann');
  await expect(gameScreen(tv.page).locator('.log')).toContainText(
    'GYM — Ann inspected the Gymnasium monitor.',
  );
  await expect(annGame.locator('.decision')).toContainText(
    'waiting for the board to report the monitor put back',
  );
  simulator.place(gym);
  await expect(annGame.locator('.log')).toContainText(
    'You found the monitor of the Gymnasium (GYM) ON and left it ON.',
  );
  await expect(annGame.locator('[data-security-list] li').first()).toContainText('GYM');
  await expect(annGame.locator('[data-security-list] li').first()).toContainText('ON');
  await expectTvKeepsSecrets(tv.page, { hidden: ['Ann', 'Bob', 'Cy', 'Di'], sabotaged: ['POW'] });

  // Bob, over a bare socket: his roll and move; then on the board he sabotages the Terrace's monitor.
  await actWhenOffered(bob!, 'roll', { type: 'roll', dice: [3, 3] });
  await actWhenOffered(bob!, 'move', { type: 'move', to: 'r13c19' });
  await expect(annGame.locator('.decision')).toContainText("Bob's turn");
  await expect(annGame.locator('.decision')).toContainText('may inspect');
  simulator.lift(ter);
  simulator.turn(ter, 'OFF');
  simulator.place(ter);
  await expect(annGame.locator('.log')).toContainText('TER — Bob inspected the Terrace monitor.');
  await expect(gameScreen(tv.page).locator('.log')).toContainText('TER — Bob inspected the Terrace monitor.');
  await expect(annGame.locator('[data-security-list]')).toContainText('TER – Bob');
  await expect(annGame.locator('.decision')).toContainText("Cy's turn");
  // Bob alone hears what he found and how he left it.
  const seen = await bob!.first(
    (m): m is View =>
      isView(m) &&
      m.log.some((e) => {
        const event = e as { type?: string; sector?: string; found?: string; left?: string };
        return (
          event.type === 'monitorSeen' &&
          event.sector === 'TER' &&
          event.found === 'ON' &&
          event.left === 'OFF'
        );
      }),
    10_000,
  );
  expect(seen.seat).toBe('Bob');
  await expect(annGame.locator('.log')).not.toContainText('turned it OFF');
  await attachScreenshot(ann.page, testInfo, 'da-physical-after-inspections');

  await expectNoSecret(ann.page);
  await expectTvKeepsSecrets(tv.page, { hidden: ['Ann', 'Bob', 'Cy', 'Di'], sabotaged: ['POW', 'TER'] });
  for (const s of [ann, tv]) await expectMonitorsAlike(s.page, board, ['POW', 'TER'], 'SEC');

  // To the end: Cy's accusation of Ann is wrong, Di's of Bob is right.
  await actWhenOffered(cy!, 'roll', { type: 'roll', dice: [4, 4] });
  await actWhenOffered(cy!, 'accuse', { type: 'accuse', target: 'Ann' });
  await actWhenOffered(di!, 'roll', { type: 'roll', dice: [4, 4] });
  await actWhenOffered(di!, 'accuse', { type: 'accuse', target: 'Bob' });
  for (const s of [ann, tv]) await expectOver(s.page, 'Di');
  for (const s of [ann, tv]) expect(s.problems, s.name).toEqual([]);
  for (const s of [ann, tv]) await s.context.close();
});
