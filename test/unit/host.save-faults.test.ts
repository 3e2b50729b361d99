import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SAVE_RETRY_MS } from '../../src-main/host/bot-seats';
import { Host } from '../../src-main/host/host';
import { SNAPSHOT_EVERY, type Table } from '../../src-main/host/table';
import { TableStore } from '../../src-main/host/table-store';
import { FaultyFs } from '../support/faulty-fs';
import { screen } from '../support/host-screen';
import { chooser } from '../support/playout';

/** A host saving through a file layer that fails on demand, with a CIA and a KGB screen seated. */
function faultyHost() {
  const fs = new FaultyFs();
  const directory = mkdtempSync(path.join(tmpdir(), 'safehouse-faults-'));
  const logged: string[] = [];
  const store = new TableStore(directory, { fs, log: (line) => logged.push(line) });
  const host = new Host({ store, rateLimit: { perSecond: 1e6, burst: 1e6 } });
  const created = host.createTable('coldwar');
  if (!created.ok) throw new Error(created.error.message);
  const table = host.tableById(created.value.id)!;
  const cia = screen(host);
  cia.send({ type: 'join', code: table.code, seat: 'CIA' });
  const kgb = screen(host);
  kgb.send({ type: 'join', code: table.code, seat: 'KGB' });
  const journal = path.join(directory, `${table.id}.journal.jsonl`);
  return { fs, directory, store, host, table, cia, kgb, journal, logged };
}

type Rig = ReturnType<typeof faultyHost>;

/** Plays `count` random legal actions through the screens, each acknowledged (no error back). */
function play(rig: Rig, count: number, seed: number) {
  const pick = chooser(seed);
  for (let i = 0; i < count && !rig.table.isOver; i++) expect(act(rig, pick).type).not.toBe('error');
}

/** Sends one legal action from whichever seat may move; returns the sender's last message. */
function act(rig: Rig, pick: ReturnType<typeof chooser>) {
  const seat = pick(rig.table.seats().filter((s) => rig.table.legalFor(s).length > 0));
  const sender = seat === 'CIA' ? rig.cia : rig.kgb;
  sender.send({ type: 'intent', action: pick(rig.table.legalFor(seat)) });
  return sender.last()!;
}

const everyView = (table: Table) =>
  ['CIA', 'KGB', 'table'].map((seat) => JSON.stringify(table.viewFor(seat)));
const reloaded = (rig: Rig) => new TableStore(rig.directory).loadAll();

/**
 * A refusal that changed nothing: the sender hears `save_failed` with the cause, no screen hears
 * of a change, the in-memory game and the journal on disk are exactly as before.
 */
function expectRefusedUnchanged(rig: Rig, attempt: () => void, cause: RegExp) {
  const views = everyView(rig.table);
  const actions = rig.table.actions();
  const bytes = readFileSync(rig.journal);
  const inboxes = [rig.cia.inbox.length, rig.kgb.inbox.length];
  attempt();
  const refusal = [rig.cia, rig.kgb]
    .flatMap((s, i) => s.inbox.slice(inboxes[i]))
    .filter((m) => m.type !== 'error');
  expect(refusal).toEqual([]);
  const errors = [rig.cia, rig.kgb].flatMap((s, i) => s.inbox.slice(inboxes[i]));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ type: 'error', code: 'save_failed' });
  expect((errors[0] as { message: string }).message).toMatch(cause);
  expect((errors[0] as { message: string }).message).toMatch(/Nothing was changed\./);
  expect(everyView(rig.table)).toEqual(views);
  expect(rig.table.actions()).toEqual(actions);
  expect(readFileSync(rig.journal)).toEqual(bytes);
}

