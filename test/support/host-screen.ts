import type { HostMessage } from '../../protocol/messages';
import type { Host } from '../../src-main/host/host';

/** A screen connected straight to the host, keeping everything it was sent. */
export function screen(host: Host, local = false) {
  const inbox: HostMessage[] = [];
  let closed = false;
  const session = host.connect(
    { send: (m) => inbox.push(structuredClone(m)), close: () => (closed = true) },
    { local },
  );
  const send = (message: unknown) =>
    session.receive(typeof message === 'string' ? message : JSON.stringify(message));
  const last = () => inbox[inbox.length - 1];
  const lastOf = <T extends HostMessage['type']>(type: T) =>
    [...inbox].reverse().find((m) => m.type === type) as Extract<HostMessage, { type: T }> | undefined;
  return { inbox, send, last, lastOf, session, isClosed: () => closed };
}

/** A screen that has sent a join for `seat` at the table with `code`. */
export function seated(host: Host, code: string, seat: string) {
  const joined = screen(host);
  joined.send({ type: 'join', code, seat });
  return joined;
}

/**
 * A screen for each of `seats` at the table with `code`, in that order, each checked to have been
 * seated. A new table is dealt once its last seat is taken (issue 49): take them all before
 * expecting a view or playing.
 */
export function seatEveryone(host: Host, code: string, seats: readonly string[]) {
  return seats.map((seat) => {
    const joined = seated(host, code, seat);
    if (joined.inbox[0]?.type !== 'joined')
      throw new Error(`could not take "${seat}": ${JSON.stringify(joined.inbox[0])}`);
    return joined;
  });
}

/** The token a screen was given when it joined. */
export const tokenOf = (s: ReturnType<typeof screen>) => (s.inbox[0] as { token: string }).token;
