import type { HostMessage } from '../../protocol/messages';
import type { WsClient } from '../support/ws-client';

/** The host lets one link send 20 messages a second (a burst of 40): each link keeps below it. */
const SEND_GAP_MS = 60;

export type Action = { type: string; sabotage?: boolean };

/**
 * A random but eventful move: escape when possible, always inspect (the double agent sabotaging),
 * accuse now and then; otherwise any legal move.
 */
export function eventful(legal: readonly Action[]): Action {
  const any = () => legal[Math.floor(Math.random() * legal.length)]!;
  const exit = legal.find((a) => a.type === 'exit');
  if (exit) return exit;
  const sabotage = legal.find((a) => a.type === 'inspect' && a.sabotage === true);
  if (sabotage) return sabotage;
  const inspect = legal.find((a) => a.type === 'inspect');
  if (inspect) return inspect;
  const accusations = legal.filter((a) => a.type === 'accuse');
  if (accusations.length > 0 && Math.random() < 0.25)
    return accusations[Math.floor(Math.random() * accusations.length)]!;
  const moves = legal.filter((a) => a.type !== 'accuse');
  return moves.length > 0 ? moves[Math.floor(Math.random() * moves.length)]! : any();
}

/**
 * Plays the Double Agent game past its opening to the end, each seat over its own link (one link
 * a seat, `seats` in the same order); the last view of the first seat.
 */
export async function playDoubleAgentToTheEnd(
  seats: readonly string[],
  clients: readonly WsClient[],
  actions = 3_000,
): Promise<Extract<HostMessage, { type: 'view' }>> {
  const lastSent = new Map<WsClient, number>();
  for (let step = 0; step < actions; step++) {
    const version = Math.max(...clients.map((c) => c.lastView()?.version ?? 0));
    await Promise.all(clients.map((c) => c.viewAt(version, 30_000)));
    const views = clients.map((c) => c.lastView()!);
    if (views[0]!.over) return views[0]!;
    const index = views.findIndex((v) => v.legal.length > 0);
    if (index < 0) throw new Error(`nobody can act at version ${version}`);
    const mover = clients[index]!;
    const wait = (lastSent.get(mover) ?? 0) + SEND_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSent.set(mover, Date.now());
    mover.send({ type: 'intent', action: eventful(views[index]!.legal as Action[]), seat: seats[index] });
    await mover.viewAt(version + 1, 30_000);
  }
  throw new Error('the game did not end');
}
