import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningStatus } from '../../protocol/messages';
import {
  type HeldView,
  initialTableState,
  render,
  stepTable,
  type TableEvent,
  type TableRender,
  type TableState,
} from '../../src-renderer/lib/table-state';

/** A view as the test sends it: `id` tells one message's view from another's. */
interface TestView extends HeldView {
  readonly id: number;
}

const SEATS = ['Red', 'Blue', 'Green', 'Yellow'] as const;
let nextId = 0;
const view = (seat: string, version: number, decisions: number): TestView => ({
  seat,
  version,
  legal: Array.from({ length: decisions }, (_, i) => i),
  id: nextId++,
});

const status = (
  stage: OpeningStatus['stage'],
  index = 0,
  groups: readonly (readonly string[])[] = SEATS.map((s) => [s]),
): OpeningStatus => ({
  stage,
  groups,
  index,
  windowMs: 2000,
  handoverMs: 1000,
  curtainMs: 120_000,
  remainingMs: 1000,
  absent: [],
  redo: null,
});

/**
 * `passShown`: the curtain on screen is passed. `identifiedShown`: the identity card on screen is
 * acknowledged. `action`: one action's views, arriving seat by seat.
 */
type Step =
  | TableEvent<TestView>
  | { readonly type: 'passShown' }
  | { readonly type: 'identifiedShown' }
  | {
      readonly type: 'action';
      readonly order: readonly number[];
      readonly decisions: readonly number[];
      readonly publicStep: boolean;
      readonly identityDue: boolean;
      readonly arrive: number;
    };

function run(
  events: readonly TableEvent<TestView>[],
  from = initialTableState<TestView>(),
): TableState<TestView> {
  return events.reduce((state, event) => stepTable(state, event), from);
}

const joined = (players: readonly string[]): TableEvent<TestView>[] => [
  { type: 'seats', players },
  { type: 'joining', joining: false },
];

describe('table state: examples', () => {
  it('the first private step of a shared screen is behind its curtain, then that seat shows', () => {
    const state = run([
      ...joined(['Red', 'Blue']),
      ...['Red', 'Blue'].map((s, i) => ({
        type: 'view' as const,
        model: view(s, 1, 1 - i),
        publicStep: false,
      })),
    ]);
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Red' });
    const after = stepTable(state, { type: 'acknowledge', seat: 'Red' });
    expect(render(after)).toMatchObject({ kind: 'seat', seat: 'Red' });
  });

  it('a shared screen joining its seats one by one shows no seat uncurtained while only the first has arrived', () => {
    const asked = ['Red', 'Blue', 'Green', 'Yellow'];
    let state = initialTableState<TestView>(asked);
    state = stepTable(state, { type: 'seats', players: ['Red'] });
    state = stepTable(state, { type: 'view', model: view('Red', 0, 1), publicStep: false });
    expect(render(state)).toEqual({ kind: 'none' });
    state = stepTable(state, { type: 'joining', joining: false });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Red' });
    // The same in the opening: Red's window is behind its curtain.
    state = stepTable(state, { type: 'opening', status: status('window', 0) });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Red' });
    // A phone that asked for one seat shows it at once.
    let phone = initialTableState<TestView>(['Red']);
    phone = stepTable(phone, { type: 'seats', players: ['Red'] });
    phone = stepTable(phone, { type: 'view', model: view('Red', 0, 1), publicStep: false });
    expect(render(phone)).toMatchObject({ kind: 'seat', seat: 'Red' });
  });

  it('issue 16: when the opening ends with views out of step, no seat is shown uncurtained but the last uncovered', () => {
    const players = ['Red', 'Blue', 'Green', 'Yellow'];
    let state = run([
      ...joined(players),
      ...players.map((s) => ({
        type: 'view' as const,
        model: view(s, 4, s === 'Yellow' ? 1 : 0),
        publicStep: false,
      })),
    ]);
    state = stepTable(state, { type: 'acknowledge', seat: 'Yellow' });
    expect(render(state)).toMatchObject({ kind: 'seat', seat: 'Yellow' });
    // The opening: each window uncovered by its own seat, Red's last.
    state = stepTable(state, { type: 'opening', status: status('window', 0, [['Yellow'], ['Red']]) });
    state = stepTable(state, { type: 'acknowledge', seat: 'Yellow' });
    state = stepTable(state, { type: 'opening', status: status('window', 1, [['Yellow'], ['Red']]) });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Red' });
    state = stepTable(state, { type: 'acknowledge', seat: 'Red' });
    state = stepTable(state, { type: 'opening', status: null });
    // Views out of step: Yellow's is new, the others still old.
    state = stepTable(state, { type: 'view', model: view('Yellow', 5, 0), publicStep: false });
    const shown = render(state);
    expect(shown.kind === 'curtain' || (shown.kind === 'seat' && shown.seat === 'Red')).toBe(true);
  });

  it('a public step shows without a curtain, and the next private step needs one again', () => {
    const players = ['Red', 'Blue'];
    let state = run([
      ...joined(players),
      ...players.map((s, i) => ({ type: 'view' as const, model: view(s, 0, 1 - i), publicStep: true })),
    ]);
    expect(render(state)).toMatchObject({ kind: 'public', seat: 'Red' });
    // Red rolled; Blue's roll is next, still public.
    state = run(
      players.map((s, i) => ({ type: 'view' as const, model: view(s, 1, i), publicStep: true })),
      state,
    );
    expect(render(state)).toMatchObject({ kind: 'public' });
    // Blue rolled; Red's first private turn.
    state = run(
      players.map((s, i) => ({ type: 'view' as const, model: view(s, 2, 1 - i), publicStep: false })),
      state,
    );
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Red' });
  });

  it('a seat holding a private step stays on show; once dismissed, the next seat comes behind its curtain', () => {
    const players = ['Red', 'Blue'];
    let state = run([
      ...joined(players),
      ...players.map((s, i) => ({ type: 'view' as const, model: view(s, 1, 1 - i), publicStep: false })),
    ]);
    state = stepTable(state, { type: 'acknowledge', seat: 'Red' });
    state = stepTable(state, { type: 'hold', seat: 'Red', holding: true });
    state = run(
      players.map((s, i) => ({ type: 'view' as const, model: view(s, 2, i), publicStep: false })),
      state,
    );
    expect(render(state)).toMatchObject({ kind: 'seat', seat: 'Red' });
    state = stepTable(state, { type: 'hold', seat: 'Red', holding: false });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Blue' });
  });
});

