import { getContext, onDestroy, setContext } from 'svelte';
import { onLanguageChange } from '../i18n';
import { newLines } from './new-lines';

const KEY = Symbol('live-log');

/** How many recent entries the live region keeps. */
const KEPT = 5;

/**
 * The polite live region's lines for one screen. The screen (table or replay) holds it, outside
 * the drawn game, and the game's log feeds it: each new entry once, nothing of what was there
 * before the log was shown, nothing kept from another seat's log.
 */
export class LiveLog {
  lines = $state<string[]>([]);
  private seen: number | null = null;

  /** Nothing of the shown seat may stay (the curtain is up). */
  clear(): void {
    this.lines = [];
    this.seen = null;
  }

  /** A log was shown afresh (another seat after the curtain, a new screen): forget and start over. */
  restart(lines: readonly string[]): void {
    this.lines = [];
    this.seen = lines.length;
  }

  /** The log now reads `lines` (oldest first): the entries past what was seen are announced. */
  update(lines: readonly string[]): void {
    const fresh = newLines(lines, this.seen);
    this.seen = lines.length;
    if (fresh.length > 0) this.lines = [...this.lines, ...fresh].slice(-KEPT);
  }
}

/** A screen's live log; a change of language empties it, so nothing waits there in the old language. */
export function provideLiveLog(): LiveLog {
  const log = setContext(KEY, new LiveLog());
  onDestroy(
    onLanguageChange(() => {
      log.lines = [];
    }),
  );
  return log;
}

export function liveLogOfScreen(): LiveLog | undefined {
  return getContext<LiveLog | undefined>(KEY);
}
