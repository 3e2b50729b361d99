import { describe, expect, it } from 'vitest';
import type { TableSummary } from '../../protocol/messages';
import { archivedCount, listedTables } from '../../src-renderer/lib/table-order';

const table = (id: string, over: boolean, archived = false): TableSummary => ({
  id,
  game: 'coldwar',
  code: id.toUpperCase(),
  seats: [],
  actions: over ? 100 : 3,
  over,
  archived,
  deal: { kind: 'fair', commitment: 'a'.repeat(64), dealt: true },
});

describe('the lobby’s table list order (issue 15)', () => {
  // Oldest first, as the host sends them.
  const tables = [
    table('a', true),
    table('b', false),
    table('c', true, true),
    table('d', true),
    table('e', false),
  ];

  it('lists unfinished tables first, then finished ones, newest first within each, without the archived', () => {
    expect(listedTables(tables, 'current').map((t) => t.id)).toEqual(['e', 'b', 'd', 'a']);
  });

  it('lists only the archived ones in the archived view', () => {
    expect(listedTables(tables, 'archived').map((t) => t.id)).toEqual(['c']);
    expect(archivedCount(tables)).toBe(1);
  });
});
