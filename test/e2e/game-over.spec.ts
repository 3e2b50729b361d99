import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type HostMessage, patchView } from '../../protocol/messages';
import { MIN_TEXT_PX } from '../../src-renderer/scenes/readable';
import { isJoined, WsClient } from '../support/ws-client';
import { playColdWarToTheEnd } from './coldwar-playout';
import { PHONE } from './da-driver';
import { playDoubleAgentToTheEnd } from './da-playout';
import { quickSeat, takeOverSeat } from './da-seats';
import { attachScreenshot, createTable, watchForProblems } from './support';

const clients: WsClient[] = [];
test.afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

type View = Extract<HostMessage, { type: 'view' }>;
type Rematch = Extract<HostMessage, { type: 'rematch' }>;

/** Every log entry the host sent this link, in order (the log comes in parts, from `logFrom`). */
function fullLog(client: WsClient): { type: string; [key: string]: unknown }[] {
  let log: unknown[] = [];
  for (const m of client.inbox) if (m.type === 'view') log = [...log.slice(0, m.logFrom), ...m.log];
  return log as { type: string; [key: string]: unknown }[];
}

/** The seat's whole view now, its patches applied (as the screen's own seat model does). */
function fullView(client: WsClient): Record<string, unknown> {
  let view: unknown = {};
  for (const m of client.inbox) if (m.type === 'view') view = patchView(view, m);
  return view as Record<string, unknown>;
}

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[data-game-over]').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(serious, what).toEqual([]);
}

/** The table header at the game's end: every part of it on one line (their middles level). */
async function expectHeaderOneLine(page: Page): Promise<void> {
  await expect(page.locator('[data-turn]')).toBeVisible();
  const parts = await page.locator('.table-header > *').evaluateAll((found) =>
    found
      .filter((p) => p.getClientRects().length > 0)
      .map((p) => {
        const r = p.getBoundingClientRect();
        return { middle: r.top + r.height / 2, width: Math.round(r.width) };
      }),
  );
  const middles = parts.map((p) => p.middle);
  const widths = parts.map((p) => p.width).join(' + ');
  expect(
    Math.max(...middles) - Math.min(...middles),
    `middles ${middles.join(', ')}; widths ${widths}`,
  ).toBeLessThan(6);
}

/** The canvas drawn, no word on it under the floor, over another, or past its edge. */
async function expectReadableStage(page: Page): Promise<void> {
  const stage = page.locator('.stage[data-ready="true"][data-smallest-text]').first();
  await expect(stage).toBeVisible();
  expect(Number(await stage.getAttribute('data-smallest-text'))).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  expect(await stage.getAttribute('data-text-overlaps'), 'texts drawn over each other').toBe('');
  expect(await stage.getAttribute('data-texts-outside'), 'texts past the canvas edge').toBe('');
}

