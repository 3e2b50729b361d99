import { type Browser, expect, type Page, test } from '@playwright/test';
import { PHONE } from './da-driver';
import { createTable, pageThatCanAct, watchForProblems } from './support';

/**
 * Issue 18 item 3, the shell's half: Nim, a game that lives only in test/fixtures/nim, is drawn by
 * the unchanged shell. This spec runs against a host built from the shipped command line and
 * screens with Nim registered first (test/fixtures/nim/electron.vite.config.ts, the playwright
 * project "third game"): it is offered in the lobby, played on one shared screen and over two
 * phones with the TV watching, undone, finished and replayed.
 */

const stones = (page: Page) => page.locator('[data-game-screen="nim"] [data-nim-stones]');
const otherSeat = (seat: string) => (seat === 'North' ? 'South' : 'North');

/** The seat whose turn the screen shows, from its own words ("North takes next."). */
async function seatToMove(page: Page): Promise<string> {
  const words = (await page.locator('[data-nim-turn]').textContent()) ?? '';
  const seat = words.match(/^(North|South) takes next\.$/)?.[1];
  expect(seat, `turn line "${words}"`).toBeDefined();
  return seat!;
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

test('the lobby offers Nim beside the shipped games, and one shared screen plays it to the end', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/?lang=en');
  await expect(page.locator('[data-game="nim"]')).toContainText('Nim');
  await expect(page.locator('[data-game="nim"]')).toContainText(
    'Take one to three stones; the last stone wins.',
  );
  await expect(page.locator('[data-game="coldwar"]')).toContainText('Cold War: CIA vs KGB');
  await expect(page.locator('[data-game="doubleagent"]')).toContainText('Project KGB: The Double Agent');

  const listed = page.locator('[data-table-id]');
  const before = await listed.evaluateAll((found) => found.map((li) => li.getAttribute('data-table-id')));
  await page.locator('[data-new-table="nim"]').click();
  await expect(listed).toHaveCount(before.length + 1);
  const made = page.locator('[data-table-id]').filter({
    hasNot: page.locator(before.map((id) => `[data-table-id="${id}"]`).join(', ') || 'never'),
  });
  await made.locator('[data-hotseat]').click();

  // Nim hides nothing: the shared screen shows whoever is to move, with no curtain between them.
  await expect(stones(page)).toHaveAttribute('data-nim-stones', '7');
  const first = await seatToMove(page);
  const second = otherSeat(first);
  await expect(page.locator('[data-shown-seat]')).toHaveAttribute('data-shown-seat', first);
  await expect(page.locator('[data-turn]')).toContainText(first);

  const plays: [string, number][] = [
    [first, 2],
    [second, 1],
    [first, 3],
    [second, 1],
  ];
  let left = 7;
  for (const [seat, count] of plays) {
    await expect(page.locator('[data-shown-seat]')).toHaveAttribute('data-shown-seat', seat);
    await expect(page.locator('[data-curtain]')).toHaveCount(0);
    const take = page.locator(`[data-action-index="${count - 1}"]`);
    await expect(take).toContainText(count === 1 ? 'Take one stone' : `Take ${count} stones`);
    // The shell's shortcuts reach a third game's buttons too: the last take by its number key.
    if (seat === second && count === 1 && left === 1) await page.keyboard.press('1');
    else await take.click();
    left -= count;
    await expect(stones(page)).toHaveAttribute('data-nim-stones', String(left));
  }

  const summary = page.locator('[data-game-over="nim"]');
  await expect(summary).toContainText(`${second} took the last stone and wins.`);
  await expect(page.locator('[data-action-index]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('over two phones and a TV: a take reaches every screen, is undone, and the finished game replays', async ({
  browser,
  page,
  request,
}) => {
  const table = await createTable(request, { game: 'nim', options: { stones: 5 } });
  const phones = [await phone(browser), await phone(browser)];
  const problems = [page, ...phones].flatMap((screen) => watchForProblems(screen));
  await phones[0]!.goto(`/?join=${table.code}&seat=North&lang=en`);
  await phones[1]!.goto(`/?join=${table.code}&seat=South&lang=en`);
  await page.goto('/?lang=en');
  await page.locator(`[data-table-id="${table.id}"] [data-tv]`).click();
  const screens = [...phones, page];
  for (const screen of screens) await expect(stones(screen)).toHaveAttribute('data-nim-stones', '5');
  await expect(page.locator('[data-action-index]')).toHaveCount(0);

  const mover = await pageThatCanAct(phones);
  const waiter = phones.find((screen) => screen !== mover)!;
  const moverSeat = await seatToMove(mover);
  await expect(waiter.locator('[data-action-index]')).toHaveCount(0);

  // Take three, then take them back: every screen follows, and the turn is the mover's again.
  await mover.locator('[data-action-index="2"]').click();
  for (const screen of screens) await expect(stones(screen)).toHaveAttribute('data-nim-stones', '2');
  await expect(waiter.locator('[data-action-index]')).toHaveCount(2);
  await mover.locator('[data-undo]').click();
  for (const screen of screens) await expect(stones(screen)).toHaveAttribute('data-nim-stones', '5');
  await expect(waiter.locator('[data-action-index]')).toHaveCount(0);
  await expect(mover.locator('[data-action-index]')).toHaveCount(3);

  // 5 → 4 → 1 → 0: the mover takes the last stone.
  await mover.locator('[data-action-index="0"]').click();
  await expect(waiter.locator('[data-action-index]')).toHaveCount(3);
  await waiter.locator('[data-action-index="2"]').click();
  await expect(mover.locator('[data-action-index]')).toHaveCount(1);
  await mover.locator('[data-action-index="0"]').click();
  for (const screen of phones)
    await expect(screen.locator('[data-game-over="nim"]')).toContainText(
      `${moverSeat} took the last stone and wins.`,
    );
  for (const screen of screens) await expect(stones(screen)).toHaveAttribute('data-nim-stones', '0');

  // The replay holds the three takes that stood (not the one undone), from the first pile on.
  await phones[0]!.locator('[data-game-over="nim"] [data-watch-replay]').click();
  await expect(phones[0]!).toHaveURL(new RegExp(`replay=${table.id}`));
  await expect(phones[0]!.locator('[data-replay-total]')).toHaveText('3');
  await phones[0]!.keyboard.press('End');
  await expect(phones[0]!.locator('[data-replay-step]')).toHaveText('3');
  await expect(stones(phones[0]!)).toHaveAttribute('data-nim-stones', '0');
  await phones[0]!.keyboard.press('ArrowLeft');
  await expect(stones(phones[0]!)).toHaveAttribute('data-nim-stones', '1');
  await phones[0]!.keyboard.press('Home');
  await expect(phones[0]!.locator('[data-replay-step]')).toHaveText('0');
  await expect(stones(phones[0]!)).toHaveAttribute('data-nim-stones', '5');
  expect(problems).toEqual([]);
});
