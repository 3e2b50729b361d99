import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { TableStore } from '../../src-main/host/table-store';
import { screen, seatEveryone, seated } from '../support/host-screen';

function coldwar(host: Host) {
  const created = host.createTable('coldwar', { balanceHolder: 'KGB' });
  if (!created.ok) throw new Error(created.error.message);
  return { ...created.value, table: host.tableById(created.value.id)! };
}

describe('pausing a game (issue 15)', () => {
  it('any player pauses, every screen says who, nothing but resuming is accepted, any player resumes', () => {
    const host = new Host();
    const { code, table } = coldwar(host);
    const tv = seated(host, code, 'table');
    const cia = seated(host, code, 'CIA');
    const kgb = seated(host, code, 'KGB');
    const choice = table.legalFor('CIA')[0];
    kgb.send({ type: 'intent', action: table.legalFor('KGB')[0] });
    expect(table.actionCount).toBe(1);

    cia.send({ type: 'pause', paused: true });
    for (const s of [tv, cia, kgb]) expect(s.lastOf('view')?.paused).toBe('CIA');
    cia.send({ type: 'intent', action: choice });
    expect(cia.lastOf('error')?.code).toBe('paused');
    kgb.send({ type: 'undo' });
    expect(kgb.lastOf('error')?.code).toBe('paused');
    expect(kgb.lastOf('view')?.canUndo).toBe(false);
    cia.send({ type: 'pause', paused: true });
    expect(cia.lastOf('error')?.code).toBe('already_paused');
    // A watcher neither pauses nor resumes.
    tv.send({ type: 'pause', paused: false });
    expect(tv.lastOf('error')?.code).toBe('not_your_seat');
    expect(table.actionCount).toBe(1);

    kgb.send({ type: 'pause', paused: false });
    for (const s of [tv, cia, kgb]) expect(s.lastOf('view')?.paused).toBeNull();
    cia.send({ type: 'intent', action: choice });
    expect(table.actionCount).toBe(2);
    cia.send({ type: 'pause', paused: false });
    expect(cia.lastOf('error')?.code).toBe('not_paused');
  });

  it('is journaled: after a restart the game is still paused, by the same player', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-pause-'));
    const first = new Host({ store: new TableStore(dir) });
    const { id, code } = coldwar(first);
    const [, kgb] = seatEveryone(first, code, ['CIA', 'KGB']);
    kgb!.send({ type: 'pause', paused: true });
    expect(kgb!.lastOf('view')?.paused).toBe('KGB');

    const loaded = new TableStore(dir).loadAll();
    expect(loaded.problems).toEqual([]);
    const again = new Host({ store: new TableStore(dir) });
    again.adopt(loaded);
    const table = again.tableById(id)!;
    expect(table.pausedBy).toBe('KGB');
    const tv = seated(again, code, 'table');
    expect(tv.lastOf('view')?.paused).toBe('KGB');
    expect(table.submit('CIA', table.legalFor('CIA')[0])).toMatchObject({
      ok: false,
      error: { code: 'paused' },
    });
    expect(table.setPaused('CIA', false).ok).toBe(true);
    expect(new TableStore(dir).loadAll().tables.find((t) => t.id === id)?.pausedBy).toBeNull();
  });
});

describe('while a game is paused', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const answeringHost = (abandonedSeatMs?: number) =>
    new Host({
      abandonedSeatMs,
      askBot: async (question) => ({ id: 0, ok: true, value: question.legal[0] }),
    });

  it('computer players wait, and play on once it resumes', async () => {
    const host = answeringHost();
    const { id, code, table } = coldwar(host);
    const cia = seated(host, code, 'CIA');
    cia.send({ type: 'pause', paused: true });
    expect(cia.last()).toMatchObject({ type: 'error', code: 'not_dealt' });
    screen(host, true).send({ type: 'seatBot', table: id, seat: 'KGB', bot: 'heuristic' });
    cia.send({ type: 'pause', paused: true });
    expect(table.pausedBy).toBe('CIA');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(table.actionCount).toBe(0);
    cia.send({ type: 'pause', paused: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(table.actions().map(({ seat }) => seat)).toEqual(['KGB']);
  });

  it('no stand-in comes for an absent seat, however long; one comes once it resumes', async () => {
    const host = answeringHost(1_000);
    const { code, table } = coldwar(host);
    const cia = seated(host, code, 'CIA');
    seated(host, code, 'KGB').session.close();
    cia.send({ type: 'pause', paused: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(table.botAt('KGB')).toBeNull();
    cia.send({ type: 'pause', paused: false });
    expect(table.botAt('KGB')).toBe('ismcts:normal');
  });

  it('the opening play’s clock stops with it, and goes on from where it stood', async () => {
    const host = new Host({ openingPlay: { everyTable: true, windowMs: 10_000 } });
    const created = host.createTable('doubleagent', { players: ['Red', 'Blue', 'Green', 'Yellow'] });
    if (!created.ok) throw new Error(created.error.message);
    const table = host.tableById(created.value.id)!;
    const screens = ['Red', 'Blue', 'Green', 'Yellow'].map((seat) => seated(host, created.value.code, seat));
    // Everyone rolls for the start (again on a tie) until the game waits for its opening play.
    const phase = () => (table.viewFor('table') as { phase: { kind: string } }).phase.kind;
    for (let guard = 0; guard < 50 && phase() === 'startRoll'; guard++)
      for (const [i, seat] of ['Red', 'Blue', 'Green', 'Yellow'].entries())
        if (table.legalFor(seat).length > 0) screens[i]!.send({ type: 'intent', action: { type: 'roll' } });
    expect(phase()).toBe('opening');
    const red = screens[0]!;
    const opening = () =>
      (
        [...red.inbox].reverse().find((m) => m.type === 'opening') as Extract<
          HostMessage,
          { type: 'opening' }
        >
      ).status;
    red.send({ type: 'opening', command: 'start' });
    expect(opening()?.stage).toBe('window');
    await vi.advanceTimersByTimeAsync(4_000);
    red.send({ type: 'pause', paused: true });
    expect(opening()).toMatchObject({ stage: 'paused', remainingMs: 6_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opening()?.stage).toBe('paused');
    red.send({ type: 'opening', command: 'resume' });
    expect(red.lastOf('error')?.code).toBe('paused');
    red.send({ type: 'intent', action: { type: 'opening', sector: null } });
    expect(red.lastOf('error')?.code).toBe('paused');
    screens[1]!.send({ type: 'pause', paused: false });
    expect(opening()).toMatchObject({ stage: 'window', remainingMs: 6_000 });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(opening()).toBeNull();
  });
});
