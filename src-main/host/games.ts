import type { GameId, GameListing, GameSettings } from '../../protocol/messages';
import type { HostTiming } from '../cli-args';
import { coldwarHosted } from '../games/coldwar/hosted';
import { doubleagentHosted } from '../games/doubleagent/hosted';
import type { Host } from './host';
import type { HostedGame, PhysicalBoard, PhysicalBoardSetup } from './hosted-game';

export type { AnyGameRules } from './hosted-game';

/** The registry: the one host module that names the games this build ships. */
const registered = new Map<GameId, HostedGame>([
  [coldwarHosted.listing.id, coldwarHosted],
  [doubleagentHosted.listing.id, doubleagentHosted],
]);

/**
 * Adds a game the build does not ship (a test's toy game), under its listing's id. Every host in
 * the process serves it from then on; an id already taken is a programming error.
 */
export function registerGame(game: HostedGame): void {
  const id = game.listing.id;
  if (registered.has(id)) throw new Error(`A game "${id}" is already registered.`);
  registered.set(id, game);
}

export const isRegisteredGame = (id: string): boolean => registered.has(id);

/** A registered game; callers check ids from outside (screens, saves, requests) with isRegisteredGame first. */
export function hostedGame(id: GameId): HostedGame {
  const game = registered.get(id);
  if (!game) throw new Error(`No game "${id}" is registered.`);
  return game;
}

export const gameCatalogue = (): GameListing[] => [...registered.values()].map((game) => game.listing);

/** Each game's screen settings as the host was started, for the games whose settings follow its options. */
export function gameSettingsFrom(timing: HostTiming): Partial<Record<GameId, GameSettings>> {
  const settings: Partial<Record<GameId, GameSettings>> = {};
  for (const [id, game] of registered) if (game.settingsFrom) settings[id] = game.settingsFrom(timing);
  return settings;
}

/** The physical board of the first registered game that has one, bound to this host; null when none has. */
export async function startPhysicalBoard(
  host: Host,
  setup: PhysicalBoardSetup,
): Promise<PhysicalBoard | null> {
  for (const game of registered.values()) if (game.physicalBoard) return game.physicalBoard(host, setup);
  return null;
}
