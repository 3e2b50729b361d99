const HAN_THEN_LATIN = /(\p{Script=Han})([A-Za-z0-9])/gu;
const LATIN_THEN_HAN = /([A-Za-z0-9])(\p{Script=Han})/gu;

/**
 * Taiwan's typographic habit: a space between Chinese characters and Latin letters or digits
 * ("KGB 的傳媒 2", "第 3 回合"). Applied to every filled-in Chinese message, so names and numbers
 * coming in through placeholders are spaced too. Full-width punctuation needs no space.
 */
export function spaceBetweenScripts(text: string): string {
  return text.replace(HAN_THEN_LATIN, '$1 $2').replace(LATIN_THEN_HAN, '$1 $2');
}
