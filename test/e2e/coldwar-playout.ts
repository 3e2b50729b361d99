import type { WsClient } from '../support/ws-client';

/** The host lets one link send 20 messages a second (a burst of 40): each link keeps below it. */
const SEND_GAP_MS = 60;

/** Plays random legal moves for both Cold War seats, each over its own link, until the game is over. */
export async function playColdWarToTheEnd(cia: WsClient, kgb: WsClient): Promise<void> {
  if (!(await playColdWar(cia, kgb, 2_000))) throw new Error('the game did not end');
}

/**
 * Plays up to `actions` random legal moves for both Cold War seats, each over its own link;
 * says whether the game is over.
 */
export async function playColdWar(cia: WsClient, kgb: WsClient, actions: number): Promise<boolean> {
  const lastSent = new Map<WsClient, number>();
  for (let step = 0; ; step++) {
    const version = Math.max(...[cia, kgb].map((c) => c.lastView()?.version ?? 0));
    await Promise.all([cia.viewAt(version, 30_000), kgb.viewAt(version, 30_000)]);
    const views = [cia, kgb].map((c) => c.lastView()!);
    if (views[0]!.over) return true;
    if (step === actions) return false;
    const index = views.findIndex((v) => v.legal.length > 0);
    const mover = [cia, kgb][index]!;
    const legal = views[index]!.legal;
    const wait = (lastSent.get(mover) ?? 0) + SEND_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSent.set(mover, Date.now());
    mover.send({ type: 'intent', action: legal[Math.floor(Math.random() * legal.length)] });
    await mover.viewAt(version + 1, 30_000);
  }
}
