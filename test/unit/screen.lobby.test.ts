import { describe, expect, it } from 'vitest';
import { BOTS, botLabel } from '../../src-renderer/lib/bots';
import { withPhysicalBoard } from '../../src-renderer/lib/new-table';

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
    for (const bot of [...BOTS.coldwar, ...BOTS.doubleagent]) expect(botLabel(bot)).toMatch(/^Computer \(/);
    expect(botLabel('ismcts:easy')).toBe('Computer (easy)');
    expect(botLabel('newbot')).toBe('newbot');
  });
});
