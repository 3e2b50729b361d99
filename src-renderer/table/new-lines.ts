/**
 * The log lines to announce after an update: those past the `seen` count. Nothing on the first
 * look (`seen` null: the log already there is history, not news) or when the log shrank (an undo
 * resent it).
 */
export function newLines(lines: readonly string[], seen: number | null): string[] {
  if (seen === null || lines.length <= seen) return [];
  return lines.slice(seen);
}
