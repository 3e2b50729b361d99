import type { OpeningStatus } from '../../protocol/messages';
import { type OpeningScreen, openingScreen } from '../opening/opening-screen';
import { seatToShow } from './curtain';

/**
 * The table screen's life cycle as plain data (the curtain, the seat on show, the timed opening):
 * pure transitions `(state, event) → state` and one pure `render`. The Svelte component holds a
 * `TableState`, forwards what happens as events and draws `render(state)`; it decides nothing.
 *
 * The invariant (test/unit/screen.table-state.test.ts checks it over random interleavings):
 * on a screen holding or asking for several player seats, what is rendered is either a curtain,
 * or the seat whose curtain was acknowledged last, built from that seat's own latest view, or a
 * public step (no curtain needed) of the seat now up, whose screen shows only what every player
 * may see.
 * Any public step shown for another seat counts as the screen changing hands: the next private
 * step needs a curtain again.
 *
 * Identity first: before the game's opening, a shared screen passes itself to each seat in turn
 * (its curtain, then its own identity card to acknowledge), so every player knows who they are
 * before anyone plays.
 */

/** What the state needs of one seat's view (SeatModel has all of it). */
export interface HeldView {
  readonly seat: string;
  readonly version: number;
  readonly legal: readonly unknown[];
}

export interface TableState<M extends HeldView = HeldView> {
  /**
   * The player seats this screen asked for. Asked for several, it is a shared screen from the
   * start: while its seats are still being joined one by one, the first to arrive is not shown
   * uncurtained as though it were alone.
   */
  readonly asked: readonly string[];
  /** The player seats the host gave this screen, in the order asked. */
  readonly players: readonly string[];
  /** Still joining (at the start, or again after the link dropped): nothing moves meanwhile. */
  readonly joining: boolean;
  /** Each seat's latest view. */
  readonly models: Readonly<Record<string, M>>;
  /** Per seat: whether its latest view is at a public step (seen by all; no curtain needed). */
  readonly publicStep: Readonly<Record<string, boolean>>;
  /** Per seat: whether its latest view is before the opening with an identity card to see first. */
  readonly identityDue: Readonly<Record<string, boolean>>;
  /** The seats whose player has seen and acknowledged their identity card on this screen. */
  readonly identified: readonly string[];
  /** The seat whose curtain was acknowledged last; null when none, or the screen changed hands since. */
  readonly acknowledged: string | null;
  /** The seat on the screen now (acknowledged, or shown for a public step). */
  readonly shown: string | null;
  /** The seat the user asked for by hand (its curtain comes first). */
  readonly switchTo: string | null;
  /** The version at which the user last chose a seat by hand. */
  readonly pinnedAt: number | null;
  /** The seat whose screen holds a private step still to dismiss (an inspection's finding). */
  readonly heldBy: string | null;
  /** The timed opening's status (null when there is none or it is over). */
  readonly opening: OpeningStatus | null;
  /** The seat that uncovered the opening window now open (null between windows). */
  readonly uncovered: string | null;
}

export type TableEvent<M extends HeldView = HeldView> =
  | { readonly type: 'seats'; readonly players: readonly string[] }
  | { readonly type: 'joining'; readonly joining: boolean }
  /**
   * A view arrived for `model.seat`; `publicStep`: the step it is at needs no curtain;
   * `identityDue`: the game has not opened yet and the seat has an identity card to see first.
   */
  | { readonly type: 'view'; readonly model: M; readonly publicStep: boolean; readonly identityDue?: boolean }
  | { readonly type: 'opening'; readonly status: OpeningStatus | null }
  /** The curtain for `seat` was passed (its player pressed the button). */
  | { readonly type: 'acknowledge'; readonly seat: string }
  /** The seat on show acknowledged its identity card ("Done"). */
  | { readonly type: 'identified'; readonly seat: string }
  /** The user chose a seat by hand (the seat switcher). */
  | { readonly type: 'choose'; readonly seat: string }
  /** A seat's screen holds (a private step to dismiss) or lets go (dismissed). */
  | { readonly type: 'hold'; readonly seat: string; readonly holding: boolean }
  /** The link dropped and came back: the seats are joined again, their views resent. */
  | { readonly type: 'reconnect' }
  /** The seat went to another device (superseded.ts): nothing of it is held or shown here any more. */
  | { readonly type: 'lost'; readonly seat: string };

