/** One line of the visible log, with the number of the action that produced it (null: none did). */
export interface NumberedLine {
  readonly text: string;
  readonly act: number | null;
}

/** How many of the latest entries the visible log shows. */
export const SHOWN_LINES = 80;

/**
 * The visible log, newest first: the latest `shown` lines, each with its action's number, so the
 * lines of one action share a number and the numbers count actions, not lines. `acts` runs beside
 * `lines` (oldest first); a line it has no number for (an older host) shows none.
 */
export function numberedLines(
  lines: readonly string[],
  acts: readonly (number | null)[] | undefined,
  shown: number = SHOWN_LINES,
): NumberedLine[] {
  const from = Math.max(0, lines.length - shown);
  const out: NumberedLine[] = [];
  for (let i = lines.length - 1; i >= from; i--) {
    const act = acts?.[i];
    out.push({ text: lines[i]!, act: typeof act === 'number' ? act : null });
  }
  return out;
}
