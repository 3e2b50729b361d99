/**
 * "Keep result dialogs until I close them": a dialog that would close by itself after its reading
 * time (the cease-fire on a player's own screen) stays instead, with no countdown. Off unless
 * chosen; kept on this device in `localStorage["safehouse.dialogs.keep"]`.
 */
const STORAGE_KEY = 'safehouse.dialogs.keep';

function initialKeep(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let keep = $state(initialKeep());

/** Whether result dialogs stay until dismissed (reactive in components and effects). */
export const keepDialogs = (): boolean => keep;

export function setKeepDialogs(next: boolean): void {
  keep = next;
  try {
    localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}
