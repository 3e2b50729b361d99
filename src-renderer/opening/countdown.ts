import type { OpeningStatus } from '../../protocol/messages';

/** An opening status as this screen received it: the host's time left, and when it arrived. */
export interface ReceivedOpening {
  readonly status: OpeningStatus;
  /** The screen's clock (performance.now()) when the message arrived. */
  readonly receivedAt: number;
}

/** Stages whose time runs out by itself; `ready`, `paused` and `done` stand still. */
const RUNNING: ReadonlySet<OpeningStatus['stage']> = new Set(['window', 'handover', 'curtain']);

/**
 * Milliseconds left in the window or handover under way, counted down locally from the host's
 * `remainingMs` at receipt; never below zero (the host's next message says what happens then).
 */
export function msLeft(received: ReceivedOpening, now: number): number {
  const { status, receivedAt } = received;
  if (!RUNNING.has(status.stage)) return Math.max(0, status.remainingMs);
  return Math.max(0, status.remainingMs - Math.max(0, now - receivedAt));
}

/** Whole seconds shown on the countdown: 2.1 s left shows 3, exactly 0 shows 0. */
export function secondsShown(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** How much of the window, handover or curtain's wait is left, 0…1, for the bar. */
export function shareLeft(received: ReceivedOpening, now: number): number {
  const { status } = received;
  const total =
    status.stage === 'handover'
      ? status.handoverMs
      : status.stage === 'curtain'
        ? status.curtainMs
        : status.windowMs;
  if (total <= 0) return 0;
  return Math.min(1, msLeft(received, now) / total);
}

/**
 * The seats of the window under way or, in a handover or a pause, of the window next or paused
 * (the host moves `index` on when a window closes). Empty before the start and once done.
 */
export function seatsUp(status: OpeningStatus): readonly string[] {
  if (status.stage === 'ready' || status.stage === 'done') return [];
  return status.groups[status.index] ?? [];
}

/** Whether `seat` may choose now: its own window is open. */
export function windowOpenFor(status: OpeningStatus, seat: string): boolean {
  return status.stage === 'window' && (status.groups[status.index] ?? []).includes(seat);
}

/** The tick a window makes in its last 3 seconds: the second to sound now, or null. */
export function tickSecond(ms: number): number | null {
  const seconds = secondsShown(ms);
  return seconds >= 1 && seconds <= 3 ? seconds : null;
}