describe('table state: identity first, and no clock behind a curtain (issue 50)', () => {
  /** The deal's views: every seat at the public start roll, each with an identity card to see first. */
  const dealt = (players: readonly string[]): TableEvent<TestView>[] =>
    players.map((seat) => ({ type: 'view', model: view(seat, 0, 1), publicStep: true, identityDue: true }));

  for (const players of [SEATS, ['Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Orange']]) {
    it(`a shared screen of ${players.length} seats shows each seat its own card behind its own curtain before anything else`, () => {
      let state = run([...joined(players), ...dealt(players)], initialTableState<TestView>(players));
      state = stepTable(state, {
        type: 'opening',
        status: status(
          'ready',
          0,
          players.map((s) => [s]),
        ),
      });
      for (const seat of players) {
        expect(render(state)).toEqual({ kind: 'curtain', seat });
        // Done before the card was shown, or by another seat, does nothing.
        expect(stepTable(state, { type: 'identified', seat })).toBe(state);
        state = stepTable(state, { type: 'acknowledge', seat });
        const shown = render(state);
        expect(shown).toMatchObject({ kind: 'identity', seat });
        expect(shown.kind === 'identity' && shown.model.seat).toBe(seat);
        const other = players.find((p) => p !== seat)!;
        expect(stepTable(state, { type: 'identified', seat: other })).toBe(state);
        state = stepTable(state, { type: 'identified', seat });
      }
      // Every seat knows who it is: the opening's ready screen, then the game's public step.
      expect(render(state)).toMatchObject({ kind: 'opening', screen: { kind: 'ready' } });
      state = stepTable(state, { type: 'opening', status: null });
      expect(render(state)).toMatchObject({ kind: 'public' });
    });
  }

  it('quick start rolls: views arriving out of step between public steps bring up no curtain', () => {
    const players = SEATS;
    let state = run([
      ...joined(players),
      ...players.map((seat) => ({ type: 'view' as const, model: view(seat, 1, 1), publicStep: true })),
    ]);
    expect(render(state)).toMatchObject({ kind: 'public' });
    // Red rolled: its view at the next public step arrives before the others'.
    state = stepTable(state, { type: 'view', model: view('Red', 2, 0), publicStep: true });
    expect(render(state)).toMatchObject({ kind: 'public' });
    state = stepTable(state, { type: 'view', model: view('Blue', 2, 1), publicStep: true });
    expect(render(state)).toMatchObject({ kind: 'public' });
    // A private step arriving for one seat while others lag still needs its curtain.
    state = stepTable(state, { type: 'view', model: view('Green', 3, 1), publicStep: false });
    expect(render(state)).toMatchObject({ kind: 'curtain' });
  });

  it('a seat alone on its screen (a phone) has no identity pass: its card is on its own screen', () => {
    const state = run([...joined(['Red']), ...dealt(['Red'])], initialTableState<TestView>(['Red']));
    expect(render(state)).toMatchObject({ kind: 'seat', seat: 'Red' });
  });

  it('once the opening runs, no identity pass holds it up (the window shows the card)', () => {
    const players = ['Red', 'Blue'];
    let state = run([...joined(players), ...dealt(players)], initialTableState<TestView>(players));
    state = stepTable(state, { type: 'opening', status: status('curtain', 0, [['Red'], ['Blue']]) });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Red' });
    state = stepTable(state, { type: 'acknowledge', seat: 'Red' });
    expect(render(state)).toMatchObject({ kind: 'opening', screen: { kind: 'uncovering', seat: 'Red' } });
  });

  it('a window waiting behind its curtain opens only when its own player uncovers it, and stays theirs once open', () => {
    const players = ['Red', 'Blue'];
    const groups = [['Red'], ['Blue']];
    let state = run([
      ...joined(players),
      ...players.map((seat) => ({ type: 'view' as const, model: view(seat, 3, 1), publicStep: false })),
    ]);
    state = stepTable(state, { type: 'opening', status: status('curtain', 0, groups) });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Red' });
    expect(stepTable(state, { type: 'acknowledge', seat: 'Blue' })).toBe(state);
    state = stepTable(state, { type: 'acknowledge', seat: 'Red' });
    expect(render(state)).toMatchObject({ kind: 'opening', seat: null, screen: { kind: 'uncovering' } });
    // The host opened the window Red uncovered: Red's turn, from Red's own view.
    state = stepTable(state, { type: 'opening', status: status('window', 0, groups) });
    expect(render(state)).toMatchObject({
      kind: 'opening',
      seat: 'Red',
      screen: { kind: 'yourTurn', seat: 'Red' },
    });
    // Red's window closed: Blue's waits behind Blue's curtain.
    state = stepTable(state, { type: 'opening', status: status('curtain', 1, groups) });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Blue' });
    // A window that opened without this screen's press (its seat uncovered elsewhere) is not shown.
    state = stepTable(state, { type: 'opening', status: status('window', 1, groups) });
    expect(render(state)).toEqual({ kind: 'curtain', seat: 'Blue' });
  });

  it('a phone and a TV see a waiting window as such: the phone uncovers its own, the TV waits', () => {
    let phone = run(
      [...joined(['Red']), { type: 'view', model: view('Red', 3, 1), publicStep: false }],
      initialTableState<TestView>(['Red']),
    );
    phone = stepTable(phone, { type: 'opening', status: status('curtain', 0) });
    expect(render(phone)).toEqual({ kind: 'curtain', seat: 'Red' });
    phone = stepTable(phone, { type: 'acknowledge', seat: 'Red' });
    phone = stepTable(phone, { type: 'opening', status: status('window', 0) });
    expect(render(phone)).toMatchObject({ kind: 'opening', screen: { kind: 'yourTurn', seat: 'Red' } });
    let tv = run([...joined([])]);
    tv = stepTable(tv, { type: 'opening', status: status('curtain', 1) });
    expect(render(tv)).toMatchObject({
      kind: 'opening',
      screen: { kind: 'awaitingPlayer', seats: ['Blue'] },
    });
  });
});

