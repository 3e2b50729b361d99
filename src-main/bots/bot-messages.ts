import type { GameId } from '../../protocol/messages';

/** What the host asks a bot: one seat's view and legal actions, nothing more. */
export interface BotQuestion {
  readonly id: number;
  readonly game: GameId;
  readonly bot: string;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: number;
  readonly budgetMs?: number;
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };
