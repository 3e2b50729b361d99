import { ok } from '../../../engine/core';
import {
  type DaState,
  type DaView,
  DEFAULT_INSPECTION_MS,
  doubleagentRules,
  OPENING_HANDOVER_MS,
  OPENING_WINDOW_MS,
  openingSaboteur,
  openingWindowOrder,
  opensAtPhysicalBoard,
  RULES_VERSION,
} from '../../../engine/doubleagent';
import type { AnyGameRules, HostedGame } from '../../host/hosted-game';

export const doubleagentHosted: HostedGame = {
  rules: doubleagentRules as unknown as AnyGameRules,
  rulesVersion: RULES_VERSION,
  standInBot: 'planner',
  seatsOption: (seats, options) => ok({ ...options, players: seats }),
  listing: {
    id: 'doubleagent',
    name: 'Project KGB: The Double Agent',
    players: '4 players (deluxe 4–6)',
    blurb: 'Security agents inspect the camp monitors while a hidden double agent sabotages them.',
  },
  defaultOptions: { players: ['Red', 'Blue', 'Green', 'Yellow'] },
  defaultSettings: { inspectionMs: DEFAULT_INSPECTION_MS },
  settingsFrom: ({ inspectionSeconds }) => ({
    inspectionMs:
      inspectionSeconds === undefined ? DEFAULT_INSPECTION_MS : Math.round(inspectionSeconds * 1000),
  }),
  // B11 Rule 9; the opening play has its own windows (B5).
  agreedThinkSeconds: (view) =>
    (view as DaView).phase.kind === 'opening' ? null : (view as DaView).rules.turnThinkSeconds,
  openingPlay: {
    pending: (view) => (view as DaView).phase.kind === 'opening',
    order: (view) => openingWindowOrder(view as DaView),
    physical: opensAtPhysicalBoard,
    saboteur: (state) => openingSaboteur(state as DaState),
    windowMs: OPENING_WINDOW_MS,
    handoverMs: OPENING_HANDOVER_MS,
    noChoice: { type: 'opening', sector: null },
  },
  // Loaded only when a host starts: serialport's native binding has no place in every host import.
  physicalBoard: async (host, setup) => new (await import('./board/board-service')).BoardService(host, setup),
};
