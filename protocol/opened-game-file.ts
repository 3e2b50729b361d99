/**
 * A game file the system asked the desktop app to open (a double-click on a `.safehouse` file):
 * its text, for the lobby to take in exactly as a file picked there, or why it could not be read.
 */
export type OpenedGameFile =
  | { readonly name: string; readonly text: string }
  | { readonly name: string; readonly problem: 'too_big' | 'unreadable' };

export function isOpenedGameFile(value: unknown): value is OpenedGameFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  if (typeof file.name !== 'string') return false;
  return typeof file.text === 'string' || file.problem === 'too_big' || file.problem === 'unreadable';
}
