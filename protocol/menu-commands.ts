/**
 * What the desktop app's menu asks of the page. The preload turns each into a plain DOM event
 * `safehouse:menu:<command>` on the page's window (an event type crosses the isolated worlds
 * where an object would not); the page's `lib/menu-commands.ts` answers it.
 */
/** `openGameFiles`: game files are waiting (the page takes them with `takeOpenedGameFiles`). */
export const MENU_COMMANDS = ['howToPlay', 'showLan', 'openGameFiles'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export const isMenuCommand = (value: unknown): value is MenuCommand =>
  typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);

export const menuEventType = (command: MenuCommand): string => `safehouse:menu:${command}`;