/* ---- The model test: random interleavings of everything that can happen to a shared screen. ---- */

const seatOf = (players: readonly string[]) => fc.constantFrom(...players);

function stepArb(players: readonly string[]): fc.Arbitrary<Step> {
  const seat = seatOf(players);
  const opening: fc.Arbitrary<OpeningStatus | null> = fc.oneof(
    fc.constant(null),
    fc
      .record({
        stage: fc.constantFrom('ready', 'curtain', 'window', 'handover', 'paused', 'done') as fc.Arbitrary<
          OpeningStatus['stage']
        >,
        index: fc.integer({ min: 0, max: players.length - 1 }),
      })
      .map(({ stage, index }) =>
        status(
          stage,
          index,
          players.map((s) => [s]),
        ),
      ),
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .record({
          seat,
          version: fc.integer({ min: 0, max: 8 }),
          decisions: fc.integer({ min: 0, max: 2 }),
          publicStep: fc.boolean(),
          identityDue: fc.boolean(),
        })
        .map(
          ({ seat: s, version, decisions, publicStep, identityDue }): Step => ({
            type: 'view',
            model: view(s, version, decisions),
            publicStep,
            identityDue,
          }),
        ),
    },
    {
      weight: 6,
      arbitrary: fc
        .record({
          order: fc.shuffledSubarray(
            players.map((_, i) => i),
            { minLength: players.length, maxLength: players.length },
          ),
          decisions: fc.array(fc.integer({ min: 0, max: 2 }), {
            minLength: players.length,
            maxLength: players.length,
          }),
          publicStep: fc.boolean(),
          identityDue: fc.boolean(),
          // How many of the action's views arrive now (the rest are lost to a drop, or come later).
          arrive: fc.integer({ min: 0, max: players.length }),
        })
        .map((a): Step => ({ type: 'action', ...a })),
    },
    { weight: 6, arbitrary: fc.constant<Step>({ type: 'passShown' }) },
    { weight: 4, arbitrary: fc.constant<Step>({ type: 'identifiedShown' }) },
    { weight: 1, arbitrary: seat.map((s): Step => ({ type: 'identified', seat: s })) },
    { weight: 1, arbitrary: seat.map((s): Step => ({ type: 'acknowledge', seat: s })) },
    { weight: 1, arbitrary: seat.map((s): Step => ({ type: 'choose', seat: s })) },
    {
      weight: 2,
      arbitrary: fc.record({ seat, holding: fc.boolean() }).map((e): Step => ({ type: 'hold', ...e })),
    },
    {
      // The host gives the seats one by one (the join queue); a drop may start it over.
      weight: 2,
      arbitrary: fc
        .integer({ min: 1, max: players.length })
        .map((n): Step => ({ type: 'seats', players: players.slice(0, n) })),
    },
    { weight: 1, arbitrary: fc.constant<Step>({ type: 'reconnect' }) },
    { weight: 2, arbitrary: fc.constant<Step>({ type: 'joining', joining: false }) },
    { weight: 2, arbitrary: opening.map((s): Step => ({ type: 'opening', status: s })) },
  );
}

