import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { screen, seatEveryone, seated, tokenOf } from '../support/host-screen';

function coldwarTable(host: Host) {
  const created = host.createTable('coldwar');
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('joining', () => {
  it('gives a free seat and its token, then the seat view', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    const cia = seated(host, code, 'CIA');
    const joined = cia.inbox[0];
    expect(joined).toMatchObject({ type: 'joined', seat: 'CIA' });
    expect(typeof (joined as { token?: string }).token).toBe('string');
    // Nothing to see until every seat is taken (issue 49): the game is dealt then.
    expect(cia.inbox.some((m) => m.type === 'view')).toBe(false);
    seated(host, code, 'KGB');
    expect(cia.inbox[1]).toMatchObject({ type: 'view', seat: 'CIA', version: 0 });
  });

  it('accepts the code in lower case and with spaces', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    const tv = screen(host);
    tv.send({ type: 'join', code: ` ${code.toLowerCase()} `, seat: 'table' });
    expect(tv.inbox[0]).toMatchObject({ type: 'joined', seat: 'table' });
    expect((tv.inbox[0] as { token?: string }).token).toBeUndefined();
  });

  it('refuses a wrong code, an unknown seat and a taken seat', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    seated(host, code, 'KGB');
    const thief = screen(host);
    thief.send({ type: 'join', code: 'ZZZZZZ', seat: 'KGB' });
    expect(thief.last()).toMatchObject({ type: 'error', code: 'bad_code' });
    thief.send({ type: 'join', code, seat: 'MI6' });
    expect(thief.last()).toMatchObject({ type: 'error', code: 'no_such_seat' });
    thief.send({ type: 'join', code, seat: 'KGB' });
    expect(thief.last()).toMatchObject({ type: 'error', code: 'seat_taken' });
    expect(thief.inbox.some((m) => m.type === 'view')).toBe(false);
  });

  it('drops a screen that keeps guessing codes', () => {
    const host = new Host();
    coldwarTable(host);
    const guesser = screen(host);
    for (let i = 0; i < 12; i++) guesser.send({ type: 'join', code: `GUESS${i}`, seat: 'CIA' });
    expect(guesser.isClosed()).toBe(true);
    expect(host.connectedClients).toBe(0);
  });
});

