import { describe, expect, it } from 'vitest';
import { hostedGame } from '../../src-main/host/games';
import { SNAPSHOT_EVERY, Table } from '../../src-main/host/table';
import { chooser } from '../support/playout';
import { header, recordingSink } from '../support/table-fixture';

function newTable(seed = 7) {
  const disk = recordingSink();
  const created = Table.create(header('coldwar', seed), disk.sink);
  if (!created.ok) throw new Error(created.error.message);
  return { table: created.value, ...disk };
}

/** Plays random legal moves until `count` were accepted or the game ended. */
function play(table: Table, count: number, seed: number) {
  const pick = chooser(seed);
  const rules = hostedGame(table.game).rules;
  for (let i = 0; i < count && !table.isOver; i++) {
    const seats = table.seats().filter((seat) => table.legalFor(seat).length > 0);
    if (seats.length === 0) break;
    const seat = pick(seats);
    const result = table.submit(seat, pick(table.legalFor(seat)));
    expect(result.ok).toBe(true);
  }
  return rules;
}

describe('a table', () => {
  it('journals an accepted action before anyone hears of it', () => {
    const { table, records } = newTable();
    const heard: number[] = [];
    table.onChange((change) => {
      if (change.kind === 'action') heard.push(records.filter((r) => r.t === 'action').length);
    });
    play(table, 5, 1);
    expect(heard).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses an illegal action, changing and journaling nothing', () => {
    const { table, records } = newTable();
    const before = JSON.stringify([table.viewFor('CIA'), table.viewFor('KGB'), table.viewFor('table')]);
    for (const bad of [null, 'pass', { type: 'nonsense' }, { type: 'recruit', group: 'MIL-99' }, []]) {
      expect(table.submit('CIA', bad).ok).toBe(false);
      expect(table.submit('KGB', bad).ok).toBe(false);
    }
    expect(records).toEqual([]);
    expect(JSON.stringify([table.viewFor('CIA'), table.viewFor('KGB'), table.viewFor('table')])).toBe(before);
  });

  it('gives each seat once: a taken seat cannot be claimed again, and its token finds it', () => {
    const { table, records } = newTable();
    const token = table.claim('CIA');
    expect(token.ok).toBe(true);
    expect(table.claim('CIA')).toMatchObject({ ok: false, error: { code: 'seat_taken' } });
    expect(table.claim('NSA')).toMatchObject({ ok: false, error: { code: 'no_such_seat' } });
    if (token.ok) {
      expect(table.seatForToken(token.value)).toBe('CIA');
      expect(table.seatForToken(`${token.value}x`)).toBeNull();
      // Only the hash of the token is ever written down.
      expect(JSON.stringify(records)).not.toContain(token.value);
    }
  });

  it('rebuilds exactly from seed and journal, undo records included', () => {
    for (const seed of [1, 2, 3]) {
      const { table, records } = newTable(seed);
      play(table, 40, seed);
      // Take back whatever may be taken back at the end, to put an undo in the journal.
      for (const seat of table.seats()) if (table.canUndo(seat)) expect(table.undo(seat).ok).toBe(true);
      play(table, 20, seed + 100);
      const replayed = Table.replay(table.header, records, recordingSink().sink);
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) continue;
      for (const seat of ['CIA', 'KGB', 'table']) {
        expect(JSON.stringify(replayed.value.viewFor(seat))).toBe(JSON.stringify(table.viewFor(seat)));
        expect(replayed.value.logFor(seat)).toEqual(table.logFor(seat));
      }
      expect(replayed.value.actions()).toEqual(table.actions());
    }
  });

  it('snapshots every SNAPSHOT_EVERY actions', () => {
    const { table, snapshots } = newTable(4);
    play(table, SNAPSHOT_EVERY * 2 + 1, 4);
    expect(table.actionCount).toBe(SNAPSHOT_EVERY * 2 + 1);
    expect(snapshots).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY * 2]);
  });
});

