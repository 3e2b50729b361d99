import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';
import { createTable, otherPlayers, version } from './support';

const seatOthers = otherPlayers();

test('the host machine seats a computer player from the table list; it moves, and its seat cannot be joined', async ({
  page,
  request,
  baseURL,
}) => {
  const { id, code } = await createTable(request, { game: 'coldwar' });
  await page.goto('/');
  const table = page.locator(`[data-table-id="${id}"]`);
  await expect(table).toBeVisible();
  await table.locator('[data-seat-bot-select="KGB"]').selectOption({ label: 'Computer (easy)' });
  await expect(table.locator('[data-seat-bot="ismcts:easy"]')).toHaveText('KGB: Computer (easy)');
  await expect(table.locator('[data-play-seat]')).toHaveText(['Play here: CIA']);

  // The join page shows the seat as the computer's, with no link to take it.
  await page.goto(`/?join=${code}`);
  await expect(page.locator('[data-bot-seat="KGB"]')).toHaveText('KGB: played by the computer');
  await expect(page.locator('[data-join-seat="KGB"]')).toHaveCount(0);

  // A person at CIA plays; the bot answers (the version rises past the person's own moves).
  const cia = await WsClient.open(baseURL!);
  cia.send({ type: 'join', code, seat: 'CIA' });
  await cia.first(isJoined);
  let played = 0;
  await expect
    .poll(
      () => {
        const last = cia.lastView();
        if (last && last.legal.length > 0 && last.version === played) {
          cia.send({ type: 'intent', action: last.legal[0] });
          played += 1;
        }
        return (cia.lastView()?.version ?? 0) > played;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);

  // A seat a person is playing on a connected screen is refused, and its select stays as it was.
  await page.goto('/');
  const ciaSelect = page.locator(`[data-table-id="${id}"] [data-seat-bot-select="CIA"]`);
  await ciaSelect.selectOption({ label: 'Computer (easy)' });
  await expect(page.getByRole('alert')).toContainText('This seat is taken');
  await expect(ciaSelect).toHaveValue('');
  cia.close();

  // Taking the seat back from the computer frees it.
  await page.locator(`[data-table-id="${id}"] [data-seat-bot-select="KGB"]`).selectOption('');
  await expect(page.locator(`[data-table-id="${id}"] [data-seat-bot="ismcts:easy"]`)).toHaveCount(0);
});

test('“Play against the computer” asks for the level; this screen at CIA, the computer of that level at KGB answering', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1360, height: 1000 });
  await page.goto('/');
  const play = page.locator('[data-play-computer="coldwar"]');
  await play.click();
  const choice = page.locator('[data-computer-choice]');
  await expect(choice.getByRole('button')).toHaveText(['Easy', 'Normal', 'Hard', 'Cancel (Esc)']);
  await expect(choice.locator('[data-computer-level="easy"]')).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('[data-computer-choice]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('computer-level-choice.png') });
  // Escape closes the choice without making a table; the button has the focus again.
  await page.keyboard.press('Escape');
  await expect(choice).toHaveCount(0);
  await expect(play).toBeFocused();
  // By keyboard: open it again, Tab to Hard, Enter.
  await page.keyboard.press('Enter');
  await expect(choice.locator('[data-computer-level="easy"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(choice.locator('[data-computer-level="hard"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-shown-seat="CIA"]')).toBeVisible();
  const code = new URL(page.url()).searchParams.get('join');
  await expect(page.locator('[data-action-index]').first()).toBeVisible();
  await page.keyboard.press('1');
  // CIA chose an agent; the computer at KGB chooses too, and the game moves on.
  await expect
    .poll(async () => Number(await version(page).textContent()), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  // The lobby lists the table with the hard computer at KGB.
  await page.goto('/');
  await expect(page.locator(`[data-table-code="${code}"] [data-seat-bot="ismcts:hard"]`)).toHaveText(
    'KGB: Computer (hard)',
  );
});

test('the Double Agent set-up form’s “Physical board” makes a table whose monitors the board reads', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  await page.locator('[data-new-table="doubleagent"]').click();
  await page.getByLabel('Physical board (monitors read from the board)').check();
  await page.locator('[data-create-doubleagent]').click();
  const code = await page.locator('[data-created-code]').getAttribute('data-created-code');
  const id = await page.locator(`[data-table-code="${code}"]`).getAttribute('data-table-id');
  // Once its players have sat down its game is dealt, and the board serves the newest physical-board table: this one.
  const seats = await page
    .locator(`[data-table-code="${code}"] [data-play-seat]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-play-seat')!));
  expect(seats).toHaveLength(4);
  await seatOthers(baseURL!, code!, seats);
  const board = await (await request.get('/api/board')).json();
  expect(board.table).toBe(id);
});
