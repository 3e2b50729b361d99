import { describe, expect, it } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { screen, seated, tokenOf } from '../support/host-screen';
import { chooser } from '../support/playout';

function coldwar(host: Host) {
  const created = host.createTable('coldwar');
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const notices = (inbox: HostMessage[]) => inbox.filter((m) => m.type === 'notice');

describe('a replayed seat token (issue 14 §6)', () => {
  it('takes the seat from the screen that held it, which is told, and the table is told', () => {
    const host = new Host();
    const { id, code } = coldwar(host);
    const phone = seated(host, code, 'CIA');
    const tv = seated(host, code, 'table');
    const other = seated(host, code, 'KGB');
    const tablet = screen(host);
    tablet.send({ type: 'resume', token: tokenOf(phone) });
    expect(tablet.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA' });
    expect(notices(phone.inbox)).toEqual([
      { type: 'notice', table: id, seat: null, code: 'seat-taken-over', params: { seat: 'CIA' } },
    ]);
    for (const watcher of [tv, other])
      expect(notices(watcher.inbox)).toEqual([
        { type: 'notice', table: id, seat: null, code: 'seat-moved', params: { seat: 'CIA' } },
      ]);
    expect(notices(tablet.inbox)).toEqual([]);
    // The old screen no longer acts for the seat, and the seat counts one screen.
    phone.send({ type: 'intent', action: { type: 'anything' } });
    expect(phone.last()).toMatchObject({ type: 'error', code: 'not_your_seat' });
    phone.session.close();
    expect(
      host
        .tableById(id)!
        .summary()
        .seats.find((s) => s.seat === 'CIA')?.connected,
    ).toBe(true);
  });

  it('says nothing when the seat had no other screen (a plain rejoin after a drop)', () => {
    const host = new Host();
    const { code } = coldwar(host);
    const phone = seated(host, code, 'CIA');
    const tv = seated(host, code, 'table');
    phone.session.close();
    const back = screen(host);
    back.send({ type: 'resume', token: tokenOf(phone) });
    expect(back.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA' });
    expect(notices(tv.inbox)).toEqual([]);
  });
});

describe('a repeated join of a seat the screen holds (issue 14 §4)', () => {
  it('changes nothing and never resends the whole history', () => {
    const host = new Host();
    const { id, code } = coldwar(host);
    const phone = seated(host, code, 'CIA');
    seated(host, code, 'KGB');
    const table = host.tableById(id)!;
    const pick = chooser(3);
    for (let i = 0; i < 150 && !table.isOver; i++) {
      const seats = table.seats().filter((seat) => table.legalFor(seat).length > 0);
      const seat = pick(seats);
      table.submit(seat, pick(table.legalFor(seat)));
    }
    const fullLog = phone.inbox
      .filter((m) => m.type === 'view')
      .reduce((sum, m) => sum + (m as { log: readonly unknown[] }).log.length, 0);
    expect(fullLog).toBeGreaterThan(20);
    const request = JSON.stringify({ type: 'join', code, seat: 'CIA' });
    const before = phone.inbox.length;
    phone.send(request);
    const replies = phone.inbox.slice(before);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ type: 'view', seat: 'CIA', log: [], logFrom: fullLog });
    expect(replies[0]).not.toHaveProperty('view');
    // Its size: a few hundred bytes at most, whatever the length of the game.
    expect(JSON.stringify(replies[0]).length).toBeLessThan(2_000);
  });
});
