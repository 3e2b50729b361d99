import type { GameId } from '../../protocol/messages';

/** Names for the screens' headings, for when the host's listing is not at hand (phones, TVs). */
export const GAME_NAMES: Readonly<Record<GameId, string>> = {
  coldwar: 'Cold War: CIA vs KGB',
  doubleagent: 'Project KGB: The Double Agent',
};
