import { randomInt } from 'node:crypto';
import type { Result } from '../../engine/core';
import type { BotAnswer, BotQuestion } from '../bots/bot-messages';
import type { Table } from './table';

export interface BotSeatsHooks {
  /** Asks a bot, off the host's loop (a worker thread); it gets the seat's view and legal actions only. */
  ask(question: Omit<BotQuestion, 'id'>, signal?: AbortSignal): Promise<BotAnswer>;
  /** Whether the seat has a decision to make now (its opening window open, for instance). */
  needsDecision(table: Table, seat: string): boolean;
  /** Whether the seat's bot may play now (src-main/host/presence.ts); asked again on every change. */
  mayPlay(table: Table, seat: string): boolean;
  /**
   * How long after asking a bot its answer may be played at this table (its pace; thinking time
   * counts toward it). The answer is held on a timer meanwhile, never by blocking.
   */
  paceMs?(table: Table): number;
  /** The clock the pace is measured on (ms); Date.now unless a test gives its own. */
  now?(): number;
  /** Plays the bot's action the way a screen's intent is played. */
  submit(table: Table, seat: string, action: unknown): Result<void>;
  /** Gets the bots' thread ready before the first question (a worker started ahead of time). */
  warm?(): void;
  log?(line: string): void;
}

interface Asked {
  /** The table's action count when asked. */
  readonly version: number;
  /** The seat's view and legal actions as asked, as JSON. */
  readonly question: string;
  readonly abort: AbortController;
  /** When it was asked, on `hooks.now`: its pace counts from here. */
  readonly at: number;
  /** The answer held until the pace allows it, if it came early. */
  held?: ReturnType<typeof setTimeout>;
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
  /** The question each thinking seat was asked: at which action count, and how to call it off. */
  private readonly asked = new Map<string, Asked>();
  private readonly refusals = new Map<string, number>();

  constructor(private readonly hooks: BotSeatsHooks) {}

  think(table: Table): void {
    if (table.isOver) return;
    for (const seat of table.seats()) {
      const bot = table.botAt(seat);
      const key = `${table.id}/${seat}`;
      const pending = this.asked.get(key);
      if (pending && (!bot || !this.stillStands(table, seat, pending))) {
        // The game moved on under the question (or its bot left): its answer, held or still to
        // come, would be dropped, so its search is stopped and the bot asked again now, its budget
        // counting from now (the worker takes the new question as soon as the old search notices).
        pending.abort.abort();
        clearTimeout(pending.held);
        this.asked.delete(key);
        this.thinking.delete(key);
      }
      if (!bot) continue;
      this.hooks.warm?.();
      if (this.thinking.has(key) || (this.refusals.get(key) ?? 0) >= MAX_REFUSALS) continue;
      if (!this.hooks.needsDecision(table, seat) || !this.hooks.mayPlay(table, seat)) continue;
      this.thinking.add(key);
      const version = table.actionCount;
      const view = table.viewFor(seat);
      const legal = table.legalFor(seat);
      const asked: Asked = {
        version,
        question: JSON.stringify([view, legal]),
        abort: new AbortController(),
        at: this.now(),
      };
      this.asked.set(key, asked);
      this.hooks
        .ask({ game: table.game, bot, view, legal, seed: randomInt(2 ** 31) }, asked.abort.signal)
        .then((answer) => {
          // Asked again since (see above): this answer is for a position gone by.
          if (this.asked.get(key) !== asked) return;
          // Too soon for people to follow: held until its pace allows. Whatever happens at the
          // table meanwhile calls `think`, which drops it if the game moved on (see above).
          const waitMs = asked.at + (this.hooks.paceMs?.(table) ?? 0) - this.now();
          if (waitMs > 0) {
            asked.held = setTimeout(() => this.answered(table, seat, bot, asked, answer), waitMs);
            asked.held.unref?.();
            return;
          }
          this.answered(table, seat, bot, asked, answer);
        });
    }
  }

  private now(): number {
    return this.hooks.now?.() ?? Date.now();
  }

  /** Plays a bot's answer once its pace allows, if it still stands. */
  private answered(table: Table, seat: string, bot: string, asked: Asked, answer: BotAnswer): void {
    const key = `${table.id}/${seat}`;
    if (this.asked.get(key) !== asked) return;
    this.thinking.delete(key);
    this.asked.delete(key);
    // The people it played for left while it thought: the table stays as they left it.
    if (table.botAt(seat) !== bot || !this.hooks.mayPlay(table, seat)) return;
    if (!answer.ok) {
      this.refuse(key, `${bot} at ${seat} failed: ${answer.error}`);
      return;
    }
    // Another seat played while it thought: the answer still stands if this seat sees and may
    // do exactly what it was asked about (a bot is a function of its view and legal actions),
    // else it is dropped and the bot asked again below.
    if (this.stillStands(table, seat, asked)) {
      const played = this.hooks.submit(table, seat, answer.value);
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
  }

  /** Whether an answer to `asked` may still be played: nothing has happened, or nothing this seat sees or may do. */
  private stillStands(table: Table, seat: string, asked: Asked): boolean {
    // First: a pause (or a closed opening window) leaves the action count as it was.
    if (!this.hooks.needsDecision(table, seat)) return false;
    if (table.actionCount === asked.version) return true;
    return JSON.stringify([table.viewFor(seat), table.legalFor(seat)]) === asked.question;
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
