import { randomInt } from 'node:crypto';
import type { Result } from '../../engine/core';
import type { BotAnswer, BotQuestion } from '../bots/bot-messages';
import type { Table } from './table';

export interface BotSeatsHooks {
  /** Asks a bot, off the host's loop (a worker thread); it gets the seat's view and legal actions only. */
  ask(question: Omit<BotQuestion, 'id'>): Promise<BotAnswer>;
  /** Whether the seat has a decision to make now (its opening window open, for instance). */
  needsDecision(table: Table, seat: string): boolean;
  /** Whether the seat's bot may play now (src-main/host/presence.ts); asked again on every change. */
  mayPlay(table: Table, seat: string): boolean;
  /** Plays the bot's action the way a screen's intent is played. */
  submit(table: Table, seat: string, action: unknown): Result<void>;
  log?(line: string): void;
}

/** A bot whose answers keep being refused stops trying, instead of spinning. */
const MAX_REFUSALS = 3;
/** A bot's move that could not be saved (a full disk) is tried again this much later. */
export const SAVE_RETRY_MS = 5_000;

/**
 * Plays the seats computer players hold. Each decision is asked of the bot with only that seat's
 * view and legal actions, and played only if the game has not moved on while the bot thought.
 */
export class BotSeats {
  private readonly thinking = new Set<string>();
  private readonly refusals = new Map<string, number>();

  constructor(private readonly hooks: BotSeatsHooks) {}

  think(table: Table): void {
    if (table.isOver) return;
    for (const seat of table.seats()) {
      const bot = table.botAt(seat);
      const key = `${table.id}/${seat}`;
      if (!bot || this.thinking.has(key) || (this.refusals.get(key) ?? 0) >= MAX_REFUSALS) continue;
      if (!this.hooks.needsDecision(table, seat) || !this.hooks.mayPlay(table, seat)) continue;
      this.thinking.add(key);
      const version = table.actionCount;
      this.hooks
        .ask({
          game: table.game,
          bot,
          view: table.viewFor(seat),
          legal: table.legalFor(seat),
          seed: randomInt(2 ** 31),
        })
        .then((answer) => {
          this.thinking.delete(key);
          // The people it played for left while it thought: the table stays as they left it.
          if (table.botAt(seat) !== bot || !this.hooks.mayPlay(table, seat)) return;
          if (!answer.ok) {
            this.refuse(key, `${bot} at ${seat} failed: ${answer.message}`);
            return;
          }
          if (table.actionCount === version) {
            const played = this.hooks.submit(table, seat, answer.action);
            if (played.ok) this.refusals.delete(key);
            else if (played.error.code === 'save_failed') {
              // The disk's fault, not the bot's: ask again later, without counting it against the bot.
              this.hooks.log?.(`${bot} at ${seat}: ${played.error.message} Trying again shortly.`);
              this.thinking.add(key);
              setTimeout(() => {
                this.thinking.delete(key);
                this.think(table);
              }, SAVE_RETRY_MS).unref?.();
              return;
            } else this.refuse(key, `${bot} at ${seat} chose a refused action: ${played.error.message}`);
          }
          this.think(table);
        });
    }
  }

  /** A seat's bot left or came back: it may try again from scratch. */
  reset(table: Table, seat: string): void {
    this.refusals.delete(`${table.id}/${seat}`);
  }

  private refuse(key: string, line: string): void {
    this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    this.hooks.log?.(line);
  }
}
