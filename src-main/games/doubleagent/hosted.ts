import {
  type DaState,
  type DaView,
  DEFAULT_INSPECTION_MS,
  doubleagentRules,
  openingSaboteur,
  openingWindowOrder,
  opensAtPhysicalBoard,
} from '../../../engine/doubleagent';
import type { AnyGameRules, HostedGame } from '../../host/hosted-game';

export const doubleagentHosted: HostedGame = {
  rules: doubleagentRules as unknown as AnyGameRules,
  listing: {
    id: 'doubleagent',
    name: 'Project KGB: The Double Agent',
    players: '4 players (deluxe 4–6)',
    blurb: 'Security agents inspect the camp monitors while a hidden double agent sabotages them.',
  },
  defaultOptions: { players: ['Red', 'Blue', 'Green', 'Yellow'] },
  defaultSettings: { inspectionMs: DEFAULT_INSPECTION_MS },
  // B11 Rule 9; the opening play has its own windows (B5).
  agreedThinkSeconds: (view) =>
    (view as DaView).phase.kind === 'opening' ? null : (view as DaView).rules.turnThinkSeconds,
  openingPlay: {
    pending: (view) => (view as DaView).phase.kind === 'opening',
    order: (view) => openingWindowOrder(view as DaView),
    physical: opensAtPhysicalBoard,
    saboteur: (state) => openingSaboteur(state as DaState),
  },
};