/** The summary's box is inside a phone's width: nothing of it runs off the side. */
async function expectFitsWidth(page: Page, width: number): Promise<void> {
  const box = (await page.locator('[data-game-over]').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Cold War: the game-over summary tells the score, each claim, the events and agents lost; the replay and Play again', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const created = await createTable(request, {
    game: 'coldwar',
    options: {
      rules: { endTurnVictoryThreshold: 30 },
      deal: { objectives: ['VIE', 'EGY', 'CZE', 'AFG', 'PAN', 'IRN', 'LBY', 'TUR'] },
    },
  });
  const cia = await WsClient.open(baseURL!);
  clients.push(cia);
  cia.send({ type: 'join', code: created.code, seat: 'CIA' });
  const joined = await cia.first(isJoined);
  const kgb = await WsClient.joined(baseURL!, created.code, 'KGB', clients);
  await playColdWarToTheEnd(cia, kgb);
  const final = cia.lastView() as View;
  const cwView = fullView(cia);
  const result = cwView.result as { winner: string | null };
  const vp = cwView.sides as Record<string, { vp: number }>;
  const log = fullLog(cia);
  const claims = log.filter((e) => e.type === 'objectiveClaimed');
  const events = log.filter((e) => e.type === 'eventPlayed');
  const lost = log.filter((e) => e.type === 'agentTerminated');
  cia.close();

  const problems = watchForProblems(page);
  await page.addInitScript(
    ({ code, token, tableId }) => {
      localStorage.setItem(`safehouse.code.${code}`, tableId);
      localStorage.setItem(`safehouse.seat.${tableId}.CIA`, token);
    },
    { code: created.code, token: joined.token!, tableId: created.id },
  );
  await page.goto(`/?join=${created.code}&seat=CIA&lang=en`);
  const summary = page.locator('[data-game-over="coldwar"]');
  await expect(summary).toBeVisible();
  await expect(summary.locator('h2')).toHaveText(result.winner === null ? 'A draw' : `${result.winner} wins`);
  await expect(summary).toContainText(`Final score: CIA ${vp.CIA!.vp} VP, KGB ${vp.KGB!.vp} VP.`);
  await expect(summary).toContainText(/at the end of turn \d+|No objectives were left after turn \d+/);
  // One line per claim, event and lost agent the host logged.
  await expect(summary.locator('[data-game-over-list="claims"] li')).toHaveCount(claims.length);
  for (const [i, c] of claims.entries())
    await expect(summary.locator('[data-game-over-list="claims"] li').nth(i)).toContainText(
      new RegExp(`^Turn \\d+: ${c.side}.*\\(\\+${c.vp} VP\\)`),
    );
  if (events.length > 0)
    await expect(summary.locator('[data-game-over-list="events"] li')).toHaveCount(events.length);
  else await expect(summary.locator('[data-game-over-empty="events"]')).toHaveText('No event was played.');
  if (lost.length > 0)
    await expect(summary.locator('[data-game-over-list="agents"] li')).toHaveCount(lost.length);
  else await expect(summary.locator('[data-game-over-empty="agents"]')).toHaveText('No agent was lost.');
  // The deciding turn's claims are marked (a threshold game is won by a claim in its last turn).
  await expect(summary.locator('li.deciding').first()).toContainText('the deciding turn');
  // This screen came to the finished game: it checks the deal against what it was sent.
  await expect(summary.locator('[data-deal-check="ok"]')).toContainText('Fair deal: checked on this device.');
  await expectHeaderOneLine(page);
  await expectNoSeriousViolations(page, 'the Cold War summary');
  await attachScreenshot(page, testInfo, 'game-over-coldwar');

  // In Chinese too.
  await page.goto(`/?join=${created.code}&seat=CIA&lang=zh-TW`);
  await expect(summary.locator('h2')).toHaveText(result.winner === null ? '平手' : `${result.winner} 獲勝`);
  await expect(summary).toContainText('最終比分');
  await expect(summary.locator('[data-deal-check="ok"]')).toContainText('公平發牌：已在此裝置上驗證。');
  await expectHeaderOneLine(page);
  await expectNoSeriousViolations(page, 'the Cold War summary, zh-TW');
  await attachScreenshot(page, testInfo, 'game-over-coldwar-zh-TW');

  // Watch the replay: the replay of this table, at its last step.
  await page.goto(`/?join=${created.code}&seat=CIA&lang=en`);
  await summary.locator('[data-watch-replay]').click();
  await expect(page).toHaveURL(new RegExp(`replay=${created.id}`));
  await expect(page.locator('[data-replay-total]')).toHaveText(String(final.version));

  // Play again: a new table at the same seat.
  await page.goBack();
  await summary.locator('[data-rematch]').click();
  const moved = await kgb.first((m): m is Rematch => m.type === 'rematch', 30_000);
  await expect(page).toHaveURL(new RegExp(`join=${moved.next.code}`));
  // The new game is dealt once KGB's screen takes the seat the host kept for it.
  await expect(page.locator('[data-deal-wait-line]')).toHaveText([
    'Taken, waiting for the screen to come back: KGB.',
  ]);
  // Its screen moves to the new table as a page would: a new link resumes the seat with its new token.
  const moving = await WsClient.open(baseURL!);
  clients.push(moving);
  moving.send({ type: 'resume', token: moved.seats[0]!.token });
  await expect(page.locator('[data-game-screen="coldwar"] [data-action-index="0"]')).toBeVisible();
  await expect(page.locator('[data-game-over]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('Double Agent: the summary names the double agent, the opening sabotage, each sabotage and accusation; phone; Play again', async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const seats = ['Ann', 'Bob', 'Cy', 'Di'];
  const { code } = await createTable(request, {
    game: 'doubleagent',
    seats,
    options: { firstPlayer: 'Ann', deal: { doubleAgent: 'Bob' } },
  });
  const held = await Promise.all(seats.map((seat) => quickSeat(baseURL!, code, seat)));
  for (const { client } of held) clients.push(client);
  held[0]!.client.send({ type: 'opening', command: 'start' });
  await held[0]!.client.viewAt(4, 60_000);
  const final = await playDoubleAgentToTheEnd(
    seats,
    held.map((h) => h.client),
  );
  expect(final.over).toBe(true);
  const result = fullView(held[0]!.client).result as {
    winner: string | null;
    sabotaged: string[];
    opening: string;
  };
  const accusations = fullLog(held[0]!.client).filter((e) => e.type === 'accused');
  for (const { client } of held) client.close();

  const problems = watchForProblems(page);
  await takeOverSeat(page, code, 'Ann', held[0]!);
  const summary = page.locator('[data-game-over="doubleagent"]');
  await expect(summary).toBeVisible();
  await expect(summary.locator('h2')).toHaveText(result.winner === null ? 'A draw' : `${result.winner} wins`);
  await expect(summary).toContainText('The double agent was Bob.');
  await expect(summary).toContainText(/The opening sabotage: .+\(\w+\)\./);
  const sabotages = summary.locator('[data-game-over-list="sabotages"] li');
  await expect(sabotages).toHaveCount(result.sabotaged.length);
  await expect(sabotages.first()).toContainText('At the opening:');
  for (let i = 0; i < result.sabotaged.length; i++)
    await expect(sabotages.nth(i)).toContainText(/Found by .+\.|Not found\./);
  if (accusations.length > 0) {
    const lines = summary.locator('[data-game-over-list="accusations"] li');
    await expect(lines).toHaveCount(accusations.length);
    for (const [i, a] of accusations.entries())
      await expect(lines.nth(i)).toContainText(`${a.player} accused ${a.target}`);
  } else {
    await expect(summary.locator('[data-game-over-empty="accusations"]')).toHaveText(
      'Nobody accused anyone.',
    );
  }
  await expectHeaderOneLine(page);
  await expectNoSeriousViolations(page, 'the Double Agent summary');
  await attachScreenshot(page, testInfo, 'game-over-doubleagent');

  // In Chinese too, the header still on one line.
  await page.goto(`/?join=${code}&seat=Ann&lang=zh-TW`);
  await expect(summary.locator('h2')).toHaveText(result.winner === null ? '平手' : `${result.winner} 獲勝`);
  await expect(summary).toContainText('雙面特務是 Bob。');
  await expectHeaderOneLine(page);
  await expectNoSeriousViolations(page, 'the Double Agent summary, zh-TW');
  await attachScreenshot(page, testInfo, 'game-over-doubleagent-zh-TW');
  await page.goto(`/?join=${code}&seat=Ann&lang=en`);
  await expect(summary).toBeVisible();

  // On a phone (Cy's): the summary fits the width, the story folded, Play again within reach.
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const phoneProblems = watchForProblems(phone);
  await takeOverSeat(phone, code, 'Cy', held[2]!);
  const phoneSummary = phone.locator('[data-game-over="doubleagent"]');
  await expect(phoneSummary).toBeVisible();
  await expect(phoneSummary.locator('[data-game-over-details]')).not.toHaveAttribute('open');
  await expectFitsWidth(phone, 390);
  await expect(phoneSummary.locator('[data-rematch]')).toBeInViewport();
  await attachScreenshot(phone, testInfo, 'game-over-doubleagent-phone', { fullPage: false });
  await phoneSummary.locator('[data-game-over-details] summary').tap();
  await expect(phoneSummary.locator('[data-game-over-list="sabotages"]')).toBeVisible();
  await expectNoSeriousViolations(phone, 'the Double Agent summary on a phone');
  await attachScreenshot(phone, testInfo, 'game-over-doubleagent-phone-details');
  expect(phoneProblems).toEqual([]);
  await context.close();

  // Keyboard: the replay link and Play again are reached with Tab.
  await page.locator('[data-game-over] h2').click();
  let reached = '';
  for (let i = 0; i < 30 && reached !== 'rematch'; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() =>
      document.activeElement?.hasAttribute('data-rematch')
        ? 'rematch'
        : (document.activeElement?.tagName ?? ''),
    );
  }
  expect(reached).toBe('rematch');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`join=${code}&`));
  // Only Ann's screen was still at the table: the others take their seats at the new one, then it is dealt.
  await expect(page.locator('[data-deal-wait-line]')).toHaveText(['Still free: Bob, Cy, Di.']);
  const next = new URL(page.url()).searchParams.get('join')!;
  for (const seat of ['Bob', 'Cy', 'Di']) clients.push((await quickSeat(baseURL!, next, seat)).client);
  await expect(page.locator('[data-opening]')).toBeVisible();
  await expect(page.locator('[data-game-over]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('Cold War to 100 VP: a long game’s claims, on the TV and on a phone — every claim listed, the canvas’s words clear of each other', async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const created = await createTable(request, { game: 'coldwar' });
  const cia = await WsClient.open(baseURL!);
  clients.push(cia);
  cia.send({ type: 'join', code: created.code, seat: 'CIA' });
  const joined = await cia.first(isJoined);
  const kgb = await WsClient.joined(baseURL!, created.code, 'KGB', clients);
  await playColdWarToTheEnd(cia, kgb);
  const claims = fullLog(cia).filter((e) => e.type === 'objectiveClaimed');
  const scored = fullView(cia).sides as Record<string, { scored: string[] }>;
  testInfo.annotations.push({
    type: 'claims',
    description: `CIA ${scored.CIA!.scored.length}, KGB ${scored.KGB!.scored.length}`,
  });
  cia.close();

  // The TV: the summary without Play again; the canvas's words stand clear.
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = watchForProblems(page);
  await page.goto(`/?join=${created.code}&seat=table&lang=en`);
  const summary = page.locator('[data-game-over="coldwar"]');
  await expect(summary).toBeVisible();
  await expect(summary.locator('[data-game-over-list="claims"] li')).toHaveCount(claims.length);
  // Every claim in a turn of the game: the first turn's start is not in the log, yet it is turn 1.
  for (const line of await summary.locator('[data-game-over-list="claims"] li').allTextContents())
    expect(line).toMatch(/^Turn [1-9]\d*:/);
  await expect(summary.locator('[data-rematch]')).toHaveCount(0);
  await expect(summary.locator('[data-watch-replay]')).toBeVisible();
  await expectReadableStage(page);
  await expectHeaderOneLine(page);
  await attachScreenshot(page, testInfo, 'game-over-coldwar-100-tv');

  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.addInitScript(
    ({ code, token, tableId }) => {
      localStorage.setItem(`safehouse.code.${code}`, tableId);
      localStorage.setItem(`safehouse.seat.${tableId}.CIA`, token);
    },
    { code: created.code, token: joined.token!, tableId: created.id },
  );
  await phone.goto(`/?join=${created.code}&seat=CIA&lang=en`);
  await expect(phone.locator('[data-game-over="coldwar"]')).toBeVisible();
  await expectFitsWidth(phone, 390);
  await expectReadableStage(phone);
  await attachScreenshot(phone, testInfo, 'game-over-coldwar-100-phone');
  await context.close();
  expect(problems).toEqual([]);
});
