import type { Page } from '@playwright/test';
import type { HostMessage } from '../../protocol/messages';
import { isJoined, WsClient } from '../support/ws-client';

/**
 * A Double Agent seat over a bare WebSocket (no browser, to keep the shared machine light) that
 * makes its opening choice as soon as its window opens, so the opening play does not wait for
 * its window to run out.
 */
export async function quickSeat(
  baseURL: string,
  code: string,
  seat: string,
  sector: string | null = null,
): Promise<{ client: WsClient; token: string; tableId: string }> {
  const client = await WsClient.open(baseURL);
  client.socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as HostMessage;
    if (message.type !== 'opening' || message.status?.stage !== 'window') return;
    const { groups, index } = message.status;
    if (groups[index]?.includes(seat) && !message.chosen.includes(seat))
      client.send({ type: 'intent', action: { type: 'opening', sector }, seat });
  });
  client.send({ type: 'join', code, seat });
  const joined = await client.first(isJoined);
  return { client, token: joined.token!, tableId: joined.table.id };
}

/** Hands a seat held by `quickSeat` to a browser page: the page resumes it with its token. */
export async function takeOverSeat(
  page: Page,
  code: string,
  seat: string,
  held: { token: string; tableId: string },
): Promise<void> {
  await page.addInitScript(
    ({ code, seat, token, tableId }) => {
      localStorage.setItem(`safehouse.code.${code}`, tableId);
      localStorage.setItem(`safehouse.seat.${tableId}.${seat}`, token);
    },
    { code, seat, token: held.token, tableId: held.tableId },
  );
  await page.goto(`/?join=${code}&seat=${seat}`);
}
