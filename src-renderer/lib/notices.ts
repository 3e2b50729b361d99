import type { HostMessage } from '../../protocol/messages';

export type NoticeMessage = Extract<HostMessage, { type: 'notice' }>;

/** A notice this screen holds until it is dismissed. */
export interface HeldNotice extends NoticeMessage {
  readonly id: number;
}

/** Notices kept at once; older ones go first. */
export const MAX_NOTICES = 6;

/** Adds a notice, dropping the oldest beyond the limit. */
export function holdNotice(held: readonly HeldNotice[], message: NoticeMessage, id: number): HeldNotice[] {
  return [...held, { ...message, id }].slice(-MAX_NOTICES);
}

/**
 * The notices to show now. Table-wide ones always; a seat's private one only while that seat's
 * own view is on screen (`privateSeat`: null on a TV and while the curtain is down for anyone).
 */
export function noticesToShow(held: readonly HeldNotice[], privateSeat: string | null): HeldNotice[] {
  return held.filter(
    (notice) => notice.seat === null || (privateSeat !== null && notice.seat === privateSeat),
  );
}
