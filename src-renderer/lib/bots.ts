import type { BotListing, GameId } from '../../protocol/messages';
import { tKnown } from '../i18n';

/** The computer players the host offers for `game`, from its `welcome` (docs/lan-protocol.md). */
export const offeredBots = (bots: readonly BotListing[], game: GameId): string[] =>
  bots.filter((bot) => bot.game === game && bot.offered).map((bot) => bot.name);

/** The levels "Play against the computer" asks to choose from. */
export const COMPUTER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/**
 * "Play against the computer": the offered bot of `game` at the chosen level; null when the host
 * offers none of that level (which seat it takes is the game's: `GameScreens.computerOpponent`).
 */
export const computerBot = (bots: readonly BotListing[], game: GameId, level: ComputerLevel): string | null =>
  bots.find((bot) => bot.game === game && bot.offered && bot.level === level)?.name ?? null;

/** "Computer (easy)"; a bot the host did not list, or whose label this screen lacks, by its own name. */
export function botLabel(bots: readonly BotListing[], name: string): string {
  const listed = bots.find((bot) => bot.name === name);
  return listed ? tKnown(listed.labelKey, name) : name;
}
