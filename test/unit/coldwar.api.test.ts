import { describe, expect, it } from 'vitest';
import {
  applyAction,
  type ColdWarState,
  coldwarRules,
  eventsFor,
  legalActions,
  newGame,
  step,
  timeoutAction,
  viewFor,
} from '../../engine/coldwar';
import { act, game, passPass, struggle } from './coldwar.helpers';

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('applyAction on untrusted input', () => {
  const junk: unknown[] = [
    null,
    undefined,
    'pass',
    42,
    1e308,
    Number.NaN,
    [],
    [{ type: 'pass' }],
    {},
    { type: 7 },
    { type: 'nope' },
    { type: '__proto__' },
    { type: 'toString' },
    { type: 'constructor' },
    { type: 'recruit', extra: 1 },
    { type: 'chooseAgent' },
    { type: 'chooseAgent', agent: Number.MAX_SAFE_INTEGER * 4 },
    { type: 'chooseAgent', agent: 'X'.repeat(100_000) },
    { type: 'chooseAgent', agent: { toString: 'MASTER_SPY' } },
    { type: 'chooseAgent', agent: 'MASTER_SPY|x' },
    { type: 'chooseAgent', agent: ['MASTER_SPY'] },
    { type: 'arrangeGroups', order: Array(1000).fill('MIL-1') },
    { type: 'playEvent', event: 'NUC', order: [null] },
  ];

  it('refuses every malformed value with a code and message, and never mutates or throws', () => {
    const s = deepFreeze(game());
    for (const a of junk) {
      const r = applyAction(s, 'CIA', a);
      expect(r.ok, JSON.stringify(a)?.slice(0, 80)).toBe(false);
      if (!r.ok) {
        expect(typeof r.error.code).toBe('string');
        expect(r.error.message.length).toBeGreaterThan(0);
      }
    }
    const wrong = applyAction(s, 'CIA', { type: 'chooseAgent', agent: 'GOLDFINGER' });
    expect(wrong.ok || wrong.error.code).toBe('illegal_action');
  });

  it('answers bad sides and finished games with stable codes', () => {
    const s = game();
    for (const side of ['NATO', 'table', '', null, 3]) {
      const r = step(s, side, { type: 'chooseAgent', agent: 'ANALYST' });
      expect(r.ok || r.error.code).toBe('bad_side');
    }
    const over = passPass(
      struggle({ objective: 'ANG', CIA: ['MIL-6'], KGB: ['MED-1'], rules: { endTurnVictoryThreshold: 10 } }),
    ).s;
    expect(over.result).not.toBeNull();
    const r = applyAction(over, 'CIA', { type: 'pass' });
    expect(r.ok || r.error.code).toBe('game_over');
  });

  it('never mutates the state it is given (frozen input through a whole struggle)', () => {
    let s = deepFreeze(
      struggle({ objective: 'ANG', CIA: ['MIL-1', 'ECO-2', 'POL-3', 'MED-4'], KGB: ['MIL-5'] }),
    );
    for (const a of legalActions(s, 'CIA')) {
      const r = step(s, 'CIA', a);
      expect(r.ok).toBe(true);
    }
    s = deepFreeze(act(s, 'CIA', { type: 'activate', group: 'MED-4' }));
    expect(step(s, 'CIA', { type: 'mediaDecision', choice: 'recruit' }).ok).toBe(true);
  });

  it('keeps the state plain JSON', () => {
    const s = passPass(struggle({ objective: 'ANG', CIA: ['MIL-6'], KGB: ['MIL-5'] })).s;
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('coldwarRules (GameRules contract)', () => {
  it('adapts the API', () => {
    expect(coldwarRules.id).toBe('coldwar');
    const created = coldwarRules.create({ seed: 5, balanceHolder: 'KGB' });
    expect(created.ok).toBe(true);
    const s = (created as { value: ColdWarState }).value;
    expect(coldwarRules.seats(s)).toEqual(['CIA', 'KGB']);
    expect(coldwarRules.toAct(s)).toEqual(['CIA', 'KGB']);
    expect(coldwarRules.isOver(s)).toBe(false);
    expect(coldwarRules.winners(s)).toEqual([]);
    const r = coldwarRules.step(s, 'CIA', { type: 'chooseAgent', agent: 'ASSASSIN' });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.events).toEqual([
      { type: 'agentChosen', side: 'CIA' },
      { type: 'agentCommitted', side: 'CIA', agent: 'ASSASSIN', to: 'CIA' },
    ]);
    expect(coldwarRules.eventsFor(r.value.events, 'KGB')).toEqual([{ type: 'agentChosen', side: 'CIA' }]);
    expect(coldwarRules.eventsFor(r.value.events, 'table')).toEqual([{ type: 'agentChosen', side: 'CIA' }]);
    expect(coldwarRules.eventsFor(r.value.events, 'CIA')).toHaveLength(2);
    expect(coldwarRules.toAct(r.value.state)).toEqual(['KGB']);
    expect(coldwarRules.step(s, 'table', { type: 'pass' }).ok).toBe(false);
    expect(coldwarRules.viewFor(s, 'table')).toEqual(viewFor(s, 'table'));
    expect(newGame({ seed: 5, balanceHolder: 'KGB' })).toEqual(created);
  });

  it('marks undoable only actions that drew nothing random and showed nothing hidden to anyone', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MIL-1', 'MED-2'], KGB: ['ECO-3'] });
    const undoable = (st: ColdWarState, side: 'CIA' | 'KGB', a: unknown) => {
      const r = step(st, side, a);
      if (!r.ok) throw new Error(r.error.code);
      return r.value.undoable;
    };
    expect(undoable(s, 'CIA', { type: 'recruit' })).toBe(false); // shows the top card
    expect(undoable(s, 'CIA', { type: 'pass' })).toBe(true);
    expect(undoable(s, 'CIA', { type: 'activate', group: 'MIL-1', target: 'ECO-3' })).toBe(true);
    expect(undoable(s, 'CIA', { type: 'activate', group: 'MED-2' })).toBe(false); // shows the actor the top card
    const peeked = act(s, 'CIA', { type: 'activate', group: 'MED-2' });
    expect(undoable(peeked, 'CIA', { type: 'mediaDecision', choice: 'leave' })).toBe(true);
    expect(undoable(peeked, 'CIA', { type: 'mediaDecision', choice: 'discard' })).toBe(false);
    const passed = act(s, 'CIA', { type: 'pass' });
    expect(undoable(passed, 'KGB', { type: 'pass' })).toBe(false); // reveals agents, shuffles
    const g = game();
    expect(undoable(g, 'CIA', { type: 'chooseAgent', agent: 'ANALYST' })).toBe(true);
  });

  it('filters private log events per seat', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MED-2'], KGB: [] });
    const r = step(s, 'CIA', { type: 'activate', group: 'MED-2' });
    if (!r.ok) throw new Error(r.error.code);
    const top = s.groupDeck[0]!;
    expect(JSON.stringify(eventsFor(r.value.events, 'KGB'))).not.toContain(top);
    expect(JSON.stringify(eventsFor(r.value.events, 'table'))).not.toContain(top);
    expect(eventsFor(r.value.events, 'CIA')).toContainEqual({
      type: 'mediaPeeked',
      side: 'CIA',
      card: top,
      to: 'CIA',
    });
  });
});

describe('timeoutAction (AMB-20)', () => {
  it('gives the no-effect default for each decision, always legal', () => {
    const first = struggle({ objective: 'ANG', CIA: [], KGB: [], firstDone: false });
    expect(timeoutAction(first, 'CIA')).toEqual({ type: 'recruit' });
    expect(timeoutAction(first, 'KGB')).toBeNull();
    const later = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: ['MIL-2'] });
    expect(timeoutAction(later, 'CIA')).toEqual({ type: 'pass' });
    const peek = act(struggle({ objective: 'ANG', CIA: ['MED-1'], KGB: [] }), 'CIA', {
      type: 'activate',
      group: 'MED-1',
    });
    expect(timeoutAction(peek, 'CIA')).toEqual({ type: 'mediaDecision', choice: 'leave' });
    const g = game();
    const agent = timeoutAction(g, 'KGB');
    expect(legalActions(g, 'KGB')).toContainEqual(agent);
    expect(timeoutAction(g, 'KGB')).toEqual(agent);
    expect(step(g, 'KGB', agent).ok).toBe(true);
  });
});

describe('actions handed out by legalActions', () => {
  it('cannot be edited into an illegal action', () => {
    const s = struggle({ objective: 'ANG', CIA: ['MIL-1'], KGB: ['ECO-2'] });
    const listed = legalActions(s, 'CIA').find((a) => a.type === 'activate') as { target?: string };
    expect(() => {
      listed.target = 'POL-6';
    }).toThrow();
    const copy = { ...listed, target: 'POL-6' };
    expect(step(s, 'CIA', copy).ok).toBe(false);
    expect(step(s, 'CIA', listed).ok).toBe(true);
  });
});
