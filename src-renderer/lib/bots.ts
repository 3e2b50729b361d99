import type { GameId } from '../../protocol/messages';
import { tKnown } from '../i18n';

/** The computer players the host offers for each game (docs/lan-protocol.md, `seatBot`). */
export const BOTS: Readonly<Record<GameId, readonly string[]>> = {
  coldwar: ['random', 'heuristic', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'],
  doubleagent: ['random', 'planner'],
};

/** The levels "Play against the computer" asks to choose from. */
export const COMPUTER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** "Play against the computer": the bot of the chosen level at KGB, this screen at CIA. */
export const COMPUTER_OPPONENT = {
  seat: 'KGB',
  yourSeat: 'CIA',
  bot: (level: ComputerLevel) => `ismcts:${level}`,
} as const;

/** "Computer (easy)"; a bot this screen does not know (a newer host's) by its own name. */
export const botLabel = (bot: string): string => tKnown(`bots.${bot}`, bot);
