import { afterEach, describe, expect, it } from 'vitest';
import { BOT_REGISTRY, coldwarBot, doubleAgentBot, type RegisteredBot, randomBot } from '../../engine/bots';
import type { ColdWarAction, ColdWarView } from '../../engine/coldwar';
import type { HostMessage } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import { parseTournamentArgs } from '../../src-main/tournament/args';
import { botLabel, computerBot, offeredBots } from '../../src-renderer/lib/bots';
import { screen } from '../support/host-screen';

const welcomeOf = (host: Host, local: boolean) => {
  const s = screen(host, local);
  s.send({ type: 'hello' });
  return s.inbox.find((m) => m.type === 'welcome') as Extract<HostMessage, { type: 'welcome' }>;
};

const tournament = (a: string) =>
  parseTournamentArgs(['--game', 'coldwar', '--a', a, '--b', 'random', '--games', '2', '--seed', '1'], 2);

describe('one bot registry for the host, the tournament and the screens', () => {
  const added: RegisteredBot = {
    name: 'newcomer',
    game: 'coldwar',
    level: null,
    labelKey: 'bots.newcomer',
    offered: true,
    make: () => randomBot<ColdWarView, ColdWarAction>(),
  };
  afterEach(() => {
    const at = BOT_REGISTRY.indexOf(added);
    if (at >= 0) (BOT_REGISTRY as RegisteredBot[]).splice(at, 1);
  });

  it('a bot added only to the registry is accepted by the tournament and the host and listed in welcome', () => {
    expect(tournament('newcomer').ok).toBe(false);
    (BOT_REGISTRY as RegisteredBot[]).push(added);
    expect(tournament('newcomer')).toMatchObject({ ok: true, value: { a: 'newcomer' } });
    expect(coldwarBot('newcomer')).not.toBeNull();
    const host = new Host({ askBot: () => new Promise(() => {}) });
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    expect(host.seatBot(created.value.id, 'KGB', 'newcomer')).toEqual({ ok: true, value: undefined });
    const bots = welcomeOf(host, false).bots;
    expect(bots).toContainEqual({
      name: 'newcomer',
      game: 'coldwar',
      level: null,
      labelKey: 'bots.newcomer',
      offered: true,
    });
    expect(offeredBots(bots, 'coldwar')).toContain('newcomer');
    // No label in the catalogues yet: the screen shows its own name.
    expect(botLabel(bots, 'newcomer')).toBe('newcomer');
  });

  it('an unknown name is refused by both, with the registry’s names in the host’s answer', () => {
    const host = new Host({ askBot: () => new Promise(() => {}) });
    const created = host.createTable('doubleagent', { players: ['A', 'B', 'C', 'D'] });
    if (!created.ok) throw new Error(created.error.message);
    expect(host.seatBot(created.value.id, 'A', 'ismcts:hard')).toMatchObject({
      ok: false,
      error: {
        code: 'no_such_bot',
        message: 'No computer player is called "ismcts:hard"; try random, planner, heuristic.',
      },
    });
    expect(tournament('nobody').ok).toBe(false);
    expect(coldwarBot('planner')).toBeNull();
    expect(doubleAgentBot('ismcts')).toBeNull();
  });

  it('the welcome, seen by any screen, offers the menus’ bots in words and picks the opponent by level', () => {
    const bots = welcomeOf(new Host(), false).bots;
    expect(offeredBots(bots, 'coldwar')).toEqual([
      'random',
      'heuristic',
      'ismcts:easy',
      'ismcts:normal',
      'ismcts:hard',
    ]);
    expect(offeredBots(bots, 'doubleagent')).toEqual(['random', 'planner']);
    for (const bot of bots) expect(botLabel(bots, bot.name), bot.name).toMatch(/^Computer \(/);
    expect(botLabel(bots, 'ismcts:easy')).toBe('Computer (easy)');
    expect(botLabel(bots, 'planner')).toBe('Computer (planner)');
    expect(computerBot(bots, 'coldwar', 'hard')).toBe('ismcts:hard');
    expect(computerBot(bots, 'coldwar', 'easy')).toBe('ismcts:easy');
    expect(computerBot([], 'coldwar', 'easy')).toBeNull();
    expect(computerBot(bots, 'doubleagent', 'hard')).toBeNull();
  });
});
