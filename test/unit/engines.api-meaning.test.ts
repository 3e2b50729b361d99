/**
 * Both engines give `step` and `applyAction` the same meaning (issue 18 item 10): `step` answers
 * the Step (state, events, undoable), `applyAction` only the new state, and both refuse the same
 * inputs with the same code. Checked over seeded random games, on legal actions and forgeries.
 */
import { describe, expect, it } from 'vitest';
import * as coldwar from '../../engine/coldwar';
import * as doubleagent from '../../engine/doubleagent';
import { chooser } from '../support/playout';

interface Engine {
  readonly name: string;
  readonly create: (seed: number) => unknown;
  readonly toAct: (s: never) => readonly string[];
  readonly legalActions: (s: never, seat: string) => readonly unknown[];
  readonly step: (s: never, seat: string, a: unknown) => ReturnType<typeof coldwar.step>;
  readonly applyAction: (
    s: never,
    seat: string,
    a: unknown,
  ) => { ok: boolean; value?: unknown; error?: { code: string } };
}

function created<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const ENGINES: Engine[] = [
  {
    name: 'Cold War',
    create: (seed) => created(coldwar.newGame({ seed })),
    toAct: coldwar.toAct,
    legalActions: coldwar.legalActions,
    step: coldwar.step as Engine['step'],
    applyAction: coldwar.applyAction,
  },
  {
    name: 'Double Agent',
    create: (seed) => created(doubleagent.newGame({ seed, players: ['ann', 'bob', 'cat', 'dan'] })),
    toAct: doubleagent.toAct,
    legalActions: doubleagent.legalActions,
    step: doubleagent.step as unknown as Engine['step'],
    applyAction: doubleagent.applyAction,
  },
];

const FORGERIES: unknown[] = [
  null,
  7,
  { type: 'nothing' },
  { type: 'pass', extra: 1 },
  { type: 'roll', dice: [9, 9] },
];

describe.each(ENGINES)('$name: step gives the Step, applyAction the state', (engine) => {
  it('agrees with step on every action of seeded random games, legal or forged', () => {
    let compared = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const pick = chooser(seed);
      let s = engine.create(seed) as never;
      for (let n = 0; n < 400 && engine.toAct(s).length > 0; n++) {
        const seat = pick(engine.toAct(s));
        const legal = engine.legalActions(s, seat);
        for (const action of [...FORGERIES, legal[0]]) {
          const stepped = engine.step(s, seat, action);
          const applied = engine.applyAction(s, seat, action);
          if (stepped.ok) {
            expect(Object.keys(stepped.value).sort()).toEqual(['events', 'state', 'undoable']);
            expect(applied).toEqual({ ok: true, value: stepped.value.state });
          } else {
            expect(applied.ok).toBe(false);
            expect(applied.error?.code).toBe(stepped.error.code);
          }
          compared++;
        }
        const r = engine.step(s, seat, pick(legal));
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state as never;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