export type TableRender<M extends HeldView = HeldView> =
  | { readonly kind: 'curtain'; readonly seat: string }
  /** A seat's own private screen, from its own latest view. */
  | { readonly kind: 'seat'; readonly seat: string; readonly model: M }
  /** A seat's identity card alone, from its own latest view, for its player to acknowledge. */
  | { readonly kind: 'identity'; readonly seat: string; readonly model: M }
  /** A public step: draw only the public part of the seat's view (see `publicPart` of each game). */
  | { readonly kind: 'public'; readonly seat: string; readonly model: M }
  /** The timed opening; `seat`/`model` only for a turn uncovered by its own player. */
  | {
      readonly kind: 'opening';
      readonly screen: Exclude<OpeningScreen, { kind: 'curtain' }>;
      readonly seat: string | null;
      readonly model: M | undefined;
    }
  | { readonly kind: 'none' };

export function initialTableState<M extends HeldView>(asked: readonly string[] = []): TableState<M> {
  return {
    asked: [...asked],
    players: [],
    joining: true,
    models: {},
    publicStep: {},
    identityDue: {},
    identified: [],
    acknowledged: null,
    shown: null,
    switchTo: null,
    pinnedAt: null,
    heldBy: null,
    opening: null,
    uncovered: null,
  };
}

/** The highest version of any view held. */
export function versionOf(state: TableState<HeldView>): number {
  return Math.max(0, ...Object.values(state.models).map((model) => model.version));
}

function transition<M extends HeldView>(state: TableState<M>, event: TableEvent<M>): TableState<M> {
  switch (event.type) {
    case 'seats':
      return { ...state, players: [...event.players] };
    case 'joining':
      return state.joining === event.joining ? state : { ...state, joining: event.joining };
    case 'view': {
      const seat = event.model.seat;
      return {
        ...state,
        models: { ...state.models, [seat]: event.model },
        publicStep: { ...state.publicStep, [seat]: event.publicStep },
        identityDue: { ...state.identityDue, [seat]: event.identityDue ?? false },
      };
    }
    case 'opening': {
      // Each window is uncovered afresh (also after a pause): between windows nobody's turn shows.
      // Uncovering a window that waits behind its curtain opens it: the same window goes on.
      const uncoverable = (stage: string | undefined) => stage === 'window' || stage === 'curtain';
      const sameWindow =
        event.status?.stage === 'window' &&
        uncoverable(state.opening?.stage) &&
        state.opening!.index === event.status.index;
      return { ...state, opening: event.status, uncovered: sameWindow ? state.uncovered : null };
    }
    case 'acknowledge': {
      const shown = render(state);
      // Only the curtain on screen can be passed, and only by the seat it names.
      if (shown.kind !== 'curtain' || shown.seat !== event.seat) return state;
      if (state.opening)
        return { ...state, acknowledged: event.seat, shown: event.seat, uncovered: event.seat };
      return {
        ...state,
        acknowledged: event.seat,
        shown: event.seat,
        pinnedAt: state.switchTo ? versionOf(state) : state.pinnedAt,
        switchTo: null,
      };
    }
    case 'identified': {
      const shown = render(state);
      if (shown.kind !== 'identity' || shown.seat !== event.seat) return state;
      return { ...state, identified: [...state.identified, event.seat] };
    }
    case 'choose':
      if (!state.players.includes(event.seat)) return state;
      return { ...state, switchTo: event.seat === state.shown ? null : event.seat };
    case 'hold':
      if (event.holding) return state.heldBy === event.seat ? state : { ...state, heldBy: event.seat };
      return state.heldBy === event.seat ? { ...state, heldBy: null } : state;
    case 'reconnect':
      return { ...state, joining: true, heldBy: null };
    case 'lost':
      return withoutSeat(state, event.seat);
  }
}

