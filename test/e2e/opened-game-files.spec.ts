import { expect, test } from '@playwright/test';
import { createTable, otherPlayers } from './support';

const seatOthers = otherPlayers();

// A .safehouse file opened from the system reaches the lobby through the desktop preload's
// takeOpenedGameFiles (protocol/opened-game-file.ts). No Electron here: a stand-in preload, put
// in the page before it loads, carries the screens' frames over the page's own WebSocket, as the
// real one carries them over IPC, and hands out the files this test gives it.
const STAND_IN_PRELOAD = () => {
  const page = window as unknown as { safehouse: unknown; openedFiles: unknown[] };
  page.openedFiles = [];
  page.safehouse = {
    connect(listener: (frame: string) => void) {
      const socket = new WebSocket(`ws://${location.host}/ws`);
      const waiting: string[] = [];
      socket.addEventListener('open', () => {
        for (const frame of waiting.splice(0)) socket.send(frame);
      });
      socket.addEventListener('message', (event) => listener(String(event.data)));
      return {
        send: (frame: string) =>
          socket.readyState === WebSocket.OPEN ? socket.send(frame) : waiting.push(frame),
        close: () => socket.close(),
      };
    },
    async takeOpenedGameFiles() {
      return page.openedFiles.splice(0);
    },
  };
};

test('files opened from the system are taken in by the lobby one by one, each answered in its words', async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(STAND_IN_PRELOAD);
  await page.goto('/?lang=zh-TW');
  await expect(page.locator('[data-game="coldwar"]')).toBeVisible();
  // Two files arrive while the lobby is up: one the host reads and refuses (it is not a game), and
  // one too big to read at all.
  await page.evaluate(() => {
    const files = (window as unknown as { openedFiles: unknown[] }).openedFiles;
    files.push(
      { name: 'notes.safehouse', text: 'shopping list\n' },
      { name: 'huge.safehouse', problem: 'too_big' },
    );
    window.dispatchEvent(new Event('safehouse:menu:openGameFiles'));
  });
  await expect(page.getByRole('alert').first()).toContainText(
    '無法匯入這個檔案：第 1 行不是遊戲紀錄（不是 JSON）。',
  );
  await expect(page.locator('[data-opened-problem]')).toHaveText(
    'huge.safehouse 超過 16 MiB，不是 Safehouse 的遊戲檔。',
  );
  await page.screenshot({ path: test.info().outputPath('opened-game-files-zh-TW.png') });

  // Opened while a table is on screen: the page goes to the lobby, which takes the file in.
  const { code } = await createTable(request, { game: 'coldwar' });
  await seatOthers(baseURL!, code, ['KGB']);
  await page.goto(`/?join=${code}&seat=CIA&lang=en`);
  await expect(page.locator('[data-action-index]').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { openedFiles: unknown[] }).openedFiles.push({
      name: 'locked.safehouse',
      problem: 'unreadable',
    });
    window.dispatchEvent(new Event('safehouse:menu:openGameFiles'));
  });
  await expect(page).not.toHaveURL(/join=/);
  await expect(page.locator('[data-opened-problem]')).toHaveText(
    'Safehouse could not read locked.safehouse.',
  );
});
