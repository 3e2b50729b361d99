import { describe, expect, it } from 'vitest';
import { botListings } from '../../engine/bots';
import { withPhysicalBoard } from '../../src-renderer/games/doubleagent/new-table';
import { botLabel } from '../../src-renderer/lib/bots';

describe('lobby options', () => {
  it('a physical-board table reads its monitors from the table, keeping the rules already chosen', () => {
    expect(withPhysicalBoard({ players: ['a', 'b', 'c', 'd'], variant: 'standard' })).toEqual({
      players: ['a', 'b', 'c', 'd'],
      variant: 'standard',
      rules: { monitors: 'table' },
    });
    expect(withPhysicalBoard({ rules: { dice: 'table' } })).toEqual({
      rules: { dice: 'table', monitors: 'table' },
    });
  });

  it('names every bot the host offers in words, and an unknown one by its own name', () => {
    const bots = botListings();
    for (const bot of bots.filter((b) => b.offered)) expect(botLabel(bots, bot.name)).toMatch(/^Computer \(/);
    expect(botLabel(bots, 'ismcts:easy')).toBe('Computer (easy)');
    expect(botLabel(bots, 'newbot')).toBe('newbot');
  });
});
