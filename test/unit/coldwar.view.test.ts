import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/coldwar';
import { act, game, struggle } from './coldwar.helpers';

describe('viewFor', () => {
  it('hides a chosen Agent X from the opponent and the table, including through HQ lists', () => {
    const s = act(game(), 'CIA', { type: 'chooseAgent', agent: 'ASSASSIN' });
    const own = viewFor(s, 'CIA').sides.CIA;
    expect(own.agentX).toBe('ASSASSIN');
    expect(own.inHq).toEqual(['MASTER_SPY', 'DEPUTY_DIRECTOR', 'DOUBLE_AGENT', 'ANALYST', 'DIRECTOR']);
    for (const seat of ['KGB', 'table'] as const) {
      const v = viewFor(s, seat).sides.CIA;
      expect(v.agentX).toBe('hidden');
      expect(v.inHq).toBeNull();
      expect(v.hqCount).toBe(5);
    }
  });

  it('never shows deck order, only counts', () => {
    const s = game();
    for (const seat of ['CIA', 'KGB', 'table'] as const) {
      const v = viewFor(s, seat);
      const json = JSON.stringify(v);
      expect(json).not.toContain('groupDeck"');
      expect(json).not.toContain('objectiveDeck"');
      expect(json).not.toContain(JSON.stringify(s.groupDeck.slice(0, 2)).slice(1, -1));
      expect(v.groupDeckCount).toBe(24);
      expect(v.objectiveDeckCount).toBe(20);
    }
  });

  it('shows a seat its own Media peek, and nobody else', () => {
    const s = act(struggle({ objective: 'ANG', CIA: ['MED-2'], KGB: [] }), 'CIA', {
      type: 'activate',
      group: 'MED-2',
    });
    const top = s.groupDeck[0]!;
    expect(viewFor(s, 'CIA').knowledge).toEqual([{ kind: 'mediaPeek', turn: 1, card: top }]);
    expect(viewFor(s, 'KGB').knowledge).toEqual([]);
    expect(viewFor(s, 'table').knowledge).toEqual([]);
    expect(JSON.stringify(viewFor(s, 'KGB'))).not.toContain(top);
  });

  it('treats an unknown seat as the table', () => {
    const s = act(game(), 'CIA', { type: 'chooseAgent', agent: 'ASSASSIN' });
    expect(viewFor(s, 'spectator')).toEqual(viewFor(s, 'table'));
  });

  it('shows groups in play with their state and Influence to everyone', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MED-2', 'MIL-4'], KGB: ['ECO-1'], mobilized: ['MIL-4'] });
    const v = viewFor(s, 'KGB').sides.CIA;
    expect(v.groups).toEqual([
      { id: 'MED-2', mobilized: false },
      { id: 'MIL-4', mobilized: true },
    ]);
    expect(v.influence).toBe(6);
  });
});
