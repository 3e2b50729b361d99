import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFairDeal, commitmentOf, TABLE_SEAT } from '../../engine/core';
import type { HostMessage } from '../../protocol/messages';
import { hostedGame } from '../../src-main/host/games';
import { Host } from '../../src-main/host/host';
import type { JournalRecord } from '../../src-main/host/journal';
import { TableStore } from '../../src-main/host/table-store';
import { keyFrom } from '../support/deals';
import { screen, tokenOf } from '../support/host-screen';
import { playTableToTheEnd } from '../support/playout';
import { seenIn } from '../support/witness';

/** A host whose bots never answer: the tests play every move themselves. */
const quietHost = (store?: TableStore) =>
  new Host({ store, rateLimit: { perSecond: 1e4, burst: 1e4 }, askBot: () => new Promise(() => {}) });
const share = (n: number) => keyFrom(n).slice(0, 32);

function table(host: Host, game = 'coldwar', options?: Record<string, unknown>) {
  const created = host.createTable(game, options);
  if (!created.ok) throw new Error(created.error.message);
  return { summary: created.value, table: host.tableById(created.value.id)! };
}

function join(host: Host, code: string, seat: string, entropy?: string) {
  const s = screen(host);
  s.send({ type: 'join', code, seat, ...(entropy ? { entropy } : {}) });
  return s;
}

const dealRecord = (dir: string, id: string) =>
  readFileSync(path.join(dir, `${id}.journal.jsonl`), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as JournalRecord)
    .find((record) => record.t === 'deal');

describe('when the deal happens (issue 49)', () => {
  it('a new table shows its commitment from the start and deals only once every seat is taken', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-deal-'));
    const host = quietHost(new TableStore(dir));
    const { summary, table: t } = table(host);
    const header = t.header.deal;
    if (header.generator !== 'chacha20') throw new Error('a new table must have a fair deal');
    expect(summary.deal).toEqual({ kind: 'fair', commitment: commitmentOf(header.secret), dealt: false });
    const tv = join(host, summary.code, TABLE_SEAT);
    expect(tv.inbox[0]).toMatchObject({ type: 'joined', table: { deal: { commitment: header.commitment } } });
    const cia = join(host, summary.code, 'CIA', share(1));
    expect(cia.inbox.map((m) => m.type)).toEqual(['joined']);
    expect(t.isDealt).toBe(false);
    await Promise.resolve();
    expect(tv.lastOf('seating')?.table.seats.find((s) => s.seat === 'CIA')?.taken).toBe(true);
    expect(tv.inbox.some((m) => m.type === 'view')).toBe(false);

    const kgb = join(host, summary.code, 'KGB', share(2));
    expect(t.isDealt).toBe(true);
    for (const s of [cia, kgb, tv]) expect(s.lastOf('view')).toMatchObject({ version: 0 });
    expect(dealRecord(dir, t.id)).toEqual({
      t: 'deal',
      contributions: [
        { seat: 'CIA', entropy: share(1) },
        { seat: 'KGB', entropy: share(2) },
      ],
    });
    await Promise.resolve();
    expect(tv.last()).toMatchObject({ type: 'seating', table: { deal: { dealt: true } } });
  });

  it('a computer player’s share is the host’s, and a shared screen’s one value stands for all its seats', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-deal-'));
    const host = quietHost(new TableStore(dir));
    const withBot = table(host);
    expect(host.seatBot(withBot.table.id, 'KGB', 'heuristic').ok).toBe(true);
    expect(withBot.table.isDealt).toBe(false);
    join(host, withBot.summary.code, 'CIA', share(3));
    expect(dealRecord(dir, withBot.table.id)).toEqual({
      t: 'deal',
      contributions: [
        { seat: 'CIA', entropy: share(3) },
        { seat: 'KGB', entropy: null },
      ],
    });

    const hotSeat = table(host);
    const laptop = screen(host, true);
    for (const seat of ['CIA', 'KGB'])
      laptop.send({ type: 'join', code: hotSeat.summary.code, seat, entropy: share(4) });
    expect(
      dealRecord(dir, hotSeat.table.id)?.t === 'deal' && dealRecord(dir, hotSeat.table.id),
    ).toMatchObject({
      contributions: [
        { seat: 'CIA', entropy: share(4) },
        { seat: 'KGB', entropy: share(4) },
      ],
    });
  });

  it('“Play again” deals once each screen has come back to its new seat with its share', () => {
    const host = quietHost();
    const first = table(host);
    const cia = join(host, first.summary.code, 'CIA', share(5));
    const kgb = join(host, first.summary.code, 'KGB', share(6));
    playTableToTheEnd(first.table, 5);
    cia.send({ type: 'rematch', table: first.table.id });
    const moved = (s: ReturnType<typeof screen>) =>
      s.inbox.find((m): m is Extract<HostMessage, { type: 'rematch' }> => m.type === 'rematch')!;
    const next = host.tableById(moved(cia).next.id)!;
    expect(next.isDealt).toBe(false);
    const back = (s: ReturnType<typeof screen>, entropy: string) => {
      const again = screen(host);
      again.send({ type: 'resume', token: moved(s).seats[0]!.token!, entropy });
      return again;
    };
    back(cia, share(7));
    expect(next.isDealt).toBe(false);
    const kgbBack = back(kgb, share(8));
    expect(next.isDealt).toBe(true);
    expect(kgbBack.lastOf('view')).toMatchObject({ table: next.id, version: 0 });
    expect(next.dealtWith()).toEqual([
      { seat: 'CIA', entropy: share(7) },
      { seat: 'KGB', entropy: share(8) },
    ]);
  });

  it('after a restart before the deal, the screens that come back send their shares again, and it deals', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safehouse-deal-'));
    const before = quietHost(new TableStore(dir));
    const { summary, table: t } = table(before);
    const cia = join(before, summary.code, 'CIA', share(9));
    t.close();
    const after = quietHost(new TableStore(dir));
    after.adopt(new TableStore(dir).loadAll());
    const reloaded = after.tableById(t.id)!;
    expect(reloaded.isDealt).toBe(false);
    const again = screen(after);
    again.send({ type: 'resume', token: tokenOf(cia), entropy: share(9) });
    expect(reloaded.isDealt).toBe(false);
    join(after, summary.code, 'KGB', share(10));
    expect(reloaded.isDealt).toBe(true);
    expect(dealRecord(dir, t.id)).toEqual({
      t: 'deal',
      contributions: [
        { seat: 'CIA', entropy: share(9) },
        { seat: 'KGB', entropy: share(10) },
      ],
    });
  });

  it('refuses a share that is not 32 lowercase hex digits, and takes no seat', () => {
    const host = quietHost();
    const { summary, table: t } = table(host);
    for (const entropy of ['ABC', 'g'.repeat(32), 'a'.repeat(33), 7]) {
      const s = screen(host);
      s.send({ type: 'join', code: summary.code, seat: 'CIA', entropy });
      expect(s.last()).toMatchObject({ type: 'error', code: 'bad_message' });
    }
    expect(t.summary().seats.every((seat) => !seat.taken)).toBe(true);
  });
});

