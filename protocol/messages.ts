import { z } from 'zod';

/**
 * The wire protocol between the host and every screen (a LAN browser over WebSocket, the
 * Electron window over IPC). Host and screens both import this file; it holds no logic.
 */

/** The largest frame a client may send; anything bigger is refused before parsing. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), client: z.string().max(64).optional() }).strict(),
  z.object({ type: z.literal('ping'), nonce: z.number().int().optional() }).strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** A game the table can host, as the lobby lists it. */
export interface GameListing {
  readonly id: 'coldwar' | 'doubleagent';
  readonly name: string;
  readonly players: string;
  readonly blurb: string;
}

export type HostMessage =
  | { type: 'welcome'; version: string; games: readonly GameListing[] }
  | { type: 'pong'; nonce?: number }
  | { type: 'error'; code: string; message: string };
