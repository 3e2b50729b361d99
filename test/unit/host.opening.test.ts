import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../engine/core';
import type { HostMessage, OpeningStatus } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { OpeningPlay } from '../../src-main/host/opening-play';
import { screen, seated, tokenOf as tokenOfSeat } from '../support/host-screen';

const PLAYERS = ['Red', 'Blue', 'Green', 'Yellow'];

/** A Double Agent table past its start roll, waiting for the opening play. */
function tableAtOpening(host: Host) {
  const created = host.createTable('doubleagent', { players: PLAYERS });
  if (!created.ok) throw new Error(created.error.message);
  const { id, code } = created.value;
  const screens = Object.fromEntries(PLAYERS.map((seat) => [seat, seated(host, code, seat)]));
  const table = host.tableById(id)!;
  for (let guard = 0; guard < 50; guard++) {
    const phase = (table.viewFor('table') as { phase: { kind: string } }).phase.kind;
    if (phase !== 'startRoll') break;
    for (const seat of PLAYERS)
      if (table.legalFor(seat).length > 0) screens[seat]!.send({ type: 'intent', action: { type: 'roll' } });
  }
  return { table, screens, code };
}

const openingOf = (inbox: HostMessage[]) =>
  [...inbox].reverse().find((m) => m.type === 'opening') as
    | Extract<HostMessage, { type: 'opening' }>
    | undefined;

const phaseOf = (table: { viewFor(seat: string): unknown }) =>
  (table.viewFor('table') as { phase: { kind: string } }).phase.kind;

