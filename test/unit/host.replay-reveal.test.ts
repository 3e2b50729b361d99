import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { screen, seatEveryone, seated } from '../support/host-screen';
import { chooser } from '../support/playout';

/** A Double Agent table, its TV, and the views every seat was sent after each action. */
function doubleAgentGame() {
  const host = new Host({ rateLimit: { perSecond: 1e4, burst: 1e4 } });
  const players = ['Ann', 'Bob', 'Cy', 'Di'];
  const created = host.createTable('doubleagent', { players });
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  seated(host, table.code, 'table');
  seatEveryone(host, table.code, players);
  const seen: Record<string, unknown[]> = Object.fromEntries(players.map((p) => [p, [table.viewFor(p)]]));
  const pick = chooser(3);
  const step = () => {
    const seat = pick(table.seats().filter((s) => table.legalFor(s).length > 0));
    table.submit(seat, pick(table.legalFor(seat)));
    for (const p of players) seen[p]!.push(table.viewFor(p));
  };
  return { host, table, players, seen, step };
}

describe('“Reveal all” in a replay (issue 15)', () => {
  it('never shows a player’s view of an unfinished game, to anyone', () => {
    const { host, table, step } = doubleAgentGame();
    for (let i = 0; i < 12; i++) step();
    const laptop = screen(host, true);
    laptop.send({ type: 'replay', table: table.id, at: 5, seat: 'Bob' });
    expect(laptop.last()).toMatchObject({ type: 'error', code: 'replay_secret' });
    laptop.send({ type: 'replay', table: table.id, at: 5 });
    expect(laptop.lastOf('replayFrame')).toMatchObject({ seat: 'table', seats: [], over: false });
  });

  it('shows a finished game step by step as each player saw it', () => {
    const { host, table, players, seen, step } = doubleAgentGame();
    for (let i = 0; i < 5_000 && !table.isOver; i++) step();
    expect(table.isOver).toBe(true);
    const laptop = screen(host, true);
    for (const seat of players)
      for (const at of [0, 7, table.actionCount]) {
        laptop.send({ type: 'replay', table: table.id, at, seat });
        const frame = laptop.lastOf('replayFrame')!;
        expect(frame).toMatchObject({ at, seat, seats: players, over: true });
        expect(JSON.stringify(frame.view)).toBe(JSON.stringify(seen[seat]![at]));
      }
    laptop.send({ type: 'replay', table: table.id, at: 0, seat: 'Zed' });
    expect(laptop.last()).toMatchObject({ type: 'error', code: 'no_such_seat' });
  });
});
