/** Keyboard shortcuts of the game screens: 1–9 choose the first nine actions, U undoes. */

export type Shortcut = { kind: 'act'; index: number } | { kind: 'undo' } | null;

export interface KeyInput {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  /** The tag name of the focused element the key went to (typing in a field is not a shortcut). */
  readonly targetTag?: string;
}

/** The key that undoes, as shown on the undo button. */
export const UNDO_KEY = 'U';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The shortcut a key is; none while the choices are `locked` (a paused game: see `choicesLock`). */
export function shortcutFor(
  input: KeyInput,
  actionCount: number,
  canUndo: boolean,
  locked = false,
): Shortcut {
  if (locked || input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.targetTag && TYPING.has(input.targetTag.toUpperCase())) return null;
  if (/^[1-9]$/.test(input.key)) {
    const index = Number(input.key) - 1;
    return index < actionCount ? { kind: 'act', index } : null;
  }
  if ((input.key === 'u' || input.key === 'U') && canUndo) return { kind: 'undo' };
  return null;
}

/** The key shown on the button of action `index`, if it has one. */
export const shortcutKey = (index: number): string | null =>
  index >= 0 && index < 9 ? String(index + 1) : null;
