import { describe, expect, it } from 'vitest';
import { isOver, legalActions, viewFor, winner } from '../../engine/coldwar';
import { act, passPass, play, refusal, struggle } from './coldwar.helpers';

const winCIA = { objective: 'ANG' as const, CIA: ['MIL-6' as const], KGB: ['MIL-5' as const] };

describe('Détente events (A5 Phase 6, A2.2)', () => {
  it('Space Race: private look at the top 3 objectives, any order, −5 VP', () => {
    const r = passPass(struggle({ ...winCIA, scored: { KGB: ['SPA'] } }));
    expect(r.s.pending).toEqual({ kind: 'detente', side: 'KGB' });
    expect(legalActions(r.s, 'KGB')).toEqual([{ type: 'playEvent', event: 'SPA' }, { type: 'declineEvent' }]);
    const top = r.s.objectiveDeck.slice(0, 3);
    const peek = play(r.s, 'KGB', { type: 'playEvent', event: 'SPA' });
    expect(peek.s.pending).toEqual({ kind: 'arrangeObjectives', side: 'KGB', cards: top });
    expect(peek.s.vp.KGB).toBe(0);
    expect(peek.s.objectiveDiscard).toEqual(['SPA']);
    expect(viewFor(peek.s, 'KGB').pending?.cards).toEqual(top);
    expect(viewFor(peek.s, 'CIA').pending).toEqual({ kind: 'arrangeObjectives', sides: ['KGB'] });
    expect(JSON.stringify(peek.events.filter((e) => !('to' in e)))).not.toContain(top[1]!);
    const order = [top[2]!, top[0]!, top[1]!];
    const done = act(peek.s, 'KGB', { type: 'arrangeObjectives', order });
    // The next Briefing reveals the new top card.
    expect(done.turn).toBe(2);
    expect(done.objective).toBe(top[2]);
    expect(done.objectiveDeck.slice(0, 2)).toEqual([top[0], top[1]]);
    expect(viewFor(done, 'KGB').knowledge).toEqual([{ kind: 'spaceRace', turn: 1, cards: top }]);
    expect(viewFor(done, 'CIA').knowledge).toEqual([]);
  });

  it('Space Race with fewer than 3 cards shows them all; with none it is not playable (AMB-16)', () => {
    const two = struggle({ ...winCIA, scored: { CIA: ['SPA'] } });
    two.objectiveDiscard = two.objectiveDeck.slice(2);
    two.objectiveDeck = two.objectiveDeck.slice(0, 2);
    const r = act(passPass(two).s, 'CIA', { type: 'playEvent', event: 'SPA' });
    expect(legalActions(r, 'CIA')).toHaveLength(2);
    const none = struggle({ ...winCIA, scored: { CIA: ['SPA'] } });
    none.objectiveDiscard = none.objectiveDeck;
    none.objectiveDeck = [];
    expect(passPass(none).s.turn).toBe(2); // nobody was asked
  });

  it('Olympic Games returns a terminated agent on leave; not playable without one (AMB-9)', () => {
    const s = struggle({ ...winCIA, scored: { CIA: ['OLY'] } });
    s.agents.CIA.ASSASSIN = 'terminated';
    const r = passPass(s).s;
    expect(r.pending).toEqual({ kind: 'detente', side: 'CIA' });
    const t = act(r, 'CIA', { type: 'playEvent', event: 'OLY' });
    expect(refusal(t, 'CIA', { type: 'returnAgent', agent: 'DIRECTOR' })).toBe('illegal_action');
    expect(legalActions(t, 'CIA')).toEqual([{ type: 'returnAgent', agent: 'ASSASSIN' }]);
    expect(t.vp.CIA).toBe(10); // 5 (OLY) + 10 (Angola) − 5 (OLY spent)
    const none = passPass(struggle({ ...winCIA, scored: { CIA: ['OLY'] } })).s;
    expect(none.turn).toBe(2); // no terminated agent: nobody was asked
  });

  it('a returned agent misses the next Planning, then is in HQ', () => {
    const s = struggle({ ...winCIA, scored: { CIA: ['OLY'] }, x: { CIA: 'DEPUTY_DIRECTOR' } });
    s.agents.CIA.ASSASSIN = 'terminated';
    let t = act(passPass(s).s, 'CIA', { type: 'playEvent', event: 'OLY' });
    t = act(t, 'CIA', { type: 'returnAgent', agent: 'ASSASSIN' });
    expect(t.turn).toBe(2);
    expect(t.agents.CIA.ASSASSIN).toBe('leave');
    expect(legalActions(t, 'CIA')).not.toContainEqual({ type: 'chooseAgent', agent: 'ASSASSIN' });
    t = act(t, 'CIA', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    t = act(t, 'KGB', { type: 'chooseAgent', agent: 'MASTER_SPY' });
    expect(t.agents.CIA.ASSASSIN).toBe('hq');
  });

  it('asks the Balance holder first, then the opponent', () => {
    const s = struggle({ ...winCIA, balance: 'KGB', scored: { CIA: ['SPA'], KGB: ['OLY'] } });
    s.agents.KGB.ANALYST = 'terminated';
    let r = passPass(s).s;
    expect(r.pending).toEqual({ kind: 'detente', side: 'KGB' });
    r = act(r, 'KGB', { type: 'declineEvent' });
    expect(r.pending).toEqual({ kind: 'detente', side: 'CIA' });
  });

  it('struggle events are refused at Détente and in the Nobel window; Détente events in the Nobel window', () => {
    const s = struggle({ ...winCIA, scored: { CIA: ['SPA', 'NUC', 'LIV', 'SUM'] } });
    s.groupDiscard = [s.groupDeck.pop()!];
    const d = passPass(s).s;
    expect(d.pending).toEqual({ kind: 'detente', side: 'CIA' });
    expect(refusal(d, 'CIA', { type: 'playEvent', event: 'SUM' })).toBe('illegal_action');
    expect(refusal(d, 'CIA', { type: 'playEvent', event: 'LIV' })).toBe('illegal_action');
    expect(refusal(d, 'CIA', { type: 'playEvent', event: 'NUC', order: [] })).toBe('illegal_action');
    const n = struggle({
      objective: 'KOR',
      CIA: ['MIL-6', 'ECO-6'],
      KGB: ['POL-3'],
      x: { CIA: 'ANALYST' },
      scored: { CIA: ['NOB', 'SPA'] },
    });
    const w = passPass(n).s;
    expect(w.pending).toEqual({ kind: 'nobel', side: 'CIA' });
    expect(refusal(w, 'CIA', { type: 'playEvent', event: 'SPA' })).toBe('illegal_action');
    expect(refusal(w, 'KGB', { type: 'declineEvent' })).toBe('not_your_turn');
  });

  it('an event claimed this turn can be used at this Détente (AMB-12)', () => {
    const r = passPass(struggle({ ...winCIA, objective: 'SPA', CIA: ['MIL-6'], KGB: ['MIL-5'] }));
    expect(r.s.scored.CIA).toEqual(['SPA']);
    expect(r.s.pending).toEqual({ kind: 'detente', side: 'CIA' });
  });
});

describe('Balance token and end of game (D-5, A9, AMB-14, D-14)', () => {
  it('goes to the player with fewer VP', () => {
    const r = passPass(struggle({ ...winCIA, balance: 'CIA' })).s;
    expect(r.vp).toEqual({ CIA: 10, KGB: 0 });
    expect(r.balance).toBe('KGB');
  });

  it('on equal VP goes to the loser of the previous struggle', () => {
    // CIA wins with the Assassin, so nobody scores: VP stay 0–0 and KGB (the loser) takes the token.
    const a = passPass(struggle({ ...winCIA, balance: 'KGB', x: { CIA: 'ASSASSIN' } })).s;
    expect(a.vp).toEqual({ CIA: 0, KGB: 0 });
    expect(a.balance).toBe('KGB');
    const b = passPass(struggle({ ...winCIA, balance: 'CIA', x: { CIA: 'ASSASSIN' } })).s;
    expect(b.balance).toBe('KGB');
  });

  it('exactly one player at 100+ wins; both at 100+ the higher wins', () => {
    const one = passPass(
      struggle({
        ...winCIA,
        scored: { CIA: ['VIE', 'EGY', 'CZE', 'AFG', 'PAN'], KGB: ['IRN', 'LBY', 'TUR'] },
      }),
    ).s;
    expect(one.vp).toEqual({ CIA: 100, KGB: 45 });
    expect(winner(one)).toBe('CIA');
    const both = passPass(
      struggle({
        ...winCIA,
        scored: {
          CIA: ['VIE', 'EGY', 'CZE', 'AFG', 'PAN'],
          KGB: ['IRN', 'LBY', 'TUR', 'CON', 'CUB', 'HON', 'CHI', 'KOR', 'GRE'],
        },
      }),
    ).s;
    expect(both.vp).toEqual({ CIA: 100, KGB: 105 });
    expect(winner(both)).toBe('KGB');
  });

  it('endTurnVictoryThreshold changes the target', () => {
    const s = passPass(
      struggle({ ...winCIA, scored: { CIA: ['VIE', 'EGY'] }, rules: { endTurnVictoryThreshold: 50 } }),
    ).s;
    expect(s.vp.CIA).toBe(50);
    expect(isOver(s)).toBe(true);
    expect(winner(s)).toBe('CIA');
    const n = passPass(struggle({ ...winCIA, scored: { CIA: ['VIE', 'EGY'] } })).s;
    expect(isOver(n)).toBe(false);
  });

  it('shuffles the discarded objectives into a new deck when the deck is empty (D-14)', () => {
    const s = struggle({ ...winCIA });
    s.objectiveDiscard = s.objectiveDeck;
    s.objectiveDeck = [];
    const r = passPass(s);
    expect(r.events).toContainEqual({ type: 'objectiveDeckReshuffled', count: 20 });
    expect(r.s.objectiveDiscard).toEqual([]);
    expect(r.s.objectiveDeck).toHaveLength(19);
  });

  it('ends when no objective can be revealed: higher VP wins (AMB-14)', () => {
    const s = struggle({
      objective: 'OLY',
      CIA: ['MIL-6'],
      KGB: ['MIL-5'],
      rules: { endTurnVictoryThreshold: 1000 },
      scored: {
        CIA: ['ANG', 'CON', 'CUB', 'HON', 'AFG', 'PAN', 'VIE', 'CHI', 'KOR', 'IRN'],
        KGB: ['LBY', 'EGY', 'GRE', 'TUR', 'CZE', 'NUC', 'SUM', 'LIV', 'NOB', 'SPA'],
      },
    });
    expect(s.objectiveDeck).toEqual([]);
    const r = passPass(s);
    expect(r.s.vp).toEqual({ CIA: 130, KGB: 105 }); // 125 + Olympic Games 5; 80 + five events 25
    expect(r.s.result).toEqual({ winner: 'CIA', reason: 'noObjectives' });
  });
});
