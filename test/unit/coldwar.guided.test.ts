import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trainerBot } from '../../engine/bots';
import {
  type ColdWarAction,
  type ColdWarState,
  legalActions,
  newGame,
  type Side,
  step,
  viewFor,
} from '../../engine/coldwar';
import { OBJECTIVE_BY_ID } from '../../engine/coldwar/cards';
import { GUIDED_GAME } from '../../engine/coldwar/guided';

type Learner = (state: ColdWarState, legal: readonly ColdWarAction[]) => ColdWarAction;

const firstLegal: Learner = (_s, legal) => legal[0]!;
const alwaysPass: Learner = (_s, legal) => legal.find((a) => a.type === 'pass') ?? legal[0]!;
/** Recruits up to 7 Influence, then passes: a cautious first game. */
const recruitToSeven: Learner = (s, legal) => {
  const recruit = legal.find((a) => a.type === 'recruit');
  const influence = viewFor(s, 'CIA').sides.CIA.influence;
  return recruit && influence < 7 ? recruit : (legal.find((a) => a.type === 'pass') ?? legal[0]!);
};

function start(options = GUIDED_GAME): ColdWarState {
  const created = newGame(options);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Plays the learner at CIA against the trainer at KGB to the end; every action as played. */
function playLesson(learner: Learner, options = GUIDED_GAME) {
  let state = start(options);
  const trainer = trainerBot();
  const played: string[] = [];
  while (state.result === null && played.length < 2000) {
    const side: Side = legalActions(state, 'CIA').length > 0 ? 'CIA' : 'KGB';
    const legal = legalActions(state, side);
    const action =
      side === 'CIA'
        ? learner(state, legal)
        : trainer.decide(viewFor(state, 'KGB'), legal, { seed: played.length });
    const next = step(state, side, action);
    if (!next.ok) throw new Error(`${side} ${JSON.stringify(action)}: ${next.error.message}`);
    played.push(`${side} ${JSON.stringify(action)}`);
    state = next.value.state;
  }
  return { state, played };
}

describe('the guided first game (Learn to play)', () => {
  it('deals Cuba first, then Live Benefit, with the learner at CIA holding the Balance token', () => {
    const view = viewFor(start(), 'CIA');
    expect(view.objective).toBe('CUB');
    expect(view.balance).toBe('CIA');
    let state = start();
    while (viewFor(state, 'CIA').turn === 1) state = playOneStep(state);
    expect(viewFor(state, 'CIA').objective).toBe('LIV');
  });

  it('plays out the same every time: the same learner moves meet the same trainer moves', () => {
    expect(playLesson(recruitToSeven).played).toEqual(playLesson(recruitToSeven).played);
    expect(playLesson(firstLegal).played).toEqual(playLesson(firstLegal).played);
  });

  it.each([
    ['plays the first choice offered', firstLegal],
    ['always passes', alwaysPass],
    ['recruits to 7 and passes', recruitToSeven],
  ])('is short: a learner who %s reaches the end within six turns', (_name, learner) => {
    const { state } = playLesson(learner);
    expect(state.result).not.toBeNull();
    expect(state.turn).toBeLessThanOrEqual(6);
  });
});

function playOneStep(state: ColdWarState): ColdWarState {
  const side: Side = legalActions(state, 'CIA').length > 0 ? 'CIA' : 'KGB';
  const legal = legalActions(state, side);
  const action =
    side === 'CIA'
      ? alwaysPass(state, legal)
      : trainerBot().decide(viewFor(state, 'KGB'), legal, { seed: 0 });
  const next = step(state, side, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value.state;
}

describe('the trainer (the guided game’s opponent)', () => {
  it('plays only legal actions, never activates, and recruits only while 4 or more below Stability', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let state = start({ seed });
        const trainer = trainerBot();
        let n = 0;
        for (; state.result === null && n < 3000; n++) {
          const side: Side = legalActions(state, 'CIA').length > 0 ? 'CIA' : 'KGB';
          const legal = legalActions(state, side);
          let action = legal[(seed + n) % legal.length]!;
          if (side === 'KGB') {
            const view = viewFor(state, 'KGB');
            action = trainer.decide(view, legal, { seed: n });
            expect(action.type).not.toBe('activate');
            const bothOffered =
              legal.some((a) => a.type === 'pass') && legal.some((a) => a.type === 'recruit');
            if (bothOffered) {
              const stability = OBJECTIVE_BY_ID[view.objective!]!.stability;
              expect(action.type).toBe(view.sides.KGB.influence <= stability - 4 ? 'recruit' : 'pass');
            }
          }
          const next = step(state, side, action);
          expect(next.ok).toBe(true);
          if (next.ok) state = next.value.state;
        }
        expect(state.result).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same answer whatever the seed: it has no randomness', () => {
    const state = start();
    const legal = legalActions(state, 'KGB');
    const view = viewFor(state, 'KGB');
    const answers = new Set(
      [1, 2, 99, 12345].map((seed) => JSON.stringify(trainerBot().decide(view, legal, { seed }))),
    );
    expect(answers.size).toBe(1);
  });
});
