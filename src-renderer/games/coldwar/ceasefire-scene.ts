import type {
  AgendaEffect,
  AgentId,
  ColdWarEvent,
  Faction,
  ObjectiveId,
  Side,
} from '../../../engine/coldwar';
import { readingMs } from '../../lib/reading-time';
import type { KeyValueStore } from '../../lib/seat-tokens';

/**
 * The cease-fire scene as plain data: the latest cease-fire of a seat's log and its debriefing,
 * folded from the public events only. The scene shows what was recorded then, not the live
 * state, which may have moved on to the next turn.
 */
export interface CeasefireScene {
  /** The turn of the cease-fire (from the `turnStarted` before it; turn 1 starts with the game, unlogged). */
  readonly turn: number;
  readonly objective: ObjectiveId;
  readonly stability: number;
  readonly influence: Readonly<Record<Side, number>>;
  readonly disorder: Readonly<Record<Side, boolean>>;
  readonly winner: Side | null;
  readonly reason: 'influence' | 'bias' | 'balance' | 'disorder' | 'bothDisorder';
  /** With reason 'bias': the faction that decided the tie. */
  readonly faction?: Faction;
  /** Each side's Agent X as revealed (or terminated) this turn; null if the log never showed it. */
  readonly agentX: Readonly<Record<Side, AgentId | null>>;
  /** The side whose Agent X the Nobel Peace Prize saved from civil disorder. */
  readonly nobelSaved: Side | null;
  readonly terminated: readonly { side: Side; agent: AgentId; cause: 'civilDisorder' | 'assassin' }[];
  readonly agendas: readonly { side: Side; agent: AgentId; effect: AgendaEffect }[];
  readonly claimed: readonly { side: Side; objective: ObjectiveId; vp: number; from: 'table' | 'bottom' }[];
  /** The VP each side gained in the debriefing. */
  readonly vp: Readonly<Record<Side, number>>;
  readonly toBottom: { objective: ObjectiveId; cause: 'doubleDisorder' | 'assassin' } | null;
  /** The game ended at this turn's end. */
  readonly gameOver: boolean;
  /** Where in the log the cease-fire and the last line of its debriefing are. */
  readonly at: number;
  readonly lastAt: number;
}

type Event = ColdWarEvent;
type Ceasefire = Extract<Event, { type: 'ceasefire' }>;

const isEvent = (entry: unknown): entry is Event =>
  typeof entry === 'object' && entry !== null && typeof (entry as { type?: unknown }).type === 'string';

/** An event with `to` is private to that seat: the scene is built from public events only. */
const isPublic = (e: Event): boolean => !('to' in e);

/**
 * The latest cease-fire in `log` (oldest first) and what followed it up to the next turn; null
 * when there is none, or while its debriefing has not happened yet (the Nobel window is open: the
 * cease-fire is still the log's last event).
 */
export function latestCeasefire(log: readonly unknown[]): CeasefireScene | null {
  // Each public event with its place in the log, so the scene can say where it stands.
  const places: number[] = [];
  const events: Event[] = [];
  for (const [place, entry] of log.entries()) {
    if (!isEvent(entry) || !isPublic(entry)) continue;
    places.push(place);
    events.push(entry);
  }
  let at = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i]!.type === 'ceasefire') {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const cease = events[at] as Ceasefire;
  const after: Event[] = [];
  for (const e of events.slice(at + 1)) {
    if (e.type === 'turnStarted') break;
    after.push(e);
  }
  const lastAt = places[at + after.length]!;
  if (after.length === 0) return null;

  let turnAt = -1;
  for (let i = at - 1; i >= 0; i--) {
    if (events[i]!.type === 'turnStarted') {
      turnAt = i;
      break;
    }
  }
  const started = turnAt >= 0 ? (events[turnAt] as Extract<Event, { type: 'turnStarted' }>) : null;

  const agentX: Record<Side, AgentId | null> = { CIA: null, KGB: null };
  // Revealed earlier this turn (a Double Agent's "choose face up"), then at the debriefing.
  for (const e of events.slice(turnAt + 1, at)) if (e.type === 'agentRevealed') agentX[e.side] = e.agent;

  let nobelSaved: Side | null = null;
  const terminated: CeasefireScene['terminated'][number][] = [];
  const agendas: CeasefireScene['agendas'][number][] = [];
  const claimed: CeasefireScene['claimed'][number][] = [];
  const vp: Record<Side, number> = { CIA: 0, KGB: 0 };
  let toBottom: CeasefireScene['toBottom'] = null;
  let gameOver = false;
  for (const e of after) {
    switch (e.type) {
      case 'agentRevealed':
        agentX[e.side] = e.agent;
        break;
      case 'nobelSaved':
        nobelSaved = e.side;
        break;
      case 'agentTerminated':
        terminated.push({ side: e.side, agent: e.agent, cause: e.cause });
        // Civil disorder terminates the Agent X face up, without an `agentRevealed` of its own.
        if (e.cause === 'civilDisorder') agentX[e.side] = e.agent;
        break;
      case 'agendaResolved':
        agendas.push({ side: e.side, agent: e.agent, effect: e.effect });
        break;
      case 'objectiveClaimed':
        claimed.push({ side: e.side, objective: e.objective, vp: e.vp, from: e.from });
        vp[e.side] += e.vp;
        break;
      case 'objectiveToBottom':
        toBottom = { objective: e.objective, cause: e.cause };
        break;
      case 'gameOver':
        gameOver = true;
        break;
    }
  }

  return {
    turn: started ? started.turn : 1,
    objective: cease.objective,
    stability: cease.stability,
    influence: { CIA: cease.influence.CIA, KGB: cease.influence.KGB },
    disorder: { CIA: cease.disorder.CIA, KGB: cease.disorder.KGB },
    winner: cease.winner,
    reason: cease.reason,
    ...(cease.faction === undefined ? {} : { faction: cease.faction }),
    agentX,
    nobelSaved,
    terminated,
    agendas,
    claimed,
    vp,
    toBottom,
    gameOver,
    at: places[at]!,
    lastAt,
  };
}

