import { describe, expect, it } from 'vitest';
import { mappingForSockets, sharedSockets, withSocket } from '../../src-renderer/lib/board-mapping';

describe('board mapping edits', () => {
  it('has one entry per socket', () => {
    expect(mappingForSockets(['GYM'], 3)).toEqual(['GYM', null, null]);
    expect(mappingForSockets(['GYM', 'POW', 'BAR'], 2)).toEqual(['GYM', 'POW']);
  });

  it('sets one socket (1-based) and leaves the others', () => {
    expect(withSocket(['GYM', 'POW', null], 3, 3, 'BAR')).toEqual(['GYM', 'POW', 'BAR']);
    expect(withSocket(['GYM', 'POW', null], 3, 1, null)).toEqual([null, 'POW', null]);
    expect(withSocket(['GYM'], 2, 5, 'BAR')).toEqual(['GYM', null]);
  });

  it('finds the sockets sharing a sector', () => {
    expect(sharedSockets(['GYM', 'POW', 'GYM', null, null])).toEqual([1, 3]);
    expect(sharedSockets(['GYM', 'POW', null])).toEqual([]);
  });
});
