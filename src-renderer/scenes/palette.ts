import { blend } from './contrast';

/**
 * The colours the scenes draw words with and on. Kept apart from the drawing (no Pixi here) so a
 * unit test can hold every text/background pair to a contrast of 4.5:1.
 */

export const FELT = 0x1c3a4a;
/** The felt under a side's band and under the middle band (each darkens it with black). */
export const SIDE_BAND = blend(FELT, 0x000000, 0.22);
export const MIDDLE_BAND = blend(FELT, 0x000000, 0.18);
export const PAPER = 0xf3eee2;
export const INK = 0x1b2430;
/** A side's name on its band (the scene draws each band as SIDE_BAND / MIDDLE_BAND over the felt). */
export const SIDE_TEXT = { CIA: 0x7fa8ec, KGB: 0xf28b82 } as const;
export const GOLD = 0xd9a441;
/** Secondary words on the felt: light enough for 4.5:1 against the darkened felt. */
export const MUTED = 0xa9b4c0;

/** The lobby's three cards: CIA, KGB and the camp; titles in inkOn(colour), subtitles in INK on PAPER. */
export const LOBBY_CARD_COLORS = { CIA: 0x2a5ca8, KGB: 0xa8322c, CAMP: 0xd9a441 } as const;
