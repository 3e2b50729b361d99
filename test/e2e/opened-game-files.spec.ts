import { expect, test } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { WsClient } from '../support/ws-client';
import { createTable } from './support';

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

type GameFile = Extract<HostMessage, { type: 'gameFile' }>;

test('files opened from the system are taken in by the lobby one by one, each answered in its words', async ({
  page,
  request,
  baseURL,
}) => {
  const { code, id } = await createTable(request, { game: 'coldwar' });
  const client = await WsClient.open(baseURL!);
  client.send({ type: 'hello', client: 'lobby' });
  client.send({ type: 'exportTable', table: id });
  const exported = await client.first((m): m is GameFile => m.type === 'gameFile', 30_000);
  client.close();

  await page.addInitScript(STAND_IN_PRELOAD);
  await page.goto('/?lang=zh-TW');
  await expect(page.locator('[data-game="coldwar"]')).toBeVisible();
  // Two files arrive while the lobby is up: the game (here already, so the host refuses it) and
  // one too big to read.
  await page.evaluate((text) => {
    const files = (window as unknown as { openedFiles: unknown[] }).openedFiles;
    files.push({ name: 'ours.safehouse', text }, { name: 'huge.safehouse', problem: 'too_big' });
    window.dispatchEvent(new Event('safehouse:menu:openGameFiles'));
  }, exported.text);
  await expect(page.getByRole('alert').filter({ hasText: code })).toBeVisible();
  await expect(page.locator('[data-opened-problem]')).toHaveText(
    'huge.safehouse 超過 16 MiB，不是 Safehouse 的遊戲檔。',
  );
  await page.screenshot({ path: test.info().outputPath('opened-game-files-zh-TW.png') });
});