describe('the host runs the opening play', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cues the board once per window edge, also when a timer fires before the clock reaches the deadline', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 } });
    const table = tableAtOpening(host).table;
    let lag = 0;
    let cues = 0;
    const play = new OpeningPlay(table, {
      groups: () => PLAYERS.map((seat) => [seat]),
      windowMs: 1_000,
      handoverMs: 500,
      noChoice: { type: 'opening', sector: null },
      now: () => Date.now() - lag,
      referee: {
        begin: () => {},
        windowChanged: () => cues++,
        verdict: () => ok(() => {}),
      },
    });
    expect(play.start().ok).toBe(true);
    expect(cues).toBe(1);
    // Each deadline's timer fires 1 ms before the clock says it is due, then again when it is.
    for (const length of [1_000, 500, 1_000, 500, 1_000, 500, 1_000]) {
      lag = 1;
      vi.advanceTimersByTime(length);
      lag = 0;
      vi.advanceTimersByTime(1);
    }
    // Four windows, each opened and closed: eight edges, eight cues.
    expect(cues).toBe(8);
    expect(play.status().stage).toBe('done');
    play.stop();
  });

  it('tells the referee which window is open by the opening’s own clock, not the wall clock', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 } });
    const table = tableAtOpening(host).table;
    // The opening's clock starts at zero, far from Date.now(), and only moves when the test says.
    let clock = 0;
    let openWindow: (() => number | null) | null = null;
    const play = new OpeningPlay(table, {
      groups: () => PLAYERS.map((seat) => [seat]),
      windowMs: 1_000,
      handoverMs: 500,
      noChoice: { type: 'opening', sector: null },
      now: () => clock,
      referee: {
        begin: (windowNow) => {
          openWindow = windowNow;
        },
        verdict: () => ok(() => {}),
      },
    });
    play.start();
    clock = 400;
    expect(openWindow!()).toBe(0);
    clock = 1_000;
    vi.advanceTimersByTime(1_000);
    expect(play.status().stage).toBe('handover');
    expect(openWindow!()).toBeNull();
    clock = 1_500;
    vi.advanceTimersByTime(500);
    clock = 1_900;
    expect(openWindow!()).toBe(1);
    play.stop();
  });

  it('a held seat’s window (test hosts only) stays open past its deadline until it chooses; the others close on time', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 } });
    const table = tableAtOpening(host).table;
    const held = new Set<string>();
    const play = new OpeningPlay(table, {
      groups: () => PLAYERS.map((seat) => [seat]),
      windowMs: 1_000,
      handoverMs: 500,
      noChoice: { type: 'opening', sector: null },
      heldSeats: () => held,
    });
    held.add('Blue');
    play.start();
    vi.advanceTimersByTime(1_000 + 500);
    expect(play.isOpenFor('Blue')).toBe(true);
    // Red's window closed on time with nothing chosen; Blue's waits long past its deadline.
    vi.advanceTimersByTime(60_000);
    expect(play.isOpenFor('Blue')).toBe(true);
    expect(play.status()).toMatchObject({ stage: 'window', index: 1, remainingMs: 0 });
    // A pause and resume while waiting still wait.
    play.pause();
    play.resume();
    vi.advanceTimersByTime(10_000);
    expect(play.isOpenFor('Blue')).toBe(true);
    expect(play.choose('Blue', { type: 'opening', sector: 'GYM' }).ok).toBe(true);
    expect(play.status().stage).toBe('handover');
    vi.advanceTimersByTime(500 + 1_000 + 500 + 1_000);
    expect(play.status().stage).toBe('done');
    expect(phaseOf(table)).toBe('turn');
    play.stop();
  });

  it('untimed unless asked: opening choices go straight to the game', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 } });
    const { table, screens } = tableAtOpening(host);
    expect(phaseOf(table)).toBe('opening');
    expect(openingOf(screens.Red!.inbox)).toBeUndefined();
    for (const seat of PLAYERS)
      screens[seat]!.send({ type: 'intent', action: { type: 'opening', sector: null } });
    expect(phaseOf(table)).toBe('turn');
  });

  it('on separate screens everyone plays at once; the game moves on only when the window closes', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 }, openingPlay: { everyTable: true } });
    const { table, screens } = tableAtOpening(host);
    const status = openingOf(screens.Red!.inbox)?.status as OpeningStatus;
    expect(status).toMatchObject({ stage: 'ready', windowMs: 15_000, redo: null });

    screens.Red!.send({ type: 'intent', action: { type: 'opening', sector: 'GYM' } });
    expect(screens.Red!.last()).toMatchObject({ type: 'error', code: 'not_your_window' });

    screens.Blue!.send({ type: 'opening', command: 'start' });
    const running = openingOf(screens.Green!.inbox)!.status!;
    expect(running.stage).toBe('window');
    expect(running.groups).toEqual([expect.arrayContaining(PLAYERS)]);

    for (const seat of PLAYERS)
      screens[seat]!.send({ type: 'intent', action: { type: 'opening', sector: null } });
    expect(openingOf(screens.Red!.inbox)!.chosen).toEqual(['Red']);
    // Every choice is in, yet the game waits for the window to end: no timing tell.
    vi.advanceTimersByTime(14_999);
    expect(phaseOf(table)).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(phaseOf(table)).toBe('turn');
    expect(openingOf(screens.Yellow!.inbox)!.status).toBeNull();
  });

  it('tells only the chooser’s screen of a choice: no other screen hears when anyone chose (issue 14 §6)', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 }, openingPlay: { everyTable: true } });
    const { screens, code } = tableAtOpening(host);
    const tv = screen(host);
    tv.send({ type: 'join', code, seat: 'table' });
    screens.Red!.send({ type: 'opening', command: 'start' });
    const others = [screens.Blue!, screens.Green!, screens.Yellow!, tv];
    const before = others.map((other) => other.inbox.length);
    vi.advanceTimersByTime(2_000);
    screens.Red!.send({ type: 'intent', action: { type: 'opening', sector: null } });
    expect(openingOf(screens.Red!.inbox)!.chosen).toEqual(['Red']);
    vi.advanceTimersByTime(3_000);
    screens.Blue!.send({ type: 'intent', action: { type: 'opening', sector: null } });
    screens.Blue!.send({ type: 'intent', action: { type: 'opening', sector: null } });
    expect(openingOf(screens.Blue!.inbox)!.chosen).toEqual(['Blue']);
    const blueOwn = screens.Blue!.inbox.slice(before[0]).filter((m) => m.type === 'opening').length;
    // Blue's screen heard only of its own two choices; the rest heard nothing at all.
    expect(blueOwn).toBe(2);
    others.slice(1).forEach((other, i) => {
      expect(other.inbox.slice(before[i + 1]).filter((m) => m.type === 'opening')).toEqual([]);
    });
  });

  it('sends every seat the same opening messages, whatever its role', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 }, openingPlay: { everyTable: true } });
    const { screens } = tableAtOpening(host);
    const before = Object.fromEntries(PLAYERS.map((seat) => [seat, screens[seat]!.inbox.length]));
    screens.Red!.send({ type: 'opening', command: 'start' });
    vi.advanceTimersByTime(15_000);
    const openings = PLAYERS.map((seat) =>
      screens[seat]!.inbox.slice(before[seat]).filter((m) => m.type === 'opening'),
    );
    for (const seen of openings.slice(1)) expect(seen).toEqual(openings[0]);
  });

  it('a shared screen gets one window per seat in turn, each opened by its own player for the whole window', () => {
    const host = new Host({
      rateLimit: { perSecond: 1000, burst: 1000 },
      openingPlay: { everyTable: true, windowMs: 1_000, handoverMs: 500, curtainWaitMs: 120_000 },
    });
    const created = host.createTable('doubleagent', { players: PLAYERS });
    if (!created.ok) throw new Error(created.error.message);
    const hotSeat = screen(host, true);
    for (const seat of PLAYERS) hotSeat.send({ type: 'join', code: created.value.code, seat });
    const tv = seated(host, created.value.code, 'table');
    const table = host.tableById(created.value.id)!;
    for (let guard = 0; guard < 50 && phaseOf(table) === 'startRoll'; guard++)
      for (const seat of PLAYERS)
        if (table.legalFor(seat).length > 0) hotSeat.send({ type: 'intent', seat, action: { type: 'roll' } });
    hotSeat.send({ type: 'opening', command: 'start' });
    const status = openingOf(hotSeat.inbox)!.status!;
    expect(status.groups).toHaveLength(4);
    expect(status.groups.flat().sort()).toEqual([...PLAYERS].sort());
    const [first, second, third, fourth] = status.groups.map((group) => group[0]!);
    // No clock behind the curtain: the first window waits for its player, however long.
    expect(status).toMatchObject({ stage: 'curtain', index: 0, remainingMs: 120_000 });
    vi.advanceTimersByTime(8_000);
    expect(openingOf(hotSeat.inbox)!.status).toMatchObject({ stage: 'curtain', index: 0 });
    hotSeat.send({ type: 'intent', seat: first, action: { type: 'opening', sector: null } });
    expect(hotSeat.last()).toMatchObject({ type: 'error', code: 'not_your_window' });
    // Only a screen holding the seat uncovers it, and only the seat whose window waits.
    tv.send({ type: 'opening', command: 'uncover', seat: first });
    expect(tv.last()).toMatchObject({ type: 'error', code: 'not_your_seat' });
    hotSeat.send({ type: 'opening', command: 'uncover', seat: second });
    expect(hotSeat.last()).toMatchObject({ type: 'error', code: 'not_your_curtain' });
    hotSeat.send({ type: 'opening', command: 'uncover' });
    expect(hotSeat.last()).toMatchObject({ type: 'error', code: 'no_seat' });
    hotSeat.send({ type: 'opening', command: 'uncover', seat: first });
    expect(openingOf(hotSeat.inbox)!.status).toMatchObject({ stage: 'window', index: 0, remainingMs: 1_000 });
    hotSeat.send({ type: 'intent', seat: second, action: { type: 'opening', sector: null } });
    expect(hotSeat.last()).toMatchObject({ type: 'error', code: 'not_your_window' });
    vi.advanceTimersByTime(400);
    hotSeat.send({ type: 'opening', command: 'pause' });
    vi.advanceTimersByTime(60_000);
    expect(openingOf(hotSeat.inbox)!.status).toMatchObject({ stage: 'paused', index: 0, remainingMs: 600 });
    hotSeat.send({ type: 'opening', command: 'resume' });
    vi.advanceTimersByTime(600);
    // The curtain takes the handover's place: the next window waits for its player at once.
    expect(openingOf(hotSeat.inbox)!.status).toMatchObject({ stage: 'curtain', index: 1 });
    hotSeat.send({ type: 'opening', command: 'uncover', seat: second });
    expect(openingOf(hotSeat.inbox)!.status).toMatchObject({ stage: 'window', index: 1, remainingMs: 1_000 });
    hotSeat.send({ type: 'intent', seat: first, action: { type: 'opening', sector: null } });
    expect(hotSeat.last()).toMatchObject({ type: 'error', code: 'not_your_window' });
    vi.advanceTimersByTime(1_000);
    hotSeat.send({ type: 'opening', command: 'uncover', seat: third });
    vi.advanceTimersByTime(1_000);
    // The last seat never comes to the screen: after the wait it counts as absent, and the game goes on.
    vi.advanceTimersByTime(119_999);
    expect(phaseOf(table)).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(phaseOf(table)).toBe('turn');
    expect(tv.lastOf('notice')).toMatchObject({
      code: 'opening-absent',
      seat: null,
      params: { seat: fourth },
    });
    expect(tv.inbox.filter((m) => m.type === 'notice' && m.code === 'opening-absent')).toHaveLength(1);
  });

  it('at a physical board a shared screen’s windows keep their fixed timing (the board cannot wait for a curtain)', () => {
    const host = new Host({
      rateLimit: { perSecond: 1000, burst: 1000 },
      openingPlay: { windowMs: 1_000, handoverMs: 500 },
    });
    const created = host.createTable('doubleagent', {
      players: PLAYERS,
      rules: { monitors: 'table' },
    });
    if (!created.ok) throw new Error(created.error.message);
    const hotSeat = screen(host, true);
    for (const seat of PLAYERS) hotSeat.send({ type: 'join', code: created.value.code, seat });
    const table = host.tableById(created.value.id)!;
    for (let guard = 0; guard < 50 && phaseOf(table) === 'startRoll'; guard++)
      for (const seat of PLAYERS)
        if (table.legalFor(seat).length > 0) hotSeat.send({ type: 'intent', seat, action: { type: 'roll' } });
    hotSeat.send({ type: 'opening', command: 'start' });
    expect(openingOf(hotSeat.inbox)!.status).toMatchObject({ stage: 'window', index: 0 });
    vi.advanceTimersByTime(1_000);
    expect(openingOf(hotSeat.inbox)!.status).toMatchObject({ stage: 'handover', index: 1 });
  });

  it('before the start, shows the windows the screens make now', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 }, openingPlay: { everyTable: true } });
    const { table, screens } = tableAtOpening(host);
    expect(openingOf(screens.Red!.inbox)!.status!.groups).toHaveLength(1);
    // One screen takes two seats (hot-seat): from now on each seat gets a window of its own.
    screens.Blue!.session.close();
    screens.Green!.session.close();
    const shared = screen(host, true);
    shared.send({ type: 'resume', token: tokenOfSeat(screens.Blue!) });
    expect(openingOf(shared.inbox)!.status!.groups).toHaveLength(1);
    shared.send({ type: 'resume', token: tokenOfSeat(screens.Green!) });
    expect(openingOf(shared.inbox)!.status!.groups).toHaveLength(4);
    expect(phaseOf(table)).toBe('opening');
  });

  it('refuses commands from a screen not at the table, a watcher, and a choice the rules do not offer', () => {
    const host = new Host({ rateLimit: { perSecond: 1000, burst: 1000 }, openingPlay: { everyTable: true } });
    const { screens, code } = tableAtOpening(host);
    const stranger = screen(host);
    stranger.send({ type: 'opening', command: 'start' });
    expect(stranger.last()).toMatchObject({ type: 'error', code: 'not_seated' });
    const tv = seated(host, code, 'table');
    tv.send({ type: 'opening', command: 'start' });
    expect(tv.last()).toMatchObject({ type: 'error', code: 'not_your_seat' });
    screens.Red!.send({ type: 'opening', command: 'resume' });
    expect(screens.Red!.last()).toMatchObject({ type: 'error', code: 'opening_not_paused' });
    screens.Red!.send({ type: 'opening', command: 'start' });
    screens.Red!.send({ type: 'intent', action: { type: 'opening', sector: 'NOWHERE' } });
    expect(screens.Red!.last()).toMatchObject({ type: 'error', code: 'bad_opening' });
  });
});
