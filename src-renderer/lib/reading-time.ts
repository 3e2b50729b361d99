/**
 * How long a dialog that closes by itself stays up: the time its text takes to read at 250 words
 * a minute, never under 8 s (issue 50).
 */
export const WORDS_PER_MINUTE = 250;
export const LEAST_READING_MS = 8_000;

/**
 * Chinese has no spaces between words: a word there is counted as 1.5 characters, the usual
 * average length of a word in running modern Chinese text. (Counting 2 characters a word would
 * read faster, and a reader who is slower than the rate loses the end of the dialog.)
 */
export const HAN_CHARACTERS_PER_WORD = 1.5;

const HAN = /\p{Script=Han}/gu;
/** What makes a stretch between spaces a word: a letter or a digit ("+10", "CIA"), not "/" or "—". */
const WORDLIKE = /[\p{L}\p{N}]/u;

/** The words in `text`: stretches with a letter or digit, plus its Chinese characters at their own rate. */
export function wordCount(text: string): number {
  const han = text.match(HAN)?.length ?? 0;
  const rest = text.replace(HAN, ' ');
  const words = rest.split(/\s+/).filter((stretch) => WORDLIKE.test(stretch)).length;
  return words + han / HAN_CHARACTERS_PER_WORD;
}

/** The time to read `text`, in whole seconds' worth of milliseconds, and never less than 8 s. */
export function readingMs(text: string): number {
  const ms = (wordCount(text) * 60_000) / WORDS_PER_MINUTE;
  return Math.max(LEAST_READING_MS, Math.ceil(ms / 1000) * 1000);
}
