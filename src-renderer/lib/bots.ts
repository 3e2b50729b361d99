import type { GameId } from '../../protocol/messages';
import { tKnown } from '../i18n';

/** The computer players the host offers for each game (docs/lan-protocol.md, `seatBot`). */
export const BOTS: Readonly<Record<GameId, readonly string[]>> = {
  coldwar: ['random', 'heuristic', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'],
  doubleagent: ['random', 'planner'],
};

/** The bot "Play against the computer" seats at KGB. */
export const COMPUTER_OPPONENT = { seat: 'KGB', bot: 'ismcts:normal', yourSeat: 'CIA' } as const;

/** "Computer (easy)"; a bot this screen does not know (a newer host's) by its own name. */
export const botLabel = (bot: string): string => tKnown(`bots.${bot}`, bot);