/** A screen's own memory of the cease-fires it has shown and had dismissed (sessionStorage). */
export type DismissalStore = Pick<KeyValueStore, 'getItem' | 'setItem'>;

/** One key per table and turn: a cease-fire dismissed here is not shown again, not even on reload. */
export const dismissalKey = (table: string, scene: CeasefireScene): string =>
  `safehouse.ceasefire.${table}.${scene.turn}`;

export function isDismissed(store: DismissalStore | null, table: string, scene: CeasefireScene): boolean {
  try {
    return store?.getItem(dismissalKey(table, scene)) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissed(store: DismissalStore | null, table: string, scene: CeasefireScene): void {
  try {
    store?.setItem(dismissalKey(table, scene), '1');
  } catch {
    // No storage: the scene is dismissed for this page's life only.
  }
}

/** What a screen knew when it first showed this log. */
export interface ScreenHistory {
  /** How long the log was when the screen first showed it: what was there is history, not news. */
  readonly historyLength: number;
  /** Per log entry, the number of the action that produced it (see `ScreenProps.logActs`). */
  readonly acts: readonly (number | null)[] | undefined;
}

/**
 * Whether a cease-fire is news for this screen: it arrived while the screen was up, or it was
 * already there on arrival (a reload, a screen joining late) but nothing has been played since
 * and the game goes on. An old cease-fire, or the last one of a finished game, stays in the log.
 */
export function isNews(scene: CeasefireScene, history: ScreenHistory): boolean {
  if (scene.at >= history.historyLength) return true;
  if (scene.gameOver || history.acts === undefined) return false;
  const act = history.acts[scene.lastAt];
  if (typeof act !== 'number') return false;
  return history.acts.every((other) => other === null || other <= act);
}

/**
 * The scene to show now: the log's latest cease-fire, once its debriefing is in, if it is news
 * for this screen and this screen has not had it dismissed. An older cease-fire never comes back.
 */
export function sceneToShow(
  log: readonly unknown[],
  table: string,
  store: DismissalStore | null,
  dismissedHere: ReadonlySet<string> = new Set(),
  history: ScreenHistory = { historyLength: 0, acts: undefined },
): CeasefireScene | null {
  const scene = latestCeasefire(log);
  if (scene === null || !isNews(scene, history)) return null;
  if (dismissedHere.has(dismissalKey(table, scene)) || isDismissed(store, table, scene)) return null;
  return scene;
}

/**
 * How long the scene stays before it goes away by itself; null: until someone dismisses it. A
 * shared screen (hot-seat, or the public TV view) keeps it, so every player there has seen it; so
 * does a screen whose player chose to keep result dialogs. A player's own screen otherwise lets it
 * go once `text`, what the scene shows, has had its reading time, so no player waits on a scene
 * the other has already read.
 */
export function autoDismissMs(shared: boolean, keep: boolean, text: string): number | null {
  return shared || keep ? null : readingMs(text);
}

/** This tab's sessionStorage, or null where there is none (a sandboxed frame, a test). */
export function sessionStore(): DismissalStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