const scenario = fc.integer({ min: 2, max: 4 }).chain((n) => {
  const players = SEATS.slice(0, n);
  return fc.tuple(
    fc.constant(players),
    fc.array(stepArb(players), { minLength: 5, maxLength: 120, size: 'max' }),
  );
});

/**
 * The oracle, kept apart from the code under test: who last passed a curtain on screen, which
 * seats have been on screen for a public step since, and the last view sent for each seat.
 */
interface Oracle {
  lastAck: string | null;
  publicSince: Set<string>;
  latest: Map<string, { model: TestView; publicStep: boolean; identityDue: boolean }>;
  /** Seats whose identity card was on screen when its player pressed Done. */
  identified: Set<string>;
}

/**
 * Identity first: before the opening runs, once every seat's view is in, a seat that has not
 * acknowledged its identity card here sees nothing but curtains and identity cards.
 */
function checkIdentityFirst(
  shown: TableRender<TestView>,
  oracle: Oracle,
  state: TableState<TestView>,
  players: readonly string[],
): void {
  const given = state.players;
  const allIn = !state.joining && given.length > 0 && given.every((seat) => oracle.latest.has(seat));
  const beforeOpening = state.opening === null || state.opening.stage === 'ready';
  const shared = players.length > 1;
  const owed = given.some((seat) => oracle.latest.get(seat)?.identityDue && !oracle.identified.has(seat));
  if (shared && allIn && beforeOpening && owed) expect(['curtain', 'identity']).toContain(shown.kind);
}