describe('a save that fails is refused and changes nothing', () => {
  it('short writes: a line cut part-way is refused, cut back, and the next action is saved', () => {
    const rig = faultyHost();
    play(rig, 6, 1);
    const pick = chooser(2);
    for (const budget of [0, 1, 17, 40]) {
      rig.fs.limitWrites(budget);
      expectRefusedUnchanged(rig, () => act(rig, pick), /the disk is full/);
    }
    rig.fs.limitWrites(null);
    play(rig, 6, 3);
    const back = reloaded(rig);
    expect(back.problems).toEqual([]);
    expect(back.warnings).toEqual([]);
    expect(back.tables[0]!.actions()).toEqual(rig.table.actions());
    expect(rig.table.actionCount).toBe(12);
  });

  it.each([
    ['writeSync', 'EIO', /hardware error/],
    ['fsyncSync', 'EIO', /hardware error/],
    ['writeSync', 'ENOSPC', /the disk is full/],
    ['fsyncSync', 'EACCES', /not allowed to write/],
  ] as const)('%s failing with %s', (op, code, cause) => {
    const rig = faultyHost();
    play(rig, 4, 5);
    rig.fs.failNext(op, code);
    expectRefusedUnchanged(rig, () => act(rig, chooser(6)), cause);
    play(rig, 4, 7);
    expect(reloaded(rig).tables[0]!.actions()).toEqual(rig.table.actions());
  });

  it('a write that fails and cannot be cut back is cut before the next write, never left in the middle', () => {
    const rig = faultyHost();
    play(rig, 3, 8);
    rig.fs.limitWrites(20).failNext('ftruncateSync', 'EIO');
    const before = rig.table.actions();
    const reply = act(rig, chooser(9));
    expect(reply).toMatchObject({ type: 'error', code: 'save_failed' });
    expect(rig.table.actions()).toEqual(before);
    // The torn bytes are still on disk: the next write must cut them off first.
    expect(readFileSync(rig.journal, 'utf8').endsWith('\n')).toBe(false);
    rig.fs.limitWrites(null);
    play(rig, 3, 10);
    const back = reloaded(rig);
    expect(back.warnings).toEqual([]);
    expect(back.tables[0]!.actions()).toEqual(rig.table.actions());
  });

  it('claims, undo and computer players are refused the same way', () => {
    const rig = faultyHost();
    // A claim: the seat stays free.
    const host2 = rig.host;
    const created = host2.createTable('coldwar');
    const other = host2.tableById(created.ok ? created.value.id : '')!;
    const phone = screen(host2);
    rig.fs.failNext('fsyncSync', 'ENOSPC');
    phone.send({ type: 'join', code: other.code, seat: 'CIA' });
    expect(phone.last()).toMatchObject({ type: 'error', code: 'save_failed' });
    expect(phone.inbox.some((m) => m.type === 'joined' || m.type === 'view')).toBe(false);
    expect(other.isClaimed('CIA')).toBe(false);
    phone.send({ type: 'join', code: other.code, seat: 'CIA' });
    expect(phone.inbox.some((m) => m.type === 'joined')).toBe(true);

    // An undo: the action stays.
    const pick = chooser(11);
    for (let i = 0; i < 30 && !rig.table.canUndo('CIA') && !rig.table.canUndo('KGB'); i++) act(rig, pick);
    const undoer = rig.table.canUndo('CIA') ? rig.cia : rig.kgb;
    expect(rig.table.canUndo('CIA') || rig.table.canUndo('KGB')).toBe(true);
    rig.fs.failNext('writeSync', 'ENOSPC');
    expectRefusedUnchanged(rig, () => undoer.send({ type: 'undo' }), /the disk is full/);

    // A computer player: the seat is not given.
    rig.fs.failNext('writeSync', 'EMFILE');
    expect(other.seatBot('KGB', 'random')).toMatchObject({
      ok: false,
      error: { code: 'save_failed', message: expect.stringMatching(/too many files open/) },
    });
    expect(other.botAt('KGB')).toBeNull();
  });
});