describe('undo', () => {
  /** Finds a seeded position where `seat` just made an undoable move. */
  function afterUndoableMove(otherMayAct = false) {
    for (let seed = 1; seed < 200; seed++) {
      const { table, records } = newTable(seed);
      const pick = chooser(seed);
      for (let i = 0; i < 60 && !table.isOver; i++) {
        const seats = table.seats().filter((s) => table.legalFor(s).length > 0);
        const seat = pick(seats);
        table.submit(seat, pick(table.legalFor(seat)));
        const other = seat === 'CIA' ? 'KGB' : 'CIA';
        if (table.canUndo(seat) && (!otherMayAct || table.legalFor(other).length > 0))
          return { table, records, seat, seed };
      }
    }
    throw new Error('no undoable move found');
  }

  it('takes back the last action of its own player, restoring every view exactly', () => {
    const { table, seat, seed } = afterUndoableMove();
    const actionsBefore = table.actions().slice(0, -1);
    const other = seat === 'CIA' ? 'KGB' : 'CIA';
    expect(table.canUndo(other)).toBe(false);
    expect(table.undo(other)).toMatchObject({ ok: false, error: { code: 'cannot_undo' } });
    expect(table.undo(seat).ok).toBe(true);
    expect(table.actions()).toEqual(actionsBefore);
    // Rebuilt from the deal: the same as a table that never saw the action.
    const fresh = newTable(seed).table;
    for (const { seat: s, action } of actionsBefore) expect(fresh.submit(s, action).ok).toBe(true);
    for (const s of ['CIA', 'KGB', 'table'])
      expect(JSON.stringify(table.viewFor(s))).toBe(JSON.stringify(fresh.viewFor(s)));
  });

  it('is refused once another player has acted since', () => {
    const { table, seat } = afterUndoableMove(true);
    const other = seat === 'CIA' ? 'KGB' : 'CIA';
    expect(table.submit(other, table.legalFor(other)[0]).ok).toBe(true);
    expect(table.canUndo(seat)).toBe(false);
    expect(table.undo(seat)).toMatchObject({ ok: false, error: { code: 'cannot_undo' } });
  });
});

describe('undo of an action that revealed something (issue 19: "an action that showed anyone anything hidden is final")', () => {
  type Wanted = (action: { type?: string; event?: string; group?: string }, view: unknown) => boolean;

  /** Plays random seeded games until `seat` may take an action `wanted` picks; submits it there. */
  function reach(wanted: Wanted) {
    for (let seed = 1; seed < 400; seed++) {
      const { table } = newTable(seed);
      const pick = chooser(seed);
      for (let i = 0; i < 3000 && !table.isOver; i++) {
        const seats = table.seats().filter((s) => table.legalFor(s).length > 0);
        const seat = pick(seats);
        const legal = table.legalFor(seat) as { type?: string }[];
        const hit = legal.find((a) => wanted(a, table.viewFor(seat)));
        if (hit) {
          expect(table.submit(seat, hit).ok).toBe(true);
          return { table, seat, action: hit };
        }
        expect(table.submit(seat, pick(legal)).ok).toBe(true);
      }
    }
    throw new Error('no such position in 400 random games');
  }

  function expectFinal(wanted: Wanted) {
    const { table, seat } = reach(wanted);
    const before = table.actions();
    expect(table.canUndo(seat)).toBe(false);
    const r = table.undo(seat);
    expect(r).toMatchObject({ ok: false, error: { code: 'action_final' } });
    if (!r.ok) expect(r.error.message).toMatch(/final/);
    expect(table.actions()).toEqual(before); // nothing changed
  }

  it("refuses after a Summit Meeting (shows the opponent's Agent X)", () => {
    expectFinal((a) => a.type === 'playEvent' && a.event === 'SUM');
  });

  it('refuses after activating a Media group (shows the top group card)', () => {
    expectFinal((a) => a.type === 'activate' && a.group?.startsWith('MED-') === true);
  });

  it('refuses after a Space Race (shows the top objectives)', () => {
    expectFinal((a) => a.type === 'playEvent' && a.event === 'SPA');
  });

  it("refuses after a recruit (shows the group deck's top card)", () => {
    expectFinal((a) => a.type === 'recruit');
  });

  it('still takes back a pass, which revealed nothing', () => {
    // A pass that does not answer a pass (that one ends the struggle and reveals the agents).
    const { table, seat } = reach(
      (a, view) =>
        a.type === 'pass' && (view as { struggle: { lastPass: boolean } }).struggle.lastPass === false,
    );
    const before = table.actions().slice(0, -1);
    expect(table.canUndo(seat)).toBe(true);
    expect(table.undo(seat).ok).toBe(true);
    expect(table.actions()).toEqual(before);
  });
});
