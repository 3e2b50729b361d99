import { shortcutFor } from '../../table/shortcuts';

/**
 * What a key does while the cease-fire scene is up. The scene is modal, but a player who presses
 * an action's key already knows what comes next: the scene goes and the key acts on the table.
 * - `dismiss`: Enter or Escape closes the scene, and goes no further (Escape would leave for the lobby);
 * - `dismissAndPass`: a table shortcut (1–9, U) closes the scene and goes on to the table;
 * - `keepFocus`: Tab stays on the scene's button;
 * - `swallow`: any other key stays in the scene (Space still presses its button);
 * - `ignore`: a key with Ctrl, Cmd or Alt is the browser's.
 */
export type SceneKey = 'dismiss' | 'dismissAndPass' | 'keepFocus' | 'swallow' | 'ignore';

export function sceneKeyOf(event: {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}): SceneKey {
  if (event.ctrlKey || event.metaKey || event.altKey) return 'ignore';
  if (event.key === 'Escape' || event.key === 'Enter') return 'dismiss';
  if (event.key === 'Tab') return 'keepFocus';
  // Whether the key names an existing action is for the table to judge once the scene is gone.
  return shortcutFor({ key: event.key }, 9, true) === null ? 'swallow' : 'dismissAndPass';
}
