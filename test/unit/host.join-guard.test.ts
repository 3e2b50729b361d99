import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { JOIN_GUARD_LIMITS, JoinGuard } from '../../src-main/host/join-guard';
import { sourceOf } from '../../src-main/lan/address-source';
import { chooser } from '../support/playout';

/** A screen from a given address, keeping what it was sent. */
function from(host: Host, address: string, local = false) {
  const inbox: HostMessage[] = [];
  let closed = false;
  const session = host.connect(
    { send: (m) => inbox.push(structuredClone(m)), close: () => (closed = true) },
    { local, address },
  );
  return {
    inbox,
    isClosed: () => closed,
    send: (message: unknown) => session.receive(JSON.stringify(message)),
    last: () => inbox[inbox.length - 1],
    close: () => session.close(),
  };
}

function table(host: Host) {
  const created = host.createTable('coldwar');
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** A wrong code of the same length as a real one (none of these is ever issued: 0 and 1 are not in the alphabet). */
const guess = (i: number) => `G${String(i).padStart(5, '0')}`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wrong join codes, per source address (issue 14 §5)', () => {
  it('counts wrong codes across reconnects: a fresh connection from the same address must wait', () => {
    const host = new Host();
    const { code } = table(host);
    for (let i = 0; i < JOIN_GUARD_LIMITS.free + 1; i++) {
      const attacker = from(host, '192.168.1.66');
      attacker.send({ type: 'join', code: guess(i), seat: 'CIA' });
      expect(attacker.last()).toMatchObject({ type: 'error', code: 'bad_code' });
      attacker.close();
    }
    const again = from(host, '192.168.1.66');
    again.send({ type: 'join', code, seat: 'CIA' });
    // Even the right code is not looked at while the address waits.
    expect(again.last()).toMatchObject({ type: 'error', code: 'code_wait' });
    expect(
      host
        .tableById(host.status().tables[0]!.id)
        ?.summary()
        .seats.every((s) => !s.taken),
    ).toBe(true);
    // Another address is not slowed by it.
    const friend = from(host, '192.168.1.20');
    friend.send({ type: 'join', code, seat: 'CIA' });
    expect(friend.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA' });
    // Once the wait is over, the right code works.
    vi.advanceTimersByTime(JOIN_GUARD_LIMITS.firstDelayMs + 1);
    again.send({ type: 'join', code, seat: 'KGB' });
    expect(again.inbox.some((m) => m.type === 'joined' && m.seat === 'KGB')).toBe(true);
  });

  it('holds one address to at most 2 looked-up guesses a second, sustained, however fast it reconnects', () => {
    const host = new Host();
    table(host);
    let lookedUp = 0;
    let i = 0;
    const seconds = 120;
    // An attacker sending a guess every 10 ms (100/s) over fresh connections for two minutes.
    for (let t = 0; t < seconds * 100; t++) {
      const attacker = from(host, '10.0.0.9');
      attacker.send({ type: 'join', code: guess(i++), seat: 'CIA' });
      if ((attacker.last() as { code?: string }).code === 'bad_code') lookedUp += 1;
      attacker.close();
      vi.advanceTimersByTime(10);
    }
    expect(lookedUp).toBeLessThanOrEqual(JOIN_GUARD_LIMITS.free + 2 * seconds);
    // The delays grow: far fewer than that in fact (about one a minute once at the ceiling).
    expect(lookedUp).toBeLessThan(JOIN_GUARD_LIMITS.free + 20);
  });

  it('ignores case and every space, inner ones too, and such a code never counts as wrong', () => {
    // Seated 21 times from one address on purpose: only the count of wrong codes is under test.
    const host = new Host({ seatingLimit: { perSecond: 1, burst: 100 } });
    const { code } = table(host);
    const spaced = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `;
    const tv = from(host, '192.168.1.30');
    tv.send({ type: 'join', code: spaced, seat: 'table' });
    expect(tv.inbox[0]).toMatchObject({ type: 'joined', seat: 'table' });
    for (let i = 0; i < 20; i++) {
      const again = from(host, '192.168.1.30');
      again.send({ type: 'join', code: code.split('').join(' '), seat: 'table' });
      expect(again.inbox[0]).toMatchObject({ type: 'joined', seat: 'table' });
      again.close();
    }
    const lobby = from(host, '127.0.0.1', true);
    lobby.send({ type: 'hello' });
    expect(lobby.last()).toMatchObject({ type: 'welcome', probing: [] });
  });

  it('tells the host machine’s lobby (in its welcome) which address is probing, and no one else', () => {
    const host = new Host();
    table(host);
    for (let i = 0; i < JOIN_GUARD_LIMITS.free + 1; i++)
      from(host, '192.168.1.66').send({ type: 'join', code: guess(i), seat: 'CIA' });
    const lobby = from(host, '127.0.0.1', true);
    lobby.send({ type: 'hello' });
    expect(lobby.last()).toMatchObject({
      type: 'welcome',
      probing: [{ address: '192.168.1.66', wrongCodes: JOIN_GUARD_LIMITS.free + 1 }],
    });
    const phone = from(host, '192.168.1.20');
    phone.send({ type: 'hello' });
    expect(phone.last()).not.toHaveProperty('probing');
    // Forgotten after a quiet spell.
    vi.advanceTimersByTime(JOIN_GUARD_LIMITS.forgetMs + 1);
    lobby.send({ type: 'hello' });
    expect(lobby.last()).toMatchObject({ type: 'welcome', probing: [] });
  });

  it('counts an IPv6 /64 as one source, so new privacy addresses start nothing afresh', () => {
    const host = new Host();
    const { code } = table(host);
    for (let i = 0; i < JOIN_GUARD_LIMITS.free + 1; i++)
      from(host, `2001:db8:5:7:${(0x1000 + i).toString(16)}::${i + 1}`).send({
        type: 'join',
        code: guess(i),
        seat: 'CIA',
      });
    const fresh = from(host, '2001:0db8:0005:0007:ffff:eeee:dddd:cccc');
    fresh.send({ type: 'join', code, seat: 'CIA' });
    expect(fresh.last()).toMatchObject({ type: 'error', code: 'code_wait' });
    // The next /64 over is someone else.
    const neighbour = from(host, '2001:db8:5:8::1');
    neighbour.send({ type: 'join', code, seat: 'CIA' });
    expect(neighbour.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA' });
  });

  it('names the source of a guess: IPv4 (also mapped), or an IPv6 /64', () => {
    expect(sourceOf('192.168.1.66')).toBe('192.168.1.66');
    expect(sourceOf('::ffff:192.168.1.66')).toBe('192.168.1.66');
    expect(sourceOf('2001:db8:5:7:1:2:3:4')).toBe('2001:db8:5:7::/64');
    expect(sourceOf('2001:0DB8:0005:0007::9')).toBe('2001:db8:5:7::/64');
    expect(sourceOf('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(sourceOf('this machine')).toBe('this machine');
  });

  it('keeps memory bounded: beyond maxAddresses the stalest address is forgotten', () => {
    const guard = new JoinGuard({ ...JOIN_GUARD_LIMITS, free: 0, maxAddresses: 3 }, () => 0);
    for (const address of ['a', 'b', 'c', 'd']) guard.wrong(address);
    expect(guard.probes().map((p) => p.address)).toEqual(['b', 'c', 'd']);
  });
});

describe('seating anew, per source (issue 14 §4)', () => {
  it('holds a leave-and-rejoin loop to its budget: refused with seating_wait, nothing changed, then let in again', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance', 'setTimeout', 'clearTimeout'] });
    const host = new Host({ seatingLimit: { perSecond: 0.5, burst: 3 } });
    const { id, code } = table(host);
    // KGB is taken from another device first, so the game is dealt and each seating sends a view.
    const kgb = from(host, '192.168.1.32');
    kgb.send({ type: 'join', code, seat: 'KGB' });
    expect(kgb.inbox[0]).toMatchObject({ type: 'joined', seat: 'KGB' });
    const phone = from(host, '192.168.1.30');
    phone.send({ type: 'join', code, seat: 'CIA' });
    const token = (phone.inbox.find((m) => m.type === 'joined') as { token: string }).token;
    const views = () => phone.inbox.filter((m) => m.type === 'view' && 'view' in m).length;
    for (let i = 0; i < 2; i++) {
      phone.send({ type: 'leave' });
      phone.send({ type: 'resume', token });
    }
    expect(views()).toBe(3);
    phone.send({ type: 'leave' });
    phone.send({ type: 'resume', token });
    expect(phone.last()).toMatchObject({ type: 'error', code: 'seating_wait' });
    expect(views()).toBe(3);
    const cia = () =>
      host
        .tableById(id)!
        .summary()
        .seats.find((seat) => seat.seat === 'CIA')!;
    expect(cia().connected).toBe(false);
    // Reconnecting starts nothing afresh, and joining by code counts the same.
    const again = from(host, '192.168.1.30');
    again.send({ type: 'join', code, seat: 'table' });
    expect(again.last()).toMatchObject({ type: 'error', code: 'seating_wait' });
    // Another device is not held up; the host machine's own screens are never counted.
    const other = from(host, '192.168.1.31');
    other.send({ type: 'join', code, seat: 'table' });
    expect(other.inbox.some((m) => m.type === 'joined')).toBe(true);
    const lobby = from(host, '127.0.0.1', true);
    for (let i = 0; i < 5; i++) {
      lobby.send({ type: 'join', code, seat: 'table' });
      lobby.send({ type: 'leave' });
    }
    expect(lobby.inbox.filter((m) => m.type === 'joined')).toHaveLength(5);
    // Two seconds later the budget has one seating again.
    vi.advanceTimersByTime(2001);
    again.send({ type: 'resume', token });
    expect(again.last()).toMatchObject({ type: 'view', seat: 'CIA' });
    expect(cia().connected).toBe(true);
  });
});

describe('finished tables (issue 14 §5)', () => {
  it('can be joined by code only as the table screen (TV)', () => {
    const host = new Host();
    const { id, code } = table(host);
    const t = host.tableById(id)!;
    // Its players take every seat, so the game is dealt, and play it to the end.
    const players = ['CIA', 'KGB'].map((seat, i) => {
      const player = from(host, `192.168.1.${41 + i}`);
      player.send({ type: 'join', code, seat });
      return player;
    });
    const ciaToken = (players[0]!.inbox[0] as { token: string }).token;
    const pick = chooser(7);
    for (let i = 0; i < 5000 && !t.isOver; i++) {
      const seats = t.seats().filter((seat) => t.legalFor(seat).length > 0);
      const seat = pick(seats);
      expect(t.submit(seat, pick(t.legalFor(seat))).ok).toBe(true);
    }
    expect(t.isOver).toBe(true);
    const seatsBefore = t.summary().seats;
    const late = from(host, '192.168.1.40');
    late.send({ type: 'join', code, seat: 'CIA' });
    expect(late.last()).toMatchObject({ type: 'error', code: 'table_over' });
    // Nothing was taken: CIA is still its player's, whose token still brings them back.
    expect(t.summary().seats).toEqual(seatsBefore);
    expect(t.seatForToken(ciaToken)).toBe('CIA');
    late.send({ type: 'join', code, seat: 'table' });
    expect(late.inbox.some((m) => m.type === 'joined' && m.seat === 'table')).toBe(true);
    expect(late.inbox.some((m) => m.type === 'view' && m.over)).toBe(true);
  });
});

describe('the host machine’s own screens', () => {
  it('are not slowed by wrong codes (they are sent every code anyway), nor slow anyone else', () => {
    const host = new Host();
    const { code } = table(host);
    const lobby = from(host, '127.0.0.1', true);
    for (let i = 0; i < JOIN_GUARD_LIMITS.free + 3; i++)
      lobby.send({ type: 'join', code: guess(i), seat: 'CIA' });
    expect(lobby.last()).toMatchObject({ type: 'error', code: 'bad_code' });
    lobby.send({ type: 'join', code, seat: 'table' });
    expect(lobby.inbox.some((m) => m.type === 'joined')).toBe(true);
    const phone = from(host, '127.0.0.1');
    phone.send({ type: 'join', code, seat: 'CIA' });
    expect(phone.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA' });
  });
});
