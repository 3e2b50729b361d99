import { describe, expect, it } from 'vitest';
import type { ColdWarView } from '../../engine/coldwar';
import { Host } from '../../src-main/host/host';
import { JournalHeader, newTableHeader } from '../../src-main/host/journal';
import { knownDeal } from '../support/deals';
import { screen, seated } from '../support/host-screen';

const botHost = () => new Host({ askBot: () => new Promise(() => {}) });

describe('the guided first game in the host (createTable with guided)', () => {
  it('sets up a lesson table on the host machine: the trainer at KGB, CIA free, Cuba first, CIA holds the Balance', () => {
    const host = botHost();
    const lobby = screen(host, true);
    lobby.send({ type: 'createTable', game: 'coldwar', guided: true });
    expect(lobby.inbox.filter((m) => m.type === 'error')).toEqual([]);
    const table = lobby.lastOf('tableCreated')!.table;
    expect(table.lesson).toBe('guided');
    expect(table.seats).toEqual([
      { seat: 'CIA', taken: false, connected: false, bot: null },
      { seat: 'KGB', taken: true, connected: false, bot: 'trainer' },
    ]);
    const cia = seated(host, table.code, 'CIA');
    expect(cia.lastOf('joined')!.table.lesson).toBe('guided');
    const view = cia.lastOf('view')!.view as ColdWarView;
    expect(view.objective).toBe('CUB');
    expect(view.balance).toBe('CIA');
  });

  it('a normal table is no lesson', () => {
    const host = botHost();
    const lobby = screen(host, true);
    lobby.send({ type: 'createTable', game: 'coldwar' });
    expect(lobby.lastOf('tableCreated')!.table.lesson).toBeUndefined();
  });

  it('refuses, with a reason and no table made: from a phone, with options besides, for a game without one, without bots', () => {
    const host = botHost();
    const phone = screen(host, false);
    phone.send({ type: 'createTable', game: 'coldwar', guided: true });
    expect(phone.lastOf('error')).toMatchObject({ code: 'not_local' });
    const lobby = screen(host, true);
    lobby.send({ type: 'createTable', game: 'coldwar', guided: true, options: { rules: {} } });
    expect(lobby.lastOf('error')).toMatchObject({ code: 'guided_options' });
    lobby.send({ type: 'createTable', game: 'doubleagent', guided: true });
    expect(lobby.lastOf('error')).toMatchObject({ code: 'no_guided_game' });
    expect(host.status().tables).toEqual([]);
    const noBots = screen(new Host(), true);
    noBots.send({ type: 'createTable', game: 'coldwar', guided: true });
    expect(noBots.lastOf('error')).toMatchObject({ code: 'no_bots' });
  });

  it('a saved lesson stays a lesson: the journal header keeps the mark, and an old header without it reads', () => {
    const fields = {
      id: 'abcdef012345',
      game: 'coldwar' as const,
      options: {},
      deal: knownDeal(1),
      code: 'ABCD',
      appVersion: '1',
    };
    expect(JournalHeader.parse(newTableHeader({ ...fields, lesson: 'guided' })).lesson).toBe('guided');
    expect(JournalHeader.safeParse(newTableHeader(fields)).success).toBe(true);
    expect(JournalHeader.safeParse({ ...newTableHeader(fields), lesson: 'other' }).success).toBe(false);
  });
});
