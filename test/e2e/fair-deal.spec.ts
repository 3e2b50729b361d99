import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
  type WebSocketRoute,
} from '@playwright/test';
import { type FairDealProof, fingerprintOf } from '../../engine/core';
import type { HostMessage } from '../../protocol/messages';
import { WsClient } from '../support/ws-client';
import { type Action, eventful } from './da-playout';
import { attachScreenshot, createTable, watchForProblems } from './support';

/*
 * A fair deal every screen checks (issue 49, docs/screens.md "The fair deal"). Each seat's page is a
 * phone of its own, beside a TV and the host machine's lobby. The game is played over the pages'
 * own links to the host (the test speaks on each page's WebSocket, which Playwright routes), so it
 * ends quickly while every page receives and draws it as it would be played by hand; and the same
 * route lets the test change what the host tells one page.
 */

/** The phone of the brief: 390 × 664 CSS px, touch. */
const PHONE = { viewport: { width: 390, height: 664 }, isMobile: true, hasTouch: true } as const;
const TV = { viewport: { width: 1920, height: 1080 } } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

const PASSED = 'Fair deal: checked on this device.';
const FAILED = 'The deal did not check out on this device.';

/** The host lets one link send 20 messages a second: the test keeps each link below it. */
const SEND_GAP_MS = 60;

type View = Extract<HostMessage, { type: 'view' }>;

/** One page's link to the host, as the test sees it: what its seat was shown last, and a way to speak on it. */
class Tap {
  private server: WebSocketRoute | null = null;
  private lastSent = 0;
  private waiters: (() => void)[] = [];
  version = -1;
  legal: readonly unknown[] = [];
  over = false;
  /** The opening windows (Double Agent) this seat chooses in as soon as they open. */
  quickOpening = false;
  /** Changes the proof before the page sees it (a lying host); null passes it on as sent. */
  tamper: ((proof: FairDealProof) => FairDealProof) | null = null;
  /** Keeps the proof from the page (a host that never reveals its secret). */
  withhold = false;
  readonly proofs: FairDealProof[] = [];

  constructor(readonly seat: string) {}

  attach(ws: WebSocketRoute): void {
    const server = ws.connectToServer();
    this.server = server;
    ws.onMessage((message) => server.send(message));
    server.onMessage((raw) => {
      const text = raw.toString();
      const message = JSON.parse(text) as HostMessage;
      this.read(message);
      if (message.type === 'fairDeal') {
        this.proofs.push(message.proof);
        if (this.withhold) return;
        if (this.tamper) {
          ws.send(JSON.stringify({ ...message, proof: this.tamper(structuredClone(message.proof)) }));
          return;
        }
      }
      ws.send(text);
    });
  }

  private read(message: HostMessage): void {
    if (message.type === 'view' && message.seat === this.seat) {
      const view = message as View;
      this.version = view.version;
      this.legal = view.legal;
      this.over = view.over;
    } else if (message.type === 'opening' && this.quickOpening && message.status?.stage === 'window') {
      const { groups, index } = message.status;
      if (groups[index]?.includes(this.seat) && !message.chosen.includes(this.seat))
        this.send({ type: 'intent', action: { type: 'opening', sector: null }, seat: this.seat });
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Says `message` to the host on the page's link, as though the page had. */
  async send(message: unknown): Promise<void> {
    const wait = this.lastSent + SEND_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastSent = Date.now();
    this.server!.send(JSON.stringify(message));
  }

  /** Resolves once `test` holds, checked after each message the page is sent. */
  until(test: () => boolean): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => (test() ? resolve() : this.waiters.push(check));
      this.waiters.push(check);
    });
  }
}

async function openPage(
  browser: Browser,
  options: { viewport: { width: number; height: number } },
  tap?: Tap,
): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  if (tap) await page.routeWebSocket(/\/ws$/, (ws) => tap.attach(ws));
  return { page, context, problems };
}

/**
 * Plays the game to its end over the taps' links: whichever tapped seat may act plays `choose`'s
 * pick; while none may (a computer player's turn), it waits for the game to move on.
 */
