/** The smallest words a scene draws, in CSS pixels: nothing smaller reads on a phone held in the hand. */
export const MIN_TEXT_PX = 11;
