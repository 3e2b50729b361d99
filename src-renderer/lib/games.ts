import type { GameId } from '../../protocol/messages';
import { t } from '../i18n';

/** A game's name for the screens' headings, in the current language (the host's listing is English). */
export function gameName(game: GameId): string {
  return game === 'coldwar' ? t('game.coldwar.name') : t('game.doubleagent.name');
}

/** How many play a game, in words. */
export function gamePlayers(game: GameId): string {
  return game === 'coldwar' ? t('game.coldwar.players') : t('game.doubleagent.players');
}

/** One line about a game, for the lobby. */
export function gameBlurb(game: GameId): string {
  return game === 'coldwar' ? t('game.coldwar.blurb') : t('game.doubleagent.blurb');
}
