import { expect, test } from '@playwright/test';
import { isJoined, WsClient } from '../support/ws-client';
import { createTable } from './support';

// The built host (out/main/cli.js) runs its bots in out/main/bot-worker.js: this checks the
// bundle finds and runs it, as the packaged app must.
test('the built host seats a computer player that answers a person’s moves', async ({ request, baseURL }) => {
  const { id, code } = await createTable(request, { game: 'coldwar' });
  const lobby = await WsClient.open(baseURL!);
  const cia = await WsClient.open(baseURL!);
  try {
    lobby.send({ type: 'seatBot', table: id, seat: 'KGB', bot: 'ismcts:easy' });
    cia.send({ type: 'join', code, seat: 'CIA' });
    await cia.first(isJoined);
    // Every accepted action raises the version by one: beyond the person's own moves, the bot moved.
    let played = 0;
    const botMoved = () => (cia.lastView()?.version ?? 0) > played;
    const deadline = Date.now() + 20_000;
    while (!botMoved() && Date.now() < deadline) {
      const last = cia.lastView();
      if (last && last.legal.length > 0 && last.version === played) {
        cia.send({ type: 'intent', action: last.legal[0] });
        played += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lobby.inbox.filter((m) => m.type === 'error')).toEqual([]);
    expect(botMoved()).toBe(true);
  } finally {
    lobby.close();
    cia.close();
  }
});