function check(shown: TableRender<TestView>, oracle: Oracle, players: readonly string[]): void {
  if (shown.kind === 'none') return;
  if (shown.kind === 'curtain') {
    expect(players).toContain(shown.seat);
    return;
  }
  const seat = shown.seat;
  if (seat === null) return; // an opening screen that is the same for everyone
  const latest = oracle.latest.get(seat);
  // Built from that seat's own latest view only.
  if (shown.kind === 'opening') {
    if (shown.model !== undefined) expect(shown.model).toBe(latest?.model);
  } else {
    expect(shown.model).toBe(latest?.model);
    expect(shown.model.seat).toBe(seat);
  }
  if (shown.kind === 'public') {
    expect(latest?.publicStep).toBe(true);
    return;
  }
  if (shown.kind === 'identity') expect(latest?.identityDue).toBe(true);
  // A private screen: only the seat that passed the last curtain, with no one else shown since.
  expect(seat).toBe(oracle.lastAck);
  expect([...oracle.publicSince].filter((other) => other !== seat)).toEqual([]);
}

describe('table state: model test', () => {
  it('what is rendered is a curtain, the seat that passed the last curtain (its own view), or a public step', () => {
    fc.assert(
      fc.property(scenario, ([players, steps]) => {
        // A shared screen that asked for every seat; they are given to it as the steps say.
        let state = initialTableState<TestView>(players);
        const oracle: Oracle = {
          lastAck: null,
          publicSince: new Set(),
          latest: new Map(),
          identified: new Set(),
        };
        let version = 0;
        const events = steps.flatMap((step): Exclude<Step, { type: 'action' }>[] => {
          if (step.type !== 'action') return [step];
          version += 1;
          const at = version;
          return step.order.slice(0, step.arrive).map((i) => ({
            type: 'view',
            model: view(players[i]!, at, step.decisions[i]!),
            publicStep: step.publicStep,
            identityDue: step.identityDue,
          }));
        });
        for (const step of events) {
          const before = render(state);
          let event: TableEvent<TestView> | null;
          if (step.type === 'passShown')
            event = before.kind === 'curtain' ? { type: 'acknowledge', seat: before.seat } : null;
          else if (step.type === 'identifiedShown')
            event = before.kind === 'identity' ? { type: 'identified', seat: before.seat } : null;
          else event = step;
          if (!event) continue;
          state = stepTable(state, event);
          if (event.type === 'view')
            oracle.latest.set(event.model.seat, {
              model: event.model,
              publicStep: event.publicStep,
              identityDue: event.identityDue ?? false,
            });
          if (event.type === 'acknowledge' && before.kind === 'curtain' && before.seat === event.seat) {
            oracle.lastAck = event.seat;
            oracle.publicSince = new Set();
          }
          if (event.type === 'identified' && before.kind === 'identity' && before.seat === event.seat)
            oracle.identified.add(event.seat);
          const shown = render(state);
          if (shown.kind === 'public') oracle.publicSince.add(shown.seat);
          check(shown, oracle, players);
          checkIdentityFirst(shown, oracle, state, players);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('is not a screen that only ever shows curtains: settled views and a pass show the seat up', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ([players, steps], pick) => {
        let state = initialTableState<TestView>(players);
        for (const step of steps)
          if (step.type !== 'passShown' && step.type !== 'identifiedShown' && step.type !== 'action')
            state = stepTable(state, step);
        const up = players[pick % players.length]!;
        state = stepTable(state, { type: 'seats', players });
        state = stepTable(state, { type: 'opening', status: null });
        state = stepTable(state, { type: 'joining', joining: false });
        state = stepTable(state, { type: 'hold', seat: state.heldBy ?? up, holding: false });
        for (const seat of players) {
          state = stepTable(state, {
            type: 'view',
            model: view(seat, 99, seat === up ? 1 : 0),
            publicStep: false,
          });
        }
        const shown = render(state);
        if (shown.kind === 'curtain') state = stepTable(state, { type: 'acknowledge', seat: shown.seat });
        // A seat chosen by hand may stay pinned; otherwise the seat with the decision shows.
        const final = render(state);
        expect(final.kind).toBe('seat');
        if (state.switchTo === null && final.kind === 'seat' && state.pinnedAt !== 99)
          expect(final.seat).toBe(up);
      }),
      { numRuns: 500 },
    );
  });
});
