import { createHash } from 'node:crypto';
import type { HostMessage } from '../../protocol/messages';

/**
 * What a seat must never be sent, judged against the true game state the message was made
 * from. Each check returns a description of the leak, or null. These read engine state
 * internals on purpose: the test knows the truth, the screens must not.
 */
export type LeakCheck = (input: {
  seat: string;
  state: any;
  message: HostMessage;
  text: string;
  view: any;
}) => string | null;

/** Field names that exist only in full game states; a view never needs them. */
const STATE_ONLY_KEYS = [
  '"rng":[',
  '"rng":{',
  '"chacha20":',
  '"secret":',
  '"groupDeck":[',
  '"objectiveDeck":[',
  '"knowledge":{',
  '"monitors":{',
  '"seed":',
];

/**
 * Secrets common to every game: the deal's secret, the game's key and generator state, other
 * seats' tokens and their hashes.
 */
export function hostSecrets(input: {
  seat: string;
  text: string;
  /** The host's secret of the deal. */
  secret: string;
  state: any;
  tokens: Record<string, string>;
}): string | null {
  const { seat, text, secret, state, tokens } = input;
  for (const key of STATE_ONLY_KEYS) if (text.includes(key)) return `state-only field ${key}`;
  if (text.includes(secret)) return 'the deal’s secret';
  if (Array.isArray(state.rng)) {
    for (const part of state.rng as number[]) {
      if (Math.abs(part) > 99_999 && new RegExp(`\\b${part}\\b`).test(text)) return 'the generator state';
    }
  } else if (text.includes(state.rng.chacha20)) return 'the game’s key';
  for (const [owner, token] of Object.entries(tokens)) {
    if (owner === seat) continue;
    if (text.includes(token)) return `${owner}'s token`;
    if (text.includes(createHash('sha256').update(token).digest('hex'))) return `${owner}'s token hash`;
  }
  return null;
}

const logOf = (message: HostMessage): any[] => (message.type === 'view' ? (message.log as any[]) : []);

export const coldwarLeaks: LeakCheck = ({ seat, state, message, text, view }) => {
  for (const event of logOf(message)) {
    if ('to' in event && event.to !== seat) return `a private ${event.type} event meant for ${event.to}`;
  }
  if (message.type !== 'view') return null;
  for (const side of ['CIA', 'KGB'] as const) {
    const hidden = state.agentX[side];
    if (side === seat || hidden === null || state.revealed[side]) continue;
    // The Summit event shows its player the opponent's Agent X: known, not leaked.
    const learned = (state.knowledge[seat] ?? []).some(
      (note: any) => note.kind === 'summit' && note.turn === state.turn && note.agent === hidden,
    );
    if (learned) continue;
    if (view?.sides?.[side]?.agentX === hidden) return `${side}'s face-down Agent X`;
  }
  if (seat === 'table') {
    for (const deck of [state.groupDeck, state.objectiveDeck] as string[][]) {
      if (deck.length >= 2 && text.includes(`"${deck[0]}","${deck[1]}"`)) return 'the order of a deck';
    }
  }
  return null;
};

export const doubleagentLeaks: LeakCheck = ({ seat, state, message, text, view }) => {
  for (const event of logOf(message)) {
    if (event.visibleTo && !event.visibleTo.includes(seat)) return `a private ${event.type} event`;
  }
  const over = state.phase.kind === 'over';
  const doubleAgent = state.players.find((p: any) => p.role === 'doubleAgent').id;
  if (over || seat === doubleAgent) return null;
  if (text.includes('"role":"doubleAgent"')) return 'who the double agent is';
  if (message.type !== 'view' || !view) return null;
  if (view.you?.sabotaged !== undefined || view.you?.opening !== undefined)
    return "the double agent's sabotage record";
  const { you, ...publicPart } = view;
  if (/"(ON|OFF)"/.test(JSON.stringify(publicPart))) return 'a monitor state in the public view';
  for (const entry of you?.securityList ?? []) {
    if ('by' in entry && 'found' in entry) return `what ${entry.by} found in ${entry.sector}`;
  }
  return null;
};
