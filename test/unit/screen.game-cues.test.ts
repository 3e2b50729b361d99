import { describe, expect, it } from 'vitest';
import { type CueView, cueToPlay, gameCue, NO_CUES_YET } from '../../src-renderer/lib/game-cues';

const choose = { type: 'chooseAgent', agent: 'spy' };
const draw = { type: 'draw' };

/** A seat's view as a screen holds it, written by hand. */
const view = (
  version: number,
  log: readonly unknown[],
  legal: readonly unknown[],
  over = false,
  table = 't1',
): CueView => ({
  table,
  version,
  log,
  legal,
  over,
});

const agentChosen = { type: 'agentChosen', side: 'KGB' };
const ceasefire = {
  type: 'ceasefire',
  objective: 'suez',
  stability: 4,
  influence: { CIA: 5, KGB: 3 },
  disorder: { CIA: false, KGB: false },
  winner: 'CIA',
  reason: 'influence',
};
const gameOver = { type: 'gameOver', winner: 'KGB', reason: 'threshold' };

describe('which sound cue a new view calls for (issue 17)', () => {
  it('your turn: the seat had nothing to do and now has a decision', () => {
    expect(
      gameCue(view(3, [agentChosen], []), view(4, [agentChosen, agentChosen], [choose, draw]), 'CIA'),
    ).toBe('yourTurn');
  });

  it('no cue while the seat goes on deciding, nor when its decision is done', () => {
    expect(gameCue(view(3, [], [choose]), view(4, [agentChosen], [draw]), 'CIA')).toBeNull();
    expect(gameCue(view(3, [], [draw]), view(4, [agentChosen], []), 'CIA')).toBeNull();
  });

  it('a cease-fire resolved since the last view, for players and the TV alike', () => {
    expect(gameCue(view(7, [agentChosen], [draw]), view(8, [agentChosen, ceasefire], []), 'KGB')).toBe(
      'ceasefire',
    );
    expect(gameCue(view(7, [agentChosen], []), view(8, [agentChosen, ceasefire], []), 'table')).toBe(
      'ceasefire',
    );
  });

  it('the cease-fire wins over the turn that follows it in the same view', () => {
    expect(gameCue(view(7, [], []), view(8, [ceasefire], [choose]), 'CIA')).toBe('ceasefire');
  });

  it('the game over wins over everything, once', () => {
    const before = view(20, [agentChosen], [draw]);
    const after = view(21, [agentChosen, ceasefire, gameOver], [], true);
    expect(gameCue(before, after, 'CIA')).toBe('gameOver');
    expect(gameCue(after, view(21, after.log, [], true), 'CIA')).toBeNull();
  });

  it('the TV never has a turn, even when it may act (Double Agent monitors at the table)', () => {
    expect(gameCue(view(3, [], []), view(4, [agentChosen], [{ type: 'observe' }]), 'table')).toBeNull();
  });

  it('no cue on a first view, on another table’s view, or after an undo', () => {
    expect(gameCue(undefined, view(4, [], [choose]), 'CIA')).toBeNull();
    expect(gameCue(view(3, [], []), view(4, [], [choose], false, 't2'), 'CIA')).toBeNull();
    // Undone: the view went back to version 3, where CIA decides again.
    expect(gameCue(view(4, [agentChosen], []), view(3, [], [choose]), 'CIA')).toBeNull();
  });
});

describe('playing cues on a screen', () => {
  it('a screen holding both seats plays a cease-fire once, not once per seat', () => {
    const before = view(7, [], []);
    const after = view(8, [ceasefire], []);
    const first = cueToPlay(NO_CUES_YET, before, after, 'CIA', false);
    expect(first.cue).toBe('ceasefire');
    expect(cueToPlay(first.memory, before, after, 'KGB', false).cue).toBeNull();
    // The next cease-fire is played again.
    const later = view(15, [ceasefire, ceasefire], []);
    expect(cueToPlay(first.memory, after, later, 'CIA', false).cue).toBe('ceasefire');
  });

  it('each held seat hears its own turn', () => {
    const first = cueToPlay(NO_CUES_YET, view(1, [], []), view(2, [], [choose]), 'CIA', false);
    expect(first.cue).toBe('yourTurn');
    expect(cueToPlay(first.memory, view(1, [], []), view(2, [], [choose]), 'KGB', false).cue).toBe(
      'yourTurn',
    );
  });

  it('nothing while the timed opening plays its own cues', () => {
    expect(cueToPlay(NO_CUES_YET, view(1, [], []), view(2, [], [choose]), 'P1', true).cue).toBeNull();
  });
});