describe('resuming', () => {
  it('brings a dropped player back to its seat with the current view', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    const [phone] = seatEveryone(host, code, ['CIA', 'KGB']);
    const token = tokenOf(phone!);
    phone!.session.close();
    const again = screen(host);
    again.send({ type: 'resume', token });
    expect(again.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA', token });
    expect(again.inbox[1]).toMatchObject({ type: 'view', seat: 'CIA' });
  });

  it('refuses a forged token', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    const phone = seated(host, code, 'CIA');
    const token = tokenOf(phone);
    const forger = screen(host);
    forger.send({ type: 'resume', token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` });
    expect(forger.last()).toMatchObject({ type: 'error', code: 'bad_token' });
    forger.send({ type: 'resume', token: 'x'.repeat(32) });
    expect(forger.last()).toMatchObject({ type: 'error', code: 'bad_token' });
  });
});

describe('acting', () => {
  it('applies a legal intent and pushes fresh views to every seated screen', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    const cia = seated(host, code, 'CIA');
    const kgb = seated(host, code, 'KGB');
    const tv = seated(host, code, 'table');
    const actor = [cia, kgb].find((s) => (s.lastOf('view')?.legal.length ?? 0) > 0)!;
    const action = actor.lastOf('view')!.legal[0];
    actor.send({ type: 'intent', action });
    for (const s of [cia, kgb, tv]) expect(s.lastOf('view')?.version).toBe(1);
  });

  it('refuses intents from a watcher, for another seat, or before joining, changing nothing', () => {
    const host = new Host();
    const { code, id } = coldwarTable(host);
    const cia = seated(host, code, 'CIA');
    const tv = seated(host, code, 'table');
    const stranger = screen(host);
    const anyAction = { type: 'pass' };
    stranger.send({ type: 'intent', action: anyAction });
    expect(stranger.last()).toMatchObject({ type: 'error', code: 'not_seated' });
    tv.send({ type: 'intent', action: anyAction });
    expect(tv.last()).toMatchObject({ type: 'error', code: 'not_your_seat' });
    cia.send({ type: 'intent', action: anyAction, seat: 'KGB' });
    expect(cia.last()).toMatchObject({ type: 'error', code: 'not_your_seat' });
    expect(host.tableById(id)?.actionCount).toBe(0);
  });

  it('answers malformed frames with an error and keeps serving the honest screens', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    const attacker = screen(host);
    const honest = seated(host, code, 'table');
    for (const frame of [
      '',
      '{',
      '[]',
      'null',
      '{"type":"intent"}',
      '{"type":"join","code":1,"seat":"CIA"}',
    ]) {
      attacker.send(frame);
      expect(attacker.last()?.type).toBe('error');
    }
    attacker.send({ type: 'intent', action: { type: 'pass' }, extra: 'field' });
    expect(attacker.last()).toMatchObject({ type: 'error', code: 'bad_message' });
    expect(honest.inbox.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('refuses a flood beyond the rate limit, then drops the flooder', () => {
    const host = new Host();
    const flooder = screen(host);
    for (let i = 0; i < 1000; i++) flooder.send({ type: 'ping', nonce: i });
    const pongs = flooder.inbox.filter((m) => m.type === 'pong').length;
    expect(pongs).toBeGreaterThan(0);
    expect(pongs).toBeLessThanOrEqual(45);
    expect(flooder.inbox.some((m) => m.type === 'error' && m.code === 'rate_limited')).toBe(true);
    expect(flooder.isClosed()).toBe(true);
  });
});

describe('setting up tables', () => {
  it('is for the host machine only', () => {
    const host = new Host();
    const phone = screen(host, false);
    phone.send({ type: 'createTable', game: 'coldwar' });
    expect(phone.last()).toMatchObject({ type: 'error', code: 'not_local' });
    const laptop = screen(host, true);
    laptop.send({ type: 'createTable', game: 'coldwar' });
    expect(laptop.last()).toMatchObject({ type: 'tableCreated', table: { game: 'coldwar' } });
  });

  it('refuses options the rules refuse, with their reason', () => {
    const host = new Host();
    const created = host.createTable('doubleagent', { players: ['A', 'A', 'B', 'C'] });
    expect(created.ok).toBe(false);
    expect(host.status().tables).toEqual([]);
  });

  it('reports seats as free or taken, never their tokens', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    const cia = seated(host, code, 'CIA');
    const token = tokenOf(cia);
    const status = host.status();
    expect(status.tables[0]?.seats).toEqual([
      { seat: 'CIA', taken: true, connected: true, bot: null },
      { seat: 'KGB', taken: false, connected: false, bot: null },
    ]);
    expect(JSON.stringify(status)).not.toContain(token);
  });
});

describe('replays', () => {
  it('step through the public table move by move, on the host machine only', () => {
    const host = new Host();
    const { code, id } = coldwarTable(host);
    const cia = seated(host, code, 'CIA');
    const kgb = seated(host, code, 'KGB');
    const tv = seated(host, code, 'table');
    const tvViews: unknown[] = [tv.lastOf('view')!.view];
    for (let i = 0; i < 6; i++) {
      const actor = [cia, kgb].find((s) => (s.lastOf('view')?.legal.length ?? 0) > 0)!;
      actor.send({ type: 'intent', action: actor.lastOf('view')!.legal[0] });
      tvViews.push(host.tableById(id)!.viewFor('table'));
    }
    const laptop = screen(host, true);
    for (const at of [0, 3, 6]) {
      laptop.send({ type: 'replay', table: id, at });
      expect(laptop.last()).toMatchObject({ type: 'replayFrame', at, total: 6 });
      expect(JSON.stringify(laptop.lastOf('replayFrame')!.view)).toBe(JSON.stringify(tvViews[at]));
    }
    laptop.send({ type: 'replay', table: id, at: 7 });
    expect(laptop.last()).toMatchObject({ type: 'error', code: 'bad_step' });
    tv.send({ type: 'replay', table: id, at: 1 });
    expect(tv.last()).toMatchObject({ type: 'error', code: 'not_local' });
  });
});

describe('LAN play', () => {
  it('is switched from the host machine only, and the lobby hears the result', async () => {
    const requests: boolean[] = [];
    const host = new Host({
      lanSwitch: async (enabled) => {
        requests.push(enabled);
        return enabled ? ['http://192.168.1.5:4811/'] : [];
      },
    });
    const phone = screen(host, false);
    phone.send({ type: 'setLan', enabled: true });
    expect(phone.last()).toMatchObject({ type: 'error', code: 'not_local' });
    const laptop = screen(host, true);
    laptop.send({ type: 'setLan', enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(laptop.lastOf('welcome')?.lan).toEqual({
      enabled: true,
      switchable: true,
      urls: ['http://192.168.1.5:4811/'],
    });
    laptop.send({ type: 'setLan', enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(laptop.lastOf('welcome')?.lan).toEqual({ enabled: false, switchable: true, urls: [] });
    expect(requests).toEqual([true, false]);
    expect(phone.lastOf('welcome')).toBeUndefined();
  });

  it('says so when it was fixed at start', () => {
    const laptop = screen(new Host(), true);
    laptop.send({ type: 'setLan', enabled: true });
    expect(laptop.last()).toMatchObject({ type: 'error', code: 'lan_fixed' });
  });
});

describe('leaving', () => {
  it('frees a screen to sit at another table while its seat stays claimed', () => {
    const host = new Host();
    const first = coldwarTable(host);
    const second = coldwarTable(host);
    const laptop = screen(host, true);
    laptop.send({ type: 'join', code: first.code, seat: 'CIA' });
    const token = (laptop.inbox[0] as { token: string }).token;
    laptop.send({ type: 'join', code: second.code, seat: 'table' });
    expect(laptop.last()).toMatchObject({ type: 'error', code: 'other_table' });
    laptop.send({ type: 'leave' });
    // The second table's players are seated, so it is dealt and there is a game to watch.
    seatEveryone(host, second.code, ['CIA', 'KGB']);
    expect(host.tableById(first.id)!.summary().seats[0]).toEqual({
      seat: 'CIA',
      taken: true,
      connected: false,
      bot: null,
    });
    laptop.send({ type: 'join', code: second.code, seat: 'table' });
    expect(laptop.last()).toMatchObject({ type: 'view', seat: 'table', table: second.id });
    // The first table changes no longer reach this screen, and the token still brings CIA back.
    const views = laptop.inbox.length;
    const kgb = screen(host);
    kgb.send({ type: 'join', code: first.code, seat: 'KGB' });
    // Both sides choose an Agent X at the start, so KGB has a decision.
    kgb.send({ type: 'intent', action: kgb.lastOf('view')!.legal[0] });
    expect(host.tableById(first.id)!.actionCount).toBe(1);
    expect(laptop.inbox.slice(views).filter((m) => m.type === 'view' && m.table === first.id)).toEqual([]);
    const phone = screen(host);
    phone.send({ type: 'resume', token });
    expect(phone.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA' });
  });

  it('answers a repeated join of a held seat with its view again', () => {
    const host = new Host();
    const { code } = coldwarTable(host);
    seatEveryone(host, code, ['CIA', 'KGB']);
    const tv = seated(host, code, 'table');
    tv.send({ type: 'join', code, seat: 'table' });
    expect(tv.last()).toMatchObject({ type: 'view', seat: 'table', version: 0 });
    expect(tv.inbox.some((m) => m.type === 'error')).toBe(false);
  });
});
