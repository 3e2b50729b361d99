import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../engine/core';
import { type HostMessage, patchView } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { chooser } from '../support/playout';

/**
 * The host sends each screen its whole view once, then patches of the top-level parts that
 * changed. A screen that applies every message must hold exactly the view the rules give its
 * seat now, after any action or undo, or it draws a table that is not the game.
 */
function playPatched(game: 'coldwar' | 'doubleagent', options: Record<string, unknown>, seed: number) {
  const host = new Host({ rateLimit: { perSecond: 1e6, burst: 1e6 } });
  const created = host.createTable(game, options);
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  const held = new Map<string, unknown>();
  let patches = 0;
  const sessions = [...table.seats(), TABLE_SEAT].map((seat) => {
    const session = host.connect(
      {
        send: (message: HostMessage) => {
          if (message.type !== 'view') return;
          if (message.patch) patches++;
          held.set(seat, patchView(held.get(seat), JSON.parse(JSON.stringify(message))));
        },
      },
      { local: true },
    );
    session.receive(JSON.stringify({ type: 'join', code: created.value.code, seat }));
    return { seat, session };
  });
  const pick = chooser(seed);
  for (let n = 0; n < 100 && !table.isOver; n++) {
    const actors = sessions.filter(({ seat }) => seat !== TABLE_SEAT && table.legalFor(seat).length > 0);
    if (actors.length === 0) break;
    const actor = pick(actors);
    if (table.canUndo(actor.seat) && pick([0, 1, 2, 3]) === 0) {
      actor.session.receive(JSON.stringify({ type: 'undo' }));
    } else {
      actor.session.receive(JSON.stringify({ type: 'intent', action: pick(table.legalFor(actor.seat)) }));
    }
    for (const { seat } of sessions)
      expect(held.get(seat), `${game} seed ${seed}, ${seat} after action ${table.actionCount}`).toEqual(
        JSON.parse(JSON.stringify(table.viewFor(seat))),
      );
  }
  return patches;
}

describe('view patches', () => {
  it('leave every Cold War screen holding its seat’s current view', () => {
    for (const seed of [1, 2, 3]) expect(playPatched('coldwar', {}, seed)).toBeGreaterThan(0);
  });

  it('leave every Double Agent screen holding its seat’s current view', () => {
    for (const seed of [1, 2])
      expect(
        playPatched('doubleagent', { players: ['A', 'B', 'C', 'D', 'E', 'F'], variant: 'deluxe' }, seed),
      ).toBeGreaterThan(0);
  });
});