async function playToTheEnd(
  taps: readonly Tap[],
  choose: (legal: readonly unknown[]) => unknown,
): Promise<void> {
  for (let step = 0; step < 5_000; step++) {
    const version = Math.max(...taps.map((tap) => tap.version));
    await Promise.all(taps.map((tap) => tap.until(() => tap.version >= version)));
    if (taps.some((tap) => tap.over)) {
      await Promise.all(taps.map((tap) => tap.until(() => tap.over)));
      return;
    }
    const mover = taps.find((tap) => tap.version === version && tap.legal.length > 0);
    if (mover) await mover.send({ type: 'intent', action: choose(mover.legal), seat: mover.seat });
    await Promise.race(taps.map((tap) => tap.until(() => tap.version > version)));
  }
  throw new Error('the game did not end');
}

const pickAny = (legal: readonly unknown[]) => legal[Math.floor(Math.random() * legal.length)];

/** The game record's fingerprint a passed check shows. */
async function recordShown(page: Page): Promise<string> {
  const line = page.locator('[data-deal-check-line]', { hasText: 'Game record' });
  await expect(line).toHaveText(/^Game record [0-9a-f]{4} [0-9a-f]{4}: /);
  return /Game record (\S+ \S+):/.exec((await line.textContent()) ?? '')![1]!;
}

/** The deal's verdict on a page: its tone and headline. */
async function expectVerdict(page: Page, tone: 'ok' | 'problem', headline: string): Promise<void> {
  const check = page.locator(`[data-deal-check="${tone}"]`);
  await expect(check).toBeVisible();
  await expect(check.locator('[data-deal-check-headline]')).toHaveText(headline);
}