describe('a table that cannot be created', () => {
  it.each([
    ['EMFILE', /too many files open/],
    ['EACCES', /not allowed to write/],
    ['ENOSPC', /the disk is full/],
  ] as const)('over a screen (%s): refused, no file left, the host stays up', (code, cause) => {
    const rig = faultyHost();
    const files = readdirSync(rig.directory).sort();
    const lobby = screen(rig.host, true);
    rig.fs.failNext(code === 'ENOSPC' ? 'writeSync' : 'openSync', code);
    lobby.send({ type: 'createTable', game: 'coldwar' });
    expect(lobby.last()).toMatchObject({
      type: 'error',
      code: 'save_failed',
      message: expect.stringMatching(cause),
    });
    expect(readdirSync(rig.directory).sort()).toEqual(files);
    expect(rig.host.status().tables).toHaveLength(1);
    lobby.send({ type: 'createTable', game: 'coldwar' });
    expect(lobby.last()).toMatchObject({ type: 'tableCreated' });
    play(rig, 2, 12);
  });
});

describe('a snapshot that cannot be written', () => {
  it('costs nothing: the action stands, is saved, and the failure is logged', () => {
    const rig = faultyHost();
    play(rig, SNAPSHOT_EVERY - 1, 13);
    expect(rig.table.isOver).toBe(false);
    rig.fs.failNext('renameSync', 'ENOSPC');
    play(rig, 1, 14);
    expect(rig.table.actionCount).toBe(SNAPSHOT_EVERY);
    expect(rig.logged.join('\n')).toMatch(
      new RegExp(`snapshot at action ${SNAPSHOT_EVERY} was not written \\(the disk is full\\)`),
    );
    expect(readdirSync(rig.directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(reloaded(rig).tables[0]!.actions()).toEqual(rig.table.actions());
  });
});

describe('a table that cannot be created over HTTP', () => {
  it('is refused with the reason and no file; the server answers the next request', async () => {
    const { startHttpServer } = await import('../../src-main/lan/http-server');
    const rig = faultyHost();
    const files = readdirSync(rig.directory).sort();
    const server = await startHttpServer({
      host: rig.host,
      webRoot: rig.directory,
      bindAddress: '127.0.0.1',
      port: 0,
    });
    try {
      const post = () =>
        fetch(`${server.url}api/tables`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ game: 'coldwar' }),
        });
      rig.fs.failNext('openSync', 'EMFILE');
      const refused = await post();
      // The host's trouble, not the request's (503: try again), and nothing was made.
      expect(refused.status).toBe(503);
      const body = (await refused.json()) as { code: string; error: string };
      expect(body.code).toBe('save_failed');
      expect(body.error).toMatch(/too many files open/);
      expect(readdirSync(rig.directory).sort()).toEqual(files);
      const created = await post();
      expect(created.status).toBe(201);
      expect(rig.host.status().tables).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe('a computer player whose move cannot be saved', () => {
  it('is not given up on: it plays again once the disk has room', async () => {
    vi.useFakeTimers();
    try {
      const fs = new FaultyFs();
      const store = new TableStore(mkdtempSync(path.join(tmpdir(), 'safehouse-faults-')), {
        fs,
        log: () => {},
      });
      const host = new Host({
        store,
        askBot: async (question) => ({ id: 0, ok: true, value: question.legal[0] }),
      });
      const created = host.createTable('coldwar');
      if (!created.ok) throw new Error(created.error.message);
      const table = host.tableById(created.value.id)!;
      // A TV watches: a bot seated on purpose plays only while some screen shows its table.
      screen(host).send({ type: 'join', code: created.value.code, seat: 'table' });
      // A person takes KGB and the bot CIA: every seat is taken, so the game is dealt (and its deal
      // saved) before the disk fills. Both sides choose an Agent X first, so CIA has a decision.
      screen(host).send({ type: 'join', code: created.value.code, seat: 'KGB' });
      const seat = 'CIA';
      expect(host.seatBot(table.id, seat, 'random').ok).toBe(true);
      expect(table.isDealt).toBe(true);
      expect(table.legalFor(seat).length).toBeGreaterThan(0);
      fs.limitWrites(0);
      await vi.advanceTimersByTimeAsync(4 * SAVE_RETRY_MS);
      expect(table.actionCount).toBe(0);
      fs.limitWrites(null);
      await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS);
      expect(table.actionCount).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