describe('the proof at the end', () => {
  it('reaches every screen only once the game is over, and checks out against what each was shown', () => {
    const host = quietHost();
    const { summary, table: t } = table(host, 'doubleagent', { players: ['Ann', 'Bob', 'Cy', 'Di'] });
    const tv = join(host, summary.code, TABLE_SEAT);
    const phones = ['Ann', 'Bob', 'Cy', 'Di'].map((seat, i) => ({ seat, entropy: share(20 + i) }));
    const screens = phones.map(({ seat, entropy }) => join(host, summary.code, seat, entropy));
    playTableToTheEnd(t, 21);
    const rules = hostedGame('doubleagent').rules;
    for (const [i, s] of [...screens, tv].entries()) {
      const types = s.inbox.map((m) => (m.type === 'view' && m.over ? 'over' : m.type));
      expect(types.indexOf('fairDeal')).toBeGreaterThan(types.indexOf('over'));
      expect(types.indexOf('over')).toBeGreaterThan(-1);
      const proof = s.lastOf('fairDeal')?.proof;
      expect(proof).toBeDefined();
      const mine = phones[i];
      const verdict = checkFairDeal(rules, proof!, {
        commitment: summary.deal.kind === 'fair' ? summary.deal.commitment : '',
        contributed: mine ? { [mine.seat]: mine.entropy } : {},
        seen: seenIn(s.inbox),
      });
      expect(verdict).toMatchObject({ ok: true, actions: t.actionCount });
    }
    // A screen that comes to the finished table gets it too.
    const late = join(host, summary.code, TABLE_SEAT);
    expect(late.lastOf('fairDeal')?.proof.secret).toBe(
      t.header.deal.generator === 'chacha20' && t.header.deal.secret,
    );
  });
});