test('Cold War on two phones and a TV: the seal from the first frame, the wait for the seats, and the deal checked on every screen', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const created = (await (
    await request.post('/api/tables', {
      data: {
        game: 'coldwar',
        options: {
          rules: { endTurnVictoryThreshold: 30 },
          deal: { objectives: ['VIE', 'EGY', 'CZE', 'AFG', 'PAN', 'IRN', 'LBY', 'TUR'] },
        },
      },
    })
  ).json()) as { id: string; code: string; table: { deal: { kind: string; commitment: string } } };
  expect(created.table.deal.kind).toBe('fair');
  const fingerprint = fingerprintOf(created.table.deal.commitment);

  // The host machine's lobby lists the table with its seal.
  const lobby = await openPage(browser, DESKTOP);
  await lobby.page.goto('/?lang=en');
  const row = lobby.page.locator(`[data-table-id="${created.id}"]`);
  await expect(row.locator('[data-deal-fingerprint]')).toHaveText(fingerprint);

  // The TV comes first: nothing is dealt, it says who the table waits for.
  const tvTap = new Tap('table');
  const tv = await openPage(browser, TV, tvTap);
  await tv.page.goto(`/?join=${created.code}&seat=table&lang=en`);
  await expect(tv.page.locator('[data-deal-wait]')).toBeVisible();
  await expect(tv.page.locator('[data-deal-wait-line]')).toHaveText(['Still free: CIA, KGB.']);
  await expect(tv.page.locator('[data-deal-wait] [data-deal-fingerprint]')).toHaveText(fingerprint);

  // CIA's phone looks the code up: the join page shows the seal before a seat is picked.
  const ciaTap = new Tap('CIA');
  const cia = await openPage(browser, PHONE, ciaTap);
  await cia.page.goto(`/?join=${created.code}&lang=en`);
  await expect(cia.page.locator('[data-join-table] [data-deal-fingerprint]')).toHaveText(fingerprint);
  await cia.page.locator('[data-join-seat="CIA"]').tap();
  await expect(cia.page.locator('[data-deal-wait-line]')).toHaveText(['Still free: KGB.']);
  await expect(cia.page.locator('[data-deal-wait] [data-deal-fingerprint]')).toHaveText(fingerprint);
  await expect(tv.page.locator('[data-deal-wait-line]')).toHaveText(['Still free: KGB.']);
  await expect(cia.page.locator('[data-game-screen]')).toHaveCount(0);
  await attachScreenshot(cia.page, testInfo, 'fair-deal-wait-phone', { fullPage: false });
  await attachScreenshot(tv.page, testInfo, 'fair-deal-wait-tv', { fullPage: false });

  // KGB's phone takes the last seat: the game is dealt, and every screen shows it.
  const kgbTap = new Tap('KGB');
  const kgb = await openPage(browser, PHONE, kgbTap);
  await kgb.page.goto(`/?join=${created.code}&seat=KGB&lang=en`);
  for (const { page } of [tv, cia, kgb]) {
    await expect(page.locator('[data-game-screen="coldwar"]')).toBeVisible();
    await expect(page.locator('[data-deal-wait]')).toHaveCount(0);
    // While the game is on, the seal stays under the header.
    await expect(page.locator('[data-header-foot] [data-deal-fingerprint]')).toHaveText(fingerprint);
  }
  await attachScreenshot(kgb.page, testInfo, 'fair-deal-dealt-phone', { fullPage: false });

  await playToTheEnd([ciaTap, kgbTap], pickAny);
  const records = new Set<string>();
  for (const [name, screen] of Object.entries({ tv, cia, kgb })) {
    await expect(screen.page.locator('[data-game-over="coldwar"]'), name).toBeVisible();
    await expectVerdict(screen.page, 'ok', PASSED);
    await expect(screen.page.locator('[data-deal-check-line]').first()).toContainText(fingerprint);
    records.add(await recordShown(screen.page));
  }
  // The game's record (a hash of the public log) reads the same on every screen.
  expect(records.size).toBe(1);
  // The proof names each phone's own share: the values their screens added are in the deal.
  const proof = ciaTap.proofs[0]!;
  expect(proof.contributions.map((c) => c.seat)).toEqual(['CIA', 'KGB']);
  for (const c of proof.contributions) expect(c.entropy).toMatch(/^[0-9a-f]{32}$/);
  await attachScreenshot(cia.page, testInfo, 'fair-deal-checked-phone', { fullPage: false });
  await attachScreenshot(tv.page, testInfo, 'fair-deal-checked-tv', { fullPage: false });

  // The replay on the host machine checks it again, against the commitment its lobby listed.
  await lobby.page.goto(`/?replay=${created.id}&lang=en`);
  await expectVerdict(lobby.page, 'ok', PASSED);
  await expect(lobby.page.locator('[data-deal-check-line]').first()).toContainText(
    `all ${proof.actions.length} actions replay on this device`,
  );
  expect(await recordShown(lobby.page)).toBe([...records][0]);

  // The host lies to two screens when they come back: to CIA's phone with another secret, to the
  // TV with one action changed. Each names what failed; KGB's phone, told the truth, passes.
  ciaTap.tamper = (told) => ({ ...told, secret: told.secret.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
  tvTap.tamper = (told) => ({
    ...told,
    actions: told.actions.map((a, i) => (i === 4 ? { ...a, action: { type: 'forged' } } : a)),
  });
  for (const { page } of [cia, tv, kgb]) await page.reload();
  await expectVerdict(cia.page, 'problem', FAILED);
  await expect(cia.page.locator('[data-deal-check-line]').first()).toHaveText(
    'The secret revealed does not match the commitment shown at the start.',
  );
  await expectVerdict(tv.page, 'problem', FAILED);
  await expect(tv.page.locator('[data-deal-check-line]').first()).toHaveText('Action 5 does not replay.');
  await expectVerdict(kgb.page, 'ok', PASSED);
  await attachScreenshot(cia.page, testInfo, 'fair-deal-failed-phone', { fullPage: false });
  await attachScreenshot(tv.page, testInfo, 'fair-deal-failed-tv', { fullPage: false });

  // A host that never reveals its secret: the TV waits for it, then says it was withheld.
  tvTap.withhold = true;
  await tv.page.clock.install();
  await tv.page.reload();
  await expect(tv.page.locator('[data-game-over="coldwar"]')).toBeVisible();
  await expect(tv.page.locator('[data-deal-check="pending"] [data-deal-check-headline]')).toHaveText(
    'Waiting for the host to reveal the deal…',
  );
  await tv.page.clock.fastForward('00:31');
  await expectVerdict(tv.page, 'problem', 'The host has not revealed the deal.');

  // In Chinese too.
  await kgb.page.goto(`/?join=${created.code}&seat=KGB&lang=zh-TW`);
  await expectVerdict(kgb.page, 'ok', '公平發牌：已在此裝置上驗證。');

  for (const screen of [lobby, tv, cia, kgb]) {
    expect(screen.problems).toEqual([]);
    await screen.context.close();
  }
});

test('Double Agent on two phones, two computer players and a TV: every screen checks the deal, and a phone the host lies to names its own share left out', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(400_000);
  const { id, code } = await createTable(request, {
    game: 'doubleagent',
    seats: ['Ann', 'Bob', 'Cy', 'Di'],
    options: { firstPlayer: 'Ann', rules: { maxRounds: 2 } },
  });
  const host = await WsClient.open(baseURL!);
  for (const seat of ['Cy', 'Di']) host.send({ type: 'seatBot', table: id, seat, bot: 'planner' });

  const tvTap = new Tap('table');
  const tv = await openPage(browser, TV, tvTap);
  await tv.page.goto(`/?join=${code}&seat=table&lang=en`);
  await expect(tv.page.locator('[data-deal-wait-line]')).toHaveText(['Still free: Ann, Bob.']);

  const annTap = new Tap('Ann');
  annTap.quickOpening = true;
  const ann = await openPage(browser, PHONE, annTap);
  await ann.page.goto(`/?join=${code}&seat=Ann&lang=en`);
  await expect(ann.page.locator('[data-deal-wait-line]')).toHaveText(['Still free: Bob.']);

  // Bob's phone is lied to: the proof it is shown was dealt without the share Bob's screen added.
  const bobTap = new Tap('Bob');
  bobTap.quickOpening = true;
  bobTap.tamper = (told) => ({
    ...told,
    contributions: told.contributions.map((c) => (c.seat === 'Bob' ? { ...c, entropy: 'ab'.repeat(16) } : c)),
  });
  const bob = await openPage(browser, PHONE, bobTap);
  await bob.page.goto(`/?join=${code}&seat=Bob&lang=en`);
  for (const { page } of [tv, ann, bob]) await expect(page.locator('[data-opening]')).toBeVisible();

  await annTap.until(() => annTap.version >= 0);
  await annTap.send({ type: 'opening', command: 'start' });
  await Promise.all([annTap, bobTap].map((tap) => tap.until(() => tap.version >= 4)));
  await playToTheEnd([annTap, bobTap], (legal) => eventful(legal as Action[]));

  for (const [name, screen] of Object.entries({ tv, ann })) {
    await expect(screen.page.locator('[data-game-over="doubleagent"]'), name).toBeVisible();
    await expectVerdict(screen.page, 'ok', PASSED);
  }
  await expect(bob.page.locator('[data-game-over="doubleagent"]')).toBeVisible();
  await expectVerdict(bob.page, 'problem', FAILED);
  await expect(bob.page.locator('[data-deal-check-line]').first()).toHaveText(
    'The deal was not made with the randomness this screen added for Bob.',
  );
  // The honest proof holds Bob's real share, and it is not the one the lie put in its place.
  const told = bobTap.proofs[0]!.contributions.find((c) => c.seat === 'Bob')!;
  expect(told.entropy).toMatch(/^[0-9a-f]{32}$/);
  expect(told.entropy).not.toBe('ab'.repeat(16));
  expect(bobTap.proofs[0]!.contributions.filter((c) => c.entropy === null).map((c) => c.seat)).toEqual([
    'Cy',
    'Di',
  ]);
  await attachScreenshot(ann.page, testInfo, 'fair-deal-da-checked-phone', { fullPage: false });
  await attachScreenshot(bob.page, testInfo, 'fair-deal-da-lied-to-phone', { fullPage: false });
  await attachScreenshot(tv.page, testInfo, 'fair-deal-da-checked-tv', { fullPage: false });

  host.close();
  for (const screen of [tv, ann, bob]) {
    expect(screen.problems).toEqual([]);
    await screen.context.close();
  }
});