function withoutSeat<M extends HeldView>(state: TableState<M>, seat: string): TableState<M> {
  if (!state.players.includes(seat) && !(seat in state.models)) return state;
  const { [seat]: _model, ...models } = state.models;
  const { [seat]: _public, ...publicStep } = state.publicStep;
  const { [seat]: _identity, ...identityDue } = state.identityDue;
  const other = (held: string | null) => (held === seat ? null : held);
  return {
    ...state,
    players: state.players.filter((player) => player !== seat),
    models,
    publicStep,
    identityDue,
    acknowledged: other(state.acknowledged),
    shown: other(state.shown),
    switchTo: other(state.switchTo),
    heldBy: other(state.heldBy),
    uncovered: other(state.uncovered),
  };
}

/** Applies one event; afterwards a public step shown for a new seat marks the screen as handed on. */
export function stepTable<M extends HeldView>(state: TableState<M>, event: TableEvent<M>): TableState<M> {
  const next = transition(state, event);
  if (next === state) return state;
  const shown = render(next);
  if (shown.kind !== 'public' || shown.seat === next.shown) return next;
  return {
    ...next,
    shown: shown.seat,
    acknowledged: shown.seat === next.acknowledged ? next.acknowledged : null,
    switchTo: null,
  };
}

/** The seat's own view when the screen may show it privately, else its curtain. */
function privately<M extends HeldView>(state: TableState<M>, seat: string): TableRender<M> {
  const model = state.models[seat];
  if (seat !== state.acknowledged) return { kind: 'curtain', seat };
  return model ? { kind: 'seat', seat, model } : { kind: 'none' };
}

/** What the screen draws now. */
export function render<M extends HeldView>(state: TableState<M>): TableRender<M> {
  const { players, models } = state;
  const alone = players.length === 1 && state.asked.length <= 1;
  const ready = !state.joining && players.length > 0 && players.every((seat) => models[seat] !== undefined);
  const unidentified = alone || !ready ? undefined : seatToIdentify(state);
  if (unidentified !== undefined) {
    return unidentified === state.acknowledged
      ? { kind: 'identity', seat: unidentified, model: models[unidentified]! }
      : { kind: 'curtain', seat: unidentified };
  }
  if (state.opening) {
    // One seat alone: its own turn, no curtain. Several: a seat's turn only once it uncovered it.
    // A window waiting behind its curtain opens, on any screen, only when its player uncovers it.
    const screen = openingScreen(state.opening, players, state.uncovered, alone);
    if (screen.kind === 'curtain') return { kind: 'curtain', seat: screen.seat };
    const seat = screen.kind === 'yourTurn' ? screen.seat : null;
    return { kind: 'opening', screen, seat, model: seat ? models[seat] : undefined };
  }
  if (players.length === 0) return { kind: 'none' };
  if (alone) {
    const model = models[players[0]!];
    return model ? { kind: 'seat', seat: players[0]!, model } : { kind: 'none' };
  }
  // Not all views in yet: the seat on show stays, and only if it may be shown privately.
  if (!ready) return state.acknowledged !== null ? privately(state, state.acknowledged) : { kind: 'none' };
  if (state.switchTo) return privately(state, state.switchTo);
  const turns = players.map((seat) => ({
    seat,
    version: models[seat]!.version,
    decisions: models[seat]!.legal.length,
  }));
  const pinned =
    state.pinnedAt === versionOf(state) || (state.heldBy !== null && state.heldBy === state.shown);
  const wanted = seatToShow(turns, state.shown, pinned);
  if (wanted === null) return { kind: 'none' };
  const settled = turns.every((turn) => turn.version === turns[0]!.version);
  // Views still arriving one by one between two public steps (quick start rolls): every seat's
  // latest is public, so nothing private can show, and no curtain comes up for a passing moment.
  const allPublic = players.every((seat) => state.publicStep[seat] === true);
  if ((settled || allPublic) && state.publicStep[wanted] && state.heldBy === null) {
    return { kind: 'public', seat: wanted, model: models[wanted]! };
  }
  return privately(state, wanted);
}

/**
 * The next seat to see its identity card on a shared screen, before the opening starts (its
 * windows not yet running); undefined when none is due.
 */
function seatToIdentify(state: TableState<HeldView>): string | undefined {
  if (state.opening !== null && state.opening.stage !== 'ready') return undefined;
  return state.players.find((seat) => state.identityDue[seat] === true && !state.identified.includes(seat));
}
