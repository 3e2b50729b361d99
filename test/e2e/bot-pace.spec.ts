import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { isJoined, WsClient } from '../support/ws-client';
import { ownHosts } from './own-host';
import { watchForProblems } from './support';

// Its own host, whose computer players move at the normal pace (the shared e2e host has them
// move at once, --bot-pace off).
const startHost = ownHosts();
const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

type View = Extract<HostMessage, { type: 'view' }>;
interface Pawns {
  readonly phase: { readonly kind: string };
  readonly players: readonly { readonly id: string; readonly position: string | null }[];
}
/** One view of the TV as it arrived: when, at which version, where the pawns were, how long the log was. */
interface Seen {
  readonly at: number;
  readonly version: number;
  readonly view: Pawns;
  readonly logLength: number;
}

/** Follows the TV seat's views over a socket, patches applied, with the time each came. */
function follow(tv: WsClient): Seen[] {
  const seen: Seen[] = [];
  let view: Record<string, unknown> = {};
  let logLength = 0;
  tv.socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as HostMessage;
    if (message.type !== 'view') return;
    const m = message as View;
    if (m.view !== undefined) view = m.view as Record<string, unknown>;
    else if (m.patch) {
      view = { ...view, ...m.patch.set };
      for (const key of m.patch.unset) delete view[key];
    }
    logLength = m.logFrom + m.log.length;
    seen.push({ at: Date.now(), version: m.version, view: view as unknown as Pawns, logLength });
  });
  return seen;
}

const positions = (view: Pawns) => view.players.map((player) => player.position).join(',');

test('at the normal pace the Double Agent computers’ moves come one at a time, the log and the pawns moving between', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const url = await startHost(mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-bot-pace-')), [
    '--bot-pace',
    'normal',
    '--opening-seconds',
    '3',
    '--handover-seconds',
    '0.5',
  ]);
  const created = await request.post(`${url}api/tables`, { data: { game: 'doubleagent' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, code } = (await created.json()) as { id: string; code: string };

  // The host machine's own socket: it seats the four computers and starts the opening play.
  const tv = await WsClient.open(url);
  clients.push(tv);
  const seen = follow(tv);
  tv.send({ type: 'join', code, seat: 'table' });
  const joined = await tv.first(isJoined);
  expect(joined.table.botPace).toBe('normal');
  for (const { seat } of joined.table.seats) tv.send({ type: 'seatBot', table: id, seat, bot: 'planner' });

  const page = await browser.newPage({ viewport: { width: 1360, height: 1000 } });
  const problems = watchForProblems(page);
  await page.goto(`${url}?lang=en&join=${code}&seat=table`);

  await tv.first(
    (m): m is Extract<HostMessage, { type: 'opening' }> =>
      m.type === 'opening' && m.status?.stage === 'ready',
    60_000,
  );
  tv.send({ type: 'opening', command: 'start' });
  await expect
    .poll(() => seen.at(-1)?.view.phase?.kind, { timeout: 60_000, message: 'the first turn' })
    .toBe('turn');

  // Eight actions into the turns, over the socket: one view per action, well apart.
  const first = seen.find((s) => s.view.phase?.kind === 'turn')!;
  await expect
    .poll(() => seen.at(-1)!.version, { timeout: 60_000, message: 'eight actions of the turns' })
    .toBeGreaterThanOrEqual(first.version + 8);
  const turns = seen.filter((s) => s.version > first.version && s.version <= first.version + 8);
  expect(turns.map((s) => s.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => first.version + n));
  // Not all at once: eight paced actions take 8 × 0.8 s at the least on the host; half of that
  // here leaves room for the socket's delays (unpaced, they took a fraction of a second).
  expect(turns.at(-1)!.at - first.at).toBeGreaterThan(3200);
  // A pawn moved in one view, and the log went on in a later one.
  const moved = turns.findIndex((s, i) => positions(s.view) !== positions((turns[i - 1] ?? first).view));
  expect(moved).toBeGreaterThanOrEqual(0);
  expect(turns.slice(moved + 1).some((s) => s.logLength > turns[moved]!.logLength)).toBe(true);
  // The newest line of the TV's log changes, then changes again: the computers' moves land one
  // after the other (the list is newest first).
  const newest = page.locator('[data-game-log] li').first();
  const line0 = await newest.textContent();
  await expect(newest).not.toHaveText(line0 ?? '', { timeout: 30_000 });
  const line1 = await newest.textContent();
  await expect(newest).not.toHaveText(line1 ?? '', { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('bot-pace-doubleagent-tv.png') });
  expect(problems).toEqual([]);
});

test('a player at a table with a computer sets its pace: At once / Normal / Slow, for everyone there', async ({
  browser,
}) => {
  const url = await startHost(mkdtempSync(path.join(tmpdir(), 'safehouse-e2e-bot-pace-control-')), [
    '--bot-pace',
    'normal',
  ]);
  // Its own context: axe needs one (browser.newPage makes a page without).
  const context = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.goto(`${url}?lang=en`);
  await page.locator('[data-play-computer="coldwar"]').click();
  await page.locator('[data-computer-level="easy"]').click();
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  const control = page.locator('[data-bot-pace]');
  await expect(control).toHaveAttribute('data-bot-pace', 'normal');
  await expect(control.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  const axe = await new AxeBuilder({ page }).include('[data-bot-pace]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // A second screen at the table (the TV) hears of the change.
  const code = new URL(page.url()).searchParams.get('join')!;
  const tv = await WsClient.joined(url, code, 'table', clients);
  await control.getByRole('button', { name: 'Slow' }).click();
  await expect(control).toHaveAttribute('data-bot-pace', 'slow');
  await expect(control.getByRole('button', { name: 'Slow' })).toHaveAttribute('aria-pressed', 'true');
  await tv.first(
    (m): m is Extract<HostMessage, { type: 'botPace' }> => m.type === 'botPace' && m.pace === 'slow',
  );
  await page.screenshot({ path: test.info().outputPath('bot-pace-control.png') });

  // The same control in Traditional Chinese.
  await page.goto(`${url}?lang=zh-TW&join=${code}&seat=CIA`);
  await expect(page.locator('[data-bot-pace]')).toContainText('電腦出手');
  await expect(page.locator('[data-bot-pace-choice="slow"]')).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
  await context.close();
});
