/**
 * The public dice of a Double Agent game as one Security Agent sees them: at a new table of a
 * real host, read off that seat's screen only, or in the engine from a legacy numeric seed. Both
 * games are played the same way, so the dice follow the deal without any other draw between them.
 */
import {
  type DaAction,
  type DaEvent,
  type DaView,
  legalActions,
  newGame,
  step,
} from '../../engine/doubleagent';
import { type HostMessage, patchView } from '../../protocol/messages';
import type { Host } from '../../src-main/host/host';
import { screen, seated } from './host-screen';

/** The dice of a start roll and three turns at a four-player table. */
export const DICE_OF_THREE_TURNS = 14;

/**
 * The move every seat plays: the opening look at a named monitor (none named makes the engine
 * draw the double agent's sabotage, a draw no screen sees) and never an accusation, which could
 * end the game before enough dice are rolled.
 */
export function chooseAction(legal: readonly unknown[]): unknown {
  const actions = legal as readonly DaAction[];
  return (
    actions.find((a) => a.type === 'opening' && a.sector !== null) ??
    actions.find((a) => a.type !== 'opening' && a.type !== 'accuse') ??
    actions[0]
  );
}

/** Every die in `log` (events a seat was sent), in the order rolled. */
function diceIn(log: readonly unknown[]): number[] {
  return (log as readonly DaEvent[]).flatMap((e) =>
    e.type === 'startRolled' || e.type === 'rolled' ? e.dice : [],
  );
}

/** What one seat's screen holds, rebuilt from the messages it received. */
interface SeatScreen {
  view: DaView | null;
  log: unknown[];
  legal: unknown[];
}

function seatScreen(inbox: readonly HostMessage[]): SeatScreen {
  let view: unknown = null;
  const log: unknown[] = [];
  let legal: unknown[] = [];
  for (const message of inbox) {
    if (message.type !== 'view') continue;
    view = patchView(view, message);
    log.length = message.logFrom;
    log.push(...message.log);
    legal = [...message.legal];
  }
  return { view: view as DaView | null, log, legal };
}

export interface SeenAtHost {
  readonly tableId: string;
  /** The players in seat order, as every screen sees them: the deal shuffles this list. */
  readonly players: readonly string[];
  /** The Security Agent whose screen was read. */
  readonly observer: string;
  readonly dice: readonly number[];
  /** Told by the double agent's own screen, to check a guess against. */
  readonly doubleAgent: string;
}

/**
 * Sets up a Double Agent table the way the lobby does (no seed: the host picks it), seats a
 * screen per player, and plays until `wanted` dice have been rolled.
 */
export function playAtNewHostTable(host: Host, wanted = DICE_OF_THREE_TURNS): SeenAtHost {
  const lobby = screen(host, true);
  lobby.send({ type: 'createTable', game: 'doubleagent' });
  const created = lobby.lastOf('tableCreated');
  if (!created) throw new Error(`no table: ${JSON.stringify(lobby.last())}`);
  const seats = created.table.seats.map(({ seat }) => ({
    seat,
    screen: seated(host, created.table.code, seat),
  }));
  const roleOf = (s: (typeof seats)[number]) => seatScreen(s.screen.inbox).view?.you?.role;
  const observer = seats.find((s) => roleOf(s) === 'security');
  const doubleAgent = seats.find((s) => roleOf(s) === 'doubleAgent');
  if (!observer || !doubleAgent) throw new Error('the screens were not told their roles');

  const seen = () => diceIn(seatScreen(observer.screen.inbox).log);
  for (let moves = 0; seen().length < wanted; moves++) {
    const actor = seats.find((s) => seatScreen(s.screen.inbox).legal.length > 0);
    if (!actor || moves > 500) throw new Error(`the game stopped after ${seen().length} dice`);
    actor.screen.send({ type: 'intent', action: chooseAction(seatScreen(actor.screen.inbox).legal) });
    const answer = actor.screen.last();
    if (answer?.type === 'error') throw new Error(`${actor.seat}: ${answer.code} ${answer.message}`);
  }
  const { view } = seatScreen(observer.screen.inbox);
  return {
    tableId: created.table.id,
    players: view!.players.map((p) => p.id),
    observer: observer.seat,
    dice: seen().slice(0, wanted),
    doubleAgent: doubleAgent.seat,
  };
}

/** The same game played in the engine from a legacy numeric seed: its dice and its double agent. */
export function playLegacyGame(
  seed: number,
  players: readonly string[],
  wanted = DICE_OF_THREE_TURNS,
): { dice: number[]; doubleAgent: string } {
  const created = newGame({ seed, players });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const dice: number[] = [];
  for (let moves = 0; dice.length < wanted; moves++) {
    const actor = players.find((p) => legalActions(state, p).length > 0);
    if (!actor || moves > 500) throw new Error(`the game stopped after ${dice.length} dice`);
    const played = step(state, actor, chooseAction(legalActions(state, actor)));
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
    dice.push(...diceIn(played.value.events));
  }
  const doubleAgent = state.players.find((p) => p.role === 'doubleAgent')!.id;
  return { dice: dice.slice(0, wanted), doubleAgent };
}
